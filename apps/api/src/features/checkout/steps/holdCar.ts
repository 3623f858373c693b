import { PAYMENT_DEADLINE_MINUTES } from '@wheelbase/core/bookingStatus'
import type { TPriceBreakdown } from '@wheelbase/core/pricing'
import type { TCheckoutBody, TCheckoutResult } from '@wheelbase/core/schemas/checkout'
import { isCarAvailable } from '../../../data/availability'
import { checkOpenHolds } from '../../../data/bookingChecks'
import type { TPeriodPlaces } from '../../../data/period'
import { users } from '../../../db/schema'
import { createBooking, voidExpiredHolds } from '../../../domain/lifecycle'
import { queueAccountLink } from '../../../mail/accountLinks'
import type { AppContext } from '../../../appContext'
import { conflict, isBookingOverlap, sqlState } from '../../../platform/http/errors'
import { newToken } from '../../../platform/http/secrets'
import type { Actor } from '../../../domain/actor'
import type { TCheckedDriver } from './checkDriver'
import type { TGuest } from './guest'
import type { TCheckoutCar } from './loadCar'
import { HOSTED_PAGE_MINUTES, type TPaymentChoice } from './pay'
import { replayIfSeen, type TIdempotency } from './replay'

export type THold = {
  actor: Actor | null
  guest: TGuest | null
  car: TCheckoutCar['car']
  keyTerms: TCheckoutCar['keyTerms']
  period: TPeriodPlaces
  driver: TCheckedDriver
  price: TPriceBreakdown
  body: TCheckoutBody
  payment: TPaymentChoice
  idempotency: TIdempotency
}

/**
 * Holds the car: in one transaction, a guest's new account (and its activation mail), the driver's
 * unpaid pay-later limit, the car's expired holds voided, the car still free at both places, and
 * the booking stored through the lifecycle with its price snapshot. The exclusion constraint turns
 * a lost race into the same 409; the same key sent twice at once lets one in, and the other
 * answers as it did (`replay`).
 */
export async function holdCar(ctx: AppContext, hold: THold): Promise<{ booking: ReturnType<typeof bookingRow> } | { replay: TCheckoutResult }> {
  const now = ctx.clock.now()
  const booking = bookingRow(ctx, hold, now)
  const { guest, car, period } = hold
  try {
    await ctx.db.transaction(async (tx) => {
      if (guest?.insert) {
        await tx.insert(users).values(guest.insert)
        // The guest chooses a password from this mail: sent after the answer, whatever the payment does.
        await queueAccountLink(tx, guest.userId, 'activate')
      }
      if (booking.payLater) await checkOpenHolds(tx, booking.driverId, ctx.config.maxOpenPayLater)
      await voidExpiredHolds(tx, now, { carId: car._id })
      if (!(await isCarAvailable(tx, car._id, period, now))) throw conflict('car_unavailable', 'checkout.carUnavailable')
      await createBooking(tx, ctx.notices, booking, car.name)
    })
  } catch (error) {
    if (isBookingOverlap(error)) throw conflict('car_unavailable', 'checkout.carUnavailable')
    const again = sqlState(error) === '23505' ? await replayIfSeen(ctx.db, hold.idempotency) : null
    if (again) return { replay: again }
    throw error
  }
  return { booking }
}

/** The booking as it is stored: the server's price, never the client's. */
function bookingRow(ctx: AppContext, { actor, guest, car, keyTerms, period, driver, price, body, payment, idempotency }: THold, now: Date) {
  const payLater = payment.method === 'later'
  // Pay later holds the car until staff act on it; an online payment has 30 minutes (a hosted page
  // gets its own 31 minutes, and the hold outlasts it: see pay.ts).
  const holdMinutes = ctx.payments.flow === 'redirect' ? HOSTED_PAGE_MINUTES + 2 : PAYMENT_DEADLINE_MINUTES
  return {
    _id: crypto.randomUUID(),
    carId: car._id,
    supplierId: car.supplierId,
    driverId: actor?.userId ?? guest?.userId ?? '',
    pickupLocationId: period.pickupId,
    dropoffLocationId: period.dropoffId,
    from: period.from,
    to: period.to,
    status: 'pending' as const,
    ...driver.options,
    driverDetails: driver.details,
    additionalDriverDetails: driver.options.additionalDriver ? (body.additionalDriver ?? null) : null,
    // Asked for at an airport only (the checkout offers it there): elsewhere a flight means nothing to the desk.
    flightNumber: period.places.pickup.kind === 'airport' ? (body.flightNumber ?? null) : null,
    priceSnapshot: { ...price, currency: ctx.config.currency, dailyPrice: car.dailyPrice },
    totalPrice: price.totalCents,
    terms: keyTerms,
    payLater,
    depositPercent: payment.method !== 'later' && payment.part === 'deposit' ? keyTerms.depositPercent : null,
    paymentDeadline: payLater ? null : new Date(now.getTime() + holdMinutes * 60_000),
    paymentProvider: payLater ? null : ctx.payments.name,
    paymentSessionId: newToken(),
    idempotencyKey: idempotency.keyHash,
    idempotencyFingerprint: idempotency.fingerprint,
  }
}
