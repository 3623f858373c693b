/**
 * The audit trail's cost (issue 46): 20 staff clients at once, each changing a booking's status
 * (pending → reserved, a new booking every time) on PostgreSQL for 10 s, once with the trail's
 * trigger on and once with it off, on fresh databases. The trail may cost at most 10%.
 */
import { sql } from 'drizzle-orm'
import { openDatabase, queryRows } from '../../apps/api/src/db/client'
import { makeBooking, makeCar, makeLocation, makeUser } from '../../apps/api/src/db/factories'
import { migrateDatabase } from '../../apps/api/src/db/migrate'
import { bookings, carLocations, cars, locations, users } from '../../apps/api/src/db/schema'
import { createSession } from '../../apps/api/src/platform/http/sessions'
import { postgresUnavailable, removeDir, tempDir, withFreshPostgres } from './search/databases'
import { loadSignedIn } from './search/load'
import type { TLatencySummary } from './search/stats'
import type { TStartServer } from './searchBench'

const BOOKINGS = 12_000
const CARS = 100
const CLIENTS = 20
const SECONDS = 10
const log = (message: string) => console.log(`  [audit] ${message}`)

type TRun = TLatencySummary & { perSecond: number; failed: number; trailRows: number }
export type TAuditBench = { withTrail: TRun; withoutTrail: TRun } | { skipped: string }

/** A supplier's pending pay-later bookings, each one changed once by the load. */
async function seed(databaseUrl: string, dataDir: string, trail: boolean) {
  const database = await openDatabase({ databaseUrl, dataDir, poolSize: 4 })
  try {
    await migrateDatabase(database)
    const { db } = database
    if (!trail) await db.execute(sql`ALTER TABLE bookings DISABLE TRIGGER bookings_audit`)
    const place = makeLocation()
    await db.insert(locations).values(place)
    const supplier = makeUser({ type: 'supplier', fullName: 'Bench Rentals', payLater: true })
    const driver = makeUser({ fullName: 'Bench Driver' })
    await db.insert(users).values([supplier, driver])
    const fleet = Array.from({ length: CARS }, (_, i) => makeCar(supplier._id, { name: `Car ${i}` }))
    await db.insert(cars).values(fleet)
    await db.insert(carLocations).values(fleet.map((car) => ({ carId: car._id, locationId: place._id })))
    const start = Date.UTC(2027, 0, 1, 10)
    const rows = Array.from({ length: BOOKINGS }, (_, i) => {
      const car = fleet[i % CARS] ?? fleet[0]!
      const from = new Date(start + Math.floor(i / CARS) * 3 * 86_400_000)
      return makeBooking(
        { car, driverId: driver._id, locationId: place._id, from, to: new Date(from.getTime() + 2 * 86_400_000) },
        { status: 'pending', payLater: true },
      )
    })
    for (let i = 0; i < rows.length; i += 1000) await db.insert(bookings).values(rows.slice(i, i + 1000))
    await db.execute(sql`VACUUM ANALYZE`)
    const session = await createSession(db, supplier._id, false)
    const headers = {
      cookie: `wb_session=${session.token}; XSRF-TOKEN=${session.xsrf}`,
      'x-xsrf-token': session.xsrf,
      'content-type': 'application/json',
    }
    return { headers, ids: rows.map((row) => row._id as string) }
  } finally {
    await database.close()
  }
}

const load = (url: string, headers: Record<string, string>, ids: string[]) =>
  loadSignedIn(url, headers, { connections: CLIENTS, seconds: SECONDS }, (n) => ({
    method: 'POST',
    path: '/api/bookings/status',
    body: JSON.stringify({ ids: [ids[n % ids.length]], status: 'reserved' }),
  }))

async function run(startServer: TStartServer, trail: boolean): Promise<TRun> {
  return withFreshPostgres(async (databaseUrl) => {
    const dataDir = tempDir('wheelbase-bench-audit-')
    try {
      log(`seeding ${BOOKINGS} pending bookings, the trail ${trail ? 'on' : 'off'}…`)
      const { headers, ids } = await seed(databaseUrl, dataDir, trail)
      const server = await startServer({ SEED: 'none', DATABASE_URL: databaseUrl, DATA_DIR: dataDir })
      try {
        log(`${CLIENTS} clients for ${SECONDS} s…`)
        const measured = await load(server.url, headers, ids)
        const database = await openDatabase({ databaseUrl, dataDir, poolSize: 1 })
        const [counted] = await queryRows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM audit_log WHERE table_name = 'bookings'`)
        await database.close()
        return { ...measured, trailRows: counted?.n ?? 0 }
      } finally {
        await server.stop()
      }
    } finally {
      removeDir(dataDir)
    }
  })
}

export async function benchAudit(startServer: TStartServer): Promise<TAuditBench> {
  const unavailable = await postgresUnavailable()
  if (unavailable) return { skipped: unavailable }
  const withoutTrail = await run(startServer, false)
  const withTrail = await run(startServer, true)
  return { withTrail, withoutTrail }
}

export function auditReport(bench: TAuditBench): string {
  if ('skipped' in bench) return `\nAudit trail: skipped (${bench.skipped})`
  const line = (label: string, r: TRun) =>
    `  ${label}  p50 ${r.p50.toFixed(1)} ms   p95 ${r.p95.toFixed(1)} ms   ${r.perSecond.toFixed(0)} changes/s   ${r.failed} failed   ${r.trailRows} trail rows`
  const cost = (bench.withTrail.p95 / bench.withoutTrail.p95 - 1) * 100
  return [
    `\nStaff status changes, PostgreSQL, ${CLIENTS} clients, ${SECONDS} s, each on another pending booking`,
    line('trail off:', bench.withoutTrail),
    line('trail on: ', bench.withTrail),
    `  the trail's cost at p95: ${cost.toFixed(1)}% (budget ≤ 10%)`,
  ].join('\n')
}
