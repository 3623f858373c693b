import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookingReference } from '@wheelbase/core/bookingStatus'
import { makeUser } from '../src/db/factories'
import { bookingLinks, bookings, users } from '../src/db/schema'
import { day, searchFixture } from './helpers/searchFixture'
import { buildMailTestApp, type MailTestApp } from './helpers/testApp'
import { FLAVORS } from './helpers/testDatabase'

const LINK = /https?:\/\/[^\s"<>]+\/booking\/manage\?token=([\w-]+)/

/**
 * Managing a booking without an account: a one-time link for the right reference and email (and
 * the very same answer for a wrong pair), an hour with that booking only once opened, and the
 * driver's view, cancel request and voucher through it.
 */
describe.each(FLAVORS)('managing a booking without an account on %s', (flavor) => {
  let t: MailTestApp
  let f: Awaited<ReturnType<typeof searchFixture>>
  const id = 'c0ffee12-0000-4000-8000-000000000971'
  const other = 'c0ffee13-0000-4000-8000-000000000972'
  const rented = 'c0ffee14-0000-4000-8000-000000000973'
  const ownBooking = 'c0ffee15-0000-4000-8000-000000000974'
  const suspendedLater = makeUser({ fullName: 'Petros Later', email: 'petros.later@example.com' })
  let car: Parameters<typeof f.book>[0]
  let ip = 0

  beforeAll(async () => {
    t = await buildMailTestApp(flavor, { RATE_LIMIT_MANAGE_LINK: '6' })
    f = await searchFixture(t.db.database.db)
    car = await f.addCar(f.alpha._id, [f.athens], { name: 'Fiat Panda' })
    await f.book(car, day(20, 10), day(23, 10), { _id: id, status: 'pending', payLater: true })
    await f.book(car, day(30, 10), day(33, 10), { _id: other, status: 'pending', payLater: true })
    await f.book(car, day(-9, 10), day(-6, 10), { _id: rented, status: 'paid' })
  })
  afterAll(async () => t.close())

  const ask = (reference: string, email: string, from = `203.0.113.${++ip}`) =>
    t.app.inject({ method: 'POST', url: '/api/booking-links', remoteAddress: from, payload: { reference, email } })
  const open = (token: string) => t.app.inject({ method: 'POST', url: '/api/booking-links/open', payload: { token } })
  const guest = (cookie: string, url = '/api/guest-booking', method: 'GET' | 'POST' = 'GET') =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {} })
  async function linkFor(reference: string, email: string): Promise<string> {
    const mail = t.smtp.next(email)
    expect((await ask(reference, email)).json()).toEqual({ sent: true })
    return LINK.exec((await mail).text)?.[1] ?? ''
  }

  it('answers the same to a wrong pair and mails nothing', async () => {
    const before = t.smtp.mails.length
    const right = await ask(bookingReference(id), f.driver.email.toUpperCase())
    const wrong = await ask(bookingReference(id), 'someone.else@example.com')
    const unknown = await ask('WB-00000000', f.driver.email)
    expect([right.statusCode, wrong.statusCode, unknown.statusCode]).toEqual([200, 200, 200])
    expect(new Set([right.body, wrong.body, unknown.body]).size).toBe(1)
    // Every lookup and mail the asking queued has run.
    await t.app.jobs.drain()
    expect(t.smtp.mails.slice(before).map((m) => m.to[0])).toEqual([f.driver.email])
    expect((await ask('nonsense', f.driver.email)).statusCode).toBe(400)
  })

  it('mails the link in the language of the page that asked, opening the booking at its address in that language', async () => {
    const mail = t.smtp.next(f.driver.email)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/booking-links',
      remoteAddress: `203.0.113.${++ip}`,
      headers: { 'accept-language': 'he' },
      payload: { reference: bookingReference(id), email: f.driver.email },
    })
    expect(res.statusCode).toBe(200)
    const received = await mail
    expect(received.language).toBe('he')
    expect(received.text).toMatch(new RegExp(`${t.config.publicUrl}/he/booking/manage\\?token=`))
  })

  it('limits the asking, per address and per email', async () => {
    const from = '198.51.100.200'
    const answers = []
    for (let i = 0; i < 7; i++) answers.push((await ask('WB-00000000', `nobody${i}@example.com`, from)).statusCode)
    expect(answers).toEqual([200, 200, 200, 200, 200, 200, 429])
    const email = 'one.email@example.com'
    const perEmail = []
    for (let i = 0; i < 7; i++) perEmail.push((await ask('WB-00000000', email)).statusCode)
    expect(perEmail.at(-1)).toBe(429)
  })

  it('opens the booking once, for an hour, and only that booking', async () => {
    const token = await linkFor(bookingReference(id), f.driver.email)
    const opened = await open(token)
    expect(opened.json()).toEqual({ bookingId: id })
    const cookie = String(opened.headers['set-cookie'])
    expect(cookie).toMatch(/wb_booking=[^;]+;.*HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Strict/i)
    const grant = cookie.split(';')[0] ?? ''
    // Once only.
    expect((await open(token)).json().error.code).toBe('manage_link_invalid')

    const view = await guest(grant)
    expect(view.json()).toMatchObject({ _id: id, reference: bookingReference(id), driver: { email: f.driver.email } })
    expect(view.body).not.toContain(other)
    // Not a session: nothing else opens with it.
    expect((await t.app.inject({ url: `/api/bookings/${other}`, headers: { cookie: grant } })).statusCode).toBe(401)
    expect((await t.app.inject({ url: '/api/bookings', headers: { cookie: grant } })).statusCode).toBe(401)
    expect((await guest('')).statusCode).toBe(401)
    expect((await guest('wb_booking=forged-token-forged-token')).statusCode).toBe(401)

    expect((await guest(grant, '/api/guest-booking/voucher')).json().error.code).toBe('voucher_unavailable')
    const toSupplier = t.smtp.next(f.alpha.email)
    expect((await guest(grant, '/api/guest-booking/cancel-request', 'POST')).json()).toEqual({ cancelRequest: true })
    // The supplier is told by email too (it wants email notifications).
    expect((await toSupplier).subject).toBe(`Cancellation requested for ${bookingReference(id)} (Fiat Panda) by ${f.driver.fullName}.`)
    const [row] = await t.db.database.db.select().from(bookings).where(eq(bookings._id, id))
    expect(row?.cancelRequest).toBe(true)

    // The hour over, the grant is gone.
    await t.db.database.db
      .update(bookingLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookingLinks.kind, 'grant'))
    expect((await guest(grant)).statusCode).toBe(401)
  })

  it('lets the driver rate a past rental through the link, once', async () => {
    const opened = await open(await linkFor(bookingReference(rented), f.driver.email))
    const grant = String(opened.headers['set-cookie']).split(';')[0] ?? ''
    expect((await guest(grant)).json()).toMatchObject({ _id: rented, review: null, mayReview: true })
    const rate = (cookie: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/guest-booking/review',
        headers: cookie ? { cookie } : {},
        payload: { score: 9, carCondition: 9, cleanliness: 8, pickupReturn: 10, value: 9, comment: 'Smooth', language: 'en' },
      })
    expect((await rate('')).statusCode).toBe(401)
    expect((await rate(grant)).json()).toMatchObject({ bookingId: rented, supplierId: f.alpha._id, score: 9, comment: 'Smooth' })
    expect((await rate(grant)).json().error.code).toBe('review_exists')
    expect((await guest(grant)).json()).toMatchObject({ review: { score: 9 }, mayReview: false })
  })

  it("refuses a suspended driver's link, its hour and a new one, and mails nothing", async () => {
    const db = t.db.database.db
    // A driver of their own: the tests before have asked up to the limit of the first one's email.
    await db.insert(users).values(suspendedLater)
    await f.book(car, day(40, 10), day(43, 10), { _id: ownBooking, status: 'pending', payLater: true, driverId: suspendedLater._id })
    const token = await linkFor(bookingReference(ownBooking), suspendedLater.email)
    const opened = await open(await linkFor(bookingReference(ownBooking), suspendedLater.email))
    const grant = String(opened.headers['set-cookie']).split(';')[0] ?? ''
    expect((await guest(grant)).statusCode).toBe(200)
    await db.update(users).set({ blacklisted: true }).where(eq(users._id, suspendedLater._id))
    try {
      // The hour already open ends, and the link in hand opens nothing, with the reason.
      const during = await guest(grant)
      expect([during.statusCode, during.json().error.code]).toEqual([403, 'account_suspended'])
      const refused = await open(token)
      expect([refused.statusCode, refused.json().error]).toEqual([403, { code: 'account_suspended', message: 'Your account is suspended.' }])
      // Asking again gets the same answer as anybody (it tells nothing), and no mail.
      const before = t.smtp.mails.length
      expect((await ask(bookingReference(ownBooking), suspendedLater.email)).json()).toEqual({ sent: true })
      await t.app.jobs.drain()
      expect(t.smtp.mails.length).toBe(before)
    } finally {
      await db.update(users).set({ blacklisted: false }).where(eq(users._id, suspendedLater._id))
    }
    // Unsuspended, the refused link was not spent by the refusal.
    expect((await open(token)).json()).toEqual({ bookingId: ownBooking })
  })

  it('refuses a link past its hour', async () => {
    const token = await linkFor(bookingReference(other), f.driver.email)
    await t.db.database.db
      .update(bookingLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookingLinks.bookingId, other))
    expect((await open(token)).statusCode).toBe(400)
  })
})
