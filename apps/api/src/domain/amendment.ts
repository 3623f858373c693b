import { eq } from 'drizzle-orm'
import type { TAmendBody, TAmendQuote } from '@wheelbase/core/schemas/bookings'
import type { TPeriodLimits } from '@wheelbase/core/search'
import { isCarAvailable } from '../data/availability'
import { checkDriverAges, optionsOf } from '../data/bookingChecks'
import { periodOf } from '../data/period'
import { ageAtPickup } from '../data/supplierFees'
import type { Db } from '../db/client'
import { bookings, type cars } from '../db/schema'
import { checkTerms } from './desk'
import { voidExpiredHolds } from './lifecycle'
import { bookablePrice, priceRental, pricingOf } from './price'
import { conflicting } from './errors'

type TBookingRow = typeof bookings.$inferSelect
type TCarRow = typeof cars.$inferSelect

/**
 * One path for every change of a booking's places, times, options or car (issue 44): a driver's
 * amendment of their own (features/bookings/amend.ts) and staff's of one from another
 * channel (features/channelBookings/amend.ts) are quoted, priced, checked and written here.
 */
export type TAmendTarget = { booking: TBookingRow; car: TCarRow; birthDate: string | null }

/** What pricing a change needs of the app: its database, clock and the marketplace's terms. */
export type TAmendPorts = {
  db: Db
  clock: { now(): Date }
  config: { periods: TPeriodLimits; currency: string; pricePercentage: number }
}

/** The changed booking's period, options and price (domain/price.ts), checked as the checkout checks them. */
export async function priceAmendment(ctx: TAmendPorts, { booking, car, birthDate }: TAmendTarget, change: TAmendBody) {
  const now = ctx.clock.now()
  const period = await periodOf(ctx.db, change, ctx.config.periods, now)
  const options = optionsOf(car, change.options)
  checkDriverAges(car, period, { driver: { birthDate }, options: change.options, additionalDriver: change.additionalDriver })
  const rates = await pricingOf(ctx.db, car)
  // The desk's hours hold for the new ends; a pick-up time kept is not asked for notice again.
  checkTerms(rates, period, now, period.from.getTime() === booking.from.getTime())
  // A drop-off moved elsewhere adds the one-way fee; moved back, it goes.
  const price = bookablePrice(
    priceRental({ ...rates, rental: period, options, driverAge: ageAtPickup(period, birthDate), percentage: ctx.config.pricePercentage }),
  )
  return { period, options, price }
}
export type TPricedAmendment = Awaited<ReturnType<typeof priceAmendment>>

/**
 * What the change would cost and whether the car is free then (this booking aside); nothing
 * changes. The difference is to what the driver pays now, from the total the booking would carry
 * (`agreed`: staff's own where they give one, else the quote).
 */
export async function quoteAmendment(
  ctx: TAmendPorts,
  target: TAmendTarget,
  change: TAmendBody,
  agreed: (quoted: number) => number = (quoted) => quoted,
): Promise<TAmendQuote> {
  const { period, price } = await priceAmendment(ctx, target, change)
  return {
    days: price.days,
    lines: price.lines,
    totalPrice: price.totalCents,
    difference: agreed(price.totalCents) - target.booking.totalPrice,
    available: await isCarAvailable(ctx.db, target.car._id, period, ctx.clock.now(), target.booking._id),
  }
}

/**
 * Writes the change in the caller's transaction, on the booking locked: `unchanged` says whether
 * it is still as the caller priced it (else 409 price_changed); the car must be free for the new
 * period, this booking aside (the exclusion constraint catches a race: the caller maps it to 409).
 * `set` adds the caller's own columns (the total, staff's reason).
 */
export async function writeAmendment(
  tx: Db,
  ctx: TAmendPorts,
  { booking, car }: TAmendTarget,
  { period, options, price }: TPricedAmendment,
  change: TAmendBody,
  unchanged: (locked: TBookingRow) => boolean,
  set: Partial<TBookingRow>,
): Promise<void> {
  const now = ctx.clock.now()
  const [locked] = await tx.select().from(bookings).where(eq(bookings._id, booking._id)).for('update')
  if (!locked || !unchanged(locked)) throw conflicting('price_changed', 'bookings.priceChanged')
  await voidExpiredHolds(tx, now, { carId: car._id })
  if (!(await isCarAvailable(tx, car._id, period, now, booking._id))) throw conflicting('car_unavailable', 'checkout.carUnavailable')
  await tx
    .update(bookings)
    .set({
      carId: car._id,
      pickupLocationId: period.pickupId,
      dropoffLocationId: period.dropoffId,
      from: period.from,
      to: period.to,
      ...options,
      additionalDriverDetails: options.additionalDriver ? (change.additionalDriver ?? null) : null,
      // A flight belongs to an airport pick-up: moved elsewhere, the booking no longer waits for one.
      ...(period.places.pickup.kind === 'airport' ? {} : { flightNumber: null }),
      priceSnapshot: { ...price, currency: ctx.config.currency, dailyPrice: car.dailyPrice },
      totalPrice: price.totalCents,
      updatedAt: now,
      ...set,
    })
    .where(eq(bookings._id, booking._id))
}
