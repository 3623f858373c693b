/**
 * The checkout budgets of DESIGN.md section 7: 50 drivers checking out one car at the same moment
 * give exactly one booking, 49 clean 409s and no 5xx, on PostgreSQL and PGlite; and the checkout's
 * p50/p95 at 20 concurrent drivers on different cars (PostgreSQL), once with the mails that follow
 * each booking sent by the server's worker (to the outbox), and once by a server that runs no
 * worker (mail switched off), in the same run (issue 28: within 1.25×: nothing slow happens inside
 * a request). Each database is migrated, seeded with the demo data and given its drivers' sessions
 * here, then served by the built server.
 */
import { and, eq, inArray } from 'drizzle-orm'
import { type Database, openDatabase } from '../../apps/api/src/db/client'
import { makeUser } from '../../apps/api/src/db/factories'
import { migrateDatabase } from '../../apps/api/src/db/migrate'
import { carLocations, cars, users } from '../../apps/api/src/db/schema'
import { seedDemo } from '../../apps/api/src/db/seed/seed'
import { createSession } from '../../apps/api/src/platform/http/sessions'
import { localStorage } from '../../apps/api/src/platform/adapters/storage'
import { postgresUnavailable, removeDir, tempDir, withFreshPostgres } from './search/databases'
import { summarize, type TLatencySummary } from './search/stats'
import type { TStartServer } from './searchBench'

type TDriver = { headers: Record<string, string> }
type TLoad = TLatencySummary & { perSecond: number; failed: number }
type TPrepared = { drivers: TDriver[]; carIds: string[]; pickup: string }
export type TContention = { ok: number; conflicts: number; serverErrors: number; other: number; ms: number }
export type TCheckoutBench = {
  postgres:
    | {
        contention: TContention
        load: TLoad
        /** The same load on a server that runs no worker: the mails stay queued, none is sent. */
        loadMailOff: TLoad
      }
    | { skipped: string }
  pglite: { contention: TContention }
}

const DRIVERS = 50
const LOAD_CLIENTS = 20
const LOAD_SECONDS = 10
const ENV = { SEED: 'none', RATE_LIMIT_CHECKOUT: '1000000' }
const log = (message: string) => console.log(`  [checkout] ${message}`)

/** Demo data, 50 drivers with sessions, and the available cars of active suppliers at the place that has most. */
async function prepare(database: Database, dataDir: string): Promise<TPrepared> {
  await migrateDatabase(database)
  await seedDemo(database, localStorage(dataDir), { currency: 'EUR' })
  const drivers: TDriver[] = []
  for (let i = 0; i < DRIVERS; i++) {
    const user = makeUser({ email: `bench.driver.${i}@wheelbase.example`, birthDate: '1985-03-04' })
    await database.db.insert(users).values(user)
    const session = await createSession(database.db, user._id, false)
    drivers.push({ headers: { cookie: `wb_session=${session.token}; XSRF-TOKEN=${session.xsrf}`, 'x-xsrf-token': session.xsrf } })
  }
  const suppliers = await database.db
    .select({ _id: users._id })
    .from(users)
    .where(and(eq(users.type, 'supplier'), eq(users.blacklisted, false)))
  const carRows = await database.db
    .select({ _id: cars._id })
    .from(cars)
    .where(
      and(
        eq(cars.available, true),
        inArray(
          cars.supplierId,
          suppliers.map((s) => s._id),
        ),
      ),
    )
  const pickup = await firstPlaceOf(
    database,
    carRows.map((c) => c._id),
  )
  return { drivers, carIds: pickup.carIds, pickup: pickup.locationId }
}

/** A place and the cars offered there (a checkout needs the car at its pick-up place). */
async function firstPlaceOf(database: Database, carIds: string[]): Promise<{ locationId: string; carIds: string[] }> {
  const rows = await database.db.select().from(carLocations).where(inArray(carLocations.carId, carIds))
  const byPlace = new Map<string, string[]>()
  for (const row of rows) byPlace.set(row.locationId, [...(byPlace.get(row.locationId) ?? []), row.carId])
  const [locationId, ids] = [...byPlace].sort((a, b) => b[1].length - a[1].length)[0] ?? ['', []]
  return { locationId, carIds: ids }
}

const day = (n: number, hours = 10) => {
  const now = new Date()
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + n, hours)).toISOString()
}

