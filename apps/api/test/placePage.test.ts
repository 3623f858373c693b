import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { placeRentals } from '@wheelbase/core/placePage'
import type { TPlacePage } from '@wheelbase/core/schemas/placePage'
import { locations, supplierHours } from '../src/db/schema'
import { buildTestApp, type TestApp } from './helpers/testApp'
import { FLAVORS } from './helpers/testDatabase'
import { day, fixedId, searchFixture, type TSearchFixture } from './helpers/searchFixture'

const ALPHA_HERE = ([1, 2, 3, 4, 5, 6] as const).map((weekday) => ({ weekday, opens: 360, closes: 1380 }))
const BETA = ([1, 2, 3, 4, 5, 6, 7] as const).map((weekday) => ({ weekday, opens: 540, closes: 1020 }))

/** Issue 48: a place's page, its "from" prices against the search's own, and its facts. */
describe.each(FLAVORS)('a place page (%s)', (flavor) => {
  let t: TestApp
  let f: TSearchFixture
  const page = async (slug: string, language = 'en') => {
    const res = await t.app.inject({ url: `/api/places/${slug}`, headers: { 'accept-language': language } })
    return { status: res.statusCode, body: res.json() as TPlacePage }
  }
  /** The first car of the search as a driver runs it: this category, by price. */
  const firstBySearch = async (rental: { from: string; to: string }, category: string) => {
    const query = new URLSearchParams({ pickup: f.athens._id, from: rental.from, to: rental.to, category, sort: 'price_asc' })
    const res = await t.app.inject({ url: `/api/cars/search?${query.toString()}` })
    expect(res.statusCode).toBe(200)
    return (res.json() as { items: { totalPrice: number; name: string }[] }).items[0]
  }

  beforeAll(async () => {
    t = await buildTestApp(flavor)
    const db = t.db.database.db
    f = await searchFixture(db)
    // The cheapest economy car is booked for the first week: its price is "from" only after.
    const cheap = await f.addCar(f.alpha._id, [f.athens], { name: 'Fiat Panda', category: 'economy', dailyPrice: 2500, deposit: 0 })
    await f.book(cheap, day(0, 0), day(9, 0), { _id: fixedId(900) })
    await f.addCar(f.alpha._id, [f.athens, f.piraeus], { name: 'Toyota Yaris', category: 'economy', dailyPrice: 4000, deposit: 300 })
    await f.addCar(f.beta._id, [f.athens], { name: 'Nissan Qashqai', category: 'suv', dailyPrice: 7000, deposit: 800, fuelPolicy: 'freeTank' })
    await f.addCar(f.banned._id, [f.athens], { name: 'Banned Mini', category: 'mini', dailyPrice: 1000 })
    await f.addCar(f.beta._id, [f.piraeus], { name: 'Port Van', category: 'van', dailyPrice: 9000 })
    // Alpha keeps its own hours at Athens (closed on Sundays); Beta the same hours everywhere.
    await db
      .insert(supplierHours)
      .values([
        { supplierId: f.alpha._id, locationId: null, weekday: 1, opens: 480, closes: 1200 },
        ...ALPHA_HERE.map((h) => ({ supplierId: f.alpha._id, locationId: f.athens._id, ...h })),
        ...BETA.map((h) => ({ supplierId: f.beta._id, locationId: null, ...h })),
      ])
    // A review of a rental picked up here, one hidden, and one of no rental here.
    await f.review(f.alpha._id, [9], () => ({ bookingId: fixedId(900), comment: 'Spotless Panda' }))
    await f.book(cheap, day(-20, 0), day(-17, 0), { _id: fixedId(901) })
    await f.review(f.alpha._id, [2], () => ({ bookingId: fixedId(901), comment: 'Hidden one', hiddenAt: new Date() }))
    await f.review(f.beta._id, [7], () => ({ comment: 'Somewhere else' }))
  })
  afterAll(async () => t?.close())

  it('every place has an address from its English name, kept lower case and unique', async () => {
    expect(f.athens.slug ?? (await page('athens-airport')).body.place.slug).toBe('athens-airport')
    const [again] = await t.db.database.db
      .insert(locations)
      .values({ ...f.athens, _id: fixedId(950), slug: undefined })
      .returning({ slug: locations.slug })
    expect(again?.slug).toBe(`athens-airport-${fixedId(950).slice(0, 8)}`)
    // Renamed, a place keeps its address.
    await t.db.database.db
      .update(locations)
      .set({ nameEn: 'Renamed' })
      .where(eq(locations._id, fixedId(950)))
    expect((await page(`athens-airport-${fixedId(950).slice(0, 8)}`)).status).toBe(200)
    expect((await page('ATHENS-AIRPORT')).status).toBe(200)
  })

  it('an unknown address is 404, with the API error body', async () => {
    const res = await t.app.inject({ url: '/api/places/nowhere-at-all' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } })
  })

  it('names the place in the caller language, and its suppliers in business with their cars here and desk hours', async () => {
    const { status, body } = await page('athens-airport', 'fr')
    expect(status).toBe(200)
    expect(body.place).toMatchObject({ _id: f.athens._id, slug: 'athens-airport', name: 'Aéroport d’Athènes', kind: 'airport' })
    expect(body.suppliers.map((s) => [s.fullName, s.carCount])).toEqual([
      ['Alpha Rent', 2],
      ['Beta Cars', 1],
    ])
    expect(body.suppliers[0]?.hours).toEqual(ALPHA_HERE)
    expect(body.suppliers[1]?.hours).toEqual(BETA)
  })

  it('"from" prices are, per category, the lowest first car of the search over the next 30 days', async () => {
    const { body } = await page('athens-airport')
    expect(body.prices.map((p) => p.category)).toEqual(['economy', 'suv'])
    const rentals = placeRentals(new Date(), f.athens.timeZone)
    for (const price of body.prices) {
      // The rental it names: the search lists that very car first, at that very price.
      const first = await firstBySearch(price, price.category)
      expect({ category: price.category, name: first?.name, total: first?.totalPrice }).toEqual({
        category: price.category,
        name: price.carName,
        total: price.totalPrice,
      })
      // And no rental of the window finds it cheaper.
      const totals = await Promise.all(rentals.map(async (rental) => (await firstBySearch(rental, price.category))?.totalPrice ?? Infinity))
      expect(Math.min(...totals)).toBe(price.totalPrice)
    }
    // The booked week is skipped: the Panda is "from" on a later day.
    const economy = body.prices.find((p) => p.category === 'economy')
    expect(economy?.carName).toBe('Fiat Panda')
    expect(new Date(economy?.from ?? 0).getTime()).toBeGreaterThanOrEqual(day(9, 0).getTime() - 86_400_000)
  })

  it('shows the latest reviews of rentals picked up here, never a hidden one', async () => {
    const { body } = await page('athens-airport')
    expect(body.reviews.map((r) => [r.supplier, r.comment])).toEqual([['Alpha Rent', 'Spotless Panda']])
  })

  it('answers its questions from the cars here: deposits, cards, fuel and cancellation', async () => {
    const { body } = await page('athens-airport')
    expect(body.facts).toEqual({
      cars: 3,
      deposit: { min: 0, max: 800 },
      noCardCars: 1,
      fuelPolicies: [
        { policy: 'likeForlike', cars: 2 },
        { policy: 'freeTank', cars: 1 },
      ],
      freeCancelHours: { min: 48, max: 48 },
    })
  })

  it('a place with no car yet has a page that says so', async () => {
    const { status, body } = await page('heraklion-centre')
    expect(status).toBe(200)
    expect(body).toMatchObject({ prices: [], suppliers: [], reviews: [], facts: { cars: 0, deposit: null } })
  })
})
