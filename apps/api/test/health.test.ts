import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../src/db/client'
import { buildTestApp, type TestApp } from './helpers/testApp'
import { FLAVORS } from './helpers/testDatabase'

/**
 * Liveness apart from readiness: `/api/live` answers while the process does; `/api/health` only
 * while the database answers, this code's migrations are applied and the worker runs, else 503
 * with the reason in the caller's language.
 */
describe.each(FLAVORS)('liveness and readiness on %s', (flavor) => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp(flavor)
  })
  afterAll(async () => t.close())

  const ask = (url: string) => t.app.inject({ url, headers: { 'accept-language': 'fr' } })

  it('is live and ready once started', async () => {
    expect((await ask('/api/live')).json()).toEqual({ status: 'ok' })
    expect((await ask('/api/health')).json()).toEqual({ status: 'ok' })
  })

  it('is not ready while a migration of this code is missing, but still live', async () => {
    const db = t.db.database.db
    const [last] = await queryRows<{ id: number; hash: string; created_at: string }>(
      db,
      sql`SELECT id, hash, created_at FROM drizzle.__drizzle_migrations ORDER BY id DESC LIMIT 1`,
    )
    if (!last) throw new Error('no migration recorded')
    await db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE id = ${last.id}`)
    try {
      const res = await ask('/api/health')
      expect([res.statusCode, res.json().error]).toEqual([
        503,
        { code: 'not_ready', message: 'Wheelbase démarre ou ne peut pas joindre sa base de données. Veuillez réessayer dans un instant.' },
      ])
      expect((await ask('/api/live')).statusCode).toBe(200)
    } finally {
      await db.execute(sql`INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES (${last.id}, ${last.hash}, ${last.created_at})`)
    }
    expect((await ask('/api/health')).statusCode).toBe(200)
  })

  it('is not ready once its worker has stopped', async () => {
    await t.app.jobs.stop()
    expect((await ask('/api/health')).statusCode).toBe(503)
    expect((await ask('/api/live')).statusCode).toBe(200)
  })
})
