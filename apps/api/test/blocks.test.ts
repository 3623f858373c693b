import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookingReference } from '@wheelbase/core/bookingStatus'
import { makeUser } from '../src/db/factories'
import { queryRows } from '../src/db/client'
import { bookings, carBlocks, users } from '../src/db/schema'
import { checkoutAs, signedIn, signedInAs, signedInStaff, type Caller, type TStaff } from './helpers/callers'
import { checkoutBody } from './helpers/checkoutBody'
import { day, fixedId, searchFixture, type TSearchFixture, type TFixtureCar } from './helpers/searchFixture'
import { buildTestApp, type TestApp } from './helpers/testApp'
import { FLAVORS } from './helpers/testDatabase'

/**
 * Blocked periods (issue 44): staff take their own cars out of sale for a period, and the car is
 * gone from every door a driver comes through, for that period only; the database refuses a block
 * that meets a booking or another block, names it, and changes nothing.
 */
describe.each(FLAVORS)('blocked periods on %s', (flavor) => {
  let t: TestApp
  let f: TSearchFixture
  const as = {} as Record<TStaff, Caller>
  let car: TFixtureCar
  let other: TFixtureCar
  let yCar: TFixtureCar

  beforeAll(async () => {
    t = await buildTestApp(flavor)
    const db = t.db.database.db
    f = await searchFixture(db)
    Object.assign(as, await signedInStaff(db, f, makeUser({ _id: fixedId(970), type: 'admin', email: 'admin@blocks.test' })))
    car = await f.addCar(f.alpha._id, [f.athens], { name: 'Fiat Panda' })
    other = await f.addCar(f.alpha._id, [f.athens], { name: 'Toyota Yaris' })
    yCar = await f.addCar(f.beta._id, [f.athens], { name: 'Beta Clio' })
    await db.update(users).set({ payLater: true }).where(eq(users._id, f.alpha._id))
  })
  afterAll(async () => t.close())

  const block = (caller: Caller | null, body: object) =>
    t.app.inject({ method: 'POST', url: '/api/console/blocks', headers: caller?.headers ?? {}, payload: body })
  const period = (start: number, end: number) => ({ from: day(start, 0).toISOString(), to: day(end, 0).toISOString() })
  const searchIds = async (start: number, end: number) => {
    const query = new URLSearchParams({ pickup: f.athens._id, from: day(start, 10).toISOString(), to: day(end, 10).toISOString() })
    const res = await t.app.inject({ url: `/api/cars/search?${query.toString()}` })
    expect(res.statusCode).toBe(200)
    return (res.json().items as { _id: string }[]).map((c) => c._id)
  }
  const quote = async (carId: string, start: number, end: number) => {
    const query = new URLSearchParams({ pickup: f.athens._id, from: day(start, 10).toISOString(), to: day(end, 10).toISOString() })
    return (await t.app.inject({ url: `/api/cars/${carId}?${query.toString()}` })).json().quote as { available: boolean }
  }
  const blockRows = () => t.db.database.db.select().from(carBlocks).orderBy(carBlocks.from)
  const driver = { fullName: 'Dora Driver', email: 'driver@fixture.test', birthDate: '1990-01-01' }

  it('takes a car out of search, quote and checkout for the blocked days only', async () => {
    const res = await block(as.supplierX, { cars: [car._id], ...period(20, 23), reason: 'service', note: 'Brakes' })
    expect(res.statusCode).toBe(200)
    const [made] = res.json().blocks
    expect(made).toMatchObject({ carId: car._id, reason: 'service', note: 'Brakes', timeZone: 'Europe/Athens', ...period(20, 23) })

    expect(await searchIds(21, 22)).not.toContain(car._id)
    expect(await searchIds(21, 22)).toContain(other._id)
    expect(await searchIds(24, 26)).toContain(car._id)
    expect(await searchIds(17, 19)).toContain(car._id)
    // A drop-off at 10:00 on the block's first day meets it: the block starts at midnight.
    expect(await searchIds(18, 20)).not.toContain(car._id)
    expect((await quote(car._id, 21, 22)).available).toBe(false)
    expect((await quote(car._id, 24, 26)).available).toBe(true)

    // A booking moved into the block: its amendment quote says no, and the amendment is refused.
    await f.book(car, day(10, 10), day(12, 10), { _id: fixedId(971), status: 'pending', payLater: true })
    const change = { pickup: f.athens._id, from: day(21, 10).toISOString(), to: day(22, 10).toISOString(), options: {} }
    const amendQuote = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${fixedId(971)}/amendment-quote`,
      headers: as.driver.headers,
      payload: change,
    })
    expect(amendQuote.json().available).toBe(false)
    const amended = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${fixedId(971)}/amend`,
      headers: as.driver.headers,
      payload: { change, expectedTotal: amendQuote.json().totalPrice },
    })
    expect([amended.statusCode, amended.json().error.code]).toEqual([409, 'car_unavailable'])
    expect(
      (
        await t.db.database.db
          .select()
          .from(bookings)
          .where(eq(bookings._id, fixedId(971)))
      )[0]?.from,
    ).toEqual(day(10, 10))

    const refused = await checkoutAs(
      t.app,
      as.driver,
      checkoutBody({ car: car._id, pickup: f.athens._id, from: day(22, 10), to: day(25, 10), driver }),
    )
    expect([refused.statusCode, refused.json().error.code]).toEqual([409, 'car_unavailable'])
    expect((await t.db.database.db.select().from(bookings).where(eq(bookings.carId, car._id))).map((b) => b._id)).toEqual([fixedId(971)])
  })

  it('refuses a block that meets a booking or another block, naming it, and changes nothing', async () => {
    const booked = await checkoutAs(
      t.app,
      as.driver,
      checkoutBody({ car: car._id, pickup: f.athens._id, from: day(30, 10), to: day(33, 10), driver }),
    )
    expect(booked.statusCode).toBe(200)
    const [row] = await t.db.database.db.select().from(bookings).where(eq(bookings._id, booked.json().bookingId))
    const before = await blockRows()

    const onBooking = await block(as.supplierX, { cars: [other._id, car._id], ...period(32, 35), reason: 'channel' })
    expect(onBooking.statusCode).toBe(409)
    expect(onBooking.json().error.code).toBe('block_overlaps_booking')
    expect(onBooking.json().error.message).toContain(bookingReference(row?._id ?? ''))
    expect(onBooking.json().error.message).toContain('Fiat Panda')

    const onBlock = await block(as.supplierX, { cars: [car._id], ...period(22, 25), reason: 'own_use' })
    expect(onBlock.json().error).toMatchObject({ code: 'block_overlaps_block' })
    expect(onBlock.json().error.message).toMatch(
      /Fiat Panda is already blocked from \d{4}-\d\d-\d\d 0[23]:00 to \d{4}-\d\d-\d\d 0[23]:00\. Nothing was changed\./,
    )
    // All or nothing: the other car of the refused request was not blocked either.
    expect(await blockRows()).toEqual(before)
  })

  it('refuses a backwards, over or too long period with a translated 400, and changes nothing', async () => {
    const before = await blockRows()
    const backwards = await block(as.supplierX, { cars: [car._id], from: day(50, 0).toISOString(), to: day(49, 0).toISOString(), reason: 'service' })
    expect(backwards.statusCode).toBe(400)
    expect(backwards.json().error.fields).toEqual({ to: 'The end must be after the start.' })
    const over = await t.app.inject({
      method: 'POST',
      url: '/api/console/blocks',
      headers: { ...as.supplierX.headers, 'accept-language': 'fr' },
      payload: { cars: [car._id], from: day(-5, 0).toISOString(), to: day(-2, 0).toISOString(), reason: 'service' },
    })
    expect([over.statusCode, over.json().error.code, over.json().error.fields]).toEqual([
      400,
      'block_over',
      { to: 'Cette période est passée : choisissez-en une qui se termine dans le futur.' },
    ])
    const long = await block(as.supplierX, { cars: [car._id], ...period(1, 400), reason: 'service' })
    expect(long.json().error.fields).toEqual({ to: 'A block can last at most a year.' })
    const badReason = await block(as.supplierX, { cars: [car._id], ...period(60, 61), reason: 'holiday' })
    expect(badReason.statusCode).toBe(400)
    expect(await blockRows()).toEqual(before)
  })

  it('changes and removes a block, and the car is on sale again', async () => {
    const [made] = (await block(as.supplierX, { cars: [other._id], ...period(40, 42), reason: 'other' })).json().blocks
    expect(await searchIds(40, 41)).not.toContain(other._id)
    expect(await searchIds(43, 44)).toContain(other._id)
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/console/blocks/${made._id}`,
      headers: as.supplierX.headers,
      payload: { ...period(42, 45), reason: 'service', note: 'Tyres' },
    })
    expect(moved.statusCode).toBe(200)
    expect(moved.json()).toMatchObject({ _id: made._id, reason: 'service', note: 'Tyres', ...period(42, 45) })
    expect(await searchIds(40, 41)).toContain(other._id)
    expect(await searchIds(43, 44)).not.toContain(other._id)

    const calendar = await t.app.inject({
      url: `/api/console/cars/${other._id}/calendar?month=${day(42).toISOString().slice(0, 7)}`,
      headers: as.supplierX.headers,
    })
    expect(calendar.json().blocks).toEqual([expect.objectContaining({ _id: made._id, reason: 'service', note: 'Tyres' })])
    expect(calendar.json().car.timeZone).toBe('Europe/Athens')

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/console/blocks/${made._id}`, headers: as.supplierX.headers })
    expect(removed.json()).toEqual({ deleted: true })
    expect(await searchIds(43, 44)).toContain(other._id)
  })

  it("answers 401 signed out, 403 to a driver and 404 on another supplier's car or block, changing nothing", async () => {
    const [yBlock] = (await block(as.supplierY, { cars: [yCar._id], ...period(70, 72), reason: 'service' })).json().blocks
    const before = await blockRows()
    expect((await block(null, { cars: [yCar._id], ...period(80, 81), reason: 'service' })).statusCode).toBe(401)
    expect((await block(as.driver, { cars: [yCar._id], ...period(80, 81), reason: 'service' })).statusCode).toBe(403)
    expect((await block(as.supplierX, { cars: [car._id, yCar._id], ...period(80, 81), reason: 'service' })).statusCode).toBe(404)
    const change = { ...period(80, 81), reason: 'other' }
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/console/blocks/${yBlock._id}`, headers: as.supplierX.headers, payload: change })).statusCode,
    ).toBe(404)
    expect((await t.app.inject({ method: 'DELETE', url: `/api/console/blocks/${yBlock._id}`, headers: as.supplierX.headers })).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'DELETE', url: '/api/console/blocks/not-an-id', headers: as.supplierX.headers })).statusCode).toBe(404)
    expect(await blockRows()).toEqual(before)
    // An admin blocks any supplier's car.
    expect((await block(as.admin, { cars: [yCar._id], ...period(80, 81), reason: 'own_use' })).statusCode).toBe(200)
  })

  it('keeps car_holds and blocked_periods equal to their sources', async () => {
    const drift = await queryRows<{ n: number }>(
      t.db.database.db,
      sql`SELECT (SELECT count(*)::int FROM cars WHERE blocked_periods IS DISTINCT FROM car_blocked_periods(_id))
           + (SELECT count(*)::int FROM bookings b WHERE b.status IN ('pending', 'deposit', 'paid', 'reserved')
                AND NOT EXISTS (SELECT 1 FROM car_holds h WHERE h.booking_id = b._id AND h.period = tstzrange(b.from_ts, b.to_ts, '[)')))
           + (SELECT count(*)::int FROM car_blocks k WHERE NOT EXISTS (SELECT 1 FROM car_holds h WHERE h.block_id = k._id)) AS n`,
    )
    expect(drift[0]?.n).toBe(0)
  })
})

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('no double booking across channels on PostgreSQL', () => {
  it('lets exactly one of 30 simultaneous checkouts, staff bookings and blocks of one car hold it; the others answer 409, none 5xx', async () => {
    const t = await buildTestApp('postgres', { RATE_LIMIT_CHECKOUT: '1000' })
    try {
      const db = t.db.database.db
      const f = await searchFixture(db)
      await db.update(users).set({ payLater: true }).where(eq(users._id, f.alpha._id))
      const car = await f.addCar(f.alpha._id, [f.athens])
      const supplier = await signedInAs(db, { x: f.alpha._id })
      const racers = Array.from({ length: 10 }, (_, i) =>
        makeUser({ _id: fixedId(900 + i), email: `racer${i}@blocks.test`, birthDate: '1990-01-01' }),
      )
      await db.insert(users).values(racers)
      const sessions = await Promise.all(racers.map((r) => signedIn(db, r._id)))
      const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: supplier.x.headers, payload })
      // A third each: a driver's checkout, a staff booking from another channel, a block; periods that all overlap.
      const requests = Array.from({ length: 30 }, (_, i) => {
        const n = Math.floor(i / 3)
        if (i % 3 === 0)
          return checkoutAs(
            t.app,
            sessions[n] ?? supplier.x,
            checkoutBody({
              car: car._id,
              pickup: f.athens._id,
              from: day(30 + (n % 3), 10),
              to: day(34, 10),
              driver: { fullName: `Racer ${n}`, email: `racer${n}@blocks.test`, birthDate: '1990-01-01' },
            }),
          )
        if (i % 3 === 1)
          return post('/api/console/bookings', {
            car: car._id,
            pickup: f.athens._id,
            from: day(30 + (n % 3), 12).toISOString(),
            to: day(34, 12).toISOString(),
            driver: { fullName: `Caller ${n}`, phone: '+30 691 234 5678', birthDate: '1980-01-01' },
            channel: 'phone',
            payment: 'pickup',
          })
        return post('/api/console/blocks', {
          cars: [car._id],
          from: day(31 + (n % 3), 0).toISOString(),
          to: day(35, 0).toISOString(),
          reason: 'channel',
        })
      })
      const answers = await Promise.all(requests)
      const statuses = answers.map((res) => res.statusCode)
      expect(statuses.filter((s) => s === 200)).toHaveLength(1)
      expect(statuses.filter((s) => s === 409)).toHaveLength(29)
      const held = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM car_holds WHERE car_id = ${car._id}`)
      expect(held[0]?.n).toBe(1)
    } finally {
      await t.close()
    }
  })
})
