import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_CARDS } from '@wheelbase/core/card'
import { computePrice } from '@wheelbase/core/pricing'
import { makeUser } from '../src/db/factories'
import { bookingCharges, bookings, bookingStatusHistory, users } from '../src/db/schema'
import { voidExpiredHolds } from '../src/domain/lifecycle'
import { createTestGateway } from '../src/platform/adapters/payments'
import { solvedCaptcha } from './helpers/accounts'
import { postCheckout, signedIn } from './helpers/callers'
import { linkIn } from './helpers/smtp'
import { day, searchFixture } from './helpers/searchFixture'
import { buildMailTestApp, type MailTestApp } from './helpers/testApp'
import { FLAVORS } from './helpers/testDatabase'
import { checkoutBody } from './helpers/checkoutBody'

/** These cars have no seasons or rates by length: every first day prices alike. */
const DAY1 = '2026-07-01'

type Caller = { headers: Record<string, string>; userId: string }

/** A signed-in driver of the database, as the browser sends them: session cookie and anti-forgery header. */
async function driverSession(db: MailTestApp['db']['database']['db'], email: string): Promise<Caller> {
  const user = makeUser({ email })
  await db.insert(users).values(user)
  return { userId: user._id, ...(await signedIn(db, user._id)) }
}

const newKey = () => `key-${crypto.randomUUID()}`

