import { CONTACT_DISGUISES } from '../../../packages/core/test/contactDisguises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, isNull, sql, type AnyColumn } from 'drizzle-orm'
import { BOOKING_STATUSES } from '@wheelbase/core/bookingStatus'
import { translateMessage } from '@wheelbase/core/messages'
import { makeUser } from '../src/db/factories'
import { bookings, reviews, users } from '../src/db/schema'
import { day, fixedId, searchFixture } from './helpers/searchFixture'
import { buildTestApp, type TestApp } from './helpers/testApp'
import { signedInAs, type Caller } from './helpers/callers'
import { FLAVORS } from './helpers/testDatabase'

type Who = 'driverA' | 'driverB' | 'supplierX' | 'supplierY' | 'admin'
const rating = { score: 9, carCondition: 8, cleanliness: 10, pickupReturn: 7, value: 9 }

/**
 * Verified reviews (issue 30): only the driver of a past rental that took place reviews its
 * supplier, once; the supplier replies; an admin hides; everybody else is refused, and the
 * supplier's averages follow every write.
 */
describe.each(FLAVORS)('reviews on %s', (flavor) => {
  let t: TestApp
  let f: Awaited<ReturnType<typeof searchFixture>>
  const as = {} as Record<Who, Caller>
  const driverB = makeUser({ _id: fixedId(1300), fullName: 'Bella Maria Other', email: 'bella@reviews.test' })
  const admin = makeUser({ _id: fixedId(1301), type: 'admin', email: 'admin@reviews.test' })
  // One past booking of driver A per status, a future paid one, and a past paid one of driver B.
  const past = Object.fromEntries(BOOKING_STATUSES.map((status, i) => [status, fixedId(1310 + i)])) as Record<
    (typeof BOOKING_STATUSES)[number],
    string
  >
  const future = fixedId(1320)
  const ofB = fixedId(1321)

  beforeAll(async () => {
    t = await buildTestApp(flavor, { RATE_LIMIT_REVIEW: '1000' })
    const db = t.db.database.db
    f = await searchFixture(db)
    await db.update(users).set({ fullName: 'Anna Louise Private' }).where(eq(users._id, f.driver._id))
    await db.insert(users).values([driverB, admin])
    Object.assign(
      as,
      await signedInAs(db, { driverA: f.driver._id, driverB: driverB._id, supplierX: f.alpha._id, supplierY: f.beta._id, admin: admin._id }),
    )
    const car = await f.addCar(f.alpha._id, [f.athens], { name: 'Fiat Panda' })
    for (const [i, status] of BOOKING_STATUSES.entries()) await f.book(car, day(-60 + i * 4), day(-58 + i * 4), { _id: past[status], status })
    await f.book(car, day(10), day(12), { _id: future, status: 'paid' })
    await f.book(car, day(-30), day(-28), { _id: ofB, status: 'paid', driverId: driverB._id })
  })
  afterAll(async () => t.close())

  const write = (caller: Caller | null, bookingId: string, body: object = { ...rating, language: 'en' }, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: `/api/bookings/${bookingId}/review`,
      headers: { ...caller?.headers, 'accept-language': lang },
      payload: body,
    })
  const reply = (caller: Caller | null, id: string, text: string) =>
    t.app.inject({ method: 'POST', url: `/api/reviews/${id}/reply`, headers: caller?.headers ?? {}, payload: { text } })
  const hide = (caller: Caller | null, id: string, reason = 'Insults the staff') =>
    t.app.inject({ method: 'POST', url: `/api/reviews/${id}/hide`, headers: caller?.headers ?? {}, payload: { reason } })
  const list = (supplierId: string, query = '', caller: Caller | null = null) =>
    t.app.inject({ url: `/api/suppliers/${supplierId}/reviews${query}`, headers: caller?.headers ?? {} })

  it('takes a review of a rental that took place, after drop-off, once per booking, from its driver only', async () => {
    expect((await write(null, past.paid)).statusCode).toBe(401)
    expect((await write(as.supplierX, past.paid)).statusCode).toBe(403)
    expect((await write(as.admin, past.paid)).statusCode).toBe(403)
    expect((await write(as.driverB, past.paid)).statusCode).toBe(404)
    expect((await write(as.driverA, 'not-an-id')).statusCode).toBe(404)
    for (const status of ['void', 'pending', 'cancelled'] as const) {
      const refused = await write(as.driverA, past[status])
      expect([status, refused.statusCode, refused.json().error.code]).toEqual([status, 409, 'review_not_rented'])
    }
    const early = await write(as.driverA, future, undefined, 'fr')
    expect(early.json().error).toEqual({ code: 'review_not_over', message: translateMessage('fr', 'reviews.notOver') })
    for (const status of ['paid', 'deposit', 'reserved'] as const) {
      const written = await write(as.driverA, past[status], { ...rating, comment: `Fine car (${status})`, language: 'he' })
      expect(written.statusCode, status).toBe(200)
      expect(written.json()).toMatchObject({ bookingId: past[status], supplierId: f.alpha._id, author: 'Anna P.', ...rating, language: 'he' })
    }
    const again = await write(as.driverA, past.paid)
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'review_exists'])
    const stored = await t.db.database.db.select().from(reviews).where(eq(reviews.driverId, f.driver._id))
    expect(stored).toHaveLength(3)
    // The booking shows its review to those who see it, and offers no second one.
    const detail = (caller: Caller, id: string) => t.app.inject({ url: `/api/bookings/${id}`, headers: caller.headers })
    expect((await detail(as.driverA, past.paid)).json()).toMatchObject({ mayReview: false, review: { score: 9, author: 'Anna P.' } })
    expect((await detail(as.supplierX, past.paid)).json().review.comment).toBe('Fine car (paid)')
    expect((await detail(as.driverA, future)).json()).toMatchObject({ mayReview: false, review: null })
    expect((await detail(as.driverB, ofB)).json()).toMatchObject({ mayReview: true, review: null })
    expect((await detail(as.supplierX, ofB)).json().mayReview).toBe(false)
  })

  it('refuses scores out of range and texts with contact details, in the caller language, and stores nothing', async () => {
    const before = await t.db.database.db.select({ n: sql<number>`count(*)::int` }).from(reviews)
    for (const score of [0, 11, 7.5, '9']) expect((await write(as.driverB, ofB, { ...rating, score, language: 'en' })).statusCode).toBe(400)
    for (const comment of [
      'Write me at anna@example.com',
      'Call +30 210 123 4567 instead',
      'Cheaper on www.other-rental.com',
      'See https://x.io/deal',
      ...CONTACT_DISGUISES,
    ]) {
      const refused = await write(as.driverB, ofB, { ...rating, comment, language: 'el' }, 'el')
      expect(refused.statusCode, comment).toBe(400)
      expect(JSON.stringify(refused.json()), comment).toContain(translateMessage('el', 'validation.contactDetails'))
    }
    expect((await write(as.driverB, ofB, { ...rating, comment: 'x'.repeat(1001), language: 'en' })).statusCode).toBe(400)
    const after = await t.db.database.db.select({ n: sql<number>`count(*)::int` }).from(reviews)
    expect(after).toEqual(before)
    // A plain comment with numbers (a price, a date, a flight) is no phone number.
    const fine = await write(as.driverB, ofB, { ...rating, score: 6, comment: 'Paid 45 euros for 3 days, flight A3 602 on 12/05.', language: 'en' })
    expect(fine.statusCode).toBe(200)
    expect(fine.json().author).toBe('Bella O.')
  })

  it("lets a review's supplier reply once and change it, and no one else", async () => {
    const [review] = await t.db.database.db.select().from(reviews).where(eq(reviews.bookingId, past.paid))
    const id = review!._id
    expect((await reply(null, id, 'Thanks')).statusCode).toBe(401)
    expect((await reply(as.driverA, id, 'Thanks')).statusCode).toBe(403)
    expect((await reply(as.supplierY, id, 'Thanks')).statusCode).toBe(404)
    expect((await reply(as.supplierX, id, 'Visit www.alpha-rent.com')).statusCode).toBe(400)
    expect((await reply(as.supplierX, id, 'Thank you, Anna!')).json().reply).toMatchObject({ text: 'Thank you, Anna!' })
    const changed = await reply(as.supplierX, id, 'Thank you, Anna! See you soon.')
    expect(changed.json().reply.text).toBe('Thank you, Anna! See you soon.')
    const [row] = await t.db.database.db.select().from(reviews).where(eq(reviews._id, id))
    expect(row).toMatchObject({ reply: 'Thank you, Anna! See you soon.', repliedBy: f.alpha._id })
  })

  it('lets admins alone hide a review: it leaves the public list and the averages, its supplier sees why', async () => {
    const [review] = await t.db.database.db.select().from(reviews).where(eq(reviews.bookingId, past.deposit))
    const id = review!._id
    const before = (await list(f.alpha._id)).json()
    expect(before.rating.count).toBe(4)
    expect((await hide(null, id)).statusCode).toBe(401)
    expect((await hide(as.driverA, id)).statusCode).toBe(403)
    expect((await hide(as.supplierX, id)).statusCode).toBe(403)
    expect((await hide(as.admin, fixedId(1399))).statusCode).toBe(404)
    const hidden = await hide(as.admin, id)
    expect(hidden.json().hidden).toMatchObject({ reason: 'Insults the staff' })
    const shown = (await list(f.alpha._id)).json()
    expect(shown.rating.count).toBe(3)
    expect(shown.items.map((r: { _id: string }) => r._id)).not.toContain(id)
    const own = (await list(f.alpha._id, '', as.supplierX)).json()
    expect(own.items.find((r: { _id: string }) => r._id === id).hidden.reason).toBe('Insults the staff')
    const [row] = await t.db.database.db.select().from(reviews).where(eq(reviews._id, id))
    expect(row?.hiddenBy).toBe(admin._id)
  })

  it("lists a supplier's reviews 10 a page, sorted and filtered, with averages; an unknown or banned supplier is 404", async () => {
    expect((await list(fixedId(1398))).statusCode).toBe(404)
    expect((await list(f.banned._id)).statusCode).toBe(404)
    expect((await list(f.alpha._id, '?sort=best')).statusCode).toBe(400)
    const db = t.db.database.db
    const car = await f.addCar(f.beta._id, [f.athens], { name: 'Beta Car' })
    for (let i = 0; i < 12; i++) {
      const bookingId = fixedId(1330 + i)
      await f.book(car, day(-200 + i * 3), day(-199 + i * 3), { _id: bookingId, status: 'paid' })
      await db.insert(reviews).values({
        _id: fixedId(1350 + i),
        bookingId,
        supplierId: f.beta._id,
        driverId: f.driver._id,
        ...rating,
        score: (i % 10) + 1,
        language: i % 2 ? 'fr' : 'en',
        createdAt: day(-100 + i),
      })
    }
    const first = (await list(f.beta._id)).json()
    expect(first.items).toHaveLength(10)
    expect(first.nextPage).toBe(2)
    expect(first.items[0]._id).toBe(fixedId(1361))
    expect((await list(f.beta._id, '?page=2')).json()).toMatchObject({ nextPage: null, items: [{}, {}] })
    expect((await list(f.beta._id, '?sort=lowest')).json().items[0].score).toBe(1)
    expect((await list(f.beta._id, '?sort=highest')).json().items[0].score).toBe(10)
    const french = (await list(f.beta._id, '?lang=fr')).json()
    expect(french.items.every((r: { language: string }) => r.language === 'fr')).toBe(true)
    expect(first.rating).toMatchObject({ count: 12, score: 4.8, carCondition: 8, cleanliness: 10 })
  })

  it('keeps the averages equal to a direct SQL average through 200 random reviews, hides, replies and deletions', async () => {
    const db = t.db.database.db
    let seed = 42
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31
    const score = () => 1 + Math.floor(random() * 10)
    const suppliers = [f.alpha._id, f.beta._id]
    const ids: string[] = []
    for (let i = 0; i < 200; i++) {
      const id = fixedId(2000 + i)
      ids.push(id)
      const supplierId = suppliers[i % 2]!
      await db.insert(reviews).values({
        _id: id,
        bookingId: null,
        supplierId,
        driverId: i % 3 ? f.driver._id : driverB._id,
        score: score(),
        carCondition: score(),
        cleanliness: score(),
        pickupReturn: score(),
        value: score(),
        language: 'en',
      })
      const roll = random()
      const target = ids[Math.floor(random() * ids.length)]!
      if (roll < 0.15) expect((await hide(as.admin, target, `Reason ${i}`)).statusCode).toBe(200)
      else if (roll < 0.3)
        await db
          .update(reviews)
          .set({ reply: `Reply ${i}`, repliedAt: new Date() })
          .where(eq(reviews._id, target))
      else if (roll < 0.35) await db.update(reviews).set({ score: score(), value: score() }).where(eq(reviews._id, target))
      else if (roll < 0.4) await db.delete(reviews).where(eq(reviews._id, target))
    }
    // A deleted booking leaves its review, still counted.
    await db.delete(bookings).where(eq(bookings._id, past.reserved))
    for (const supplierId of suppliers) {
      const avg = (column: AnyColumn) => sql<number>`avg(${column})::float`
      const [direct] = await db
        .select({
          count: sql<number>`count(*)::int`,
          score: avg(reviews.score),
          carCondition: avg(reviews.carCondition),
          cleanliness: avg(reviews.cleanliness),
          pickupReturn: avg(reviews.pickupReturn),
          value: avg(reviews.value),
        })
        .from(reviews)
        .where(and(eq(reviews.supplierId, supplierId), isNull(reviews.hiddenAt)))
      const round = (n: number) => Math.round(n * 10) / 10
      const answered = (await list(supplierId)).json().rating
      expect(answered).toEqual({
        count: direct!.count,
        score: round(direct!.score),
        carCondition: round(direct!.carCondition),
        cleanliness: round(direct!.cleanliness),
        pickupReturn: round(direct!.pickupReturn),
        value: round(direct!.value),
      })
    }
  })
})

describe('writing reviews is rate limited', () => {
  let t: TestApp
  afterAll(async () => t.close())
  it('answers 429 past the limit per account, with Retry-After', async () => {
    t = await buildTestApp('pglite', { RATE_LIMIT_REVIEW: '2' })
    const db = t.db.database.db
    const f = await searchFixture(db)
    const { admin } = await signedInAs(db, { admin: f.driver._id })
    await db.update(users).set({ type: 'admin' }).where(eq(users._id, f.driver._id))
    const hide = () => t.app.inject({ method: 'POST', url: `/api/reviews/${fixedId(1)}/hide`, headers: admin!.headers, payload: { reason: 'x' } })
    expect((await hide()).statusCode).toBe(404)
    expect((await hide()).statusCode).toBe(404)
    const limited = await hide()
    expect(limited.statusCode).toBe(429)
    expect(limited.headers['retry-after']).toBeDefined()
  })
})
