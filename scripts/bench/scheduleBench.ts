/**
 * The fleet schedule's budget (issue 44): a supplier with 300 cars, a year of bookings on each and
 * blocks on a tenth of them, on PostgreSQL; 8 clients at once for 10 s ask 35-day windows (some
 * filtered by category or gearbox, as the page does); p95 ≤ 100 ms.
 */
import { sql } from 'drizzle-orm'
import { CAR_CATEGORIES } from '@wheelbase/core/enums'
import { openDatabase } from '../../apps/api/src/db/client'
import { makeBooking, makeCar, makeLocation, makeUser } from '../../apps/api/src/db/factories'
import { migrateDatabase } from '../../apps/api/src/db/migrate'
import { bookings, carBlocks, carLocations, cars, locations, users } from '../../apps/api/src/db/schema'
import { createSession } from '../../apps/api/src/platform/http/sessions'
import { postgresUnavailable, removeDir, tempDir, withFreshPostgres } from './search/databases'
import { loadSignedIn } from './search/load'
import type { TLatencySummary } from './search/stats'
import type { TStartServer } from './searchBench'

const CARS = 300
const DAYS = 35
/** Each car is booked 2 days in every 4 over the year: 90 bookings a car, 27,000 in all. */
const BOOKINGS_PER_CAR = 90
const CLIENTS = 8
const SECONDS = 10
const DAY_MS = 86_400_000
const START = Date.UTC(2027, 0, 1)
const log = (message: string) => console.log(`  [schedule] ${message}`)

export type TScheduleBench = { cars: number; bookings: number; load: TLatencySummary & { perSecond: number; failed: number } } | { skipped: string }

async function seed(databaseUrl: string, dataDir: string): Promise<{ headers: Record<string, string> }> {
  const database = await openDatabase({ databaseUrl, dataDir, poolSize: 4 })
  try {
    await migrateDatabase(database)
    const { db } = database
    const places = [makeLocation({ nameEn: 'Bench Airport' }), makeLocation({ nameEn: 'Bench Port', kind: 'port' })]
    await db.insert(locations).values(places)
    const supplier = makeUser({ type: 'supplier', fullName: 'Bench Rentals' })
    const driver = makeUser({ fullName: 'Bench Driver', email: 'driver@bench.example' })
    await db.insert(users).values([supplier, driver])
    const fleet = Array.from({ length: CARS }, (_, i) =>
      makeCar(supplier._id, {
        name: `Car ${String(i).padStart(3, '0')}`,
        category: CAR_CATEGORIES[i % CAR_CATEGORIES.length] ?? 'compact',
        gearbox: i % 3 === 0 ? 'automatic' : 'manual',
      }),
    )
    await db.insert(cars).values(fleet)
    await db.insert(carLocations).values(fleet.map((car, i) => ({ carId: car._id, locationId: places[i % 2]!._id })))
    const rows = fleet.flatMap((car, c) =>
      Array.from({ length: BOOKINGS_PER_CAR }, (_, b) => {
        const from = new Date(START + (b * 4 + (c % 4)) * DAY_MS + 10 * 3_600_000)
        return makeBooking(
          { car, driverId: driver._id, locationId: places[c % 2]!._id, from, to: new Date(from.getTime() + 2 * DAY_MS) },
          { status: b % 7 === 0 ? 'cancelled' : 'reserved' },
        )
      }),
    )
    for (let i = 0; i < rows.length; i += 1000) await db.insert(bookings).values(rows.slice(i, i + 1000))
    // A tenth of the cars have a block in each month, on days their bookings leave free.
    const blocks = fleet.flatMap((car, c) =>
      c % 10 !== 0
        ? []
        : Array.from({ length: 12 }, (_, m) => {
            // The car's bookings hold [4k + c % 4, 4k + c % 4 + 2) from 10:00: the afternoon of the day after is free.
            const day = new Date(START + (m * 28 + (c % 4) + 2) * DAY_MS)
            return {
              _id: crypto.randomUUID(),
              carId: car._id,
              from: new Date(day.getTime() + 12 * 3_600_000),
              to: new Date(day.getTime() + 20 * 3_600_000),
              reason: 'service' as const,
            }
          }),
    )
    await db.insert(carBlocks).values(blocks)
    await db.execute(sql`VACUUM ANALYZE`)
    const session = await createSession(db, supplier._id, false)
    return { headers: { cookie: `wb_session=${session.token}; XSRF-TOKEN=${session.xsrf}` } }
  } finally {
    await database.close()
  }
}

/** What the page asks: 35 days from a day of the year, a third of the time with a filter. */
function queryOf(n: number): string {
  const from = new Date(START + ((n * 7) % 320) * DAY_MS).toISOString().slice(0, 10)
  const filter = n % 3 === 1 ? `&category=${CAR_CATEGORIES[n % CAR_CATEGORIES.length]}` : n % 3 === 2 ? '&gearbox=automatic' : ''
  return `from=${from}&days=${DAYS}${filter}`
}

async function load(url: string, headers: Record<string, string>) {
  const measured = await loadSignedIn(url, headers, { connections: CLIENTS, seconds: SECONDS }, (n) => ({
    method: 'GET',
    path: `/api/console/schedule?${queryOf(n)}`,
  }))
  const sample = (await (await fetch(`${url}/api/console/schedule?${queryOf(0)}`, { headers })).json()) as { cars: unknown[]; bookings: unknown[] }
  return { cars: sample.cars.length, bookings: sample.bookings.length, load: measured }
}

export async function benchSchedule(startServer: TStartServer): Promise<TScheduleBench> {
  const unavailable = await postgresUnavailable()
  if (unavailable) return { skipped: unavailable }
  return withFreshPostgres(async (databaseUrl) => {
    const dataDir = tempDir('wheelbase-bench-schedule-')
    try {
      log(`seeding ${CARS} cars with ${CARS * BOOKINGS_PER_CAR} bookings…`)
      const { headers } = await seed(databaseUrl, dataDir)
      const server = await startServer({ SEED: 'none', DATABASE_URL: databaseUrl, DATA_DIR: dataDir })
      try {
        log(`${CLIENTS} clients for ${SECONDS} s…`)
        return await load(server.url, headers)
      } finally {
        await server.stop()
      }
    } finally {
      removeDir(dataDir)
    }
  })
}

export function scheduleReport(bench: TScheduleBench): string {
  if ('skipped' in bench) return `\nFleet schedule: skipped (${bench.skipped})`
  const l = bench.load
  return [
    `\nFleet schedule of ${CARS} cars × ${DAYS} days (a window: ${bench.cars} cars, ${bench.bookings} bookings), PostgreSQL, ${CLIENTS} clients, ${SECONDS} s`,
    `  p50 ${l.p50.toFixed(1)} ms   p95 ${l.p95.toFixed(1)} ms   p99 ${l.p99.toFixed(1)} ms   ${l.perSecond.toFixed(0)} windows/s   ${l.failed} failed   (budget p95 ≤ 100 ms)`,
  ].join('\n')
}
