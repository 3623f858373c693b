import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeUser } from '../src/db/factories'
import { bookings, bookingStatusHistory, notifications, users } from '../src/db/schema'
import { createSession } from '../src/platform/http/sessions'
import { startFakeStripe, type FakeStripe } from './helpers/fakeStripe'
import { day, searchFixture } from './helpers/searchFixture'
import { buildMailTestApp, buildTestApp, type MailTestApp } from './helpers/testApp'
import { FLAVORS } from './helpers/testDatabase'

/**
 * Pay online with Stripe: the real SDK against a loopback fake of Stripe's API, webhooks signed
 * by the SDK's own test helper. A hosted Checkout Session per booking; the webhook settles it.
 */
describe.each(FLAVORS)('Stripe on %s', (flavor) => {
  let t: MailTestApp
  let stripe: FakeStripe
  let f: Awaited<ReturnType<typeof searchFixture>>
  let headers: Record<string, string>
  let slot = 0

  beforeAll(async () => {
    stripe = await startFakeStripe()
    t = await buildMailTestApp(flavor, {
      RATE_LIMIT_CHECKOUT: '1000',
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_wheelbase',
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_URL: stripe.url,
    })
    f = await searchFixture(t.db.database.db)
    const user = makeUser({ email: 'nikos@stripe.test' })
    await t.db.database.db.insert(users).values(user)
    const session = await createSession(t.db.database.db, user._id, false)
    headers = { cookie: `wb_session=${session.token}; XSRF-TOKEN=${session.xsrf}`, 'x-xsrf-token': session.xsrf }
  })
  afterAll(async () => {
    await t.close()
    await stripe.close()
  })

  /** Books a new car online; each call its own car and days. */
  const bookOnline = async (payment: Record<string, unknown> = { method: 'online' }) => {
    const car = await f.addCar(f.alpha._id, [f.athens], { dailyPrice: 4_500 })
    slot += 4
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { ...headers, 'idempotency-key': `key-${crypto.randomUUID()}` },
      payload: {
        car: car._id,
        pickup: f.athens._id,
        from: day(40 + slot, 10).toISOString(),
        to: day(42 + slot, 10).toISOString(),
        driver: { fullName: 'Nikos Stripe', email: 'nikos@stripe.test', phone: '+30 690 123 4567', birthDate: '1985-01-01' },
        payment,
      },
    })
    return { res, car }
  }
  const bookingOf = async (id: string) => (await t.db.database.db.select().from(bookings).where(eq(bookings._id, id)))[0]
  const sessionIdOf = async (bookingId: string) => (await bookingOf(bookingId))?.paymentRef ?? ''
  const webhook = (event: { payload: string; signature: string } | { payload: string; signature?: undefined }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', ...(event.signature ? { 'stripe-signature': event.signature } : {}) },
      payload: event.payload,
    })

  it('sends the driver to a Checkout Session for the price the server computed, and refuses card fields', async () => {
    const { res } = await bookOnline()
    expect(res.statusCode).toBe(200)
    const { bookingId, totalPrice, redirectUrl, status } = res.json()
    expect(status).toBe('pending')
    const session = stripe.sessions.get(await sessionIdOf(bookingId))
    expect(redirectUrl).toBe(session?.url)
    expect(session).toMatchObject({ client_reference_id: bookingId, amount_total: totalPrice, currency: 'eur', customer_email: 'nikos@stripe.test' })
    expect(session?.success_url).toContain(`/checkout-session/${res.json().sessionId}`)
    // Stripe keeps a page open at least 30 minutes; the hold outlasts it.
    const booking = await bookingOf(bookingId)
    expect((session?.expires_at ?? 0) * 1000).toBeGreaterThan(Date.now() + 30 * 60_000)
    expect(booking?.paymentDeadline?.getTime()).toBeGreaterThan((session?.expires_at ?? 0) * 1000)
    expect(stripe.requests.find((r) => r.path === '/v1/checkout/sessions')?.idempotencyKey).toBe(`booking-${bookingId}`)

    const card = await bookOnline({ method: 'card', card: { number: '4242424242424242', expiry: '12/40', cvc: '123' } })
    expect([card.res.statusCode, card.res.json().error.code]).toEqual([400, 'payment_method_unsupported'])
  })

  it('refuses a webhook without a valid signature, changing nothing', async () => {
    const { res } = await bookOnline()
    const ref = await sessionIdOf(res.json().bookingId)
    stripe.pay(ref)
    const unsigned = await webhook({ payload: stripe.signedEvent('checkout.session.completed', ref).payload })
    expect([unsigned.statusCode, unsigned.json().error.code]).toEqual([400, 'bad_signature'])
    const forged = await webhook(stripe.signedEvent('checkout.session.completed', ref, { secret: 'whsec_someone_else' }))
    expect(forged.statusCode).toBe(400)
    const tampered = stripe.signedEvent('checkout.session.completed', ref)
    expect((await webhook({ ...tampered, payload: tampered.payload.replace('"object":"event"', '"object":"event" ') })).statusCode).toBe(400)
    expect((await bookingOf(res.json().bookingId))?.status).toBe('pending')
  })

  it('makes the booking paid on a paid session (read again from Stripe), once, with its mails; a replay changes nothing', async () => {
    const { res } = await bookOnline()
    const { bookingId, sessionId } = res.json()
    const ref = await sessionIdOf(bookingId)

    // The event alone is not believed: Stripe still says unpaid, so nothing changes.
    expect((await webhook(stripe.signedEvent('checkout.session.completed', ref))).statusCode).toBe(200)
    expect((await bookingOf(bookingId))?.status).toBe('pending')

    stripe.pay(ref)
    const mail = t.smtp.next('nikos@stripe.test')
    const supplierMail = t.smtp.next(f.alpha.email)
    const event = stripe.signedEvent('checkout.session.completed', ref)
    expect((await webhook(event)).json()).toEqual({ received: true })
    expect(await bookingOf(bookingId)).toMatchObject({ status: 'paid', cardLast4: '4242', cardBrand: 'visa' })
    expect((await mail).subject).toMatch(/WB-[0-9A-F]{8}/)
    await supplierMail
    const page = await t.app.inject({ url: `/api/checkout-session/${sessionId}` })
    expect(page.json()).toMatchObject({ status: 'paid', paymentFailed: false })

    const history = async () =>
      (await t.db.database.db.select().from(bookingStatusHistory).where(eq(bookingStatusHistory.bookingId, bookingId))).length
    const notified = async () => (await t.db.database.db.select().from(notifications).where(eq(notifications.bookingId, bookingId))).length
    const before = [await history(), await notified(), t.smtp.mails.length]
    expect((await webhook(event)).statusCode).toBe(200)
    expect((await webhook(stripe.signedEvent('checkout.session.completed', ref))).statusCode).toBe(200)
    expect([await history(), await notified(), t.smtp.mails.length]).toEqual(before)
  })

  it('makes the booking void at once on an expired session, and the car can be booked again', async () => {
    const { res, car } = await bookOnline()
    const { bookingId } = res.json()
    const ref = await sessionIdOf(bookingId)
    stripe.expire(ref)
    expect((await webhook(stripe.signedEvent('checkout.session.expired', ref))).statusCode).toBe(200)
    const voided = await bookingOf(bookingId)
    expect(voided?.status).toBe('void')
    expect((await t.app.inject({ url: `/api/checkout-session/${voided?.paymentSessionId}` })).json().paymentFailed).toBe(true)
    const quote = await t.app.inject({
      url: `/api/cars/${car._id}?pickup=${f.athens._id}&from=${voided?.from.toISOString()}&to=${voided?.to.toISOString()}`,
    })
    expect(quote.json().quote.available).toBe(true)

    // Paid after all, once the hold had ended: the money goes back.
    stripe.pay(ref)
    expect((await webhook(stripe.signedEvent('checkout.session.completed', ref))).statusCode).toBe(200)
    expect((await bookingOf(bookingId))?.status).toBe('void')
    expect(stripe.refunds).toContainEqual({ payment_intent: stripe.sessions.get(ref)?.payment_intent, amount: voided?.totalPrice })
  })
})

