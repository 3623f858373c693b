import { readFileSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { health, liveness } from '@wheelbase/core/contracts/system'
import type { Config } from '../../config'
import { queryRows, type Db } from '../../db/client'
import { MIGRATIONS_DIR } from '../../paths'
import { contractRoutes } from '../../platform/http/route'
import { DomainError } from '../../domain/errors'

/** The migrations this code was built with (a newer instance may have applied more: still ready). */
const MIGRATIONS_SHIPPED = (JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }).entries
  .length

const notReady = () => new DomainError('unavailable', 'not_ready', 'api.notReady')

/**
 * Liveness and readiness, apart: a supervisor restarts a process that stops answering `/api/live`;
 * a load balancer sends traffic only to an instance whose `/api/health` is 200 (its database
 * answers, this code's migrations are applied, and its worker runs where it should), and `npm run
 * bench` waits on it.
 */
export async function healthRoutes(app: FastifyInstance, { db, config, workerRunning }: { db: Db; config: Config; workerRunning: () => boolean }) {
  const route = contractRoutes(app, config)
  await route(liveness, async () => ({ status: 'ok' as const }))
  await route(health, async () => {
    const applied = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`).catch(() => null)
    if (!applied || (applied[0]?.n ?? 0) < MIGRATIONS_SHIPPED) throw notReady()
    if (config.jobs.run && !workerRunning()) throw notReady()
    return { status: 'ok' as const }
  })
}
