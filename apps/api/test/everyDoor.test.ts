import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localDate, zonedInstant } from '@wheelbase/core/days'
import { addDays } from '@wheelbase/core/rates'
import { makeUser } from '../src/db/factories'
import { bookings, carBlocks, cars, carSeasons, users } from '../src/db/schema'
import { checkoutAs, signedInAs, type Caller } from './helpers/callers'
import { checkoutBody } from './helpers/checkoutBody'
import { fixedId, searchFixture, type TFixtureCar, type TSearchFixture } from './helpers/searchFixture'
import { buildTestApp, type TestApp } from './helpers/testApp'
import { FLAVORS } from './helpers/testDatabase'

type Who = 'driver' | 'supplierX' | 'supplierY' | 'admin'
type TLine = { kind: string; unitCents: number; quantity: number; amountCents: number }

const ATHENS = 'Europe/Athens'
/** The instant the clock in Athens reads `hour`:`minute` on the day `n` days from today there. */
const local = (n: number, hour: number, minute = 0) => {
  const date = addDays(localDate(new Date(), ATHENS), n)
  return zonedInstant(Date.parse(`${date}T00:00:00Z`) + (hour * 60 + minute) * 60_000, ATHENS)
}

/**
 * One rule, every door (issue 44): the supplier's desk (its hours, places' own hours, dates closed,
 * what it does outside hours, its notice) and a blocked car answer alike at the search, the car's
 * quote, the checkout, an amendment's quote, the amendment, a staff booking and staff's change of one. A refusal is a
 * translated 400 (a 409 for the blocked car) and changes nothing; the search leaves the car out and
 * says why its supplier is missing.
 */