describe('Stripe out of reach', () => {
  it('answers 503 and holds nothing', async () => {
    const t = await buildTestApp('pglite', {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_wheelbase',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      STRIPE_API_URL: 'http://127.0.0.1:9',
      RATE_LIMIT_CHECKOUT: '1000',
    })
    try {
      const f = await searchFixture(t.db.database.db)
      const car = await f.addCar(f.alpha._id, [f.athens])
      const user = makeUser({ email: 'eva@stripe.test' })
      await t.db.database.db.insert(users).values(user)
      const session = await createSession(t.db.database.db, user._id, false)
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/checkout',
        headers: {
          cookie: `wb_session=${session.token}; XSRF-TOKEN=${session.xsrf}`,
          'x-xsrf-token': session.xsrf,
          'idempotency-key': `key-${crypto.randomUUID()}`,
        },
        payload: {
          car: car._id,
          pickup: f.athens._id,
          from: day(60, 10).toISOString(),
          to: day(62, 10).toISOString(),
          driver: { fullName: 'Eva', email: 'eva@stripe.test', phone: '+30 690 123 4567', birthDate: '1985-01-01' },
          payment: { method: 'online' },
        },
      })
      expect([res.statusCode, res.json().error.code]).toEqual([503, 'payment_unavailable'])
      const [stored] = await t.db.database.db.select().from(bookings).where(eq(bookings.carId, car._id))
      expect(stored?.status).toBe('void')
    } finally {
      await t.close()
    }
  }, 60_000)
})
