import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookingReference } from '@wheelbase/core/bookingStatus'
import { makeUser } from '../src/db/factories'
import { queryRows } from '../src/db/client'
import { bookings, users } from '../src/db/schema'
import { checkoutAs, signedInStaff, type Caller, type TStaff } from './helpers/callers'
import { checkoutBody } from './helpers/checkoutBody'
import { day, fixedId, searchFixture, type TSearchFixture, type TFixtureCar } from './helpers/searchFixture'
import { buildTestApp, type TestApp } from './helpers/testApp'
import { FLAVORS } from './helpers/testDatabase'

/**
 * Staff change a booking from another channel (issue 44) through the amendment's path: the same
 * period rules, price and desk terms as a driver's change, the car held by the database (a 409
 * naming what it meets), another car of the same supplier where the booking moves, staff's own
 * total with why. A Wheelbase booking stays its driver's to change.
 */
describe.each(FLAVORS)("staff's change of a booking from another channel on %s", (flavor) => {
  let t: TestApp
  let f: TSearchFixture
  const as = {} as Record<TStaff, Caller>
  let car: TFixtureCar
  let spare: TFixtureCar
  let yCar: TFixtureCar

  beforeAll(async () => {
    t = await buildTestApp(flavor, { RATE_LIMIT_CHECKOUT: '1000' })
    const db = t.db.database.db
    f = await searchFixture(db)
    Object.assign(as, await signedInStaff(db, f, makeUser({ _id: fixedId(985), type: 'admin', email: 'admin@amend.test' })))
    car = await f.addCar(f.alpha._id, [f.athens, f.piraeus], { name: 'Fiat Panda', dailyPrice: 4_000 })
    spare = await f.addCar(f.alpha._id, [f.athens], { name: 'Toyota Yaris', dailyPrice: 5_000 })
    yCar = await f.addCar(f.beta._id, [f.athens], { name: 'Beta Clio' })
    await db.update(users).set({ payLater: true }).where(eq(users._id, f.alpha._id))
  })
  afterAll(async () => t.close())

  const post = (caller: Caller | null, url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: caller?.headers ?? {}, payload })
  const phoneBooking = async (carId: string, start: number, end: number) => {
    const res = await post(as.supplierX, '/api/console/bookings', {
      car: carId,
      pickup: f.athens._id,
      from: day(start, 10).toISOString(),
      to: day(end, 10).toISOString(),
      driver: { fullName: 'Νίκος Παππάς', phone: '+30 691 234 5678', birthDate: '1985-05-05' },
      channel: 'phone',
      payment: 'pickup',
    })
    expect(res.statusCode).toBe(200)
    return res.json().bookingId as string
  }
  const change = (start: number, end: number, extra: Record<string, unknown> = {}) => ({
    pickup: f.athens._id,
    from: day(start, 10).toISOString(),
    to: day(end, 10).toISOString(),
    ...extra,
  })
  const quote = (caller: Caller | null, id: string, payload: object) => post(caller, `/api/console/bookings/${id}/amendment-quote`, payload)
  const amend = (caller: Caller | null, id: string, payload: object, expectedQuote: number) =>
    post(caller, `/api/console/bookings/${id}/amend`, { change: payload, expectedQuote })
  const row = async (id: string) => (await t.db.database.db.select().from(bookings).where(eq(bookings._id, id)))[0]
  const holdsOf = (id: string) =>
    queryRows<{ car_id: string; from_ts: string }>(
      t.db.database.db,
      sql`SELECT car_id, lower(period) AS from_ts FROM car_holds WHERE booking_id = ${id}`,
    )

  it('quotes, then moves the dates as the quote said; the car is held for the new days only', async () => {
    const id = await phoneBooking(car._id, 20, 23)
    const asked = await quote(as.supplierX, id, change(21, 25))
    expect(asked.statusCode).toBe(200)
    expect(asked.json()).toMatchObject({ days: 4, totalPrice: 16_000, difference: 16_000 - 12_000, available: true })
    const done = await amend(as.supplierX, id, change(21, 25), 16_000)
    expect(done.statusCode).toBe(200)
    expect(done.json()).toEqual({ totalPrice: 16_000, quotedTotal: 16_000, difference: 4_000 })
    expect(await row(id)).toMatchObject({ from: day(21, 10), to: day(25, 10), totalPrice: 16_000, status: 'reserved', channel: 'phone' })
    const holds = await holdsOf(id)
    expect(holds.map((h) => [h.car_id, new Date(h.from_ts).getTime()])).toEqual([[car._id, day(21, 10).getTime()]])
  })

  it("moves a booking to another of the supplier's cars at staff's own total, keeping the quote and why", async () => {
    const id = await phoneBooking(car._id, 30, 33)
    const asked = await quote(as.supplierX, id, change(30, 33, { car: spare._id }))
    expect(asked.json()).toMatchObject({ totalPrice: 15_000, available: true })
    const own = { totalCents: 12_000, reason: 'Upgrade, same price' }
    const done = await amend(as.supplierX, id, change(30, 33, { car: spare._id, price: own }), 15_000)
    expect(done.statusCode).toBe(200)
    expect(done.json()).toEqual({ totalPrice: 12_000, quotedTotal: 15_000, difference: 0 })
    const moved = await row(id)
    expect(moved).toMatchObject({ carId: spare._id, totalPrice: 12_000, priceReason: 'Upgrade, same price' })
    expect(moved?.priceSnapshot.totalCents).toBe(15_000)
    expect((await holdsOf(id)).map((h) => h.car_id)).toEqual([spare._id])
    // The first car is free again for those days: another phone booking takes it.
    await phoneBooking(car._id, 30, 33)
  })

  it('refuses a period that meets another booking or a block with a 409 naming it, and changes nothing', async () => {
    const id = await phoneBooking(car._id, 40, 42)
    const other = await phoneBooking(car._id, 44, 46)
    const block = await post(as.supplierX, '/api/console/blocks', {
      cars: [car._id],
      from: day(50, 0).toISOString(),
      to: day(52, 0).toISOString(),
      reason: 'service',
    })
    expect(block.statusCode).toBe(200)
    const before = await row(id)
    const onBooking = await amend(as.supplierX, id, change(41, 45), 16_000)
    expect([onBooking.statusCode, onBooking.json().error.code]).toEqual([409, 'block_overlaps_booking'])
    expect(onBooking.json().error.message).toContain(bookingReference(other))
    expect((await quote(as.supplierX, id, change(49, 51))).json().available).toBe(false)
    const onBlock = await amend(as.supplierX, id, change(49, 51), 8_000)
    expect([onBlock.statusCode, onBlock.json().error.code]).toEqual([409, 'block_overlaps_block'])
    const moved = await amend(as.supplierX, id, change(40, 43), 1)
    expect([moved.statusCode, moved.json().error.code]).toEqual([409, 'price_changed'])
    expect(await row(id)).toEqual(before)
  })

  it("answers the desk's terms and the period rules with a translated 400, changing nothing", async () => {
    const id = await phoneBooking(car._id, 60, 62)
    const before = await row(id)
    await t.db.database.db.update(users).set({ minRentalDays: 3 }).where(eq(users._id, f.alpha._id))
    try {
      const short = await quote(as.supplierX, id, change(60, 61))
      expect([short.statusCode, short.json().error.code]).toEqual([400, 'rental_too_short'])
      const backwards = await amend(as.supplierX, id, change(62, 60), 8_000)
      expect(backwards.statusCode).toBe(400)
    } finally {
      await t.db.database.db.update(users).set({ minRentalDays: null }).where(eq(users._id, f.alpha._id))
    }
    expect(await row(id)).toEqual(before)
  })

  it('leaves a Wheelbase booking to its driver, and a cancelled one as it is (409)', async () => {
    const checkout = await checkoutAs(
      t.app,
      as.driver,
      checkoutBody({
        car: car._id,
        pickup: f.athens._id,
        from: day(70, 10),
        to: day(72, 10),
        driver: { fullName: f.driver.fullName, email: f.driver.email, birthDate: '1990-01-01' },
      }),
    )
    expect(checkout.statusCode).toBe(200)
    const online = checkout.json().bookingId as string
    const ours = await quote(as.supplierX, online, change(70, 73))
    expect([ours.statusCode, ours.json().error.code]).toEqual([409, 'amend_not_channel'])
    const id = await phoneBooking(car._id, 75, 77)
    await t.db.database.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings._id, id))
    expect((await amend(as.supplierX, id, change(75, 78), 12_000)).json().error.code).toBe('amend_not_active')
  })

  it("answers 401 signed out, 403 to a driver, 404 on another supplier's booking or car, changing nothing", async () => {
    const id = await phoneBooking(car._id, 80, 82)
    const before = await row(id)
    expect((await quote(null, id, change(80, 83))).statusCode).toBe(401)
    expect((await amend(null, id, change(80, 83), 12_000)).statusCode).toBe(401)
    expect((await amend(as.driver, id, change(80, 83), 12_000)).statusCode).toBe(403)
    const theirs = await amend(as.supplierY, id, change(80, 83), 12_000)
    expect([theirs.statusCode, theirs.json().error.code]).toEqual([404, 'booking_not_found'])
    expect((await quote(as.supplierX, id, change(80, 83, { car: yCar._id }))).statusCode).toBe(404)
    // An admin runs every car, but a booking stays with its supplier.
    expect((await amend(as.admin, id, change(80, 83, { car: yCar._id }), 15_000)).statusCode).toBe(404)
    expect((await quote(as.supplierX, 'nope', change(80, 83))).statusCode).toBe(404)
    expect(await row(id)).toEqual(before)
    expect((await amend(as.admin, id, change(80, 83), 12_000)).statusCode).toBe(200)
  })
})
