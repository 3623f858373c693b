import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BOOKING_STATUSES, isBlocking } from '@wheelbase/core/bookingStatus'
import type { TSearchResult } from '@wheelbase/core/schemas/search'
import { eq } from 'drizzle-orm'
import { users } from '../src/db/schema'
import { day, searchFixture } from './helpers/searchFixture'
import { buildTestApp, type TestApp } from './helpers/testApp'
import { FLAVORS } from './helpers/testDatabase'

type Params = Record<string, string | undefined>

function query(params: Params): string {
  const entries = Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined)
  return new URLSearchParams(entries).toString()
}

describe.each(FLAVORS)('car search on %s', (flavor) => {
  let t: TestApp
  let f: Awaited<ReturnType<typeof searchFixture>>
  const from = day(10)
  const to = day(13)
  const period = () => ({ pickup: f.athens._id, from: from.toISOString(), to: to.toISOString() })
  const search = async (params: Params, language = 'en') => {
    const res = await t.app.inject({ url: `/api/cars/search?${query(params)}`, headers: { 'accept-language': language } })
    return { status: res.statusCode, body: res.json() as TSearchResult & { error: { code: string; message: string } } }
  }
  const names = async (params: Params) => (await search(params)).body.items.map((c) => c.name)

  beforeAll(async () => {
    t = await buildTestApp(flavor, { PRICE_PERCENTAGE: '10' })
    f = await searchFixture(t.db.database.db)
  })
  afterAll(async () => t.close())

  it('hides a car booked over the period in a blocking status and shows it otherwise', async () => {
    const statuses = [...BOOKING_STATUSES]
    const carOf: Record<string, string> = {}
    for (const status of statuses) {
      const car = await f.addCar(f.alpha._id, [f.heraklion], { name: `Status ${status}` })
      carOf[status] = car.name
      await f.book(car, day(11), day(12), { status })
    }
    const shown = await names({ ...period(), pickup: f.heraklion._id })
    for (const status of statuses) expect(shown.includes(carOf[status] ?? ''), status).toBe(!isBlocking(status))
  })

  it('ignores a pending booking whose payment deadline has passed, not one still within it', async () => {
    const expired = await f.addCar(f.alpha._id, [f.piraeus], { name: 'Expired hold' })
    const held = await f.addCar(f.alpha._id, [f.piraeus], { name: 'Held' })
    const payLater = await f.addCar(f.alpha._id, [f.piraeus], { name: 'Pay later' })
    await f.book(expired, day(11), day(12), { status: 'pending', paymentDeadline: new Date(Date.now() - 60_000) })
    await f.book(held, day(11), day(12), { status: 'pending', paymentDeadline: new Date(Date.now() + 20 * 60_000) })
    await f.book(payLater, day(11), day(12), { status: 'pending', paymentDeadline: null })
    expect(await names({ ...period(), pickup: f.piraeus._id })).toEqual(['Expired hold'])
  })

  it('keeps a car whose bookings end at pick-up or start at drop-off, hides one overlapping by a minute', async () => {
    const adjacent = await f.addCar(f.beta._id, [f.athens], { name: 'Adjacent', dailyPrice: 100 })
    await f.book(adjacent, day(8), from)
    await f.book(adjacent, to, day(15))
    const overlapping = await f.addCar(f.beta._id, [f.athens], { name: 'Overlapping', dailyPrice: 101 })
    await f.book(overlapping, new Date(to.getTime() - 60_000), day(15))
    const shown = await names(period())
    expect(shown).toContain('Adjacent')
    expect(shown).not.toContain('Overlapping')
  })

  it('shows only available cars of active suppliers offered at both places', async () => {
    await f.addCar(f.alpha._id, [f.athens, f.piraeus], { name: 'Both places', dailyPrice: 200 })
    await f.addCar(f.alpha._id, [f.athens], { name: 'Athens only', dailyPrice: 201 })
    await f.addCar(f.alpha._id, [f.athens, f.piraeus], { name: 'Unavailable', available: false })
    await f.addCar(f.banned._id, [f.athens, f.piraeus], { name: 'Suspended supplier' })
    const oneWay = await names({ ...period(), dropoff: f.piraeus._id })
    expect(oneWay).toContain('Both places')
    expect(oneWay).not.toContain('Athens only')
    expect(oneWay).not.toContain('Unavailable')
    expect(oneWay).not.toContain('Suspended supplier')
    const sameReturn = await names(period())
    expect(sameReturn).toEqual(expect.arrayContaining(['Both places', 'Athens only']))
    expect(await names({ ...period(), dropoff: f.athens._id })).toEqual(sameReturn)
  })

  it('names the places searched between in the caller’s language (no drop-off when it is the pick-up)', async () => {
    const oneWay = await search({ ...period(), dropoff: f.piraeus._id }, 'fr')
    expect(oneWay.body.places.pickup).toMatchObject({ _id: f.athens._id, name: 'Aéroport d’Athènes', timeZone: f.athens.timeZone })
    expect(oneWay.body.places.dropoff).toMatchObject({ _id: f.piraeus._id, name: f.piraeus.nameFr })
    const sameReturn = await search(period(), 'el')
    expect(sameReturn.body.places.pickup.name).toBe('Αεροδρόμιο Αθήνας')
    expect(sameReturn.body.places).not.toHaveProperty('dropoff')
    // Named as the pick-up, it is the same search.
    const named = await search({ ...period(), dropoff: f.athens._id }, 'el')
    expect(named.body.places).toEqual(sameReturn.body.places)
  })
  it('prices with core: days on the wall clock, percentage per line, extras as seen', async () => {
    await f.addCar(f.alpha._id, [f.heraklion], { name: 'Priced', dailyPrice: 4_550, amendments: 1_000, cancellation: 0, collisionDamageWaiver: -1 })
    const { body } = await search({ pickup: f.heraklion._id, from: day(20, 9).toISOString(), to: day(22, 10).toISOString() })
    const car = body.items.find((c) => c.name === 'Priced')
    expect(body.days).toBe(3)
    expect(car).toMatchObject({
      days: 3,
      pricePerDay: 5_005,
      totalPrice: 15_015,
      extras: { amendments: 1_100, cancellation: 0, collisionDamageWaiver: -1 },
    })
  })

  describe('filters', () => {
    let place: { _id: string } = { _id: '' }
    const run = (params: Params) => names({ ...period(), pickup: place._id, ...params })
    beforeAll(async () => {
      place = await f.addPlace('Filter Town')
      const base = {
        aircon: true,
        doors: 5,
        seats: 5,
        deposit: 100_00,
        gearbox: 'manual',
        fuelType: 'diesel',
        fuelPolicy: 'likeForlike',
        mileage: 200,
      } as const
      await f.addCar(f.alpha._id, [place], { ...base, name: 'Plain', dailyPrice: 1000 })
      await f.addCar(f.alpha._id, [place], { ...base, name: 'No aircon', aircon: false, dailyPrice: 1001 })
      await f.addCar(f.alpha._id, [place], { ...base, name: 'Three doors', doors: 3, dailyPrice: 1002 })
      await f.addCar(f.alpha._id, [place], { ...base, name: 'Four seats', seats: 4, dailyPrice: 1003 })
      await f.addCar(f.beta._id, [place], { ...base, name: 'Deposit 250', deposit: 250_00, dailyPrice: 1004 })
      await f.addCar(f.beta._id, [place], { ...base, name: 'Deposit 600', deposit: 600_00, dailyPrice: 1005 })
      await f.addCar(f.beta._id, [place], { ...base, name: 'Automatic', gearbox: 'automatic', dailyPrice: 1006 })
      await f.addCar(f.beta._id, [place], { ...base, name: 'Electric', fuelType: 'electric', dailyPrice: 1007 })
      await f.addCar(f.beta._id, [place], { ...base, name: 'Unlimited', mileage: -1, dailyPrice: 1008 })
      await f.addCar(f.beta._id, [place], { ...base, name: 'Full tank', fuelPolicy: 'freeTank', dailyPrice: 1009 })
    })
    const all = ['Plain', 'No aircon', 'Three doors', 'Four seats', 'Deposit 250', 'Deposit 600', 'Automatic', 'Electric', 'Unlimited', 'Full tank']
    const without = (...excluded: string[]) => all.filter((name) => !excluded.includes(name))

    it('air conditioning, 4+ doors, 5+ seats', async () => {
      expect(await run({})).toEqual(all)
      expect(await run({ aircon: '1' })).toEqual(without('No aircon'))
      expect(await run({ doors4: '1' })).toEqual(without('Three doors'))
      expect(await run({ seats5: '1' })).toEqual(without('Four seats'))
      expect(await run({ aircon: '1', doors4: '1', seats5: '1' })).toEqual(without('No aircon', 'Three doors', 'Four seats'))
    })
    it('deposit strictly below each threshold', async () => {
      expect(await run({ deposit: '250' })).toEqual(without('Deposit 250', 'Deposit 600'))
      expect(await run({ deposit: '500' })).toEqual(without('Deposit 600'))
      expect(await run({ deposit: '750' })).toEqual(all)
    })
    it('gearbox, fuel type, mileage, fuel policy', async () => {
      expect(await run({ gearbox: 'automatic' })).toEqual(['Automatic'])
      expect(await run({ gearbox: 'manual,automatic' })).toEqual(all)
      expect(await run({ fuel: 'electric,hybrid' })).toEqual(['Electric'])
      expect(await run({ mileage: 'unlimited' })).toEqual(['Unlimited'])
      expect(await run({ mileage: 'limited' })).toEqual(without('Unlimited'))
      expect(await run({ fuelPolicy: 'freeTank' })).toEqual(['Full tank'])
    })
    it('suppliers, with counts that ignore the supplier filter', async () => {
      const { body } = await search({ ...period(), pickup: place._id, suppliers: f.beta._id, aircon: '1' })
      expect(body.items.map((c) => c.supplier.fullName)).toEqual(Array(6).fill('Beta Cars'))
      expect(body.total).toBe(6)
      expect(body.suppliers).toEqual([
        { _id: f.alpha._id, fullName: 'Alpha Rent', avatar: null, slug: 'alpha-rent', count: 3, rating: { count: 0, score: null } },
        { _id: f.beta._id, fullName: 'Beta Cars', avatar: null, slug: 'beta-cars', count: 6, rating: { count: 0, score: null } },
      ])
      expect((await search({ ...period(), pickup: place._id, suppliers: '' })).body).toMatchObject({ items: [], total: 0, nextPage: null })
    })
    it('sorts by price both ways', async () => {
      expect(await run({ sort: 'price_desc' })).toEqual([...all].reverse())
    })
  })

  it('pages by 15 with totals; past the last page is empty', async () => {
    const town = await f.addPlace('Paging Town')
    for (let i = 0; i < 20; i++) await f.addCar(i % 2 ? f.alpha._id : f.beta._id, [town], { name: `Paged ${i}`, dailyPrice: 3000 + (i % 4) })
    const first = await search({ ...period(), pickup: town._id })
    expect(first.body).toMatchObject({ total: 20, page: 1, pageSize: 15, nextPage: 2 })
    expect(first.body.items).toHaveLength(15)
    const prices = first.body.items.map((c) => c.pricePerDay)
    expect([...prices].sort((a, b) => a - b)).toEqual(prices)
    const second = await search({ ...period(), pickup: town._id, page: '2' })
    expect(second.body).toMatchObject({ total: 20, page: 2, nextPage: null })
    expect(second.body.items).toHaveLength(5)
    const ids = [...first.body.items, ...second.body.items].map((c) => c._id)
    expect(new Set(ids).size).toBe(20)
    expect((await search({ ...period(), pickup: town._id, page: '3' })).body).toMatchObject({ items: [], total: 20, nextPage: null })
    expect(first.body.suppliers.map((s) => s.count)).toEqual([10, 10])
  })

  it('answers each bad criterion with 400 and its translated message, changing nothing', async () => {
    const cases: [Params, string, string][] = [
      [{ ...period(), from: to.toISOString(), to: from.toISOString() }, 'The drop-off time must be after the pick-up time.', 'dropoff_before_pickup'],
      [{ ...period(), to: from.toISOString() }, 'The drop-off time must be after the pick-up time.', 'dropoff_before_pickup'],
      [{ ...period(), from: day(-1).toISOString() }, 'The pick-up time has already passed. Please choose a later time.', 'pickup_in_past'],
      [
        { ...period(), pickup: '00000000-0000-4000-8000-000000000777' },
        'We do not know this location. Please choose one from the list.',
        'unknown_location',
      ],
      [{ ...period(), dropoff: 'athens' }, 'We do not know this location. Please choose one from the list.', 'unknown_location'],
      [{ ...period(), pickup: undefined }, 'Please choose a pick-up location.', 'invalid_criteria'],
      [{ ...period(), from: 'tomorrow' }, 'Please choose the pick-up and drop-off dates and times.', 'invalid_criteria'],
      [{ ...period(), page: '0' }, 'The page must be a whole number of 1 or more.', 'invalid_page'],
      [{ ...period(), page: '-2' }, 'The page must be a whole number of 1 or more.', 'invalid_page'],
      [{ ...period(), page: '1.5' }, 'The page must be a whole number of 1 or more.', 'invalid_page'],
      [{ ...period(), page: 'two' }, 'The page must be a whole number of 1 or more.', 'invalid_page'],
      [{ ...period(), deposit: '300' }, 'These search criteria are not valid. Please check them and try again.', 'invalid_criteria'],
      [{ ...period(), gearbox: 'sideways' }, 'These search criteria are not valid. Please check them and try again.', 'invalid_criteria'],
    ]
    for (const [params, message, code] of cases) {
      const res = await search(params)
      expect(res.status, JSON.stringify(params)).toBe(400)
      expect(res.body.error).toEqual({ code, message })
    }
    const french = await search({ ...period(), from: to.toISOString(), to: from.toISOString() }, 'fr')
    expect(french.body.error.message).toBe("L'heure de restitution doit être postérieure à l'heure de prise en charge.")
  })

  it('gives one car with its places, and a quote with availability for a period', async () => {
    const car = await f.addCar(f.alpha._id, [f.athens, f.heraklion], { name: 'Detail', dailyPrice: 5_000 })
    await f.book(car, day(30), day(32))
    const url = (params: Params) => `/api/cars/${car._id}?${query(params)}`
    const plain = await t.app.inject({ url: url({}) })
    expect(plain.json()).toMatchObject({ name: 'Detail', quote: null, supplier: { fullName: 'Alpha Rent' }, supplierPayLater: false })
    // Each place with its clock (a booking's change is read on the pick-up place's) and its kind (an airport asks for the flight).
    expect(plain.json().locations).toEqual([
      { _id: f.athens._id, name: 'Athens Airport', timeZone: 'Europe/Athens', kind: 'airport' },
      { _id: f.heraklion._id, name: 'Heraklion Centre', timeZone: 'Europe/Athens', kind: 'city' },
    ])
    const free = await t.app.inject({ url: url(period()) })
    expect(free.json().quote).toMatchObject({ days: 3, totalPrice: 16_500, available: true })
    const booked = await t.app.inject({ url: url({ pickup: f.athens._id, from: day(31).toISOString(), to: day(33).toISOString() }) })
    expect(booked.json().quote).toMatchObject({ available: false })
    expect((await t.app.inject({ url: `/api/cars/00000000-0000-4000-8000-000000000777` })).statusCode).toBe(404)
    expect((await t.app.inject({ url: `/api/cars/not-a-car` })).statusCode).toBe(404)
    expect((await t.app.inject({ url: url({ pickup: f.athens._id }) })).statusCode).toBe(400)
    await t.db.database.db.update(users).set({ blacklisted: true }).where(eq(users._id, f.alpha._id))
    expect((await t.app.inject({ url: url({}) })).statusCode).toBe(404)
    await t.db.database.db.update(users).set({ blacklisted: false }).where(eq(users._id, f.alpha._id))
  })
})
