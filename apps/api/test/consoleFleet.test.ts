import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeUser } from '../src/db/factories'
import { cars } from '../src/db/schema'
import { signedIn, signedInStaff, type Caller, type TStaff } from './helpers/callers'
import { day, fixedId, searchFixture } from './helpers/searchFixture'
import { buildTestApp, type TestApp } from './helpers/testApp'
import { FLAVORS } from './helpers/testDatabase'

type Who = TStaff

/**
 * The console's fleet: a supplier lists and switches its own cars only, an admin any supplier's;
 * a driver 403, a stranger 401, another supplier's car 404; a car taken off leaves the search and
 * keeps its bookings.
 */
describe.each(FLAVORS)('the console fleet on %s', (flavor) => {
  let t: TestApp
  let f: Awaited<ReturnType<typeof searchFixture>>
  const as = {} as Record<Who, Caller>
  const admin = makeUser({ _id: fixedId(990), type: 'admin', email: 'admin@console.test' })
  let panda: { _id: string }
  let yaris: { _id: string }

  beforeAll(async () => {
    t = await buildTestApp(flavor)
    const db = t.db.database.db
    f = await searchFixture(db)
    Object.assign(as, await signedInStaff(db, f, admin))
    panda = await f.addCar(f.alpha._id, [f.athens, f.piraeus], { name: 'Fiat Panda', dailyPrice: 3_000 })
    await f.addCar(f.alpha._id, [f.athens], { name: 'Audi A1', dailyPrice: 5_000 })
    yaris = await f.addCar(f.beta._id, [f.athens], { name: 'Toyota Yaris', dailyPrice: 4_000 })
    await f.book(panda as never, day(10, 10), day(12, 10), { status: 'reserved' })
  })
  afterAll(async () => t.close())

  const list = (who: Who | null, query = '') => t.app.inject({ url: `/api/console/cars${query}`, headers: who ? as[who].headers : {} })
  const toggle = (who: Who | null, id: string, available: boolean) =>
    t.app.inject({ method: 'POST', url: `/api/console/cars/${id}/availability`, headers: who ? as[who].headers : {}, payload: { available } })
  const names = async (who: Who, query = '') => ((await list(who, query)).json().items as { name: string }[]).map((c) => c.name)
  const searchHas = async (id: string) => {
    const query = new URLSearchParams({ pickup: f.athens._id, from: day(30, 10).toISOString(), to: day(33, 10).toISOString() })
    const found = (await t.app.inject({ url: `/api/cars/search?${query.toString()}` })).json() as { items: { _id: string }[] }
    return found.items.some((c) => c._id === id)
  }

  it("lists a supplier's own cars, sorted and searched, and every car for an admin", async () => {
    expect(await names('supplierX')).toEqual(['Audi A1', 'Fiat Panda'])
    expect(await names('supplierX', '?sort=price')).toEqual(['Fiat Panda', 'Audi A1'])
    expect(await names('supplierX', '?q=pand')).toEqual(['Fiat Panda'])
    expect(await names('supplierY')).toEqual(['Toyota Yaris'])
    expect(await names('admin')).toEqual(['Audi A1', 'Fiat Panda', 'Toyota Yaris'])
    expect(await names('admin', `?supplier=${f.beta._id}`)).toEqual(['Toyota Yaris'])
    const row = (await list('supplierX', '?q=panda')).json().items[0]
    expect(row).toMatchObject({ places: 2, upcoming: 1, available: true, supplier: { fullName: 'Alpha Rent' } })
    expect((await list('supplierX', '?sort=bogus')).statusCode).toBe(400)
  })

  it('takes a car off search and back, keeping its bookings, and records who did it', async () => {
    expect(await searchHas(panda._id)).toBe(true)
    expect((await toggle('supplierX', panda._id, false)).json()).toEqual({ available: false })
    expect(await searchHas(panda._id)).toBe(false)
    expect(await names('supplierX', '?available=no')).toEqual(['Fiat Panda'])
    const [row] = await t.db.database.db.select().from(cars).where(eq(cars._id, panda._id))
    expect(row?.updatedBy).toBe(f.alpha._id)
    expect((await list('supplierX', '?q=panda')).json().items[0].upcoming).toBe(1)
    expect((await toggle('admin', panda._id, true)).json()).toEqual({ available: true })
    expect(await searchHas(panda._id)).toBe(true)
  })

  it("answers 401, 403 to a driver and 404 for another supplier's car, changing nothing", async () => {
    expect((await list(null)).statusCode).toBe(401)
    expect((await list('driver')).statusCode).toBe(403)
    expect((await toggle(null, yaris._id, false)).statusCode).toBe(401)
    expect((await toggle('driver', yaris._id, false)).statusCode).toBe(403)
    const res = await toggle('supplierX', yaris._id, false)
    expect([res.statusCode, res.json().error.code]).toEqual([404, 'car_not_found'])
    expect((await toggle('supplierX', 'nonsense', false)).statusCode).toBe(404)
    expect((await list('supplierX', `?supplier=${f.beta._id}`)).json().items).toEqual([])
    const [row] = await t.db.database.db.select().from(cars).where(eq(cars._id, yaris._id))
    expect(row?.available).toBe(true)
  })
})

