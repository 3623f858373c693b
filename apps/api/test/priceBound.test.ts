import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_TOTAL_CENTS } from '@wheelbase/core/pricing'
import { CAR_LIMITS } from '@wheelbase/core/schemas/consoleCars'
import { bookings } from '../src/db/schema'
import { checkoutAs, signedInAs, type Caller } from './helpers/callers'
import { checkoutBody, TEST_CARD } from './helpers/checkoutBody'
import { day, searchFixture } from './helpers/searchFixture'
import { buildTestApp, type TestApp } from './helpers/testApp'
import { FLAVORS } from './helpers/testDatabase'

/**
 * A price no booking may carry (issue 46's finding: a 30-day rental at the form's maximum daily
 * price, €1,000,000, answered 500 "out of range for type integer"). Core's MAX_TOTAL_CENTS bounds
 * it: the car's quote and the checkout refuse alike with a 400, and nothing is stored.
 */
describe.each(FLAVORS)('the most a booking may cost on %s', (flavor) => {
  let t: TestApp
  let f: Awaited<ReturnType<typeof searchFixture>>
  let driver: Caller

  beforeAll(async () => {
    t = await buildTestApp(flavor, { RATE_LIMIT_CHECKOUT: '1000' })
    f = await searchFixture(t.db.database.db)
    driver = (await signedInAs(t.db.database.db, { driver: f.driver._id })).driver
  })
  afterAll(async () => t.close())

  it('refuses a 30-day rental at the maximum daily price at the quote and the checkout, and quotes a shorter one', async () => {
    const car = await f.addCar(f.alpha._id, [f.athens], { name: 'Most Expensive', dailyPrice: CAR_LIMITS.price })
    const quote = (days: number) =>
      t.app.inject({ url: `/api/cars/${car._id}?pickup=${f.athens._id}&from=${day(20, 10).toISOString()}&to=${day(20 + days, 10).toISOString()}` })

    const month = await quote(30)
    expect([month.statusCode, month.json().error.code]).toEqual([400, 'price_too_high'])
    const body = checkoutBody({
      car: car._id,
      pickup: f.athens._id,
      from: day(20, 10),
      to: day(50, 10),
      driver: { fullName: 'Rich Driver', email: f.driver.email, birthDate: '1980-01-01' },
    })
    const checkout = await checkoutAs(t.app, driver, { ...body, payment: { method: 'card', card: TEST_CARD } })
    expect([checkout.statusCode, checkout.json().error.code]).toEqual([400, 'price_too_high'])
    expect(await t.db.database.db.select().from(bookings).where(eq(bookings.carId, car._id))).toEqual([])

    // Five days stay within the bound, and are quoted as usual.
    const week = await quote(5)
    expect(week.statusCode).toBe(200)
    expect(week.json().quote.totalPrice).toBeLessThanOrEqual(MAX_TOTAL_CENTS)
  })
})
