import { cardBrand, TEST_CARDS } from '@wheelbase/core/card'

/**
 * Payment providers sit behind one small interface: create a payment, read its state, verify a
 * webhook, refund all or part, and charge a price difference.
 *
 * - The built-in test gateway (the default) charges in process, on our own page ('inline'):
 *   4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 fails for
 *   insufficient funds. It records every charge and refund (tests read them), never the number.
 * - Stripe (platform/stripePayments.ts) sends the driver to a hosted Checkout page ('redirect')
 *   and confirms by signed webhooks.
 */
export type TCard = { number: string; expiry: string; cvc: string }

export type TPaymentRequest = {
  /** Our booking id. */
  reference: string
  amountCents: number
  currency: string
  description: string
  email: string
  /** Where a hosted page sends the driver back (the checkout status page). */
  returnUrl: string
  /** When a hosted page stops taking the payment. */
  expiresAt: Date
  /** The card, for an inline provider only. */
  card?: TCard
}

export type TPaymentStart =
  | { status: 'paid'; paymentRef: string; last4: string; brand: string }
  | { status: 'failed'; reason: 'declined' | 'insufficient_funds' }
  | { status: 'redirect'; paymentRef: string; url: string }

export type TPaymentState = { status: 'paid' | 'open' | 'expired' | 'failed'; last4?: string | undefined; brand?: string | undefined }

/** A verified webhook event, reduced to what a booking cares about. */
export type TPaymentEvent = { id: string; kind: 'paid' | 'expired' | 'failed' | 'other'; paymentRef: string | null }

export class PaymentSignatureError extends Error {}

export type PaymentProvider = {
  name: 'test' | 'stripe'
  flow: 'inline' | 'redirect'
  createPayment(request: TPaymentRequest): Promise<TPaymentStart>
  readPayment(paymentRef: string): Promise<TPaymentState>
  /** The event of a webhook call whose signature holds on the raw body; else PaymentSignatureError. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): TPaymentEvent
  /** Gives back part or all of one payment; the same idempotency key never refunds twice. */
  refund(paymentRef: string, amountCents: number, idempotencyKey: string): Promise<void>
  /** A further amount for the same booking (an amendment that costs more). */
  chargeDifference(paymentRef: string, request: Omit<TPaymentRequest, 'card'>): Promise<TPaymentStart>
}

export type TCharge = { id: string; reference: string; amountCents: number; currency: string; last4: string; brand: string }
export type TRefund = { paymentRef: string; amountCents: number; idempotencyKey: string }
export type TestGateway = PaymentProvider & { charges: TCharge[]; refunds: TRefund[]; failRefunds: boolean }

export function createTestGateway(): TestGateway {
  const charges: TCharge[] = []
  const refunds: TRefund[] = []
  const record = (reference: string, amountCents: number, currency: string, last4: string, brand: string) => {
    const charge = { id: `ch_test_${crypto.randomUUID()}`, reference, amountCents, currency, last4, brand }
    charges.push(charge)
    return charge
  }
  return {
    name: 'test',
    flow: 'inline',
    charges,
    refunds,
    async createPayment({ reference, amountCents, currency, card }) {
      if (!card) return { status: 'failed', reason: 'declined' }
      if (card.number === TEST_CARDS.declined) return { status: 'failed', reason: 'declined' }
      if (card.number === TEST_CARDS.insufficientFunds) return { status: 'failed', reason: 'insufficient_funds' }
      const charge = record(reference, amountCents, currency, card.number.slice(-4), cardBrand(card.number))
      return { status: 'paid', paymentRef: charge.id, last4: charge.last4, brand: charge.brand }
    },
    async readPayment(paymentRef) {
      const charge = charges.find((c) => c.id === paymentRef)
      return charge ? { status: 'paid', last4: charge.last4, brand: charge.brand } : { status: 'failed' }
    },
    verifyWebhook() {
      throw new PaymentSignatureError('the test gateway sends no webhooks')
    },
    /** Tests set it to see what a provider's outage does to a cancellation. */
    failRefunds: false,
    async refund(paymentRef, amountCents, idempotencyKey) {
      if (this.failRefunds) throw new Error('the test gateway refuses refunds (failRefunds)')
      if (!charges.some((c) => c.id === paymentRef)) throw new Error(`no such charge: ${paymentRef}`)
      if (!refunds.some((r) => r.idempotencyKey === idempotencyKey)) refunds.push({ paymentRef, amountCents, idempotencyKey })
    },
    // The same card as the first charge, as a saved card would be charged off-session.
    async chargeDifference(paymentRef, { reference, amountCents, currency }) {
      const first = charges.find((c) => c.id === paymentRef)
      if (!first) return { status: 'failed', reason: 'declined' }
      const charge = record(reference, amountCents, currency, first.last4, first.brand)
      return { status: 'paid', paymentRef: charge.id, last4: charge.last4, brand: charge.brand }
    },
  }
}
