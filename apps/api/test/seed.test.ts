import { asc, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_ACCOUNTS, seedDemo } from '../src/db/seed/seed'
import { hasContactDetails, reviewProblem, supplierScore } from '@wheelbase/core/reviews'
import { bookings, cars, locations, reviews, supplierRatings, users } from '../src/db/schema'
import { localStorage } from '../src/platform/adapters/storage'
import { FLAVORS, freshDatabase, type TestDatabase } from './helpers/testDatabase'

const anchor = new Date('2026-07-01T00:00:00Z')

describe.each(FLAVORS)('demo seed on %s', (flavor) => {
  let a: TestDatabase
  let b: TestDatabase
  beforeAll(async () => {
    ;[a, b] = await Promise.all([freshDatabase(flavor), freshDatabase(flavor)])
    await seedDemo(a.database, localStorage(a.dataDir), { currency: 'EUR', anchor })
    await seedDemo(b.database, localStorage(b.dataDir), { currency: 'EUR', anchor })
  })
  afterAll(async () => Promise.all([a.cleanup(), b.cleanup()]))

  it('fills the marketplace: suppliers with logos, Greek locations in five languages, 300 cars, bookings, demo accounts', async () => {
    const { db } = a.database
    const suppliers = await db.select().from(users).where(eq(users.type, 'supplier'))
    expect(suppliers.length).toBeGreaterThanOrEqual(6)
    for (const s of suppliers) expect(s.avatar).toMatch(/^\/uploads\/suppliers\/.+\.svg$/)
    const places = await db.select().from(locations)
    expect(places.length).toBeGreaterThanOrEqual(15)
    const athens = places.find((p) => p.nameEn === 'Athens city centre' || p.nameEl.includes('Αθήν'))
    expect(athens?.searchKey).toContain('αθην')
    const [carCount] = await db.select({ n: count() }).from(cars)
    expect(carCount?.n).toBe(300)
    const [bookingCount] = await db.select({ n: count() }).from(bookings)
    expect(bookingCount?.n).toBeGreaterThan(50)
    const accounts = await db.select({ email: users.email, type: users.type, blacklisted: users.blacklisted }).from(users)
    expect(accounts).toEqual(
      expect.arrayContaining([
        { email: DEMO_ACCOUNTS.admin, type: 'admin', blacklisted: false },
        { email: DEMO_ACCOUNTS.driver, type: 'user', blacklisted: false },
        { email: DEMO_ACCOUNTS.suspended, type: 'user', blacklisted: true },
      ]),
    )
  })

  it('varies extras, mileage and fuel policy', async () => {
    const rows = await a.database.db.select().from(cars)
    const extras = rows.flatMap((c) => [c.cancellation, c.theftProtection, c.fullInsurance, c.additionalDriver])
    expect(extras.some((v) => v === -1)).toBe(true)
    expect(extras.some((v) => v === 0)).toBe(true)
    expect(extras.some((v) => v > 0)).toBe(true)
    expect(new Set(rows.map((c) => c.mileage)).has(-1)).toBe(true)
    expect(new Set(rows.map((c) => c.fuelPolicy))).toEqual(new Set(['likeForlike', 'freeTank']))
  })

  it('has verified reviews of past rentals, averages kept, the demo driver still free to rate theirs, one supplier "New"', async () => {
    const { db } = a.database
    const rows = await db
      .select({ supplier: users.fullName, count: supplierRatings.reviewCount, sum: supplierRatings.scoreSum })
      .from(users)
      .leftJoin(supplierRatings, eq(supplierRatings.supplierId, users._id))
      .where(eq(users.type, 'supplier'))
    const scores = new Map(rows.map((r) => [r.supplier, supplierScore(r.sum ?? 0, r.count ?? 0)]))
    expect(scores.get('Hermes Auto')).toBeNull()
    expect([...scores.values()].filter((s) => s !== null).length).toBeGreaterThanOrEqual(5)
    const written = await db.select({ review: reviews, booking: bookings }).from(reviews).innerJoin(bookings, eq(bookings._id, reviews.bookingId))
    expect(written.length).toBeGreaterThan(20)
    for (const { review, booking } of written) {
      expect(reviewProblem(booking, review.createdAt)).toBeNull()
      expect(review.driverId).toBe(booking.driverId)
      if (review.comment) expect(hasContactDetails(review.comment)).toBe(false)
    }
    const [demo] = await db.select({ _id: users._id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.driver))
    expect(written.some(({ review }) => review.driverId === demo?._id)).toBe(false)
    expect(new Set(written.map(({ review }) => review.language)).size).toBe(5)
  })

  it('is deterministic: two machines get the same rows', async () => {
    const pick = (t: TestDatabase) =>
      t.database.db.select({ id: cars._id, name: cars.name, price: cars.dailyPrice, supplier: cars.supplierId }).from(cars).orderBy(asc(cars._id))
    expect(await pick(a)).toEqual(await pick(b))
  })

  it('seeds only an empty database', async () => {
    expect(await seedDemo(a.database, localStorage(a.dataDir), { currency: 'EUR', anchor })).toBe(false)
  })
})
