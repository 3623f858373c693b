import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { gatewayCharges } from '../src/db/schema'
import { freshDatabase } from './helpers/testDatabase'
import { createTestGateway } from '../src/platform/adapters/payments'
import { createStripePayments } from '../src/platform/adapters/stripePayments'
import { startFakeStripe, type FakeStripe } from './helpers/fakeStripe'

/** What the bookings issue builds on: refunds (all or part) and charging a price difference, with each provider. */
const request = {
  currency: 'EUR',
  description: 'Car · WB-1',
  email: 'd@payments.test',
  returnUrl: 'http://localhost/x',
  expiresAt: new Date(Date.now() + 31 * 60_000),
}

describe('the test gateway', () => {
  it('refunds part of a charge and charges a difference to the same card, keeping only its last four digits and brand', async () => {
    const db = await freshDatabase('pglite')
    onTestFinished(() => db.cleanup())
    const gateway = createTestGateway()
    gateway.attach(db.database.db)
    const paid = await gateway.createPayment({
      ...request,
      reference: 'b1',
      amountCents: 10_000,
      card: { number: '5555555555554444', expiry: '12/40', cvc: '123' },
    })
    if (paid.status !== 'paid') throw new Error('not paid')
    expect(paid).toMatchObject({ last4: '4444', brand: 'mastercard' })
    await gateway.refund(paid.paymentRef, 2_500, 'refund-1')
    await gateway.refund(paid.paymentRef, 2_500, 'refund-1') // a retry of the same refund
    expect(gateway.refunds).toEqual([{ paymentRef: paid.paymentRef, amountCents: 2_500, idempotencyKey: 'refund-1' }])
    await expect(gateway.refund('ch_unknown', 1, 'refund-2')).rejects.toThrow()
    const more = await gateway.chargeDifference(paid.paymentRef, { ...request, reference: 'b1', amountCents: 1_200 })
    expect(more).toMatchObject({ status: 'paid', last4: '4444' })
    expect(gateway.charges.map((c) => c.amountCents)).toEqual([10_000, 1_200])
    expect(JSON.stringify(gateway.charges)).not.toContain('5555555555554444')
    // Its own record, in the database: what a restarted process reads.
    const stored = await db.database.db.select().from(gatewayCharges)
    expect(stored.map((c) => [c.amountCents, c.last4])).toEqual([
      [10_000, '4444'],
      [1_200, '4444'],
    ])
    expect(JSON.stringify(stored)).not.toContain('5555555555554444')
    expect(await gateway.chargeDifference('ch_unknown', { ...request, reference: 'b1', amountCents: 1 })).toEqual({
      status: 'failed',
      reason: 'declined',
    })
  })
})

describe('Stripe (the SDK against a loopback fake)', () => {
  let stripe: FakeStripe
  beforeAll(async () => {
    stripe = await startFakeStripe()
  })
  afterAll(async () => stripe.close())

  it('refunds part of a paid session and asks for a difference on a new hosted page', async () => {
    const provider = createStripePayments({ secretKey: 'sk_test_x', webhookSecret: stripe.webhookSecret, apiUrl: stripe.url })
    const started = await provider.createPayment({ ...request, reference: 'b2', amountCents: 9_000 })
    if (started.status !== 'redirect') throw new Error('no hosted page')
    expect(await provider.readPayment(started.paymentRef)).toEqual({ status: 'open' })
    stripe.pay(started.paymentRef)
    expect(await provider.readPayment(started.paymentRef)).toEqual({ status: 'paid', last4: '4242', brand: 'visa' })
    await provider.refund(started.paymentRef, 3_000, 'refund-1')
    expect(stripe.refunds).toEqual([{ payment_intent: stripe.sessions.get(started.paymentRef)?.payment_intent, amount: 3_000 }])
    const difference = await provider.chargeDifference(started.paymentRef, { ...request, reference: 'b2', amountCents: 1_500 })
    expect(difference.status).toBe('redirect')
    if (difference.status === 'redirect') expect(stripe.sessions.get(difference.paymentRef)?.amount_total).toBe(1_500)
    stripe.expire(difference.status === 'redirect' ? difference.paymentRef : '')
    expect(await provider.readPayment(difference.status === 'redirect' ? difference.paymentRef : '')).toEqual({ status: 'expired' })
  })
})
