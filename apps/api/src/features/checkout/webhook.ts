import { eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { onlineCents, paidStatus } from '@wheelbase/core/deposit'
import { bookings, paymentEvents } from '../../db/schema'
import type { AppContext } from '../../appContext'
import { badRequest } from '../../platform/http/errors'
import { PaymentSignatureError, type TPaymentEvent } from '../../platform/adapters/payments'
import { GATEWAY, SYSTEM } from '../../domain/actor'
import { transition } from '../../domain/lifecycle'
import { DomainError } from '../../domain/errors'

/**
 * A payment provider's webhook call. The signature must hold on the raw body (else 400); each
 * event id is handled once (a replay changes nothing); the event only says where to look: the
 * payment is read again from the provider before the booking changes. Paid → paid, or deposit for
 * a deposit's share (and the
 * confirmation mails); expired or failed → void at once, the car free again. A payment that
 * arrives after the hold ended is refunded, since the car may be someone else's by then.
 */
export async function handlePaymentWebhook(ctx: AppContext, rawBody: unknown, signature: string | undefined, log: FastifyBaseLogger): Promise<void> {
  if (!Buffer.isBuffer(rawBody)) throw badRequest('bad_signature', 'api.badSignature')
  let event: TPaymentEvent
  try {
    event = ctx.payments.verifyWebhook(rawBody, signature)
  } catch (error) {
    if (error instanceof PaymentSignatureError) throw badRequest('bad_signature', 'api.badSignature')
    throw error
  }
  const fresh = await ctx.db
    .insert(paymentEvents)
    .values({ id: event.id, provider: ctx.payments.name })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id })
  if (!fresh.length || event.kind === 'other' || !event.paymentRef) return
  try {
    await settle(ctx, event.paymentRef, log)
  } catch (error) {
    // Not handled after all: forget the event so that the provider's retry is handled.
    await ctx.db.delete(paymentEvents).where(eq(paymentEvents.id, event.id))
    log.error({ err: error, event: event.id }, 'payment webhook not handled')
    throw new DomainError('unavailable', 'payment_unavailable', 'checkout.paymentUnavailable')
  }
}

async function settle(ctx: AppContext, paymentRef: string, log: FastifyBaseLogger): Promise<void> {
  const [booking] = await ctx.db.select().from(bookings).where(eq(bookings.paymentRef, paymentRef))
  if (!booking) return
  const state = await ctx.payments.readPayment(paymentRef)
  if (state.status === 'paid') {
    const facts = { cardLast4: state.last4 ?? null, cardBrand: state.brand ?? null }
    if (booking.status === 'pending' && (await ctx.db.transaction((tx) => transition(tx, ctx, GATEWAY, booking, paidStatus(booking), facts)))) return
    if (booking.status === 'void') {
      await ctx.payments.refund(paymentRef, onlineCents(booking), `late-${paymentRef}`)
      log.warn({ bookingId: booking._id }, 'a payment arrived after its hold ended: refunded')
    }
    return
  }
  if ((state.status === 'expired' || state.status === 'failed') && booking.status === 'pending')
    await ctx.db.transaction((tx) => transition(tx, ctx, SYSTEM, booking, 'void'))
}