describe.each(FLAVORS)('deleting a car from the console on %s', (flavor) => {
  let t: TestApp
  let f: Awaited<ReturnType<typeof searchFixture>>
  let supplierX: Caller
  let supplierY: Caller
  let driver: Caller

  beforeAll(async () => {
    t = await buildTestApp(flavor)
    f = await searchFixture(t.db.database.db)
    supplierX = await signedIn(t.db.database.db, f.alpha._id)
    supplierY = await signedIn(t.db.database.db, f.beta._id)
    driver = await signedIn(t.db.database.db, f.driver._id)
  })
  afterAll(async () => t.close())

  const remove = (caller: Caller | null, id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/console/cars/${id}`, headers: caller?.headers ?? {} })
  const row = async (id: string) => (await t.db.database.db.select().from(cars).where(eq(cars._id, id)))[0]

  it('refuses a car still booked (409), and keeps it', async () => {
    const car = await f.addCar(f.alpha._id, [f.athens], { name: 'Booked car' })
    await f.book(car, day(5, 10), day(7, 10), { status: 'pending', payLater: true })
    const res = await remove(supplierX, car._id)
    expect([res.statusCode, res.json().error.code]).toEqual([409, 'car_has_bookings'])
    expect(await row(car._id)).toMatchObject({ deletedAt: null, available: true })
  })

  it('keeps a car with past bookings out of sight, its bookings keeping their car', async () => {
    const car = await f.addCar(f.alpha._id, [f.athens], { name: 'Old car' })
    await f.book(car, day(-9, 10), day(-7, 10), { status: 'paid' })
    expect((await remove(supplierX, car._id)).json()).toEqual({ deleted: true })
    expect(await row(car._id)).toMatchObject({ available: false, updatedBy: f.alpha._id })
    expect((await row(car._id))?.deletedAt).toBeInstanceOf(Date)
    const list = (await t.app.inject({ url: '/api/console/cars?q=old', headers: supplierX.headers })).json()
    expect(list.items).toEqual([])
    expect((await t.app.inject({ url: `/api/cars/${car._id}` })).statusCode).toBe(404)
    expect((await remove(supplierX, car._id)).statusCode).toBe(404)
  })

  it('removes a car never booked, and answers 401, 403 and 404 otherwise', async () => {
    const mine = await f.addCar(f.alpha._id, [f.athens], { name: 'New car' })
    const theirs = await f.addCar(f.beta._id, [f.athens], { name: 'Their car' })
    expect((await remove(null, mine._id)).statusCode).toBe(401)
    expect((await remove(driver, mine._id)).statusCode).toBe(403)
    expect((await remove(supplierY, mine._id)).statusCode).toBe(404)
    expect(await row(mine._id)).toBeDefined()
    expect((await remove(supplierX, mine._id)).json()).toEqual({ deleted: true })
    expect(await row(mine._id)).toBeUndefined()
    expect((await remove(supplierX, theirs._id)).statusCode).toBe(404)
    expect(await row(theirs._id)).toBeDefined()
  })
})
