import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeUser } from '../src/db/factories'
import { bookings, reviews, users } from '../src/db/schema'
import { inviteReviews } from '../src/features/reviews/invitations'
import { loadConfig } from '../src/config'
import { day, fixedId, searchFixture } from './helpers/searchFixture'
import { buildMailTestApp, buildTestApp, type MailTestApp } from './helpers/testApp'
import { FLAVORS } from './helpers/testDatabase'

const LINK = /https?:\/\/[^\s"<>]+\/booking\/manage\?token=([\w-]+)/
const HOUR = 3_600_000
const rating = { score: 9, carCondition: 9, cleanliness: 8, pickupReturn: 10, value: 9, language: 'he' }

/**
 * The invitation to review (issue 30): the day after drop-off, once per rental that took place,
 * in the driver's language; a driver without a password gets a one-time link that opens the
 * review form; a rental reviewed or cancelled meanwhile gets nothing.
 */
describe.each(FLAVORS)('review invitations on %s', (flavor) => {
  let t: MailTestApp
  let f: Awaited<ReturnType<typeof searchFixture>>
  const withPassword = makeUser({
    _id: fixedId(1400),
    fullName: 'Dana Levi',
    email: 'dana@invite.test',
    language: 'he',
    passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$x$y',
  })
  const id = {
    due: fixedId(1410),
    notYet: fixedId(1411),
    cancelled: fixedId(1412),
    tooOld: fixedId(1413),
    reviewed: fixedId(1414),
    hebrew: fixedId(1415),
    pending: fixedId(1416),
  }
  const now = new Date()
  const ago = (ms: number) => new Date(now.getTime() - ms)

  beforeAll(async () => {
    t = await buildMailTestApp(flavor, { RATE_LIMIT_REVIEW: '1000' })
    const db = t.db.database.db
    f = await searchFixture(db)
    await db.insert(users).values(withPassword)
    // One car each, so the periods never overlap.
    const rent = async (name: string, from: Date, to: Date, overrides: Parameters<typeof f.book>[3]) =>
      f.book(await f.addCar(f.alpha._id, [f.athens], { name }), from, to, overrides)
    await rent('Fiat Panda', day(-5), ago(26 * HOUR), { _id: id.due, status: 'paid' })
    await rent('Car B', day(-4), ago(20 * HOUR), { _id: id.notYet, status: 'reserved' })
    await rent('Car C', day(-8), ago(30 * HOUR), { _id: id.cancelled, status: 'cancelled' })
    await rent('Car D', day(-12), ago(8 * 24 * HOUR), { _id: id.tooOld, status: 'paid' })
    await rent('Car E', day(-20), ago(50 * HOUR), { _id: id.reviewed, status: 'deposit' })
    await rent('Car F', day(-30), ago(28 * HOUR), { _id: id.hebrew, status: 'reserved', driverId: withPassword._id })
    await rent('Car G', day(-40), ago(27 * HOUR), { _id: id.pending, status: 'pending', payLater: true })
    await db.insert(reviews).values({
      _id: fixedId(1420),
      bookingId: id.reviewed,
      supplierId: f.alpha._id,
      driverId: f.driver._id,
      score: 7,
      carCondition: 7,
      cleanliness: 7,
      pickupReturn: 7,
      value: 7,
      language: 'en',
    })
  })
  afterAll(async () => t.close())

  const invitedIds = async () =>
    (await t.db.database.db.select({ _id: bookings._id, at: bookings.reviewInvitedAt }).from(bookings))
      .filter((b) => b.at)
      .map((b) => b._id)
      .sort()

  it('invites each rental a day past drop-off once, in its driver language, whichever sweeps', async () => {
    const before = t.smtp.mails.length
    // Two sweeps at once (two instances), then one more: each rental is invited by one of them.
    const counts = await Promise.all([inviteReviews(t.db.database.db, now), inviteReviews(t.db.database.db, now)])
    expect(counts[0] + counts[1]).toBe(2)
    expect(await inviteReviews(t.db.database.db, now)).toBe(0)
    expect(await invitedIds()).toEqual([id.due, id.hebrew].sort())
    await t.app.jobs.drain()
    const mails = t.smtp.mails.slice(before)
    expect(mails.map((m) => m.to[0]).sort()).toEqual([f.driver.email, withPassword.email].sort())
    const english = mails.find((m) => m.to[0] === f.driver.email)
    expect(english?.subject).toBe('How was your rental with Alpha Rent?')
    expect(english?.text).toContain('Fiat Panda')
    expect(english?.text).toContain('This link can be used once, within 14 days.')
    const hebrew = mails.find((m) => m.to[0] === withPassword.email)
    expect(hebrew?.language).toBe('he')
    expect(hebrew?.subject).toBe('איך הייתה ההשכרה אצל Alpha Rent?')
    // A driver with a password signs in to the booking page: no token travels for them.
    expect(hebrew?.text).toContain(`${t.config.publicUrl}/he/booking?b=${id.hebrew}`)
    expect(hebrew?.text).not.toMatch(LINK)
    // Later sweeps send nothing again, even once the drop-off of the next rental has passed too.
    await inviteReviews(t.db.database.db, new Date(now.getTime() + 5 * HOUR))
    await t.app.jobs.drain()
    expect(
      t.smtp.mails
        .slice(before)
        .map((m) => m.to[0])
        .sort(),
    ).toEqual([f.driver.email, f.driver.email, withPassword.email].sort())
    expect(await invitedIds()).toEqual([id.due, id.notYet, id.hebrew].sort())
  })

  it("gives a guest a one-time link that opens the form, and the review is that booking's", async () => {
    const mail = t.smtp.mails.find((m) => m.to[0] === f.driver.email && m.text.includes('Fiat Panda'))
    const token = LINK.exec(mail?.text ?? '')?.[1] ?? ''
    const opened = await t.app.inject({ method: 'POST', url: '/api/booking-links/open', payload: { token } })
    expect(opened.json()).toHaveProperty('bookingId')
    const cookie = String(opened.headers['set-cookie']).split(';')[0] ?? ''
    const view = await t.app.inject({ url: '/api/guest-booking', headers: { cookie } })
    expect(view.json()).toMatchObject({ mayReview: true, review: null })
    const written = await t.app.inject({ method: 'POST', url: '/api/guest-booking/review', headers: { cookie }, payload: rating })
    expect(written.statusCode).toBe(200)
    expect(written.json()).toMatchObject({ supplierId: f.alpha._id, score: 9, language: 'he' })
    // The link opened once only.
    expect((await t.app.inject({ method: 'POST', url: '/api/booking-links/open', payload: { token } })).json().error.code).toBe('manage_link_invalid')
  })

  it('sends nothing for a rental reviewed or cancelled after it was invited', async () => {
    const db = t.db.database.db
    const [reviewedLater, cancelledLater] = [fixedId(1430), fixedId(1431)]
    await f.book(await f.addCar(f.alpha._id, [f.athens], { name: 'Opel Corsa' }), day(-6), ago(25 * HOUR), { _id: reviewedLater, status: 'paid' })
    await f.book(await f.addCar(f.alpha._id, [f.athens], { name: 'Opel Corsa' }), day(-9), ago(25 * HOUR), { _id: cancelledLater, status: 'paid' })
    const before = t.smtp.mails.length
    // The review and the cancellation commit with the invitations, so they come before the mails run.
    await db.transaction(async (tx) => {
      expect(await inviteReviews(tx, now)).toBe(2)
      await tx.insert(reviews).values({
        _id: fixedId(1432),
        bookingId: reviewedLater,
        supplierId: f.alpha._id,
        driverId: f.driver._id,
        score: 5,
        carCondition: 5,
        cleanliness: 5,
        pickupReturn: 5,
        value: 5,
        language: 'en',
      })
      await tx.update(bookings).set({ status: 'cancelled' }).where(eq(bookings._id, cancelledLater))
    })
    await t.app.jobs.drain()
    expect(await invitedIds()).toEqual(expect.arrayContaining([reviewedLater, cancelledLater]))
    expect(t.smtp.mails.slice(before).filter((m) => m.text.includes('Opel Corsa'))).toEqual([])
  })
})

describe.each(FLAVORS)('the test clock on %s', (flavor) => {
  it('moves on a test server only, and runs the sweep on its time', async () => {
    const t = await buildMailTestApp(flavor, { TEST_CLOCK: 'true' })
    try {
      const f = await searchFixture(t.db.database.db)
      const car = await f.addCar(f.alpha._id, [f.athens])
      const rental = fixedId(1450)
      await f.book(car, day(1), day(3), { _id: rental, status: 'paid' })
      const at = new Date(day(4, 9).getTime())
      const moved = await t.app.inject({ method: 'POST', url: '/api/test/clock', payload: { at: at.toISOString() } })
      expect(moved.statusCode).toBe(200)
      expect(Math.abs(new Date(moved.json().now).getTime() - at.getTime())).toBeLessThan(60_000)
      const mail = t.smtp.next(f.driver.email, /Alpha Rent/)
      await t.app.jobs.drain()
      expect((await mail).text).toMatch(LINK)
    } finally {
      await t.close()
    }
    const plain = await buildTestApp(flavor)
    try {
      const refused = await plain.app.inject({ method: 'POST', url: '/api/test/clock', payload: { at: new Date().toISOString() } })
      expect(refused.statusCode).toBe(404)
    } finally {
      await plain.close()
    }
  })

  it('is refused in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', TEST_CLOCK: 'true' })).toThrow(/TEST_CLOCK: is for test servers only/)
  })
})
