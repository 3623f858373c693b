/**
 * The bookings list budget of DESIGN.md section 7 (issue 11): a supplier with 20,000 bookings on
 * PostgreSQL, 8 clients at once for 10 s, p95 ≤ 50 ms. The clients ask what the page asks: the
 * first page, later pages (infinite scroll), a status filter, a pick-up date range and a keyword.
 */
import { sql } from 'drizzle-orm'
import { BOOKING_STATUSES } from '@wheelbase/core/bookingStatus'
import { openDatabase } from '../../apps/api/src/db/client'
import { makeBooking, makeCar, makeLocation, makeUser } from '../../apps/api/src/db/factories'
import { migrateDatabase } from '../../apps/api/src/db/migrate'
import { bookings, carLocations, cars, locations, users } from '../../apps/api/src/db/schema'
import { createSession } from '../../apps/api/src/platform/http/sessions'
import { postgresUnavailable, removeDir, tempDir, withFreshPostgres } from './search/databases'
import { loadSignedIn } from './search/load'
import type { TLatencySummary } from './search/stats'
import type { TStartServer } from './searchBench'

const BOOKINGS = 20_000
const CARS = 50
const DRIVERS = 2_000
const CLIENTS = 8
const SECONDS = 10
const log = (message: string) => console.log(`  [bookings] ${message}`)

export type TBookingsBench = { supplierBookings: number; load: TLatencySummary & { perSecond: number; failed: number } } | { skipped: string }

/** One supplier's 20,000 bookings (with other suppliers' around them), made in batches. */
export async function seed(databaseUrl: string, dataDir: string): Promise<{ headers: Record<string, string> }> {
  const database = await openDatabase({ databaseUrl, dataDir, poolSize: 4 })
  try {
    await migrateDatabase(database)
    const { db } = database
    const place = makeLocation()
    await db.insert(locations).values(place)
    const supplier = makeUser({ type: 'supplier', fullName: 'Bench Rentals' })
    const other = makeUser({ type: 'supplier', fullName: 'Other Rentals' })
    await db.insert(users).values([supplier, other])
    const drivers = Array.from({ length: DRIVERS }, (_, i) => makeUser({ fullName: `Driver ${i}`, email: `driver${i}@bench.example` }))
    for (let i = 0; i < drivers.length; i += 500) await db.insert(users).values(drivers.slice(i, i + 500))
    const fleet = [...Array.from({ length: CARS }, (_, i) => makeCar(supplier._id, { name: `Car ${i}` })), makeCar(other._id, { name: 'Other car' })]
    await db.insert(cars).values(fleet)
    await db.insert(carLocations).values(fleet.map((car) => ({ carId: car._id, locationId: place._id })))
    const start = Date.UTC(2024, 0, 1, 10)
    const rows = Array.from({ length: BOOKINGS }, (_, i) => {
      const car = fleet[i % CARS] ?? fleet[0]!
      // Each car's bookings follow one another (three days apart), so none overlap.
      const from = new Date(start + Math.floor(i / CARS) * 3 * 86_400_000)
      const to = new Date(from.getTime() + 2 * 86_400_000)
      const status = BOOKING_STATUSES[i % BOOKING_STATUSES.length] ?? 'paid'
      return makeBooking(
        { car, driverId: drivers[i % DRIVERS]!._id, locationId: place._id, from, to },
        { status, createdAt: new Date(start + i * 60_000) },
      )
    })
    for (let i = 0; i < rows.length; i += 1000) await db.insert(bookings).values(rows.slice(i, i + 1000))
    await db.execute(sql`VACUUM ANALYZE`)
    const session = await createSession(db, supplier._id, false)
    return { headers: { cookie: `wb_session=${session.token}; XSRF-TOKEN=${session.xsrf}` } }
  } finally {
    await database.close()
  }
}

/** What the page asks, in turn: the first page, a later page, a status filter, a date range, a keyword. */
function queryOf(n: number): string {
  switch (n % 5) {
    case 0:
      return 'page=1&size=20'
    case 1:
      return `page=${2 + (n % 40)}&size=20`
    case 2:
      return 'page=1&size=20&status=paid,reserved'
    case 3:
      return 'page=1&size=20&from=2025-03-01&to=2025-06-30'
    default:
      return `page=1&size=20&q=driver${n % DRIVERS}`
  }
}

/** CLIENTS connections asking one list after another (autocannon, as the search bench: the client costs little CPU). */
async function load(url: string, headers: Record<string, string>) {
  const measured = await loadSignedIn(url, headers, { connections: CLIENTS, seconds: SECONDS }, (n) => ({
    method: 'GET',
    path: `/api/bookings?${queryOf(n)}`,
  }))
  const first = (await (await fetch(`${url}/api/bookings?page=1&size=1`, { headers })).json()) as { total: number }
  return { total: first.total, load: measured }
}

export async function benchBookings(startServer: TStartServer): Promise<TBookingsBench> {
  const unavailable = await postgresUnavailable()
  if (unavailable) return { skipped: unavailable }
  return withFreshPostgres(async (databaseUrl) => {
    const dataDir = tempDir('wheelbase-bench-bookings-')
    try {
      log(`seeding ${BOOKINGS} bookings of one supplier…`)
      const { headers } = await seed(databaseUrl, dataDir)
      const server = await startServer({ SEED: 'none', DATABASE_URL: databaseUrl, DATA_DIR: dataDir })
      try {
        log(`${CLIENTS} clients for ${SECONDS} s…`)
        const { total, load: measured } = await load(server.url, headers)
        return { supplierBookings: total, load: measured }
      } finally {
        await server.stop()
      }
    } finally {
      removeDir(dataDir)
    }
  })
}

export function bookingsReport(bench: TBookingsBench): string {
  if ('skipped' in bench) return `\nBookings list: skipped (${bench.skipped})`
  const l = bench.load
  return [
    `\nBookings list of a supplier with ${BOOKINGS} bookings (${bench.supplierBookings}+ counted), PostgreSQL, ${CLIENTS} clients, ${SECONDS} s (first and later pages, status, dates, keyword)`,
    `  p50 ${l.p50.toFixed(1)} ms   p95 ${l.p95.toFixed(1)} ms   p99 ${l.p99.toFixed(1)} ms   ${l.perSecond.toFixed(0)} lists/s   ${l.failed} failed   (budget p95 ≤ 50 ms)`,
  ].join('\n')
}
