import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cancellationDeadline } from '@wheelbase/core/cancellation'
import { makeUser } from '../src/db/factories'
import { bookingCharges, bookings, users } from '../src/db/schema'
import { createTestGateway } from '../src/platform/adapters/payments'
import { checkoutAs, decideCancel, signedInStaff, type Caller, type TStaff } from './helpers/callers'
import { checkoutBody, TEST_CARD } from './helpers/checkoutBody'
import { startFakeStripe, type FakeStripe } from './helpers/fakeStripe'
import { day, fixedId, searchFixture } from './helpers/searchFixture'
import { buildMailTestApp, type MailTestApp } from './helpers/testApp'
import { FLAVORS } from './helpers/testDatabase'

const MINUTE = 60_000
const GATEWAYS = ['test', 'stripe'] as const

/**
 * A deposit paid online (issue 45, core deposit.ts): 20% at the checkout, the rest at the desk.
 * Booked, amended to a longer period, then cancelled after the deadline, through the test
 * gateway and through Stripe (the real SDK against its loopback fake): every amount paid, due
 * and refunded is the rule's, and the ledger and the gateway agree.
 */
describe.each(FLAVORS.flatMap((flavor) => GATEWAYS.map((gateway) => [flavor, gateway] as const)))(
  'a deposit paid online on %s with the %s gateway',
  (flavor, kind) => {
    let t: MailTestApp
    let f: Awaited<ReturnType<typeof searchFixture>>
    let as: Record<TStaff, Caller>
    let stripe: FakeStripe | null = null
    const gateway = createTestGateway()
    let car: Awaited<ReturnType<typeof f.addCar>>

    beforeAll(async () => {
      stripe = kind === 'stripe' ? await startFakeStripe() : null
      const env = { TEST_CLOCK: 'true', PRICE_PERCENTAGE: '0', RATE_LIMIT_CHECKOUT: '1000' }
      t = stripe
        ? await buildMailTestApp(flavor, {
            ...env,
            PAYMENT_PROVIDER: 'stripe',
            STRIPE_SECRET_KEY: 'sk_test_wheelbase',
            STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
            STRIPE_API_URL: stripe.url,
          })
        : await buildMailTestApp(flavor, env, { payments: gateway })
      f = await searchFixture(t.db.database.db)
      as = await signedInStaff(t.db.database.db, f, makeUser({ _id: fixedId(991), type: 'admin', email: 'admin@deposit.test' }))
      // Pay 20% now; free cancellation until 48 hours before pick-up, then 10% of the price.
      await t.db.database.db
        .update(users)
        .set({ depositPercent: 20, freeCancelHours: 48, cancelFeeKind: 'percent', cancelFeeValue: 10, termsVersion: 2 })
        .where(eq(users._id, f.alpha._id))
      car = await f.addCar(f.alpha._id, [f.athens], { name: 'Deposit Yaris', dailyPrice: 4_321, cancellation: 0, amendments: 0 })
    })
    afterAll(async () => {
      await t.close()
      await stripe?.close()
    })

    const moveClockTo = async (at: Date) =>
      expect((await t.app.inject({ method: 'POST', url: '/api/test/clock', payload: { at: at.toISOString() } })).statusCode).toBe(200)
    const row = async (id: string) => (await t.db.database.db.select().from(bookings).where(eq(bookings._id, id)))[0]
    const detail = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/bookings/${id}`, headers: as.driver.headers })).json()
    const ledger = async (id: string) => {
      const rows = await t.db.database.db.select().from(bookingCharges).where(eq(bookingCharges.bookingId, id))
      return { charged: rows.reduce((sum, c) => sum + c.amountCents, 0), refunded: rows.reduce((sum, c) => sum + c.refundedCents, 0) }
    }
    /** What the gateway itself charged and refunded for this booking. */
    const atGateway = (id: string, paymentRef: string) =>
      stripe
        ? {
            charged: [...stripe.sessions.values()]
              .filter((s) => s.client_reference_id === id && s.payment_status === 'paid')
              .reduce((sum, s) => sum + s.amount_total, 0),
            refunded: stripe.refunds
              .filter((r) => r.payment_intent === stripe?.sessions.get(paymentRef)?.payment_intent)
              .reduce((sum, r) => sum + r.amount, 0),
          }
        : {
            charged: gateway.charges.filter((c) => c.reference === id).reduce((sum, c) => sum + c.amountCents, 0),
            refunded: gateway.refunds.filter((r) => r.paymentRef === paymentRef).reduce((sum, r) => sum + r.amountCents, 0),
          }
    const driver = { fullName: 'Dora Deposit', email: '', birthDate: '1990-05-20' }
    const book = (start: number, days: number, payment: Record<string, unknown>) =>
      checkoutAs(
        t.app,
        as.driver,
        checkoutBody(
          { car: car._id, pickup: f.athens._id, from: day(start, 10), to: day(start + days, 10), driver: { ...driver, email: f.driver.email } },
          { payment, options: { cancellation: true, amendments: true } },
        ),
      )
    /** Quotes the booking for `days` days from day `start`, then amends it at that price: the new total and the answer. */
    const amendTo = async (id: string, start: number, days: number) => {
      const change = {
        pickup: f.athens._id,
        from: day(start, 10).toISOString(),
        to: day(start + days, 10).toISOString(),
        options: { cancellation: true, amendments: true },
      }
      const quote = await t.app.inject({ method: 'POST', url: `/api/bookings/${id}/amendment-quote`, headers: as.driver.headers, payload: change })
      const totalPrice: number = quote.json().totalPrice
      const payload = { change, expectedTotal: totalPrice }
      const amended = await t.app.inject({ method: 'POST', url: `/api/bookings/${id}/amend`, headers: as.driver.headers, payload })
      return { totalPrice, answer: amended.json() }
    }
    /** Pays a hosted deposit as the driver would on Stripe's page: paid there, then the signed webhook. */
    const settleOnStripe = async (id: string) => {
      const ref = (await row(id))?.paymentRef ?? ''
      stripe?.pay(ref)
      const event = stripe?.signedEvent('checkout.session.completed', ref)
      if (!event) throw new Error('no Stripe')
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
        payload: event.payload,
      })
      expect(res.statusCode).toBe(200)
    }

    it('takes 20% now, keeps it through a longer amendment with the rest at the desk, and keeps the fee from it after the deadline', async () => {
      await moveClockTo(day(1, 9))
      const payment = stripe ? { method: 'online', part: 'deposit' } : { method: 'card', card: TEST_CARD, part: 'deposit' }
      const mail = t.smtp.next(f.driver.email)
      const deskMail = t.smtp.next(f.alpha.email)
      const made = await book(20, 3, payment)
      expect(made.statusCode).toBe(200)
      const id: string = made.json().bookingId
      const total: number = made.json().totalPrice
      const share = Math.round(total * 0.2)
      if (stripe) {
        expect(made.json().status).toBe('pending')
        expect(stripe.sessions.get((await row(id))?.paymentRef ?? '')?.amount_total).toBe(share)
        await settleOnStripe(id)
      } else expect(made.json().status).toBe('deposit')

      const booked = await row(id)
      expect([booked?.status, booked?.depositPercent]).toEqual(['deposit', 20])
      expect(await ledger(id)).toEqual({ charged: share, refunded: 0 })
      expect(atGateway(id, booked?.paymentRef ?? '')).toEqual({ charged: share, refunded: 0 })
      expect((await detail(id)).parts).toEqual({ paidCents: share, deskCents: total - share })
      const confirmation = (await mail).text
      const euros = (cents: number) => `${(cents / 100).toFixed(2)} €`
      expect(confirmation).toContain(`Paid online: ${euros(share)}`)
      expect(confirmation).toContain(`Due at pick-up: ${euros(total - share)}`)
      // The desk reads it first: what it is to take.
      expect((await deskMail).text).toContain(`${euros(share)} paid online, ${euros(total - share)} due at pick-up`)

      // Two more days: nothing is charged online; the desk takes the difference.
      const { totalPrice: longer, answer } = await amendTo(id, 20, 5)
      expect(longer).toBeGreaterThan(total)
      expect(answer).toEqual({ totalPrice: longer, charged: 0, refunded: 0 })
      expect((await detail(id)).parts).toEqual({ paidCents: share, deskCents: longer - share })
      expect(await ledger(id)).toEqual({ charged: share, refunded: 0 })

      // A minute after the deadline the driver asks; the fee (10% of the new price) is kept from the deposit.
      const deadline = cancellationDeadline(day(20, 10), f.athens.timeZone, 48)
      await moveClockTo(new Date(deadline.getTime() + MINUTE))
      expect((await t.app.inject({ method: 'POST', url: `/api/bookings/${id}/cancel-request`, headers: as.driver.headers })).statusCode).toBe(200)
      const fee = Math.round(longer * 0.1)
      expect((await detail(id)).cancellation.requestFeeCents).toBe(fee)
      expect((await decideCancel(t.app, as.supplierX, id, true)).json()).toEqual({ status: 'cancelled', cancelRequest: false })
      expect(await ledger(id)).toEqual({ charged: share, refunded: share - fee })
      expect(atGateway(id, booked?.paymentRef ?? '')).toEqual({ charged: share, refunded: share - fee })
      expect((await detail(id)).parts).toEqual({ paidCents: fee, deskCents: 0 })
    })

    it('refunds online only what was paid beyond a shorter total, and refuses a deposit a supplier does not offer', async () => {
      await moveClockTo(day(1, 9))
      const payment = stripe ? { method: 'online', part: 'deposit' } : { method: 'card', card: TEST_CARD, part: 'deposit' }
      const made = await book(40, 4, payment)
      const id: string = made.json().bookingId
      if (stripe) await settleOnStripe(id)
      const share = Math.round(made.json().totalPrice * 0.2)
      const { totalPrice: shorter, answer } = await amendTo(id, 40, 1)
      expect(shorter).toBeGreaterThan(share) // one day still costs more than the deposit: nothing comes back
      expect(answer).toEqual({ totalPrice: shorter, charged: 0, refunded: 0 })
      expect((await detail(id)).parts).toEqual({ paidCents: share, deskCents: shorter - share })

      // Staff record the rest paid at the desk.
      const paid = await t.app.inject({
        method: 'POST',
        url: '/api/bookings/status',
        headers: as.supplierX.headers,
        payload: { ids: [id], status: 'paid' },
      })
      expect(paid.json()).toEqual({ updated: [id], refused: [] })
      expect((await detail(id)).parts).toEqual({ paidCents: shorter, deskCents: 0 })

      const other = await f.addCar(f.beta._id, [f.athens], { name: 'No Deposit Polo' })
      const refused = await checkoutAs(
        t.app,
        as.driver,
        checkoutBody(
          { car: other._id, pickup: f.athens._id, from: day(60, 10), to: day(62, 10), driver: { ...driver, email: f.driver.email } },
          { payment },
        ),
      )
      expect([refused.statusCode, refused.json().error.code]).toEqual([400, 'deposit_unavailable'])
      expect((await t.db.database.db.select().from(bookings).where(eq(bookings.carId, other._id))).length).toBe(0)
    })
  },
)
