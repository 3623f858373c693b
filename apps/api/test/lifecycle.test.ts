import { and, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { translateMessage, type TMessageKey } from '@wheelbase/core/messages'
import { buildApp } from '../src/app'
import { openDatabase } from '../src/db/client'
import { makeUser } from '../src/db/factories'
import { bookings, gatewayRefunds, jobs, users } from '../src/db/schema'
import { localStorage } from '../src/platform/adapters/storage'
import { solvedCaptcha } from './helpers/accounts'
import { signedIn } from './helpers/callers'
import { day, searchFixture } from './helpers/searchFixture'
import { freePort, startSmtpSink } from './helpers/smtp'
import { buildTestApp, testConfig, type TestApp } from './helpers/testApp'
import { FLAVORS, freshDatabase } from './helpers/testDatabase'

const CARD = { method: 'card', card: { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' } }
const yearsAgo = (years: number) => {
  const now = new Date()
  return new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate())).toISOString().slice(0, 10)
}

/**
 * The edge of a booking's life (issue 28): what follows a commit is durable work that a mail
 * outage delays but never loses, one set of period rules at every door, a limit on free holds,
 * the booking's own driver, and a test gateway that remembers its charges across a restart.
 */
describe.each(FLAVORS)('the booking lifecycle on %s', (flavor) => {
  const checkout = (t: TestApp, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/checkout', payload, headers: { 'idempotency-key': crypto.randomUUID(), ...headers } })

  it('pays a guest card checkout while the mail server is down, and sends each mail once when it is back', async () => {
    const port = await freePort()
    const t = await buildTestApp(flavor, { SMTP_URL: `smtp://127.0.0.1:${port}`, CAPTCHA_MAX_NUMBER: '2000' })
    const smtp = { close: async () => undefined, mails: [] as { to: string[]; subject: string }[] }
    try {
      const f = await searchFixture(t.db.database.db)
      const car = await f.addCar(f.alpha._id, [f.athens], { name: 'Peugeot 208' })
      const email = 'guest.down@lifecycle.test'
      const res = await checkout(t, {
        car: car._id,
        pickup: f.athens._id,
        from: day(12, 10).toISOString(),
        to: day(14, 10).toISOString(),
        driver: { fullName: 'Nikos Guest', email, phone: '+30 690 000 0001', birthDate: '1985-04-01' },
        payment: CARD,
        acceptTerms: true,
        captcha: await solvedCaptcha(t.app),
      })
      expect(res.statusCode).toBe(200)
      expect(res.json().status).toBe('paid')

      // The mails were tried and failed: they wait, with their error, for a retry.
      await t.app.jobs.drain()
      const waiting = await t.db.database.db.select().from(jobs).where(like(jobs.kind, 'mail.%'))
      expect(waiting.map((j) => j.kind).sort()).toEqual(['mail.accountLink', 'mail.bookingConfirmation', 'mail.newBooking'])
      expect(waiting.every((j) => j.status === 'queued' && j.attempts === 1 && j.lastError)).toBe(true)

      Object.assign(smtp, await startSmtpSink(port))
      await t.app.jobs.drain({ retryNow: true })
      await t.app.jobs.drain({ retryNow: true })
      const toGuest = smtp.mails.filter((m) => m.to.includes(email)).map((m) => m.subject)
      expect(toGuest).toHaveLength(2)
      expect(toGuest.some((s) => /activate/i.test(s))).toBe(true)
      expect(toGuest.some((s) => s.includes('Peugeot 208') || /booking/i.test(s))).toBe(true)
      expect(smtp.mails.filter((m) => m.to.includes(f.alpha.email))).toHaveLength(1)
      const done = await t.db.database.db.select().from(jobs).where(like(jobs.kind, 'mail.%'))
      expect(done.every((j) => j.status === 'done' && j.attempts === 2)).toBe(true)
    } finally {
      await t.close()
      await smtp.close()
    }
  })

  describe('period rules at every door', () => {
    let t: TestApp
    let f: Awaited<ReturnType<typeof searchFixture>>
    let car: Awaited<ReturnType<typeof f.addCar>>
    let driver: { headers: Record<string, string> }
    const bookingId = 'b0000028-0000-4000-8000-000000000028'

    beforeAll(async () => {
      t = await buildTestApp(flavor, { RATE_LIMIT_CHECKOUT: '1000' })
      f = await searchFixture(t.db.database.db)
      await t.db.database.db.update(users).set({ payLater: true }).where(eq(users._id, f.alpha._id))
      car = await f.addCar(f.alpha._id, [f.athens], { dailyPrice: 4_000 })
      await f.book(car, day(40, 10), day(42, 10), { _id: bookingId, status: 'pending', payLater: true })
      driver = await signedIn(t.db.database.db, f.driver._id)
    })
    afterAll(async () => t.close())

    const now = Date.now()
    const CASES: [string, string, string, TMessageKey, Record<string, number>][] = [
      ['a past pick-up', new Date(now - 10 * 86_400_000).toISOString(), new Date(now - 7 * 86_400_000).toISOString(), 'search.pickupInPast', {}],
      ['a drop-off at the pick-up', day(10, 10).toISOString(), day(10, 10).toISOString(), 'search.dropoffBeforePickup', {}],
      ['a drop-off before the pick-up', day(10, 10).toISOString(), day(9, 10).toISOString(), 'search.dropoffBeforePickup', {}],
      ['a rental over the maximum', day(10, 10).toISOString(), day(41, 10).toISOString(), 'search.rentalTooLong', { days: 30 }],
      ['a drop-off in year 9999', day(10, 10).toISOString(), '9999-12-31T10:00:00.000Z', 'search.rentalTooLong', { days: 30 }],
      ['a period in year 9999', '9999-12-01T10:00:00.000Z', '9999-12-03T10:00:00.000Z', 'search.pickupTooFar', { days: 730 }],
    ]

    it.each(CASES)(
      'refuses %s with 400 and a translated message from search, quote, checkout and amendment, changing nothing',
      async (_, from, to, key, params) => {
        const message = translateMessage('fr', key, params)
        const fr = { 'accept-language': 'fr' }
        const query = new URLSearchParams({ pickup: f.athens._id, from, to }).toString()
        const answers = [
          await t.app.inject({ url: `/api/cars/search?${query}`, headers: fr }),
          await t.app.inject({ url: `/api/cars/${car._id}?${query}`, headers: fr }),
          await checkout(
            t,
            {
              car: car._id,
              pickup: f.athens._id,
              from,
              to,
              driver: { fullName: 'Fixture Driver', email: f.driver.email, phone: '+30 690 000 0002', birthDate: '1980-01-01' },
              payment: { method: 'later' },
            },
            { ...driver.headers, ...fr },
          ),
          await t.app.inject({
            method: 'POST',
            url: `/api/bookings/${bookingId}/amendment-quote`,
            headers: { ...driver.headers, ...fr },
            payload: { pickup: f.athens._id, from, to, options: {} },
          }),
          await t.app.inject({
            method: 'POST',
            url: `/api/bookings/${bookingId}/amend`,
            headers: { ...driver.headers, ...fr },
            payload: { change: { pickup: f.athens._id, from, to, options: {} }, expectedTotal: 0 },
          }),
        ]
        for (const answer of answers) {
          expect(answer.statusCode, answer.body).toBe(400)
          expect(answer.body).toContain(JSON.stringify(message).slice(1, -1))
        }
        const rows = await t.db.database.db.select().from(bookings).where(eq(bookings.carId, car._id))
        expect(rows.map((b) => [b._id, b.from.toISOString()])).toEqual([[bookingId, day(40, 10).toISOString()]])
      },
    )
  })

  it('refuses the (N+1)th open pay-later booking of a driver, and still takes a paid one', async () => {
    const t = await buildTestApp(flavor, { MAX_OPEN_PAY_LATER: '2', RATE_LIMIT_CHECKOUT: '1000' })
    try {
      const f = await searchFixture(t.db.database.db)
      await t.db.database.db.update(users).set({ payLater: true }).where(eq(users._id, f.alpha._id))
      const driver = await signedIn(t.db.database.db, f.driver._id)
      const book = async (n: number, payment: object = { method: 'later' }) => {
        const car = await f.addCar(f.alpha._id, [f.athens])
        return checkout(
          t,
          {
            car: car._id,
            pickup: f.athens._id,
            from: day(10 + n, 10).toISOString(),
            to: day(12 + n, 10).toISOString(),
            driver: { fullName: 'Fixture Driver', email: f.driver.email, phone: '+30 690 000 0002', birthDate: '1980-01-01' },
            payment,
          },
          driver.headers,
        )
      }
      expect((await book(1)).statusCode).toBe(200)
      expect((await book(2)).statusCode).toBe(200)
      const third = await book(3)
      expect([third.statusCode, third.json().error.code]).toEqual([409, 'too_many_holds'])
      expect(third.json().error.message).toBe(translateMessage('en', 'checkout.tooManyHolds', { count: 2 }))
      expect((await book(4, CARD)).json().status).toBe('paid')
      const open = await t.db.database.db
        .select()
        .from(bookings)
        .where(and(eq(bookings.driverId, f.driver._id), eq(bookings.payLater, true)))
      expect(open).toHaveLength(2)
    } finally {
      await t.close()
    }
  })

  it("checks a signed-in driver's age against the account, not a birth date typed for themselves, and keeps the booking's driver", async () => {
    const t = await buildTestApp(flavor, { RATE_LIMIT_CHECKOUT: '1000' })
    try {
      const f = await searchFixture(t.db.database.db)
      await t.db.database.db.update(users).set({ payLater: true }).where(eq(users._id, f.alpha._id))
      const young = makeUser({ email: 'young@lifecycle.test', fullName: 'Young Driver', birthDate: yearsAgo(22) })
      await t.db.database.db.insert(users).values(young)
      const session = await signedIn(t.db.database.db, young._id)
      const needs25 = await f.addCar(f.alpha._id, [f.athens], { minimumAge: 25 })
      const body = (carId: string, driverEmail: string) => ({
        car: carId,
        pickup: f.athens._id,
        from: day(10, 10).toISOString(),
        to: day(12, 10).toISOString(),
        driver: { fullName: 'Young Driver', email: driverEmail, phone: '+30 690 000 0003', birthDate: '1980-01-01' },
        payment: { method: 'later' },
      })
      const typed = await checkout(t, body(needs25._id, 'YOUNG@lifecycle.test'), session.headers)
      expect([typed.statusCode, typed.json().error.code]).toEqual([400, 'driver_too_young'])

      const fits = await f.addCar(f.alpha._id, [f.athens], { minimumAge: 21 })
      const ok = await checkout(t, body(fits._id, 'young@lifecycle.test'), session.headers)
      expect(ok.statusCode).toBe(200)
      const [stored] = await t.db.database.db.select().from(bookings).where(eq(bookings._id, ok.json().bookingId))
      expect(stored?.driverDetails).toEqual({
        fullName: 'Young Driver',
        email: 'young@lifecycle.test',
        phone: '+30 690 000 0003',
        birthDate: yearsAgo(22),
      })
    } finally {
      await t.close()
    }
  })

  it('refunds a booking paid with the test gateway after the server restarts', async () => {
    const db = await freshDatabase(flavor)
    const config = testConfig(db.dataDir, { RATE_LIMIT_CHECKOUT: '1000' })
    let app = await buildApp({ config, database: db.database, storage: localStorage(db.dataDir) })
    try {
      await app.ready()
      const f = await searchFixture(db.database.db)
      const car = await f.addCar(f.alpha._id, [f.athens])
      const driver = await signedIn(db.database.db, f.driver._id)
      const supplier = await signedIn(db.database.db, f.alpha._id)
      const paid = await app.inject({
        method: 'POST',
        url: '/api/checkout',
        headers: { 'idempotency-key': crypto.randomUUID(), ...driver.headers },
        payload: {
          car: car._id,
          pickup: f.athens._id,
          from: day(10, 10).toISOString(),
          to: day(12, 10).toISOString(),
          driver: { fullName: 'Fixture Driver', email: f.driver.email, phone: '+30 690 000 0002', birthDate: '1980-01-01' },
          payment: CARD,
        },
      })
      expect(paid.json().status).toBe('paid')
      const bookingId: string = paid.json().bookingId

      // A restart: the process's gateway object is gone; the database is opened again.
      await app.close()
      const database = await openDatabase({ dataDir: db.dataDir, databaseUrl: db.databaseUrl })
      db.database = database
      app = await buildApp({ config, database, storage: localStorage(db.dataDir) })
      await app.ready()

      const cancelled = await app.inject({
        method: 'POST',
        url: '/api/bookings/status',
        headers: supplier.headers,
        payload: { ids: [bookingId], status: 'cancelled' },
      })
      expect(cancelled.json()).toEqual({ updated: [bookingId], refused: [] })
      const refunds = await database.db.select().from(gatewayRefunds)
      expect(refunds.map((r) => r.amountCents)).toEqual([paid.json().totalPrice])
    } finally {
      await app.close()
      await db.cleanup()
    }
  })
})