describe.each(FLAVORS)('the desk, the minimum days and the blocks at every door on %s', (flavor) => {
  let t: TestApp
  let f: TSearchFixture
  const as = {} as Record<Who, Caller>
  let car: TFixtureCar
  let other: TFixtureCar
  /** A phone booking far ahead: staff's change of it is a door too. */
  let phoned: string
  const admin = makeUser({ _id: fixedId(970), type: 'admin', email: 'admin@doors.test' })
  const driver = { fullName: 'Maria Doors', email: 'driver@fixture.test', birthDate: '1990-02-02' }
  // Alpha's week: 08:00–20:00 every day; Piraeus keeps its own, 06:00–23:00; closed everywhere on day 20.
  const desk = (changes: Record<string, unknown> = {}) => ({
    noticeMinutes: 180,
    outOfHours: 'refuse',
    hours: [1, 2, 3, 4, 5, 6, 7].flatMap((weekday) => [
      { weekday, opens: 8 * 60, closes: 20 * 60 },
      { locationId: f.piraeus._id, weekday, opens: 6 * 60, closes: 23 * 60 },
    ]),
    closedDays: [{ day: addDays(localDate(new Date(), ATHENS), 20) }],
    ...changes,
  })

  beforeAll(async () => {
    t = await buildTestApp(flavor, { RATE_LIMIT_CHECKOUT: '1000', MAX_OPEN_PAY_LATER: '1000' })
    const db = t.db.database.db
    f = await searchFixture(db)
    await db.insert(users).values(admin)
    await db.update(users).set({ payLater: true }).where(eq(users._id, f.alpha._id))
    Object.assign(as, await signedInAs(db, { driver: f.driver._id, supplierX: f.alpha._id, supplierY: f.beta._id, admin: admin._id }))
    car = await f.addCar(f.alpha._id, [f.athens, f.piraeus], { name: 'Desk car', dailyPrice: 4_000 })
    other = await f.addCar(f.beta._id, [f.athens, f.piraeus], { name: 'Open car', dailyPrice: 5_000 })
    const made = await staffBooking(local(120, 10), local(125, 10))
    expect(made.statusCode, made.body).toBe(200)
    phoned = made.json().bookingId as string
  })
  afterAll(async () => t.close())

  const call = (who: Who | null, method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: who ? as[who].headers : {}, ...(payload === undefined ? {} : { payload: payload as object }) })
  const deskUrl = (supplierId: string) => `/api/console/suppliers/${supplierId}/desk`
  const period = (from: Date, to: Date, pickup = f.athens._id) => ({ pickup, from: from.toISOString(), to: to.toISOString() })
  const search = async (from: Date, to: Date, pickup?: string) => {
    const res = await call('driver', 'GET', `/api/cars/search?${new URLSearchParams(period(from, to, pickup)).toString()}`)
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json() as { items: { _id: string; totalPrice: number }[]; hidden: { closed: number; notice: number } }
    return { ids: body.items.map((i) => i._id), items: body.items, hidden: body.hidden }
  }
  const quote = (from: Date, to: Date, pickup?: string) =>
    call('driver', 'GET', `/api/cars/${car._id}?${new URLSearchParams(period(from, to, pickup)).toString()}`)
  const checkout = (from: Date, to: Date, pickup = f.athens._id) =>
    checkoutAs(t.app, as.driver, checkoutBody({ car: car._id, pickup, from, to, driver }))
  const staffBooking = (from: Date, to: Date) =>
    call('supplierX', 'POST', '/api/console/bookings', {
      ...period(from, to),
      car: car._id,
      driver: { fullName: 'Walk In', phone: '+30 691 234 5678', birthDate: '1985-05-05' },
      channel: 'desk',
      payment: 'pickup',
    })
  const carBookings = async () =>
    (await t.db.database.db.select().from(bookings).where(eq(bookings.carId, car._id))).map((b) => b.from.getTime()).sort()
  /** Staff's change of the phone booking to this period: its quote, then the change itself. */
  const staffChanges = async (from: Date, to: Date) => {
    const asked = await call('supplierX', 'POST', `/api/console/bookings/${phoned}/amendment-quote`, period(from, to))
    const expectedQuote = (asked.json() as { totalPrice?: number }).totalPrice ?? 0
    return [asked, await call('supplierX', 'POST', `/api/console/bookings/${phoned}/amend`, { change: period(from, to), expectedQuote })]
  }

  /** Every door but the search refuses the period with this code and message; nothing is booked. */
  async function refusedEverywhere(from: Date, to: Date, code: string, message: string) {
    const before = await carBookings()
    for (const res of [await quote(from, to), await checkout(from, to), await staffBooking(from, to), ...(await staffChanges(from, to))]) {
      expect(res.statusCode, res.body).toBe(400)
      expect(res.json().error).toMatchObject({ code, message })
    }
    expect(await carBookings()).toEqual(before)
  }

  it('lets only the supplier and admins read and set its desk: another supplier 404, a driver 403, a stranger 401', async () => {
    const fresh = (await call('supplierX', 'GET', deskUrl(f.alpha._id))).json()
    expect(fresh).toEqual({ noticeMinutes: 120, outOfHours: 'refuse', outOfHoursFee: null, hours: [], closedDays: [], minRentalDays: null })
    expect((await call('supplierY', 'GET', deskUrl(f.alpha._id))).statusCode).toBe(404)
    expect((await call('supplierY', 'PUT', deskUrl(f.alpha._id), desk())).statusCode).toBe(404)
    expect((await call('driver', 'PUT', deskUrl(f.alpha._id), desk())).statusCode).toBe(403)
    expect((await call(null, 'PUT', deskUrl(f.alpha._id), desk())).statusCode).toBe(401)
    expect((await call(null, 'GET', deskUrl(f.alpha._id))).statusCode).toBe(401)
    const saved = await call('supplierX', 'PUT', deskUrl(f.alpha._id), desk())
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toMatchObject({ noticeMinutes: 180, outOfHours: 'refuse', outOfHoursFee: null })
    expect(saved.json().hours).toHaveLength(14)
    expect((await call('admin', 'GET', deskUrl(f.alpha._id))).json()).toEqual(saved.json())
  })

  it('refuses a bad desk with a message on the field, changing nothing', async () => {
    const before = (await call('supplierX', 'GET', deskUrl(f.alpha._id))).json()
    const backwards = await call('supplierX', 'PUT', deskUrl(f.alpha._id), desk({ hours: [{ weekday: 1, opens: 600, closes: 540 }] }))
    expect(backwards.statusCode).toBe(400)
    expect(backwards.json().error.fields).toEqual({ 'hours.0.closes': 'The closing time must be after the opening time' })
    const overlap = await call(
      'supplierX',
      'PUT',
      deskUrl(f.alpha._id),
      desk({
        hours: [
          { weekday: 2, opens: 480, closes: 780 },
          { weekday: 2, opens: 720, closes: 1200 },
        ],
      }),
    )
    expect(overlap.json().error.fields).toEqual({ 'hours.1.opens': 'These hours overlap other hours of the same day' })
    const unknown = await call('supplierX', 'PUT', deskUrl(f.alpha._id), desk({ closedDays: [{ locationId: fixedId(4242), day: '2027-08-15' }] }))
    expect(unknown.statusCode).toBe(400)
    expect(Object.keys(unknown.json().error.fields)).toEqual(['closedDays.0.locationId'])
    for (const bad of [{ noticeMinutes: -1 }, { noticeMinutes: 99_999 }, { outOfHours: 'maybe' }, { hours: [{ weekday: 8, opens: 0, closes: 60 }] }])
      expect((await call('supplierX', 'PUT', deskUrl(f.alpha._id), desk(bad))).statusCode).toBe(400)
    expect((await call('supplierX', 'GET', deskUrl(f.alpha._id))).json()).toEqual(before)
  })

  it('leaves a closed desk’s cars out of the search, says why, and refuses the period at every other door', async () => {
    // 03:00 in Athens: Alpha's desk is closed, Beta keeps no hours.
    const night = { from: local(30, 3), to: local(33, 10) }
    const found = await search(night.from, night.to)
    expect(found.ids).toContain(other._id)
    expect(found.ids).not.toContain(car._id)
    expect(found.hidden).toEqual({ closed: 1, notice: 0 })
    await refusedEverywhere(
      night.from,
      night.to,
      'desk_closed',
      'The supplier’s desk is closed at 03:00 on the pick-up day. Please choose a time within its opening hours.',
    )
    // The drop-off too, and in the driver's language.
    const late = await call(
      'driver',
      'GET',
      `/api/cars/${car._id}?${new URLSearchParams(period(local(30, 10), local(33, 21, 30))).toString()}`,
      undefined,
    )
    expect(late.json().error.message).toBe(
      'The supplier’s desk is closed at 21:30 on the drop-off day. Please choose a time within its opening hours.',
    )
    const french = await t.app.inject({
      method: 'GET',
      url: `/api/cars/${car._id}?${new URLSearchParams(period(night.from, night.to)).toString()}`,
      headers: { ...as.driver.headers, 'accept-language': 'fr' },
    })
    expect(french.json().error.message).toBe(
      'Le comptoir du loueur est fermé à 03:00 le jour de la prise en charge. Veuillez choisir une heure comprise dans ses horaires d’ouverture.',
    )
    // The edges are open: 08:00 and 20:00.
    expect((await search(local(30, 8), local(33, 20))).ids).toContain(car._id)
    expect((await quote(local(30, 8), local(33, 20))).statusCode).toBe(200)
  })

  it('keeps a place’s own hours there, and a date closed everywhere', async () => {
    // 22:00 is inside Piraeus' own hours, outside Athens' (the supplier's week).
    expect((await search(local(31, 22), local(34, 22), f.piraeus._id)).ids).toContain(car._id)
    expect((await quote(local(31, 22), local(34, 22), f.piraeus._id)).statusCode).toBe(200)
    expect((await search(local(31, 22), local(34, 22))).ids).not.toContain(car._id)
    // Day 20 is closed at every place, at any hour.
    const closed = { from: local(20, 12), to: local(23, 12) }
    expect((await search(closed.from, closed.to, f.piraeus._id)).hidden.closed).toBe(1)
    await refusedEverywhere(
      closed.from,
      closed.to,
      'desk_closed',
      'The supplier’s desk is closed at 12:00 on the pick-up day. Please choose a time within its opening hours.',
    )
  })

  it('refuses a pick-up sooner than the notice at every door, and the search says so', async () => {
    // Alpha asks 3 hours, Beta the default 2: in 2½ hours only Beta's car is offered.
    const soon = new Date(Date.now() + 150 * 60_000)
    const soonTo = new Date(soon.getTime() + 3 * 86_400_000)
    await call('supplierX', 'PUT', deskUrl(f.alpha._id), desk({ hours: [] }))
    const found = await search(soon, soonTo)
    expect(found.ids).toContain(other._id)
    expect(found.ids).not.toContain(car._id)
    expect(found.hidden).toEqual({ closed: 0, notice: 1 })
    await refusedEverywhere(
      soon,
      soonTo,
      'short_notice',
      'This supplier takes bookings at least 3 h before pick-up. Please choose a later pick-up time.',
    )
    // In 1 hour, Beta's notice hides it too.
    const sooner = new Date(Date.now() + 60 * 60_000)
    expect((await search(sooner, soonTo)).hidden).toEqual({ closed: 0, notice: 2 })
    await call('supplierX', 'PUT', deskUrl(f.alpha._id), desk())
  })

  it('checks an amendment’s new ends, but not the notice of a pick-up it keeps', async () => {
    const booked = await checkout(local(5, 10), local(8, 10))
    expect(booked.statusCode, booked.body).toBe(200)
    const id = booked.json().bookingId as string
    const change = (from: Date, to: Date) => ({ ...period(from, to), options: {} })
    const night = change(local(5, 10), local(8, 5))
    for (const res of [
      await call('driver', 'POST', `/api/bookings/${id}/amendment-quote`, night),
      await call('driver', 'POST', `/api/bookings/${id}/amend`, { change: night, expectedTotal: 0 }),
    ]) {
      expect(res.statusCode, res.body).toBe(400)
      expect(res.json().error.code).toBe('desk_closed')
    }
    const [row] = await t.db.database.db.select().from(bookings).where(eq(bookings._id, id))
    expect(row?.to.toISOString()).toBe(local(8, 10).toISOString())
    // A notice longer than the time left does not stop a change that keeps the pick-up.
    await call('supplierX', 'PUT', deskUrl(f.alpha._id), desk({ noticeMinutes: 7 * 24 * 60 }))
    const keep = await call('driver', 'POST', `/api/bookings/${id}/amendment-quote`, change(local(5, 10), local(9, 10)))
    expect(keep.statusCode, keep.body).toBe(200)
    const move = await call('driver', 'POST', `/api/bookings/${id}/amendment-quote`, change(local(5, 11), local(9, 10)))
    expect(move.json().error?.code).toBe('short_notice')
    await call('supplierX', 'PUT', deskUrl(f.alpha._id), desk())
  })

  it('takes an end outside hours for a fee per end, as a line of every price from the search card to the checkout', async () => {
    await call('supplierX', 'PUT', deskUrl(f.alpha._id), desk({ outOfHours: 'fee', outOfHoursFee: 2_500 }))
    const night = { from: local(50, 3), to: local(53, 23) }
    const found = await search(night.from, night.to)
    expect(found.hidden).toEqual({ closed: 0, notice: 0 })
    const res = await quote(night.from, night.to)
    expect(res.statusCode, res.body).toBe(200)
    const lines = res.json().quote.lines as TLine[]
    expect(lines.find((l) => l.kind === 'outOfHoursFee')).toEqual({ kind: 'outOfHoursFee', unitCents: 2_500, quantity: 2, amountCents: 5_000 })
    expect(found.items.find((i) => i._id === car._id)?.totalPrice).toBe(res.json().quote.totalPrice)
    const booked = await checkout(night.from, night.to)
    expect(booked.statusCode, booked.body).toBe(200)
    expect(booked.json().totalPrice).toBe(res.json().quote.totalPrice)
    // Inside hours: no line.
    expect(((await quote(local(50, 9), local(53, 9))).json().quote.lines as TLine[]).map((l) => l.kind)).toEqual(['rental'])
    await call('supplierX', 'PUT', deskUrl(f.alpha._id), desk())
  })

  it('refuses a rental under the minimum at every door: the season’s, else the car’s, else the supplier’s', async () => {
    const db = t.db.database.db
    // Alpha asks 2 days; this car 3; its season from day 70 to 79, 5.
    await call('supplierX', 'PUT', deskUrl(f.alpha._id), desk({ minRentalDays: 2 }))
    await db.update(cars).set({ minRentalDays: 3 }).where(eq(cars._id, car._id))
    const first = addDays(localDate(new Date(), ATHENS), 70)
    await db.insert(carSeasons).values({ carId: car._id, fromDay: first, toDay: addDays(first, 9), dailyPrice: 6_000, minDays: 5 })
    const message = (days: number) => `This car is rented for at least ${days} days from this date. Please choose a later drop-off.`
    // 4 days from day 70: under the season's 5.
    expect((await search(local(70, 10), local(74, 10))).ids).not.toContain(car._id)
    await refusedEverywhere(local(70, 10), local(74, 10), 'rental_too_short', message(5))
    expect((await search(local(70, 10), local(75, 10))).ids).toContain(car._id)
    // Outside the season, 2 days: under the car's 3; another supplier's car is let for 1.
    const short = await search(local(85, 10), local(87, 10))
    expect(short.ids).not.toContain(car._id)
    expect(short.ids).toContain(other._id)
    await refusedEverywhere(local(85, 10), local(87, 10), 'rental_too_short', message(3))
    // Without the car's own, the supplier's 2 holds.
    await db.update(cars).set({ minRentalDays: null }).where(eq(cars._id, car._id))
    expect((await search(local(85, 10), local(87, 10))).ids).toContain(car._id)
    await refusedEverywhere(local(85, 10), local(86, 10), 'rental_too_short', message(2))
    // An amendment shortening a booking under the minimum is refused too.
    const booked = await checkout(local(90, 10), local(93, 10))
    expect(booked.statusCode, booked.body).toBe(200)
    const shorter = await call('driver', 'POST', `/api/bookings/${booked.json().bookingId as string}/amendment-quote`, {
      ...period(local(90, 10), local(91, 10)),
      options: {},
    })
    expect(shorter.json().error).toMatchObject({ code: 'rental_too_short', message: message(2) })
    await call('supplierX', 'PUT', deskUrl(f.alpha._id), desk())
  })

  it('holds a blocked car out of every door for the blocked days only', async () => {
    const db = t.db.database.db
    await db.insert(carBlocks).values({ _id: fixedId(971), carId: car._id, from: local(60, 0), to: local(63, 0), reason: 'service' })
    const inside = { from: local(61, 10), to: local(62, 10) }
    expect((await search(inside.from, inside.to)).ids).not.toContain(car._id)
    expect((await quote(inside.from, inside.to)).json().quote.available).toBe(false)
    const before = await carBookings()
    expect((await checkout(inside.from, inside.to)).statusCode).toBe(409)
    expect((await staffBooking(inside.from, inside.to)).statusCode).toBe(409)
    const [changeQuote, change] = await staffChanges(inside.from, inside.to)
    expect(changeQuote?.json().available).toBe(false)
    expect(change?.json().error.code).toBe('block_overlaps_block')
    expect(await carBookings()).toEqual(before)
    expect((await search(local(64, 10), local(65, 10))).ids).toContain(car._id)
  })
})
