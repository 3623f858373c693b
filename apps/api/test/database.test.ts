import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BOOKING_STATUSES, type TBookingStatus } from '@wheelbase/core/bookingStatus'
import { makeBooking, makeCar, makeLocation, makeUser } from '../src/db/factories'
import { carLocations, cars, locations, users } from '../src/db/schema'
import { insertBooking } from './helpers/insertBooking'
import { DomainError } from '../src/domain/errors'
import { queryRows } from '../src/db/client'
import { migrateDatabase } from '../src/db/migrate'
import { FLAVORS, freshDatabase, type TestDatabase } from './helpers/testDatabase'

const at = (day: number, hour = 10) => new Date(Date.UTC(2027, 5, day, hour))

describe.each(FLAVORS)('database on %s', (flavor) => {
  let t: TestDatabase
  const supplier = makeUser({ type: 'supplier', fullName: 'Aegean Wheels' })
  const driver = makeUser()
  const place = makeLocation()
  const car = makeCar(supplier._id)
  const booking = (fromDay: number, toDay: number, status: TBookingStatus = 'paid') =>
    makeBooking({ car, driverId: driver._id, locationId: place._id, from: at(fromDay), to: at(toDay) }, { status })

  beforeAll(async () => {
    t = await freshDatabase(flavor)
    const { db } = t.database
    await db.insert(users).values([supplier, driver])
    await db.insert(locations).values(place)
    await db.insert(cars).values(car)
    await db.insert(carLocations).values({ carId: car._id, locationId: place._id })
  })
  afterAll(async () => t.cleanup())

  it('applies every migration on an empty database, and again without change', async () => {
    const tables = await queryRows<{ table_name: string }>(
      t.database.db,
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
    )
    expect(tables.map((r) => r.table_name)).toEqual(
      expect.arrayContaining([
        'bookings',
        'booking_status_history',
        'car_locations',
        'cars',
        'locations',
        'notifications',
        'sessions',
        'tokens',
        'users',
      ]),
    )
    await expect(migrateDatabase(t.database)).resolves.toBeUndefined()
  })

  it('makes email addresses unique whatever their case', async () => {
    await expect(t.database.db.insert(users).values(makeUser({ email: driver.email.toUpperCase() }))).rejects.toThrow()
  })

  it('refuses a booking that overlaps a blocking one with a 409-ready error', async () => {
    await insertBooking(t.database.db, booking(1, 5), null)
    const clash = insertBooking(t.database.db, booking(4, 8), null)
    await expect(clash).rejects.toBeInstanceOf(DomainError)
    await expect(insertBooking(t.database.db, booking(2, 3, 'pending'), null)).rejects.toMatchObject({ problem: 'conflict', code: 'booking_overlap' })
  })

  it('accepts a booking that starts when the previous one ends', async () => {
    await expect(insertBooking(t.database.db, booking(5, 7), null)).resolves.toBeUndefined()
    await expect(insertBooking(t.database.db, booking(7, 9, 'reserved'), null)).resolves.toBeUndefined()
  })

  it('never lets void or cancelled bookings block the car', async () => {
    await expect(insertBooking(t.database.db, booking(1, 9, 'void'), null)).resolves.toBeUndefined()
    await expect(insertBooking(t.database.db, booking(1, 9, 'cancelled'), null)).resolves.toBeUndefined()
  })

  it('blocks for each of pending, deposit, paid and reserved', async () => {
    const blocking = BOOKING_STATUSES.filter((s) => s !== 'void' && s !== 'cancelled')
    for (const [i, status] of blocking.entries()) {
      const start = 20 + i * 2
      await insertBooking(t.database.db, booking(start, start + 2, status), null)
      await expect(insertBooking(t.database.db, booking(start + 1, start + 2, 'paid'), null)).rejects.toMatchObject({ problem: 'conflict' })
    }
  })

  it('refuses a period that ends before it starts', async () => {
    await expect(insertBooking(t.database.db, booking(12, 11), null)).rejects.toThrow()
  })
})

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('concurrent checkouts on PostgreSQL', () => {
  it('keeps exactly one of 20 simultaneous overlapping bookings of one car', async () => {
    const t = await freshDatabase('postgres')
    try {
      const { db } = t.database
      const supplier = makeUser({ type: 'supplier' })
      const drivers = Array.from({ length: 20 }, () => makeUser())
      const place = makeLocation()
      const car = makeCar(supplier._id)
      await db.insert(users).values([supplier, ...drivers])
      await db.insert(locations).values(place)
      await db.insert(cars).values(car)
      const results = await Promise.allSettled(
        drivers.map((d, i) =>
          insertBooking(
            db,
            makeBooking({ car, driverId: d._id, locationId: place._id, from: at(1 + (i % 3)), to: at(6) }, { status: 'pending' }),
            d._id,
          ),
        ),
      )
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
      const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')
      expect(rejected).toHaveLength(19)
      for (const r of rejected) expect(r.reason).toMatchObject({ problem: 'conflict', code: 'booking_overlap' })
      const count = await queryRows<{ n: string }>(db, sql`SELECT count(*)::text AS n FROM bookings WHERE car_id = ${car._id}`)
      expect(count[0]?.n).toBe('1')
    } finally {
      await t.cleanup()
    }
  })
})
