import { cardBrand, TEST_CARDS } from '@wheelbase/core/card'

/**
 * Payment providers sit behind one small interface. The built-in test gateway (the embedded
 * default) charges in process: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined and
 * 4000 0000 0000 9995 fails for insufficient funds. It records every charge and refund (tests read
 * them), and never the card number: only its last four digits and brand.
 * Stripe (hosted Checkout Sessions and signed webhooks) implements the same interface later.
 */
export type TCard = { number: string; expiry: string; cvc: string }
export type TCharge = { id: string; reference: string; amountCents: number; currency: string; last4: string; brand: string }
export type TChargeOutcome = { status: 'paid'; charge: TCharge } | { status: 'failed'; reason: 'declined' | 'insufficient_funds' }

export type PaymentProvider = {
  name: 'test' | 'stripe'
  charge(payment: { reference: string; amountCents: number; currency: string; card: TCard }): Promise<TChargeOutcome>
  refund(chargeId: string, amountCents: number): Promise<void>
}

export type TestGateway = PaymentProvider & { charges: TCharge[]; refunds: { chargeId: string; amountCents: number }[] }

export function createTestGateway(): TestGateway {
  const charges: TCharge[] = []
  const refunds: { chargeId: string; amountCents: number }[] = []
  return {
    name: 'test',
    charges,
    refunds,
    async charge({ reference, amountCents, currency, card }) {
      if (card.number === TEST_CARDS.declined) return { status: 'failed', reason: 'declined' }
      if (card.number === TEST_CARDS.insufficientFunds) return { status: 'failed', reason: 'insufficient_funds' }
      const charge = {
        id: `ch_test_${crypto.randomUUID()}`,
        reference,
        amountCents,
        currency,
        last4: card.number.slice(-4),
        brand: cardBrand(card.number),
      }
      charges.push(charge)
      return { status: 'paid', charge }
    },
    async refund(chargeId, amountCents) {
      refunds.push({ chargeId, amountCents })
    },
  }
}
