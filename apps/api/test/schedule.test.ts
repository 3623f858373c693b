import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeUser } from '../src/db/factories'
import { carBlocks } from '../src/db/schema'
import { signedInStaff, type Caller, type TStaff } from './helpers/callers'
import { day, fixedId, searchFixture, type TSearchFixture, type TFixtureCar } from './helpers/searchFixture'
import { buildTestApp, type TestApp } from './helpers/testApp'
import { FLAVORS } from './helpers/testDatabase'

type Who = TStaff

/**
 * The fleet schedule (issue 44): one call brings a supplier's cars with the bookings that hold
 * them and their blocks over two to five weeks, filtered by place, category and gearbox. Nothing
 * of another supplier is reachable.
 */
describe.each(FLAVORS)('the fleet schedule on %s', (flavor) => {
  let t: TestApp
  let f: TSearchFixture
  const as = {} as Record<Who, Caller>
  const cars = {} as Record<'panda' | 'clio' | 'tucson' | 'polo', TFixtureCar>
  const from = day(20, 0).toISOString().slice(0, 10)

  beforeAll(async () => {
    t = await buildTestApp(flavor)
    const db = t.db.database.db
    f = await searchFixture(db)
    Object.assign(as, await signedInStaff(db, f, makeUser({ _id: fixedId(960), type: 'admin', email: 'admin@schedule.test' })))
    cars.panda = await f.addCar(f.alpha._id, [f.athens], { name: 'Fiat Panda', category: 'mini', gearbox: 'manual' })
    cars.clio = await f.addCar(f.alpha._id, [f.athens, f.piraeus], { name: 'Renault Clio', category: 'economy', gearbox: 'automatic' })
    cars.tucson = await f.addCar(f.alpha._id, [f.piraeus], { name: 'Hyundai Tucson', category: 'suv', gearbox: 'automatic' })
    cars.polo = await f.addCar(f.beta._id, [f.athens], { name: 'Beta Polo' })
    await f.book(cars.panda, day(21, 8), day(24, 8)) // in the window
    await f.book(cars.panda, day(26, 8), day(27, 8), { status: 'cancelled' }) // frees the car: not shown
    await f.book(cars.clio, day(60, 8), day(62, 8)) // after the window
    await f.book(cars.polo, day(21, 8), day(23, 8)) // another supplier's
    await db
      .insert(carBlocks)
      .values({ _id: fixedId(961), carId: cars.tucson._id, from: day(30, 0), to: day(32, 0), reason: 'service', note: 'Tyres' })
  })
  afterAll(async () => t.close())

  const get = (who: Who | null, query: Record<string, string>) =>
    t.app.inject({ url: `/api/console/schedule?${new URLSearchParams(query).toString()}`, headers: who ? as[who].headers : {} })

  it("brings the supplier's cars in name order with what holds them in the window, in one answer", async () => {
    const res = await get('supplierX', { from, days: '14' })
    expect(res.statusCode).toBe(200)
    const schedule = res.json()
    expect(schedule).toMatchObject({ from, days: 14, supplier: { _id: f.alpha._id, fullName: 'Alpha Rent' } })
    expect(schedule.cars.map((c: { name: string }) => c.name)).toEqual(['Fiat Panda', 'Hyundai Tucson', 'Renault Clio'])
    expect(schedule.places).toEqual([
      { _id: f.athens._id, name: 'Athens Airport' },
      { _id: f.piraeus._id, name: 'Piraeus Port' },
    ])
    expect(schedule.cars[0]).toMatchObject({ category: 'mini', gearbox: 'manual', available: true, timeZone: 'Europe/Athens' })
    expect(schedule.bookings).toEqual([
      expect.objectContaining({
        carId: cars.panda._id,
        status: 'paid',
        driver: 'Test Driver',
        from: day(21, 8).toISOString(),
      }),
    ])
    expect(schedule.blocks).toEqual([
      expect.objectContaining({ carId: cars.tucson._id, reason: 'service', note: 'Tyres', timeZone: 'Europe/Athens' }),
    ])
    // Five weeks reach the Clio's booking.
    expect((await get('supplierX', { from, days: '35' })).json().bookings.map((b: { carId: string }) => b.carId)).toContain(cars.panda._id)
    expect((await get('supplierX', { from: day(55, 0).toISOString().slice(0, 10), days: '14' })).json().bookings).toEqual([
      expect.objectContaining({ carId: cars.clio._id }),
    ])
  })

  it('filters by place, category and gearbox', async () => {
    const names = async (query: Record<string, string>) =>
      (await get('supplierX', { from, ...query })).json().cars.map((c: { name: string }) => c.name)
    expect(await names({ place: f.piraeus._id })).toEqual(['Hyundai Tucson', 'Renault Clio'])
    expect(await names({ gearbox: 'automatic', place: f.athens._id })).toEqual(['Renault Clio'])
    expect(await names({ category: 'suv' })).toEqual(['Hyundai Tucson'])
    const none = (await get('supplierX', { from, category: 'van' })).json()
    expect(none).toMatchObject({ cars: [], bookings: [], blocks: [] })
    expect(none.places).toHaveLength(2) // the filter's choices stay
  })

  it("an admin names the supplier; nobody else reaches another's fleet; bad windows are 400", async () => {
    expect((await get('admin', { from })).statusCode).toBe(400)
    const y = await get('admin', { from, supplier: f.beta._id })
    expect(y.json().cars.map((c: { name: string }) => c.name)).toEqual(['Beta Polo'])
    expect(y.json().bookings).toHaveLength(1)
    expect((await get('admin', { from, supplier: f.driver._id })).statusCode).toBe(404)
    expect((await get('supplierX', { from, supplier: f.beta._id })).statusCode).toBe(404)
    expect((await get('supplierY', { from })).json().cars.map((c: { name: string }) => c.name)).toEqual(['Beta Polo'])
    expect((await get('driver', { from })).statusCode).toBe(403)
    expect((await get(null, { from })).statusCode).toBe(401)
    for (const query of [{ from, days: '13' }, { from, days: '36' }, { from: '2026-13-01' }, { from, gearbox: 'both' }, {}]) {
      const res = await get('supplierX', query as Record<string, string>)
      expect([res.statusCode, res.json().error.code]).toEqual([400, 'validation_failed'])
    }
  })
})
