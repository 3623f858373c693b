import { eq } from 'drizzle-orm'
import { cardBrand, TEST_CARDS } from '@wheelbase/core/card'
import type { Db } from '../../db/client'
import { gatewayCharges, gatewayRefunds } from '../../db/schema'

/**
 * Payment providers sit behind one small interface: create a payment, read its state, verify a
 * webhook, refund all or part, and charge a price difference.
 *
 * - The built-in test gateway (the default) charges on our own page ('inline'):
 *   4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 fails for
 *   insufficient funds. It keeps every charge and refund in the database, never the number.
 * - Stripe (platform/adapters/stripePayments.ts) sends the driver to a hosted Checkout page ('redirect')
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
  /**
   * Gives back part or all of one payment; the same idempotency key never refunds twice. `within`:
   * the caller's open transaction, where the built-in gateway keeps its record (the embedded
   * database has one connection, which that transaction holds); a real provider ignores it.
   */
  refund(paymentRef: string, amountCents: number, idempotencyKey: string, within?: Db): Promise<void>
  /** A further amount for the same booking (an amendment that costs more); `within` as for refund. */
  chargeDifference(paymentRef: string, request: Omit<TPaymentRequest, 'card'>, within?: Db): Promise<TPaymentStart>
}

export type TCharge = { id: string; reference: string; amountCents: number; currency: string; last4: string; brand: string }
export type TRefund = { paymentRef: string; amountCents: number; idempotencyKey: string }
export type TestGateway = PaymentProvider & {
  /** What this process charged and refunded, as tests read it; the gateway's own record is its tables. */
  charges: TCharge[]
  refunds: TRefund[]
  failRefunds: boolean
  /** Keeps the gateway's records in this database (buildApp attaches its own), as a provider keeps its own across our restarts. */
  attach(db: Db): void
}

/**
 * The built-in test gateway. Its charges and refunds live in the database (gateway_charges,
 * gateway_refunds), so a booking paid before a restart is read and refunded after it, exactly as
 * with Stripe.
 */
export function createTestGateway(): TestGateway {
  const charges: TCharge[] = []
  const refunds: TRefund[] = []
  let db: Db | null = null
  const store = () => {
    if (!db) throw new Error('the test gateway has no database: buildApp attaches one')
    return db
  }
  const record = async (reference: string, amountCents: number, currency: string, last4: string, brand: string, within?: Db) => {
    const charge = { id: `ch_test_${crypto.randomUUID()}`, reference, amountCents, currency, last4, brand }
    await (within ?? store()).insert(gatewayCharges).values(charge)
    charges.push(charge)
    return charge
  }
  const findCharge = async (id: string, within?: Db) => {
    const [charge] = await (within ?? store()).select().from(gatewayCharges).where(eq(gatewayCharges.id, id))
    return charge
  }
  return {
    name: 'test',
    flow: 'inline',
    charges,
    refunds,
    attach(database) {
      db = database
    },
    async createPayment({ reference, amountCents, currency, card }) {
      if (!card) return { status: 'failed', reason: 'declined' }
      if (card.number === TEST_CARDS.declined) return { status: 'failed', reason: 'declined' }
      if (card.number === TEST_CARDS.insufficientFunds) return { status: 'failed', reason: 'insufficient_funds' }
      const charge = await record(reference, amountCents, currency, card.number.slice(-4), cardBrand(card.number))
      return { status: 'paid', paymentRef: charge.id, last4: charge.last4, brand: charge.brand }
    },
    async readPayment(paymentRef) {
      const charge = await findCharge(paymentRef)
      return charge ? { status: 'paid', last4: charge.last4, brand: charge.brand } : { status: 'failed' }
    },
    verifyWebhook() {
      throw new PaymentSignatureError('the test gateway sends no webhooks')
    },
    /** Tests set it to see what a provider's outage does to a cancellation. */
    failRefunds: false,
    async refund(paymentRef, amountCents, idempotencyKey, within) {
      if (this.failRefunds) throw new Error('the test gateway refuses refunds (failRefunds)')
      if (!(await findCharge(paymentRef, within))) throw new Error(`no such charge: ${paymentRef}`)
      const added = await (within ?? store())
        .insert(gatewayRefunds)
        .values({ idempotencyKey, paymentRef, amountCents })
        .onConflictDoNothing()
        .returning({ key: gatewayRefunds.idempotencyKey })
      if (added.length) refunds.push({ paymentRef, amountCents, idempotencyKey })
    },
    // The same card as the first charge, as a saved card would be charged off-session.
    async chargeDifference(paymentRef, { reference, amountCents, currency }, within) {
      const first = await findCharge(paymentRef, within)
      if (!first) return { status: 'failed', reason: 'declined' }
      const charge = await record(reference, amountCents, currency, first.last4, first.brand, within)
      return { status: 'paid', paymentRef: charge.id, last4: charge.last4, brand: charge.brand }
    },
  }
}

export const isTestGateway = (provider: PaymentProvider): provider is TestGateway => 'attach' in provider