function checkoutBody(carId: string, pickup: string, from: string, to: string) {
  return {
    car: carId,
    pickup,
    from,
    to,
    options: {},
    driver: { fullName: 'Bench Driver', email: 'bench@wheelbase.example', phone: '+30 690 000 0000', birthDate: '1985-03-04' },
    payment: { method: 'card', card: { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' } },
  }
}

async function post(url: string, driver: TDriver, body: unknown): Promise<number> {
  const res = await fetch(`${url}/api/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': `bench-${crypto.randomUUID()}`, ...driver.headers },
    body: JSON.stringify(body),
  })
  await res.arrayBuffer()
  return res.status
}

/** 50 drivers, one car, overlapping periods, all at once. */
async function contention(url: string, prepared: TPrepared): Promise<TContention> {
  const carId = prepared.carIds[0] ?? ''
  const started = performance.now()
  const statuses = await Promise.all(
    prepared.drivers.map((d, i) => post(url, d, checkoutBody(carId, prepared.pickup, day(650, 8 + (i % 6)), day(653)))),
  )
  return {
    ms: performance.now() - started,
    ok: statuses.filter((s) => s === 200).length,
    conflicts: statuses.filter((s) => s === 409).length,
    serverErrors: statuses.filter((s) => s >= 500).length,
    other: statuses.filter((s) => s !== 200 && s !== 409 && s < 500).length,
  }
}

/**
 * 20 drivers, each booking other cars in turn for `seconds`: the checkout's own latency. Each run
 * books its own stretch of days from `firstDay` on, so that no run clashes with an earlier one.
 */
async function load(url: string, prepared: TPrepared, firstDay: number, seconds = LOAD_SECONDS) {
  const latencies: number[] = []
  let failed = 0
  const statuses = new Map<number, number>()
  let next = 1
  const until = performance.now() + seconds * 1000
  await Promise.all(
    prepared.drivers.slice(0, LOAD_CLIENTS).map(async (driver) => {
      while (performance.now() < until) {
        const n = next++
        const carId = prepared.carIds[n % prepared.carIds.length] ?? ''
        // Each request its own car and week, so that no two clash: the cost of a booking, not of a 409.
        const start = firstDay + Math.floor(n / prepared.carIds.length) * 4
        const t0 = performance.now()
        const status = await post(url, driver, checkoutBody(carId, prepared.pickup, day(start), day(start + 3)))
        latencies.push(performance.now() - t0)
        if (status !== 200) {
          failed++
          statuses.set(status, (statuses.get(status) ?? 0) + 1)
        }
      }
    }),
  )
  if (failed) log(`${failed} checkouts failed: ${[...statuses].map(([status, n]) => `${n} × ${status}`).join(', ')}`)
  return { ...summarize(latencies), perSecond: latencies.length / seconds, failed }
}

export async function benchCheckout(startServer: TStartServer): Promise<TCheckoutBench> {
  const unavailable = await postgresUnavailable()
  const postgres = unavailable
    ? { skipped: unavailable }
    : await withFreshPostgres(async (databaseUrl) => {
        const dataDir = tempDir('wheelbase-bench-checkout-')
        try {
          const database = await openDatabase({ databaseUrl, dataDir, poolSize: 4 })
          const prepared = await prepare(database, dataDir)
          const env = { ...ENV, DATABASE_URL: databaseUrl, DATA_DIR: dataDir }
          try {
            log('PostgreSQL: 50 drivers on one car, then 20 drivers on different cars, with the mails sent, then with mail off…')
            const server = await startServer(env)
            let withMail: TLoad
            let contended: TContention
            try {
              contended = await contention(server.url, prepared)
              // Each run its own days, all within the booking horizon (MAX_ADVANCE_DAYS, 730).
              await load(server.url, prepared, 1, 3) // JIT, pool and caches warm
              withMail = await load(server.url, prepared, 60)
            } finally {
              await server.stop()
            }
            const mailOff = await startServer({ ...env, RUN_WORKER: 'false' })
            try {
              await load(mailOff.url, prepared, 250, 3)
              return { contention: contended, load: withMail, loadMailOff: await load(mailOff.url, prepared, 310) }
            } finally {
              await mailOff.stop()
            }
          } finally {
            await database.close()
          }
        } finally {
          removeDir(dataDir)
        }
      })
  const dataDir = tempDir('wheelbase-bench-checkout-')
  try {
    const database = await openDatabase({ dataDir })
    const prepared = await prepare(database, dataDir).finally(() => database.close())
    const server = await startServer({ ...ENV, DATA_DIR: dataDir })
    try {
      log('PGlite: 50 drivers on one car…')
      return { postgres, pglite: { contention: await contention(server.url, prepared) } }
    } finally {
      await server.stop()
    }
  } finally {
    removeDir(dataDir)
  }
}

export function checkoutReport(bench: TCheckoutBench): string {
  const row = (name: string, c: TContention) =>
    `  ${name.padEnd(11)} ${c.ok} booking, ${c.conflicts} × 409, ${c.serverErrors} × 5xx, ${c.other} other, all answered in ${c.ms.toFixed(0)} ms`
  const lines = ['\nCheckout: 50 drivers on one car for overlapping periods, at once (RATE_LIMIT_CHECKOUT raised)']
  if ('skipped' in bench.postgres) lines.push(`  PostgreSQL  skipped: ${bench.postgres.skipped}`)
  else lines.push(row('PostgreSQL', bench.postgres.contention))
  lines.push(row('PGlite', bench.pglite.contention))
  if (!('skipped' in bench.postgres)) {
    const { load: l, loadMailOff: off } = bench.postgres
    const line = (name: string, x: TLoad) =>
      `  ${name.padEnd(38)} p50 ${x.p50.toFixed(1)} ms   p95 ${x.p95.toFixed(1)} ms   p99 ${x.p99.toFixed(1)} ms   ${x.perSecond.toFixed(1)} checkouts/s   ${x.failed} failed`
    lines.push(`Checkout at ${LOAD_CLIENTS} concurrent drivers on different cars, PostgreSQL, ${LOAD_SECONDS} s each (test gateway, card paid)`)
    lines.push(line('mail off (no worker)', off))
    lines.push(line('mail sent by the worker (outbox)', l))
    lines.push(`  with/without mail: p50 ${(l.p50 / off.p50).toFixed(2)}×   p95 ${(l.p95 / off.p95).toFixed(2)}× (target ≤ 1.25×)`)
  }
  return lines.join('\n')
}
