import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import pino from 'pino'
import type { TCheckoutBody } from '@wheelbase/core/schemas/checkout'
import { periodOf } from '../../../data/period'
import { bookings } from '../../../db/schema'
import type { BookingNotices } from '../../../domain/notices'
import { NO_FEES } from '@wheelbase/core/fees'
import { priceRental } from '../../../domain/price'
import { localStorage } from '../../../platform/adapters/storage'
import { createAppContext, type AppContext } from '../../../appContext'
import { day, searchFixture } from '../../../../test/helpers/searchFixture'
import { testConfig } from '../../../../test/helpers/testApp'
import { FLAVORS, freshDatabase, type TestDatabase } from '../../../../test/helpers/testDatabase'
import { holdCar } from './holdCar'
import { loadCar } from './loadCar'
import { idempotencyOf } from './replay'

describe.each(FLAVORS)('holding the car on %s', (flavor) => {
  let db: TestDatabase
  let ctx: AppContext
  beforeAll(async () => {
    db = await freshDatabase(flavor)
    // A card payment tells no one at once (the payment does): a notice here would be a fault.
    const notices = new Proxy({}, { get: () => () => Promise.reject(new Error('no notice expected')) }) as BookingNotices
    ctx = createAppContext(
      { config: testConfig(db.dataDir), database: db.database, storage: localStorage(db.dataDir), notices },
      pino({ level: 'silent' }),
    )
  })
  afterAll(async () => db.cleanup())

  it('stores the booking with the server’s price and a 30-minute hold, voids an expired hold first, and refuses an overlap (409)', async () => {
    const f = await searchFixture(db.database.db)
    const added = await f.addCar(f.alpha._id, [f.athens], { dailyPrice: 5_000 })
    const { car, keyTerms } = await loadCar(db.database.db, added._id)
    const expired = crypto.randomUUID()
    await f.book(added, day(4, 10), day(6, 10), { _id: expired, status: 'pending', paymentDeadline: new Date(Date.now() - 60_000) })
    const period = await periodOf(
      db.database.db,
      { pickup: f.athens._id, from: day(4, 10).toISOString(), to: day(6, 10).toISOString() },
      ctx.config.periods,
      new Date(),
    )
    const driver = { details: { fullName: 'D', email: 'd@hold.test', phone: '+30 690 000 0000', birthDate: '1990-01-01' }, options: {}, age: 36 }
    const price = priceRental({ car: { ...car, seasons: [] }, rental: period, options: {}, driverAge: null, percentage: 0, fees: NO_FEES })
    const card = { method: 'card' as const, card: { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' }, part: 'full' as const }
    const body = { driver: driver.details, options: {}, payment: card } as TCheckoutBody
    const hold = (key: string) =>
      holdCar(ctx, {
        actor: { userId: f.driver._id, type: 'user' } as never,
        guest: null,
        car,
        keyTerms,
        period,
        driver,
        price,
        body,
        payment: card,
        idempotency: idempotencyOf({ userId: f.driver._id, type: 'user' } as never, body, key),
      })

    const held = await hold('k1')
    if (!('booking' in held)) throw new Error('expected a new booking')
    const [row] = await db.database.db.select().from(bookings).where(eq(bookings._id, held.booking._id))
    expect([row?.status, row?.totalPrice]).toEqual(['pending', 10_000])
    expect(Math.abs((row?.paymentDeadline?.getTime() ?? 0) - Date.now() - 30 * 60_000)).toBeLessThan(60_000)
    const [old] = await db.database.db.select({ status: bookings.status }).from(bookings).where(eq(bookings._id, expired))
    expect(old?.status).toBe('void')

    await expect(hold('k2')).rejects.toMatchObject({ problem: 'conflict', code: 'car_unavailable' })
  })
})
