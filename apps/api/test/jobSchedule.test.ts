import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import pino from 'pino'
import { jobs } from '../src/db/schema'
import { createWorker, type Worker } from '../src/platform/jobs/worker'
import { handlersWith } from './helpers/jobHandlers'
import { FLAVORS, freshDatabase, type TestDatabase } from './helpers/testDatabase'

/**
 * The hold sweeper as scheduled work (issue 28): however many workers start in one period, the
 * period's sweep is one row, run once.
 */
describe.each(FLAVORS)('the scheduled sweep on %s', (flavor) => {
  let db: TestDatabase
  const workers: Worker[] = []
  let sweeps = 0

  beforeAll(async () => {
    db = await freshDatabase(flavor)
    const handlers = handlersWith({
      'holds.sweep': async () => void sweeps++,
    })
    for (let i = 0; i < 3; i++)
      workers.push(
        createWorker(db.database, handlers, pino({ level: 'silent' }), { pollMs: null, leaseMs: 60_000, maxAttempts: 3, sweepMs: 3_600_000 }),
      )
  })
  afterAll(async () => {
    for (const worker of workers) await worker.stop()
    await db.cleanup()
  })

  it('queues one sweep per period for three workers, and runs it once', async () => {
    for (const worker of workers) await worker.start()
    await Promise.all(workers.map((worker) => worker.drain()))
    const rows = await db.database.db.select().from(jobs).where(eq(jobs.kind, 'holds.sweep'))
    expect(rows).toHaveLength(1)
    expect(rows[0]?.key).toBe(`holds.sweep:3600000:${Math.floor(Date.now() / 3_600_000)}`)
    expect([rows[0]?.status, rows[0]?.attempts]).toEqual(['done', 1])
    expect(sweeps).toBe(1)
  })
})
