import { and, eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { amendProblem, type TAmendRefusal } from '@wheelbase/core/bookingRules'
import { bookingReference } from '@wheelbase/core/bookingStatus'
import type { TMessageKey } from '@wheelbase/core/messages'
import type { TAmendBody, TAmendQuote } from '@wheelbase/core/schemas/bookings'
import { recordCharge, refund, refundAllBut } from '../../domain/charges'
import { bookings, cars, users } from '../../db/schema'
import type { AppContext } from '../../appContext'
import { assertId, conflict, isBookingOverlap, notFound } from '../../platform/http/errors'
import type { Actor } from '../../domain/actor'
import { DomainError } from '../../domain/errors'
import { priceAmendment, quoteAmendment as quoteChange, writeAmendment } from '../../domain/amendment'

const REFUSALS: Record<TAmendRefusal, readonly [string, TMessageKey]> = {
  reserved: ['amend_reserved', 'bookings.amendReserved'],
  notActive: ['amend_not_active', 'bookings.amendNotActive'],
  started: ['amend_started', 'bookings.amendStarted'],
  notIncluded: ['amend_not_included', 'bookings.amendNotIncluded'],
  notPending: ['amend_not_pending', 'bookings.amendNotPending'],
}

/** The driver's own booking (another's is 404), with its car and the driver, if the rules let it change (else 409 with the reason). */
async function amendable(ctx: AppContext, actor: Actor, id: string) {
  assertId(id, 'booking')
  const [found] = await ctx.db
    .select({ booking: bookings, car: cars, driver: { fullName: users.fullName, email: users.email, birthDate: users.birthDate } })
    .from(bookings)
    .innerJoin(cars, eq(cars._id, bookings.carId))
    .innerJoin(users, eq(users._id, bookings.driverId))
    .where(and(eq(bookings._id, id), eq(bookings.driverId, actor.userId)))
  if (!found) throw notFound('booking')
  const problem = amendProblem(found.booking)
  if (problem) throw new DomainError('conflict', ...REFUSALS[problem])
  // The booking's driver as it was made (older bookings: the account's).
  return { ...found, birthDate: found.booking.driverDetails?.birthDate ?? found.driver.birthDate }
}

/** What the amendment would cost and whether the car is free then (this booking aside); nothing changes. */
export async function quoteAmendment(ctx: AppContext, actor: Actor, id: string, change: TAmendBody): Promise<TAmendQuote> {
  return quoteChange(ctx, await amendable(ctx, actor, id), change)
}

/**
 * The amendment, in one transaction on the locked booking: the rules again, the car free for the
 * new period (the exclusion constraint catches a race: 409), the total the driver saw (else 409),
 * then, for a booking paid online, the difference: a dearer one charged to the same card through
 * the gateway (a refused charge applies nothing), a cheaper one refunded; for a deposit paid
 * online, the desk's part takes the difference, and only what was paid beyond the new total is
 * refunded (core deposit.ts). The supplier and the
 * admins are told.
 */
export async function amendBooking(
  ctx: AppContext,
  actor: Actor,
  id: string,
  body: { change: TAmendBody; expectedTotal: number },
  log: FastifyBaseLogger,
): Promise<{ totalPrice: number; charged: number; refunded: number }> {
  const found = await amendable(ctx, actor, id)
  const { booking, car } = found
  const priced = await priceAmendment(ctx, found, body.change)
  const { price } = priced
  const difference = price.totalCents - booking.totalPrice
  if (price.totalCents !== body.expectedTotal) throw conflict('price_changed', 'bookings.priceChanged')
  // A deposit paid online stays as it was: the desk's part takes the change (core deposit.ts).
  const deposit = Boolean(booking.depositPercent)
  const online = !booking.payLater && !deposit
  if (online && difference > 0 && (ctx.payments.flow !== 'inline' || !booking.paymentRef))
    throw conflict('amend_needs_payment', 'bookings.amendNeedsPayment')
  const now = ctx.clock.now()
  let chargedRef: string | null = null
  try {
    const result = await ctx.db.transaction(async (tx) => {
      // The booking as the driver priced it, and still theirs to change.
      const unchanged = (locked: typeof booking) => !amendProblem(locked) && locked.totalPrice === booking.totalPrice
      await writeAmendment(tx, ctx, found, priced, body.change, unchanged, {})
      let charged = 0
      let refunded = 0
      if (online && difference > 0 && booking.paymentRef) {
        const paid = await ctx.payments.chargeDifference(
          booking.paymentRef,
          {
            reference: id,
            amountCents: difference,
            currency: ctx.config.currency,
            description: `${car.name} ${bookingReference(id)}`,
            email: found.driver.email,
            returnUrl: `${ctx.config.publicUrl}/booking?b=${id}`,
            expiresAt: new Date(now.getTime() + 30 * 60_000),
          },
          tx,
        )
        if (paid.status !== 'paid') throw new DomainError('conflict', 'payment_failed', 'errors.paymentFailed')
        chargedRef = paid.paymentRef
        await recordCharge(tx, id, paid.paymentRef, difference)
        charged = difference
      }
      if (online && difference < 0) refunded = await refund(tx, ctx.payments, id, -difference)
      // Paid online beyond the new total comes back; the rest of the change is the desk's.
      if (deposit) refunded = await refundAllBut(tx, ctx.payments, id, price.totalCents)
      const params = { reference: bookingReference(id), car: car.name, driver: found.driver.fullName }
      await ctx.notices.toStaff(tx, booking, 'notifications.bookingAmended', params)
      return { charged, refunded }
    })
    return { totalPrice: price.totalCents, charged: result.charged, refunded: result.refunded }
  } catch (error) {
    // Charged, then not applied (the commit failed): the charge goes back.
    if (chargedRef)
      await ctx.payments.refund(chargedRef, difference, `undo-${chargedRef}`).catch((e: unknown) => log.error({ err: e }, 'charge not undone'))
    if (isBookingOverlap(error)) throw conflict('car_unavailable', 'checkout.carUnavailable')
    throw error
  }
}
