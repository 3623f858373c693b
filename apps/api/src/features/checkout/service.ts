import { createHash } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { PAYMENT_DEADLINE_MINUTES, type TBookingStatus } from '@wheelbase/core/bookingStatus'
import { computePrice } from '@wheelbase/core/pricing'
import type { TCheckoutBody, TCheckoutResult } from '@wheelbase/core/schemas/checkout'
import type { Db } from '../../db/client'
import { bookings, cars, users } from '../../db/schema'
import { periodOf } from '../../data/period'
import { withSeasons } from '../../data/carRates'
import { ageAtPickup, feeRental, rentalFees } from '../../data/supplierFees'
import { findUserById } from '../../data/users'
import type { AppContext } from '../../platform/http/context'
import { AppError, conflict, forbidden, isBookingOverlap, notFound, sqlState } from '../../platform/http/errors'
import { enforceLimit } from '../../platform/http/rateLimiter'
import { newToken } from '../../platform/http/secrets'
import type { Actor } from '../../platform/http/sessions'
import { guestAccount } from './guest'
import { isCarAvailable } from '../../data/availability'
import { HOSTED_PAGE_MINUTES, startPayment } from './pay'
import { bookingDriver, checkDriverAges, checkOpenHolds, optionsOf } from '../../data/bookingChecks'
import { createBooking, voidExpiredHolds } from '../../domain/lifecycle'
import { queueAccountLink } from '../../mail/accountLinks'

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/**
 * One checkout (DESIGN §3): the server rechecks everything and computes the price with core; the
 * client's figures are never read. In one transaction it voids the car's expired unpaid holds,
 * checks the car is still free at both places and stores the booking with its price snapshot;
 * the exclusion constraint turns a lost race into a 409. A card is charged after the commit: a
 * paid charge makes the booking paid, a failed one makes it void at once (the car is free again).
 */