describe.each(FLAVORS)('checkout on %s', (flavor) => {
  let t: MailTestApp
  let f: Awaited<ReturnType<typeof searchFixture>>
  const gateway = createTestGateway()
  const from = day(20, 10)
  const to = day(23, 10)
  let eleni: Caller

  beforeAll(async () => {
    t = await buildMailTestApp(
      flavor,
      { PRICE_PERCENTAGE: '10', RATE_LIMIT_CHECKOUT: '1000', RATE_LIMIT_SIGN_UP: '1000', MAX_OPEN_PAY_LATER: '1000' },
      { payments: gateway },
    )
    f = await searchFixture(t.db.database.db)
    await t.db.database.db.update(users).set({ payLater: true }).where(eq(users._id, f.alpha._id))
    eleni = await driverSession(t.db.database.db, 'eleni@checkout.test')
  })
  afterAll(async () => t.close())

  const eleniDetails = { fullName: 'Eleni Papadaki', email: 'eleni@checkout.test', birthDate: '1990-05-20' }
  const body = (car: string, overrides: Record<string, unknown> = {}) =>
    checkoutBody({ car, pickup: f.athens._id, from, to, driver: eleniDetails }, overrides)
  const post = (payload: unknown, caller?: Caller, key = newKey(), language = 'en') =>
    postCheckout(t.app, payload, { 'idempotency-key': key, 'accept-language': language, ...(caller?.headers ?? {}) })
  const bookingsOf = async (carId: string) => t.db.database.db.select().from(bookings).where(eq(bookings.carId, carId))

  it('books a car to pay later at the price core computes, whatever prices the client sends', async () => {
    const car = await f.addCar(f.alpha._id, [f.athens], { dailyPrice: 4_000, fullInsurance: 1_250, cancellation: 0, amendments: -1 })
    const tampered = body(car._id, { options: { fullInsurance: true }, totalPrice: 1, price: 1, dailyPrice: 1, priceSnapshot: { totalCents: 1 } })
    const res = await post(tampered, eleni)
    expect(res.statusCode).toBe(200)
    const expected = computePrice(car, { days: 3, firstDay: DAY1 }, { fullInsurance: true, cancellation: true }, 10)
    expect(res.json()).toMatchObject({ status: 'pending', totalPrice: expected.totalCents })
    const [stored] = await bookingsOf(car._id)
    expect(stored).toMatchObject({
      status: 'pending',
      payLater: true,
      paymentDeadline: null,
      driverId: eleni.userId,
      totalPrice: expected.totalCents,
    })
    expect(stored?.priceSnapshot).toMatchObject({ ...expected, currency: 'EUR', dailyPrice: 4_000 })
    expect(stored).toMatchObject({ fullInsurance: true, cancellation: true, amendments: false })

    // The status page, by its unguessable id.
    const session = await t.app.inject({ url: `/api/checkout-session/${res.json().sessionId}` })
    expect(session.statusCode).toBe(200)
    expect(session.json()).toMatchObject({
      status: 'pending',
      payLater: true,
      pickup: { _id: f.athens._id, name: 'Athens Airport' },
      options: ['cancellation', 'fullInsurance'],
      days: 3,
      totalPrice: expected.totalCents,
      paymentFailed: false,
    })
    expect(session.json().reference).toMatch(/^WB-[0-9A-F]{8}$/)
    expect((await t.app.inject({ url: `/api/checkout-session/${'x'.repeat(43)}` })).statusCode).toBe(404)
  })

  it('keeps the flight number of an airport pick-up as boards show it, for driver and supplier; refuses a malformed one; keeps none elsewhere', async () => {
    const car = await f.addCar(f.alpha._id, [f.athens, f.piraeus])
    const res = await post(body(car._id, { flightNumber: 'a3 602' }), eleni)
    expect(res.statusCode).toBe(200)
    const supplier = await signedIn(t.db.database.db, f.alpha._id)
    for (const caller of [eleni, supplier]) {
      const detail = await t.app.inject({ url: `/api/bookings/${res.json().bookingId}`, headers: caller.headers })
      expect(detail.json().flightNumber).toBe('A3602')
    }

    const later = { from: day(30, 10).toISOString(), to: day(32, 10).toISOString() }
    const bad = await post(body(car._id, { ...later, flightNumber: 'next Tuesday' }), eleni, newKey(), 'fr')
    expect([bad.statusCode, bad.json().error.fields]).toEqual([
      400,
      { flightNumber: 'Saisissez un numéro de vol comme sur votre billet, par exemple A3 602' },
    ])
    expect(await bookingsOf(car._id)).toHaveLength(1)

    // At a port, a flight means nothing to the desk: not kept.
    const port = await post(body(car._id, { ...later, pickup: f.piraeus._id, flightNumber: 'A3 602' }), eleni)
    expect(port.statusCode).toBe(200)
    const [stored] = await t.db.database.db.select().from(bookings).where(eq(bookings._id, port.json().bookingId))
    expect(stored?.flightNumber).toBeNull()
  })

  it('stores the very price and lines the car quotes for the same period and options', async () => {
    const car = await f.addCar(f.alpha._id, [f.athens, f.piraeus], {
      dailyPrice: 5_555,
      theftProtection: 777,
      cancellation: 1_999,
      fullInsurance: -1,
    })
    const where = `pickup=${f.athens._id}&dropoff=${f.piraeus._id}&from=${from.toISOString()}&to=${to.toISOString()}`
    const quote = (await t.app.inject({ url: `/api/cars/${car._id}?${where}&options=theftProtection,cancellation` })).json().quote
    const plain = (await t.app.inject({ url: `/api/cars/${car._id}?${where}` })).json().quote
    expect(quote.totalPrice).toBeGreaterThan(plain.totalPrice)
    const res = await post(body(car._id, { dropoff: f.piraeus._id, options: { theftProtection: true, cancellation: true } }), eleni)
    expect(res.json().totalPrice).toBe(quote.totalPrice)
    const [stored] = await bookingsOf(car._id)
    expect(stored?.priceSnapshot.lines).toEqual(quote.lines)
  })

  it('refuses an unavailable option, an under-age driver and pay later where the supplier does not take it, storing nothing', async () => {
    const car = await f.addCar(f.beta._id, [f.athens], { theftProtection: -1, minimumAge: 30 })
    const unavailable = await post(body(car._id, { options: { theftProtection: true }, payment: { method: 'later' } }), eleni)
    expect([unavailable.statusCode, unavailable.json().error]).toEqual([
      400,
      { code: 'option_unavailable', message: 'This option is not available for this car.' },
    ])
    const young = await post(body(car._id, { driver: { ...body(car._id).driver, birthDate: '2000-01-01' } }), eleni)
    expect([young.statusCode, young.json().error.message]).toEqual([400, 'The driver must be at least 30 years old.'])
    const noPayLater = await post(body(car._id), eleni, newKey(), 'fr')
    expect([noPayLater.statusCode, noPayLater.json().error.message]).toEqual([
      400,
      'Ce loueur ne propose pas le paiement ultérieur. Veuillez payer en ligne.',
    ])
    const card = { method: 'card', card: { number: '4242 4242 4242 4241', expiry: '01/20', cvc: '1' } }
    const badCard = await post(body(car._id, { payment: card }), eleni)
    expect(badCard.statusCode).toBe(400)
    expect(badCard.json().error.fields).toMatchObject({
      'payment.card.number': 'Invalid card number',
      'payment.card.expiry': 'Invalid expiry date',
      'payment.card.cvc': 'Invalid Card Validation Code',
    })
    expect(await bookingsOf(car._id)).toEqual([])
  })

  it("asks for the additional driver's details when that option is chosen, with the same age rule, and a guest's captcha", async () => {
    const car = await f.addCar(f.alpha._id, [f.athens], { additionalDriver: 800, minimumAge: 25 })
    const withOption = (extra: Record<string, unknown>) => body(car._id, { options: { additionalDriver: true }, ...extra })
    const missing = await post(withOption({}), eleni)
    expect([missing.statusCode, missing.json().error.message]).toEqual([400, "Please fill in the additional driver's details."])
    const second = { fullName: 'Yannis Papadakis', email: 'yannis@checkout.test', phone: '+30 690 765 4321', birthDate: '2004-06-01' }
    const young = await post(withOption({ additionalDriver: second }), eleni)
    expect([young.statusCode, young.json().error]).toEqual([
      400,
      { code: 'additional_driver_too_young', message: 'The driver must be at least 25 years old.' },
    ])
    const badPhone = await post(withOption({ additionalDriver: { ...second, phone: '12' } }), eleni)
    expect(badPhone.json().error.fields).toEqual({ 'additionalDriver.phone': 'Invalid phone number' })
    const guest = { ...body(car._id).driver, email: `captcha.${Date.now()}@checkout.test` }
    const robot = await post(body(car._id, { driver: guest, acceptTerms: true, captcha: 'not-a-solution' }))
    expect([robot.statusCode, robot.json().error.code]).toEqual([400, 'captcha_failed'])
    expect(await bookingsOf(car._id)).toEqual([])
    const ok = await post(withOption({ additionalDriver: { ...second, birthDate: '1990-06-01' } }), eleni)
    expect(ok.statusCode).toBe(200)
    const [stored] = await bookingsOf(car._id)
    expect(stored).toMatchObject({ additionalDriver: true, additionalDriverDetails: { fullName: 'Yannis Papadakis', birthDate: '1990-06-01' } })
  })

  it('does not book the car of a suspended supplier, nor for a suspended driver', async () => {
    const car = await f.addCar(f.banned._id, [f.athens])
    expect((await post(body(car._id), eleni)).statusCode).toBe(404)
    const suspended = await driverSession(t.db.database.db, 'suspended@checkout.test')
    await t.db.database.db.update(users).set({ blacklisted: true }).where(eq(users._id, suspended.userId))
    const alphaCar = await f.addCar(f.alpha._id, [f.athens])
    const res = await post(body(alphaCar._id, { driver: { ...body(alphaCar._id).driver, email: 'suspended@checkout.test' } }), suspended)
    expect(res.statusCode).toBeGreaterThanOrEqual(400)
    expect(await bookingsOf(alphaCar._id)).toEqual([])
  })

  it('books as a guest: an account without a password and its activation mail; a registered address gets the sign-in hint', async () => {
    const car = await f.addCar(f.alpha._id, [f.athens])
    const email = `guest.${Date.now()}@checkout.test`
    const guest = { ...body(car._id).driver, email }
    const noTerms = await post(body(car._id, { driver: guest, captcha: await solvedCaptcha(t.app) }))
    expect(noTerms.json().error.message).toBe('Please accept the Terms of Use.')
    const mail = t.smtp.next(email, /activate/i)
    const guestKey = newKey()
    const res = await post(body(car._id, { driver: guest, acceptTerms: true, captcha: await solvedCaptcha(t.app) }), undefined, guestKey)
    expect(res.statusCode).toBe(200)
    // A retry (the answer was lost) solves a new captcha: the same key still answers the same booking.
    const retry = await post(body(car._id, { driver: guest, acceptTerms: true, captcha: await solvedCaptcha(t.app) }), undefined, guestKey)
    expect(retry.json()).toEqual(res.json())
    const [account] = await t.db.database.db.select().from(users).where(eq(users.email, email))
    expect(account).toMatchObject({ verified: false, passwordHash: null, type: 'user' })
    expect(linkIn(await mail).userId).toBe(account?._id)
    expect((await bookingsOf(car._id))[0]?.driverId).toBe(account?._id)

    const again = await post(
      body(car._id, {
        driver: guest,
        acceptTerms: true,
        captcha: await solvedCaptcha(t.app),
        from: day(40).toISOString(),
        to: day(41).toISOString(),
      }),
    )
    expect([again.statusCode, again.json().error]).toEqual([
      409,
      { code: 'email_registered_no_password', message: 'This email address is already registered.' },
    ])
    await t.db.database.db
      .insert(users)
      .values(makeUser({ email: 'with.password@checkout.test', passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$x$y' }))
    const holder = { ...guest, email: 'with.password@checkout.test' }
    const registered = await post(
      body(car._id, {
        driver: holder,
        acceptTerms: true,
        captcha: await solvedCaptcha(t.app),
        from: day(40).toISOString(),
        to: day(41).toISOString(),
      }),
    )
    expect(registered.json().error.code).toBe('email_registered')
  })

  it('answers a retry with the same key with the same booking, refuses the key with another body, and keeps keys per caller', async () => {
    const car = await f.addCar(f.alpha._id, [f.athens])
    const key = newKey()
    const first = await post(body(car._id), eleni, key)
    const retry = await post(body(car._id), eleni, key)
    expect(retry.statusCode).toBe(200)
    expect(retry.json()).toEqual(first.json())
    expect(await bookingsOf(car._id)).toHaveLength(1)
    const changed = await post(body(car._id, { options: { cancellation: true } }), eleni, key)
    expect([changed.statusCode, changed.json().error.code]).toEqual([422, 'idempotency_key_reused'])
    const other = await driverSession(t.db.database.db, 'nikos@checkout.test')
    const theirs = await post(body(car._id, { from: day(30).toISOString(), to: day(31).toISOString() }), other, key)
    expect(theirs.statusCode).toBe(200)
    expect(theirs.json().bookingId).not.toBe(first.json().bookingId)
    expect(await bookingsOf(car._id)).toHaveLength(2)
  })

  it('refuses a clash with 409, and an unpaid hold past its deadline no longer holds the car', async () => {
    const car = await f.addCar(f.alpha._id, [f.athens])
    await f.book(car, day(19), day(21), { status: 'paid' })
    const clash = await post(body(car._id), eleni)
    expect([clash.statusCode, clash.json().error.code]).toEqual([409, 'car_unavailable'])

    const held = await f.addCar(f.alpha._id, [f.athens])
    await f.book(held, from, to, { status: 'pending', payLater: false, paymentDeadline: new Date(Date.now() - 60_000) })
    const res = await post(body(held._id), eleni)
    expect(res.statusCode).toBe(200)
    const statuses = (await bookingsOf(held._id)).map((b) => b.status).sort()
    expect(statuses).toEqual(['pending', 'void'])
  })

  it('pays by card with the test gateway; a declined card makes the booking void and the car free again', async () => {
    const car = await f.addCar(f.beta._id, [f.athens], { dailyPrice: 3_000 })
    const card = (number: string) => ({ method: 'card', card: { number, expiry: '12/40', cvc: '123' } })
    const declined = await post(body(car._id, { payment: card(TEST_CARDS.declined) }), eleni)
    expect(declined.json()).toMatchObject({ status: 'void' })
    const failedSession = await t.app.inject({ url: `/api/checkout-session/${declined.json().sessionId}` })
    expect(failedSession.json()).toMatchObject({ status: 'void', paymentFailed: true })
    const poor = await post(body(car._id, { payment: card(TEST_CARDS.insufficientFunds) }), eleni)
    expect(poor.json().status).toBe('void')
    const paid = await post(body(car._id, { payment: card('4242 4242 4242 4242') }), eleni)
    expect(paid.json()).toMatchObject({ status: 'paid', totalPrice: computePrice(car, { days: 3, firstDay: DAY1 }, {}, 10).totalCents })
    const charge = gateway.charges.find((c) => c.reference === paid.json().bookingId)
    expect(charge).toMatchObject({ last4: '4242', brand: 'visa', amountCents: paid.json().totalPrice })
    expect(JSON.stringify(await bookingsOf(car._id))).not.toContain('4242424242424242')
    const [stored] = (await bookingsOf(car._id)).filter((b) => b.status === 'paid')
    expect(stored?._id).toBe(paid.json().bookingId)
    // The charge is on the booking's ledger, which a cancellation or a cheaper amendment refunds from.
    const ledger = await t.db.database.db.select().from(bookingCharges).where(eq(bookingCharges.bookingId, paid.json().bookingId))
    expect(ledger).toEqual([expect.objectContaining({ paymentRef: charge?.id, amountCents: paid.json().totalPrice, refundedCents: 0 })])
  })

  it('books a car exactly once when 50 drivers check it out at the same moment', async () => {
    const car = await f.addCar(f.alpha._id, [f.athens])
    const drivers = await Promise.all(Array.from({ length: 50 }, (_, i) => driverSession(t.db.database.db, `rush${i}@checkout.test`)))
    const answers = await Promise.all(
      drivers.map((d, i) => post(body(car._id, { from: day(50, i % 5).toISOString(), to: day(52).toISOString() }), d)),
    )
    const statuses = answers.map((a) => a.statusCode)
    expect(statuses.filter((s) => s === 200)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(49)
    expect((await bookingsOf(car._id)).filter((b) => b.status === 'pending')).toHaveLength(1)
  })

  it('checks the anti-forgery header of a signed-in caller and the Idempotency-Key', async () => {
    const car = await f.addCar(f.alpha._id, [f.athens])
    const noXsrf = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      payload: body(car._id),
      headers: { 'idempotency-key': newKey(), cookie: eleni.headers.cookie ?? '' },
    })
    expect(noXsrf.statusCode).toBe(403)
    const noKey = await t.app.inject({ method: 'POST', url: '/api/checkout', payload: body(car._id), headers: eleni.headers })
    expect(noKey.statusCode).toBe(400)
    expect(await bookingsOf(car._id)).toEqual([])
  })
})

describe.each(FLAVORS)('the sweeper of expired holds on %s', (flavor) => {
  let t: MailTestApp
  let f: Awaited<ReturnType<typeof searchFixture>>
  beforeAll(async () => {
    t = await buildMailTestApp(flavor)
    f = await searchFixture(t.db.database.db)
  })
  afterAll(async () => t.close())

  it('voids unpaid holds past their deadline once, with their history, and leaves the others', async () => {
    const car = await f.addCar(f.alpha._id, [f.athens])
    const past = new Date(Date.now() - 60_000)
    await f.book(car, day(5), day(6), { status: 'pending', paymentDeadline: past })
    await f.book(car, day(7), day(8), { status: 'pending', paymentDeadline: new Date(Date.now() + 600_000) })
    await f.book(car, day(9), day(10), { status: 'pending', paymentDeadline: null, payLater: true })
    await f.book(car, day(11), day(12), { status: 'paid', paymentDeadline: past })
    // Two sweepers at once (two instances): each expired hold is voided by one of them only.
    const swept = await Promise.all([voidExpiredHolds(t.db.database.db, new Date()), voidExpiredHolds(t.db.database.db, new Date())])
    expect(swept[0] + swept[1]).toBe(1)
    const rows = await t.db.database.db.select().from(bookings).where(eq(bookings.carId, car._id))
    expect(rows.map((b) => b.status).sort()).toEqual(['paid', 'pending', 'pending', 'void'])
    const voided = rows.find((b) => b.status === 'void')
    const history = await t.db.database.db
      .select()
      .from(bookingStatusHistory)
      .where(eq(bookingStatusHistory.bookingId, voided?._id ?? ''))
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.actorId])).toEqual([['pending', 'void', null]])
    expect(await voidExpiredHolds(t.db.database.db, new Date())).toBe(0)
  })
})
