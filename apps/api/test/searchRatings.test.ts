import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TSearchResult } from '@wheelbase/core/schemas/search'
import { makeUser } from '../src/db/factories'
import { users } from '../src/db/schema'
import { day, fixedId, searchFixture } from './helpers/searchFixture'
import { buildTestApp, type TestApp } from './helpers/testApp'
import { FLAVORS } from './helpers/testDatabase'

/**
 * Ratings where drivers choose (issue 30): every card, the checkout's car and the supplier list
 * carry the supplier's average (one decimal, as shown) and count, "New" (no average) under three
 * reviews; results sort best rated first and filter to "8+" by the very average shown.
 */
describe.each(FLAVORS)('supplier ratings in the search on %s', (flavor) => {
  let t: TestApp
  let f: Awaited<ReturnType<typeof searchFixture>>
  const gamma = makeUser({ _id: fixedId(1500), fullName: 'Gamma Drive', type: 'supplier', email: 'gamma@suppliers.test' })
  const carOf: Record<string, string> = {}

  beforeAll(async () => {
    t = await buildTestApp(flavor)
    f = await searchFixture(t.db.database.db)
    await t.db.database.db.insert(users).values(gamma)
    // Alpha: 8.5 from 4. Beta: 159 / 20 = 7.95, shown 8.0 (halves up), so it is "8+". Gamma: 2 reviews of 10, "New".
    await f.review(f.alpha._id, [9, 8, 8, 9])
    await f.review(f.beta._id, [...Array<number>(19).fill(8), 7])
    await f.review(gamma._id, [10, 10])
    for (const [supplier, name, dailyPrice] of [
      [f.alpha._id, 'Alpha cheap', 3000],
      [f.alpha._id, 'Alpha dear', 9000],
      [f.beta._id, 'Beta mid', 5000],
      [gamma._id, 'Gamma cheapest', 1000],
    ] as const)
      carOf[name] = (await f.addCar(supplier, [f.athens], { name, dailyPrice }))._id
    // A banned supplier's five reviews of 10 never rank it: it is not searched.
    await f.review(f.banned._id, [10, 10, 10, 10, 10])
  })
  afterAll(async () => t.close())

  const search = async (extra: Record<string, string> = {}) => {
    const query = new URLSearchParams({ pickup: f.athens._id, from: day(10).toISOString(), to: day(12).toISOString(), ...extra })
    const res = await t.app.inject({ url: `/api/cars/search?${query.toString()}` })
    expect(res.statusCode).toBe(200)
    return res.json() as TSearchResult
  }

  it('shows each supplier average and count on the cards and in the supplier counts, "New" under three', async () => {
    const found = await search()
    const ratingOf = (name: string) => found.items.find((c) => c.name === name)?.supplier.rating
    expect(ratingOf('Alpha cheap')).toEqual({ count: 4, score: 8.5 })
    expect(ratingOf('Beta mid')).toEqual({ count: 20, score: 8 })
    expect(ratingOf('Gamma cheapest')).toEqual({ count: 2, score: null })
    expect(found.suppliers.map((s) => [s.fullName, s.rating])).toEqual([
      ['Alpha Rent', { count: 4, score: 8.5 }],
      ['Beta Cars', { count: 20, score: 8 }],
      ['Gamma Drive', { count: 2, score: null }],
    ])
  })

  it('sorts best rated first, new suppliers last, the cheapest first within a supplier', async () => {
    expect((await search({ sort: 'rating' })).items.map((c) => c.name)).toEqual(['Alpha cheap', 'Alpha dear', 'Beta mid', 'Gamma cheapest'])
    expect((await search()).items.map((c) => c.name)).toEqual(['Gamma cheapest', 'Alpha cheap', 'Beta mid', 'Alpha dear'])
  })

  it('filters to suppliers rated 8+ by the average shown, and refuses other thresholds', async () => {
    const good = await search({ rating: '8' })
    expect(good.items.map((c) => c.name)).toEqual(['Alpha cheap', 'Beta mid', 'Alpha dear'])
    expect(good.total).toBe(3)
    expect(good.suppliers.map((s) => s.fullName)).toEqual(['Alpha Rent', 'Beta Cars'])
    // One more 7 takes Beta to 166 / 21 = 7.90: shown 7.9, out.
    await f.review(f.beta._id, [7])
    expect((await search({ rating: '8' })).items.map((c) => c.name)).toEqual(['Alpha cheap', 'Alpha dear'])
    for (const rating of ['7', '8.5', 'x']) {
      const res = await t.app.inject({
        url: `/api/cars/search?${new URLSearchParams({ pickup: f.athens._id, from: day(10).toISOString(), to: day(12).toISOString(), rating }).toString()}`,
      })
      expect(res.statusCode, rating).toBe(400)
    }
  })

  it('gives the checkout car and the supplier list the same rating', async () => {
    const car = await t.app.inject({ url: `/api/cars/${carOf['Alpha dear']}` })
    expect(car.json().supplier.rating).toEqual({ count: 4, score: 8.5 })
    const list = await t.app.inject({ url: '/api/suppliers' })
    const items = list.json().items as { fullName: string; rating: unknown }[]
    expect(items.find((s) => s.fullName === 'Gamma Drive')?.rating).toEqual({ count: 2, score: null })
    expect(items.find((s) => s.fullName === 'Alpha Rent')?.rating).toEqual({ count: 4, score: 8.5 })
  })
})
