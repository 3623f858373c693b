import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import pino from 'pino'
import { jobs } from '../src/db/schema'
import { pruneFinishedJobs } from '../src/platform/jobs/definitions/jobsPruneJob'
import { createWorker, type Worker } from '../src/platform/jobs/worker'
import { handlersWith } from './helpers/jobHandlers'
import { FLAVORS, freshDatabase, type TestDatabase } from './helpers/testDatabase'

const HOUR = 3_600_000
const DAY = 24 * HOUR

/**
 * Periodic work as scheduled work (issues 28 and 43): however many workers start in one period,
 * each periodic kind's item of the period is one row, run once; and finished work is deleted a
 * week on by its own periodic kind, jobs.prune, once across all instances.
 */
describe.each(FLAVORS)('the scheduled work on %s', (flavor) => {
  let db: TestDatabase
  const workers: Worker[] = []
  let expired = 0
  let invited = 0
  let pruned = 0

  beforeAll(async () => {
    db = await freshDatabase(flavor)
    const handlers = handlersWith({
      'holds.expire': async () => void expired++,
      'reviews.invite': async () => void invited++,
      'jobs.prune': async () => {
        pruned++
        await pruneFinishedJobs(db.database.db)
      },
    })
    const periodic = [
      { kind: 'holds.expire', everyMs: HOUR },
      { kind: 'reviews.invite', everyMs: DAY },
      { kind: 'jobs.prune', everyMs: HOUR },
    ] as const
    for (let i = 0; i < 3; i++)
      workers.push(
        createWorker(db.database, handlers, pino({ level: 'silent' }), { pollMs: null, leaseMs: 60_000, maxAttempts: 3, periodic, schedule: true }),
      )
  })
  afterAll(async () => {
    for (const worker of workers) await worker.stop()
    await db.cleanup()
  })

  it('queues each periodic kind once per its period for three workers, and runs it once', async () => {
    const old = crypto.randomUUID()
    const recent = crypto.randomUUID()
    await db.database.db.insert(jobs).values([
      { _id: old, kind: 'mail.contact', key: `old:${old}`, payload: {}, status: 'done', doneAt: new Date(Date.now() - 8 * DAY) },
      { _id: recent, kind: 'mail.contact', key: `recent:${recent}`, payload: {}, status: 'done', doneAt: new Date(Date.now() - 6 * DAY) },
    ])
    for (const worker of workers) await worker.start()
    await Promise.all(workers.map((worker) => worker.drain()))
    const rows = await db.database.db.select().from(jobs).where(eq(jobs.kind, 'holds.expire'))
    expect(rows.map((row) => [row.key, row.status, row.attempts])).toEqual([[`holds.expire:${HOUR}:${Math.floor(Date.now() / HOUR)}`, 'done', 1]])
    const daily = await db.database.db.select().from(jobs).where(eq(jobs.kind, 'reviews.invite'))
    expect(daily.map((row) => row.key)).toEqual([`reviews.invite:${DAY}:${Math.floor(Date.now() / DAY)}`])
    expect([expired, invited, pruned]).toEqual([1, 1, 1])
    // Finished a week ago or more: deleted; less: kept for an admin to look back at.
    const left = await db.database.db
      .select({ _id: jobs._id })
      .from(jobs)
      .where(sql`${jobs._id} IN (${old}, ${recent})`)
    expect(left).toEqual([{ _id: recent }])
  })

  it('queues every periodic kind at once when asked (a test server moved its clock)', async () => {
    await workers[0]?.queuePeriodicNow()
    // Every worker listens: whichever took an item, its drain waits for it.
    await Promise.all(workers.map((worker) => worker.drain()))
    expect([expired, invited, pruned]).toEqual([2, 2, 2])
  })
})
