import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rmSync } from 'node:fs'
import { ZSearchQuery } from '@wheelbase/core/schemas/search'
import { DEFAULT_PERIOD_LIMITS } from '@wheelbase/core/search'
import { openDatabase, type Database } from '../src/db/client'
import { migrateDatabase } from '../src/db/migrate'
import { criteriaOf } from '../src/features/cars/criteria'
import { searchCars } from '../src/features/cars/queries'
import { day, searchFixture } from './helpers/searchFixture'
import { tempDir } from './helpers/testDatabase'

/**
 * `npm start` on an empty data dir opens PGlite, then migrates it: the enums and their array types
 * are made after the database opened. Every list filter of the search is one array value (record
 * 0099); here each is sent to such a database, which the other tests (opened on a migrated copy)
 * never are.
 */
describe('the search on an embedded database migrated after it opened', () => {
  const dataDir = tempDir()
  let database: Database
  let f: Awaited<ReturnType<typeof searchFixture>>

  beforeAll(async () => {
    database = await openDatabase({ dataDir })
    await migrateDatabase(database)
    f = await searchFixture(database.db)
    await f.addCar(f.alpha._id, [f.athens, f.piraeus], {
      gearbox: 'automatic',
      fuelType: 'hybrid',
      category: 'suv',
      equipment: ['bluetooth', 'appleCarPlay'],
    })
    await f.addCar(f.beta._id, [f.athens], { gearbox: 'manual', fuelType: 'diesel', category: 'mini', equipment: [] })
  })
  afterAll(async () => {
    await database.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  const names = async (params: Record<string, string>) => {
    const query = ZSearchQuery.parse({ pickup: f.athens._id, from: day(3).toISOString(), to: day(5).toISOString(), ...params })
    const now = new Date()
    const result = await searchCars(database.db, await criteriaOf(database.db, query, DEFAULT_PERIOD_LIMITS, now), 'en', 0, now)
    return result.items.map((car) => car.supplier.fullName)
  }

  it('filters by every list: gearbox, fuel, fuel policy, category, equipment, suppliers, places', async () => {
    expect(await names({})).toEqual(['Alpha Rent', 'Beta Cars'])
    expect(await names({ gearbox: 'automatic' })).toEqual(['Alpha Rent'])
    expect(await names({ fuel: 'diesel,electric' })).toEqual(['Beta Cars'])
    expect(await names({ fuelPolicy: 'likeForlike,freeTank' })).toEqual(['Alpha Rent', 'Beta Cars'])
    expect(await names({ category: 'suv,van' })).toEqual(['Alpha Rent'])
    expect(await names({ equipment: 'bluetooth,appleCarPlay' })).toEqual(['Alpha Rent'])
    expect(await names({ equipment: 'androidAuto' })).toEqual([])
    expect(await names({ suppliers: f.beta._id })).toEqual(['Beta Cars'])
    expect(await names({ dropoff: f.piraeus._id })).toEqual(['Alpha Rent'])
  })
})
