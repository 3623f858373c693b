import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CAR_CATEGORIES, CAR_EQUIPMENT, type TCarCategory, type TCarEquipment } from '@wheelbase/core/enums'
import type { TSearchResult } from '@wheelbase/core/schemas/search'
import { seededRandom } from '../src/db/seed/random'
import { day, searchFixture } from './helpers/searchFixture'
import { buildTestApp, type TestApp } from './helpers/testApp'
import { FLAVORS } from './helpers/testDatabase'

type TCar = { _id: string; category: TCarCategory; equipment: TCarEquipment[] }

/**
 * Car categories and equipment (issue 30) against the search's rule, written here once more: a
 * car matches a category filter when its category is one of those asked, and an equipment filter
 * when it has every item asked. Random cars and random filters; every page read back.
 */
describe.each(FLAVORS)('category and equipment filters on %s', (flavor) => {
  let t: TestApp
  let f: Awaited<ReturnType<typeof searchFixture>>
  const cars: TCar[] = []
  const random = seededRandom(30_030)

  beforeAll(async () => {
    t = await buildTestApp(flavor)
    f = await searchFixture(t.db.database.db)
    for (let i = 0; i < 40; i++) {
      const category = random.pick(CAR_CATEGORIES)
      const equipment = CAR_EQUIPMENT.filter(() => random.chance(0.5))
      const car = await f.addCar(random.chance(0.5) ? f.alpha._id : f.beta._id, [f.athens], { category, equipment, dailyPrice: 1000 + i * 100 })
      cars.push({ _id: car._id, category, equipment })
    }
  })
  afterAll(async () => t.close())

  async function found(filters: Record<string, string>): Promise<{ ids: string[]; total: number; shown: TSearchResult['items'] }> {
    const ids: string[] = []
    const shown: TSearchResult['items'] = []
    let total = 0
    for (let page: number | null = 1; page;) {
      const query = new URLSearchParams({
        pickup: f.athens._id,
        from: day(5).toISOString(),
        to: day(7).toISOString(),
        ...filters,
        page: String(page),
      })
      const res = await t.app.inject({ url: `/api/cars/search?${query.toString()}` })
      expect(res.statusCode, query.toString()).toBe(200)
      const body = res.json() as TSearchResult
      ids.push(...body.items.map((c) => c._id))
      shown.push(...body.items)
      total = body.total
      page = body.nextPage
    }
    return { ids: ids.sort(), total, shown }
  }

  it('finds exactly the cars of the rule, over 60 random filters', async () => {
    for (let round = 0; round < 60; round++) {
      const categories = random.chance(0.6) ? random.sample(CAR_CATEGORIES, random.int(1, 3)) : undefined
      const equipment = random.chance(0.6) ? random.sample(CAR_EQUIPMENT, random.int(1, 3)) : undefined
      const filters: Record<string, string> = {}
      if (categories) filters.category = categories.join(',')
      if (equipment) filters.equipment = equipment.join(',')
      const expected = cars
        .filter((car) => !categories || categories.includes(car.category))
        .filter((car) => !equipment || equipment.every((item) => car.equipment.includes(item)))
        .map((car) => car._id)
        .sort()
      const answer = await found(filters)
      expect(answer.ids, JSON.stringify(filters)).toEqual(expected)
      expect(answer.total).toBe(expected.length)
    }
  })

  it('shows each car its category and equipment, in the order of the list', async () => {
    const { shown } = await found({})
    for (const car of shown) {
      const made = cars.find((c) => c._id === car._id)
      expect({ category: car.category, equipment: car.equipment }).toEqual({
        category: made?.category,
        equipment: CAR_EQUIPMENT.filter((item) => made?.equipment.includes(item)),
      })
    }
  })

  it('refuses an unknown category or equipment with 400', async () => {
    for (const filters of [{ category: 'truck' }, { equipment: 'jetpack' }, { equipment: 'bluetooth,x' }] as Record<string, string>[]) {
      const query = new URLSearchParams({ pickup: f.athens._id, from: day(5).toISOString(), to: day(7).toISOString(), ...filters })
      expect((await t.app.inject({ url: `/api/cars/search?${query.toString()}` })).statusCode, JSON.stringify(filters)).toBe(400)
    }
  })
})
