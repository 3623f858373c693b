import { bookingReference } from '@wheelbase/core/bookingStatus'
import type { TChannelBookingBody, TChannelBookingResult } from '@wheelbase/core/schemas/consoleChannelBookings'
import type { AppContext } from '../../appContext'
import { isCarAvailable } from '../../data/availability'
import { checkDriverAges, optionsOf } from '../../data/bookingChecks'
import { clashOf } from '../../data/carHolds'
import { periodOf } from '../../data/period'
import { ageAtPickup } from '../../data/supplierFees'
import { lifecycleActorOf, type Actor } from '../../domain/actor'
import { createBooking, transition, voidExpiredHolds } from '../../domain/lifecycle'
import { bookablePrice, priceRental, pricingOf } from '../../domain/price'
import { checkTerms } from '../../domain/desk'
import { isBookingOverlap } from '../../platform/http/errors'
import { ownCar } from './ownCar'
import { staffTransaction } from '../../domain/audit'

/**
 * Records a booking taken on another channel (issue 44), as the checkout books one: the same
 * period rules, options, driver's age and price (domain/price.ts, fees included), and the car held
 * in one transaction through the lifecycle, so the database refuses it when the car is taken by a
 * booking or a block (409 naming it) and a race lets one in. Staff's own total replaces the quote
 * with its reason; the quote stays in the price snapshot. The booking is the supplier's (its
 * driver is off the platform: driver_details), confirmed at once: paid at the desk (pending →
 * paid → reserved) or to pay at pick-up (pending → reserved), each step in its history.
 */
export async function recordChannelBooking(ctx: AppContext, actor: Actor, body: TChannelBookingBody): Promise<TChannelBookingResult> {
  const now = ctx.clock.now()
  const car = await ownCar(ctx, actor, body.car)
  const period = await periodOf(ctx.db, body, ctx.config.periods, now)
  const options = optionsOf(car, body.options)
  checkDriverAges(car, period, { driver: body.driver, options: body.options, additionalDriver: body.additionalDriver })
  const rates = await pricingOf(ctx.db, car)
  checkTerms(rates, period, now)
  const driverAge = ageAtPickup(period, body.driver.birthDate)
  const price = bookablePrice(priceRental({ ...rates, rental: period, options, driverAge, percentage: ctx.config.pricePercentage }))
  const totalPrice = body.price?.totalCents ?? price.totalCents
  const { email, language, ...driver } = body.driver
  const booking = {
    _id: crypto.randomUUID(),
    status: 'pending' as const,
    carId: car._id,
    supplierId: car.supplierId,
    driverId: car.supplierId,
    recordedBy: actor.userId,
    channel: body.channel,
    channelReference: body.reference,
    pickupLocationId: period.pickupId,
    dropoffLocationId: period.dropoffId,
    from: period.from,
    to: period.to,
    ...options,
    driverDetails: { ...driver, email: email ?? '', ...(language ? { language } : {}) },
    additionalDriverDetails: options.additionalDriver ? (body.additionalDriver ?? null) : null,
    flightNumber: period.places.pickup.kind === 'airport' ? (body.flightNumber ?? null) : null,
    priceSnapshot: { ...price, currency: ctx.config.currency, dailyPrice: car.dailyPrice },
    totalPrice,
    priceReason: body.price?.reason ?? null,
    payLater: true,
    paymentProvider: body.payment === 'desk' ? 'desk' : null,
  }
  const staff = lifecycleActorOf(actor)
  const ports = { payments: ctx.payments, notices: ctx.notices, clock: ctx.clock }
  try {
    await staffTransaction(ctx.db, actor, async (tx) => {
      await voidExpiredHolds(tx, now, { carId: car._id })
      if (!(await isCarAvailable(tx, car._id, period, now))) throw await clashOf(tx, [car._id], period)
      await createBooking(tx, ctx.notices, booking, car.name, { mailDriver: body.mailDriver })
      const pending = { _id: booking._id, status: 'pending' as const, payLater: true, cancelRequest: false }
      if (body.payment === 'desk') await transition(tx, ports, staff, pending, 'paid')
      await transition(tx, ports, staff, { ...pending, status: body.payment === 'desk' ? 'paid' : 'pending' }, 'reserved')
    })
  } catch (error) {
    if (isBookingOverlap(error)) throw await clashOf(ctx.db, [car._id], period)
    throw error
  }
  return { bookingId: booking._id, reference: bookingReference(booking._id), status: 'reserved', totalPrice, quotedTotal: price.totalCents }
}
