import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { computePrice } from '@wheelbase/core/pricing'
import { makeUser } from '../src/db/factories'
import { bookingCharges, bookings, notifications, users } from '../src/db/schema'
import { createTestGateway } from '../src/platform/adapters/payments'
import { day, fixedId, searchFixture } from './helpers/searchFixture'
import { buildMailTestApp, type MailTestApp } from './helpers/testApp'
import { payWithTestCard, signedInAs, type Caller } from './helpers/callers'
import { FLAVORS } from './helpers/testDatabase'

/** These cars have no seasons or rates by length: every first day prices alike. */
const DAY1 = '2026-07-01'

/**
 * A driver's amendment: the quote first (new price, difference, availability; nothing changes),
 * then the change, rechecked and repriced by the server, with the difference charged to the card
 * or refunded for a booking paid online, and the supplier told. Only the driver's own booking,
 * only where the core rule lets it change.
 */
describe.each(FLAVORS)('amending a booking on %s', (flavor) => {
  let t: MailTestApp
  let f: Awaited<ReturnType<typeof searchFixture>>
  const gateway = createTestGateway()
  const as = {} as Record<'driver' | 'other' | 'supplier', Caller>
  const other = makeUser({ _id: fixedId(960), fullName: 'Olga Other', email: 'olga@amend.test' })
  let car: Awaited<ReturnType<typeof f.addCar>>
  let n = 0

  beforeAll(async () => {
    t = await buildMailTestApp(flavor, { PRICE_PERCENTAGE: '0' }, { payments: gateway })
    f = await searchFixture(t.db.database.db)
    const db = t.db.database.db
    await db.insert(users).values(other)
    Object.assign(as, await signedInAs(db, { driver: f.driver._id, other: other._id, supplier: f.alpha._id }))
    car = await f.addCar(f.alpha._id, [f.athens, f.piraeus], { name: 'Fiat Panda', dailyPrice: 4_000, amendments: 0, theftProtection: 900 })
  })
  afterAll(async () => t.close())

  /** A booking of the car from day `start` for `days` days; paid online ones with a real test charge on the ledger. */
  async function booking(start: number, days: number, extra: Partial<typeof bookings.$inferInsert> = {}): Promise<string> {
    n += 1
    const _id = `${(0xe0000000 + n).toString(16)}-0000-4000-8000-${n.toString().padStart(12, '0')}`
    await f.book(car, day(start, 10), day(start + days, 10), { _id, ...extra })
    if (!extra.payLater) await payWithTestCard(t.db.database.db, gateway, _id)
    return _id
  }
  const change = (start: number, days: number, options: Record<string, boolean> = {}) => ({
    pickup: f.athens._id,
    from: day(start, 10).toISOString(),
    to: day(start + days, 10).toISOString(),
    options,
  })
  const quote = (caller: Caller | null, id: string, body: object) =>
    t.app.inject({ method: 'POST', url: `/api/bookings/${id}/amendment-quote`, headers: caller?.headers ?? {}, payload: body })
  const amend = (caller: Caller | null, id: string, body: object, expectedTotal: number) =>
    t.app.inject({ method: 'POST', url: `/api/bookings/${id}/amend`, headers: caller?.headers ?? {}, payload: { change: body, expectedTotal } })
  const row = async (id: string) => (await t.db.database.db.select().from(bookings).where(eq(bookings._id, id)))[0]

  it('quotes a pay-later booking with new dates, then changes it for free, and tells the supplier', async () => {
    const id = await booking(10, 3, { status: 'pending', payLater: true })
    const body = change(11, 5)
    const q = await quote(as.driver, id, body)
    expect(q.statusCode).toBe(200)
    const expected = computePrice(car, { days: 5, firstDay: DAY1 }, {}, 0).totalCents
    expect(q.json()).toMatchObject({
      days: 5,
      totalPrice: expected,
      difference: expected - computePrice(car, { days: 3, firstDay: DAY1 }, {}, 0).totalCents,
      available: true,
    })
    expect((await row(id))?.totalPrice).toBe(computePrice(car, { days: 3, firstDay: DAY1 }, {}, 0).totalCents) // a quote changes nothing
    const res = await amend(as.driver, id, body, expected)
    expect(res.json()).toEqual({ totalPrice: expected, charged: 0, refunded: 0 })
    const after = await row(id)
    expect([after?.from.toISOString(), after?.to.toISOString(), after?.totalPrice]).toEqual([body.from, body.to, expected])
    const told = await t.db.database.db.select().from(notifications).where(eq(notifications.bookingId, id))
    expect(told.map((n) => [n.userId, n.messageKey])).toEqual([[f.alpha._id, 'notifications.bookingAmended']])
  })

  it('keeps the flight number while the pick-up stays at the airport, and lets it go when it moves to the port', async () => {
    const id = await booking(150, 3, { status: 'pending', payLater: true, flightNumber: 'A3602' })
    const price = computePrice(car, { days: 4, firstDay: DAY1 }, {}, 0).totalCents
    expect((await amend(as.driver, id, change(150, 4), price)).statusCode).toBe(200)
    expect((await row(id))?.flightNumber).toBe('A3602')
    expect((await amend(as.driver, id, { ...change(150, 4), pickup: f.piraeus._id }, price)).statusCode).toBe(200)
    expect((await row(id))?.flightNumber).toBeNull()
  })

  it('charges the difference of a dearer amendment of a paid booking to the same card', async () => {
    const id = await booking(20, 2, { status: 'paid', amendments: true })
    const body = change(20, 4, { amendments: true, theftProtection: true })
    const { totalPrice, difference } = (await quote(as.driver, id, body)).json()
    expect(difference).toBeGreaterThan(0)
    const res = await amend(as.driver, id, body, totalPrice)
    expect(res.json()).toEqual({ totalPrice, charged: difference, refunded: 0 })
    expect(gateway.charges.at(-1)).toMatchObject({ reference: id, amountCents: difference, last4: '4242' })
    const ledger = await t.db.database.db.select().from(bookingCharges).where(eq(bookingCharges.bookingId, id))
    expect(ledger.map((c) => c.amountCents).sort((a, b) => a - b)).toEqual([difference, totalPrice - difference].sort((a, b) => a - b))
    expect((await row(id))?.theftProtection).toBe(true)
  })

  it('refunds the difference of a cheaper amendment of a paid booking', async () => {
    const id = await booking(30, 5, { status: 'paid', amendments: true })
    const before = (await row(id))?.totalPrice ?? 0
    const body = change(30, 2, { amendments: true })
    const { totalPrice } = (await quote(as.driver, id, body)).json()
    const refunds = gateway.refunds.length
    const res = await amend(as.driver, id, body, totalPrice)
    expect(res.json()).toEqual({ totalPrice, charged: 0, refunded: before - totalPrice })
    expect(gateway.refunds.slice(refunds)).toEqual([expect.objectContaining({ amountCents: before - totalPrice })])
  })

  it('answers 409 on a clash with another booking of the car, and changes nothing', async () => {
    await booking(40, 3, { status: 'reserved' })
    const id = await booking(44, 2, { status: 'pending', payLater: true })
    const body = change(41, 4)
    const q = (await quote(as.driver, id, body)).json()
    expect(q.available).toBe(false)
    const res = await amend(as.driver, id, body, q.totalPrice)
    expect([res.statusCode, res.json().error.code]).toEqual([409, 'car_unavailable'])
    expect((await row(id))?.from.toISOString()).toBe(day(44, 10).toISOString())
  })

  it('answers 409 when the price moved since the quote, and changes nothing', async () => {
    const id = await booking(50, 2, { status: 'pending', payLater: true })
    const res = await amend(as.driver, id, change(50, 3), 1)
    expect([res.statusCode, res.json().error.code]).toEqual([409, 'price_changed'])
    expect((await row(id))?.to.toISOString()).toBe(day(52, 10).toISOString())
  })

  it('follows the rules: never once reserved, paid only with the amendments option', async () => {
    const reserved = await booking(60, 2, { status: 'reserved', amendments: true })
    const without = await booking(64, 2, { status: 'paid' })
    expect((await quote(as.driver, reserved, change(60, 3))).json().error.code).toBe('amend_reserved')
    expect((await quote(as.driver, without, change(64, 3))).json().error.code).toBe('amend_not_included')
  })

  it("answers 401 signed out, 403 to staff and 404 for another driver's booking, changing nothing", async () => {
    const id = await booking(70, 2, { status: 'pending', payLater: true })
    const body = change(70, 3)
    expect((await quote(null, id, body)).statusCode).toBe(401)
    expect((await amend(null, id, body, 0)).statusCode).toBe(401)
    expect((await amend(as.supplier, id, body, 0)).statusCode).toBe(403)
    const res = await amend(as.other, id, body, computePrice(car, { days: 3, firstDay: DAY1 }, {}, 0).totalCents)
    expect([res.statusCode, res.json().error.code]).toEqual([404, 'booking_not_found'])
    expect((await quote(as.other, id, body)).statusCode).toBe(404)
    expect((await row(id))?.to.toISOString()).toBe(day(72, 10).toISOString())
  })

  it('rejects a period in the past or backwards with 400', async () => {
    const id = await booking(80, 2, { status: 'pending', payLater: true })
    expect((await quote(as.driver, id, change(-3, 2))).statusCode).toBe(400)
    expect((await quote(as.driver, id, { ...change(80, 2), to: day(79).toISOString() })).statusCode).toBe(400)
  })
})
