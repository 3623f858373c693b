import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookings } from '../src/db/schema'
import { checkoutAs, signedInAs, type Caller } from './helpers/callers'
import { day, searchFixture } from './helpers/searchFixture'
import { buildMailTestApp, type MailTestApp } from './helpers/testApp'
import { FLAVORS } from './helpers/testDatabase'
import { checkoutBody, TEST_CARD } from './helpers/checkoutBody'

const MINUTE = 60_000

/**
 * One clock (issue 43): on a test server whose clock was moved, a checkout's payment deadline and
 * an amendment's period rule read the moved time, as the reviews' window already did.
 */
describe.each(FLAVORS)('the moved test clock on %s', (flavor) => {
  let t: MailTestApp
  let f: Awaited<ReturnType<typeof searchFixture>>
  let as: Record<'driver', Caller>
  let car: Awaited<ReturnType<typeof f.addCar>>

  beforeAll(async () => {
    t = await buildMailTestApp(flavor, { TEST_CLOCK: 'true' })
    f = await searchFixture(t.db.database.db)
    as = await signedInAs(t.db.database.db, { driver: f.driver._id })
    car = await f.addCar(f.alpha._id, [f.athens], { name: 'Clockwork Corsa' })
  })
  afterAll(async () => t.close())

  const moveClockTo = async (at: Date) => {
    const moved = await t.app.inject({ method: 'POST', url: '/api/test/clock', payload: { at: at.toISOString() } })
    expect(moved.statusCode).toBe(200)
  }

  it('gives a card checkout its 30 minutes from the moved time', async () => {
    const at = day(5, 9)
    await moveClockTo(at)
    const driver = { fullName: f.driver.fullName, email: f.driver.email, birthDate: '1990-05-20' }
    const period = { from: day(8, 10), to: day(10, 10) }
    const res = await checkoutAs(
      t.app,
      as.driver,
      checkoutBody({ car: car._id, pickup: f.athens._id, ...period, driver }, { payment: { method: 'card', card: TEST_CARD } }),
    )
    expect(res.statusCode).toBe(200)
    const [row] = await t.db.database.db.select().from(bookings).where(eq(bookings._id, res.json().bookingId))
    const deadline = row?.paymentDeadline?.getTime() ?? 0
    expect(Math.abs(deadline - (at.getTime() + 30 * MINUTE))).toBeLessThan(MINUTE)
  })

  it('refuses to amend a booking to a pick-up that the moved clock has passed', async () => {
    await moveClockTo(day(1, 9))
    const bookingId = crypto.randomUUID()
    await f.book(car, day(12, 10), day(14, 10), { _id: bookingId, driverId: f.driver._id, status: 'pending', payLater: true })
    const change = { pickup: f.athens._id, from: day(3, 10).toISOString(), to: day(5, 10).toISOString(), options: {} }
    const quote = () =>
      t.app.inject({ method: 'POST', url: `/api/bookings/${bookingId}/amendment-quote`, headers: as.driver.headers, payload: change })
    expect((await quote()).statusCode).toBe(200)
    await moveClockTo(day(4, 9))
    const refused = await quote()
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error.code).toMatch(/past/i)
  })
})
