import { eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { TBookingStatus } from '@wheelbase/core/bookingStatus'
import type { TCheckoutBody, TCheckoutResult } from '@wheelbase/core/schemas/checkout'
import { bookingReference } from '@wheelbase/core/bookingStatus'
import { onlineCents, paidStatus } from '@wheelbase/core/deposit'
import { bookings } from '../../../db/schema'
import type { AppContext } from '../../../appContext'
import type { TCard } from '../../../platform/adapters/payments'
import { GATEWAY, SYSTEM } from '../../../domain/actor'
import { transition } from '../../../domain/lifecycle'
import { DomainError } from '../../../domain/errors'

/** How the driver pays: later (at the desk or when staff ask), or online now. */
export type TPaymentChoice = TCheckoutBody['payment']

/**
 * Whether this payment can be taken: pay later only where the supplier allows it, a deposit online
 * only where its terms offer one; card fields belong to the inline gateway, a hosted page to a
 * redirecting one (400 otherwise).
 */
export function checkPayment(
  ctx: Pick<AppContext, 'payments'>,
  supplier: { payLater: boolean; depositPercent?: number | null },
  payment: TPaymentChoice,
): TPaymentChoice {
  if (payment.method === 'later') {
    if (!supplier.payLater) throw new DomainError('invalid', 'pay_later_unavailable', 'checkout.payLaterUnavailable')
    return payment
  }
  if (payment.part === 'deposit' && !supplier.depositPercent) throw new DomainError('invalid', 'deposit_unavailable', 'checkout.depositUnavailable')
  if ((payment.method === 'card') !== (ctx.payments.flow === 'inline'))
    throw new DomainError('invalid', 'payment_method_unsupported', 'checkout.paymentMethodUnsupported')
  return payment
}

/** The checkout's answer: a pay-later booking is held as pending; an online one is paid now or sent to the provider's page. */
export async function pay(
  ctx: AppContext,
  booking: Omit<TBookingToPay, 'carName' | 'email'>,
  to: { carName: string; email: string },
  payment: TPaymentChoice,
  log: FastifyBaseLogger,
): Promise<TCheckoutResult> {
  const answer = { bookingId: booking._id, sessionId: booking.paymentSessionId, totalPrice: booking.totalPrice }
  if (payment.method === 'later') return { ...answer, status: 'pending' }
  // Paid now: the whole price, or the deposit's share of it (core deposit.ts).
  const amountCents = onlineCents(booking)
  const card = payment.method === 'card' ? payment.card : undefined
  return { ...answer, ...(await startPayment(ctx, { ...booking, ...to, amountCents }, card, log)) }
}

type TBookingToPay = {
  _id: string
  totalPrice: number
  depositPercent: number | null
  paymentSessionId: string
  paymentDeadline: Date | null
  carName: string
  email: string
}

/** How long a hosted payment page stays open after the booking (Stripe needs at least 30 minutes); the hold lasts 2 more. */
export const HOSTED_PAGE_MINUTES = 31

/**
 * Starts the payment of a booking just stored. Inline (the test gateway): the card is charged now,
 * and the booking becomes paid, or void at once when declined. Hosted (Stripe): the driver is sent
 * to the provider's page; the webhook settles the booking. A provider that cannot be reached
 * leaves nothing held: the booking is void and the driver is told to try again (503).
 */
export async function startPayment(
  ctx: AppContext,
  booking: TBookingToPay & { amountCents: number },
  card: TCard | undefined,
  log: FastifyBaseLogger,
): Promise<{ status: TBookingStatus; redirectUrl?: string }> {
  let started
  try {
    started = await ctx.payments.createPayment({
      reference: booking._id,
      amountCents: booking.amountCents,
      currency: ctx.config.currency,
      description: `${booking.carName} · ${bookingReference(booking._id)}`,
      email: booking.email,
      returnUrl: `${ctx.config.publicUrl}/checkout-session/${booking.paymentSessionId}`,
      expiresAt: new Date(ctx.clock.now().getTime() + HOSTED_PAGE_MINUTES * 60_000),
      ...(card ? { card } : {}),
    })
  } catch (error) {
    log.error({ err: error, bookingId: booking._id }, 'payment provider unreachable')
    await settleStart(ctx, booking, 'void')
    throw new DomainError('unavailable', 'payment_unavailable', 'checkout.paymentUnavailable')
  }
  if (started.status === 'paid') {
    const paid = paidStatus(booking)
    await settleStart(ctx, booking, paid, { paymentRef: started.paymentRef, cardLast4: started.last4, cardBrand: started.brand })
    return { status: paid }
  }
  if (started.status === 'failed') {
    await settleStart(ctx, booking, 'void')
    return { status: 'void' }
  }
  await ctx.db.update(bookings).set({ paymentRef: started.paymentRef }).where(eq(bookings._id, booking._id))
  return { status: 'pending', redirectUrl: started.url }
}

/**
 * The gateway's answer to a booking just stored (still pending, paid online): paid by the gateway,
 * or void by the system (declined, or the provider unreachable), through the lifecycle.
 */
async function settleStart(
  ctx: AppContext,
  { _id, depositPercent }: Pick<TBookingToPay, '_id' | 'depositPercent'>,
  to: 'paid' | 'deposit' | 'void',
  facts: { paymentRef?: string; cardLast4?: string; cardBrand?: string } = {},
): Promise<void> {
  const booking = { _id, depositPercent, status: 'pending' as const, payLater: false, cancelRequest: false }
  await ctx.db.transaction((tx) => transition(tx, ctx, to === 'void' ? SYSTEM : GATEWAY, booking, to, facts))
}