export async function checkout(
  ctx: AppContext,
  actor: Actor | null,
  body: TCheckoutBody,
  idempotencyKey: string,
  request: { ip: string; log: FastifyBaseLogger },
): Promise<TCheckoutResult> {
  const { ip } = request
  await enforceLimit(ctx.limiter, 'checkout-ip', ip, ctx.config.rateLimits.checkout)
  await enforceLimit(ctx.limiter, 'checkout-account', actor?.userId ?? body.driver.email, ctx.config.rateLimits.checkout)

  // The key is the caller's own: the same key from another account or guest reaches nothing of this one.
  const keyHash = sha256(`${actor ? `user:${actor.userId}` : `guest:${body.driver.email}`}\n${idempotencyKey}`)
  // What the booking is made of: not the card (never hashed or kept) nor the captcha (solved anew on a retry).
  const { payment, captcha: _captcha, ...rest } = body
  const fingerprint = sha256(JSON.stringify({ ...rest, payment: payment.method }))
  const earlier = await replay(ctx.db, keyHash, fingerprint)
  if (earlier) return earlier

  const now = ctx.clock.now()
  const period = await periodOf(ctx.db, body, ctx.config.periods, now)
  const [found] = await ctx.db
    .select({ car: cars, supplier: { _id: users._id, blacklisted: users.blacklisted, payLater: users.payLater } })
    .from(cars)
    .innerJoin(users, eq(users._id, cars.supplierId))
    .where(and(eq(cars._id, body.car), isNull(cars.deletedAt)))
  if (!found || found.supplier.blacklisted) throw notFound('car')
  const { car, supplier } = found
  const account = actor ? await findUserById(ctx.db, actor.userId) : undefined
  if (actor && (!account || account.blacklisted)) throw forbidden('account_suspended', 'errors.accountSuspended')
  const options = optionsOf(car, body.options)
  const driver = bookingDriver(body.driver, account)
  checkDriverAges(car, period, { driver, options: body.options, additionalDriver: body.additionalDriver })
  const payLater = payment.method === 'later'
  if (payLater && !supplier.payLater) throw new AppError(400, 'pay_later_unavailable', 'checkout.payLaterUnavailable')
  // Card fields belong to the inline gateway, a hosted page to a redirecting one.
  if (!payLater && (payment.method === 'card') !== (ctx.payments.flow === 'inline'))
    throw new AppError(400, 'payment_method_unsupported', 'checkout.paymentMethodUnsupported')
  // The fees for this driver as born, whatever age the search was made for (the page re-quotes).
  const fees = await rentalFees(ctx.db, car.supplierId, feeRental(period, ageAtPickup(period, driver.birthDate)))
  const price = computePrice(await withSeasons(ctx.db, car), period, options, ctx.config.pricePercentage, fees)
  const guest = actor ? null : await guestAccount(ctx, body, ip)

  const booking = {
    _id: crypto.randomUUID(),
    carId: car._id,
    supplierId: car.supplierId,
    driverId: actor?.userId ?? guest?.userId ?? '',
    pickupLocationId: period.pickupId,
    dropoffLocationId: period.dropoffId,
    from: period.from,
    to: period.to,
    status: 'pending' as const,
    ...options,
    driverDetails: driver,
    additionalDriverDetails: options.additionalDriver ? (body.additionalDriver ?? null) : null,
    // Asked for at an airport only (the checkout offers it there): elsewhere a flight means nothing to the desk.
    flightNumber: period.places.pickup.kind === 'airport' ? (body.flightNumber ?? null) : null,
    priceSnapshot: { ...price, currency: ctx.config.currency, dailyPrice: car.dailyPrice },
    totalPrice: price.totalCents,
    payLater,
    // Pay later holds the car until staff act on it; an online payment has 30 minutes.
    // (a hosted page gets its own 31 minutes, and the hold outlasts it: see pay.ts).
    paymentDeadline: payLater
      ? null
      : new Date(now.getTime() + (ctx.payments.flow === 'redirect' ? HOSTED_PAGE_MINUTES + 2 : PAYMENT_DEADLINE_MINUTES) * 60_000),
    paymentProvider: payLater ? null : ctx.payments.name,
    paymentSessionId: newToken(),
    idempotencyKey: keyHash,
    idempotencyFingerprint: fingerprint,
  }
  try {
    await ctx.db.transaction(async (tx) => {
      if (guest?.insert) {
        await tx.insert(users).values(guest.insert)
        // The guest chooses a password from this mail: sent after the answer, whatever the payment does.
        await queueAccountLink(tx, guest.userId, 'activate')
      }
      if (payLater) await checkOpenHolds(tx, booking.driverId, ctx.config.maxOpenPayLater)
      await voidExpiredHolds(tx, now, { carId: car._id })
      if (!(await isCarAvailable(tx, car._id, period, now))) throw conflict('car_unavailable', 'checkout.carUnavailable')
      await createBooking(tx, ctx.notices, booking, car.name)
    })
  } catch (error) {
    if (isBookingOverlap(error)) throw conflict('car_unavailable', 'checkout.carUnavailable')
    // The same key sent twice at once: the unique index lets one in; the other answers as it did.
    const again = sqlState(error) === '23505' ? await replay(ctx.db, keyHash, fingerprint) : null
    if (again) return again
    throw error
  }
  let outcome: { status: TBookingStatus; redirectUrl?: string } = { status: 'pending' }
  if (payment.method !== 'later') {
    const card = payment.method === 'card' ? payment.card : undefined
    outcome = await startPayment(ctx, { ...booking, carName: car.name, email: body.driver.email }, card, request.log)
  }
  return { bookingId: booking._id, sessionId: booking.paymentSessionId, totalPrice: price.totalCents, ...outcome }
}

/** The booking an earlier call with this key made, or a 422 when the key came with another request. */
async function replay(db: Db, keyHash: string, fingerprint: string): Promise<TCheckoutResult | null> {
  const [row] = await db
    .select({
      _id: bookings._id,
      sessionId: bookings.paymentSessionId,
      status: bookings.status,
      total: bookings.totalPrice,
      fingerprint: bookings.idempotencyFingerprint,
    })
    .from(bookings)
    .where(eq(bookings.idempotencyKey, keyHash))
  if (!row) return null
  if (row.fingerprint !== fingerprint) throw new AppError(422, 'idempotency_key_reused', 'checkout.idempotencyReused')
  return { bookingId: row._id, sessionId: row.sessionId ?? '', status: row.status, totalPrice: row.total }
}
