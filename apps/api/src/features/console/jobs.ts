import { and, count, desc, eq, gt, or, sql, type SQL } from 'drizzle-orm'
import type { TJobView } from '@wheelbase/core/consoleLists'
import { JOBS_PAGE_SIZE, type TConsoleJob, type TConsoleJobs, type TJobsQuery } from '@wheelbase/core/schemas/consoleAdmin'
import type { Db } from '../../db/client'
import { jobs } from '../../db/schema'
import { assertId, notFound } from '../../platform/http/errors'
import { JOBS_CHANNEL } from '../../platform/jobs/queue'
import type { Actor } from '../../domain/actor'
import { countedPage, offsetOf } from '../../data/pages'
import { staffTransaction } from '../../domain/audit'

/** What the console reads of an item: never its payload, which may hold other people's addresses and words. */
const columns = {
  _id: jobs._id,
  kind: jobs.kind,
  status: jobs.status,
  attempts: jobs.attempts,
  lastError: jobs.lastError,
  runAt: jobs.runAt,
  createdAt: jobs.createdAt,
  updatedAt: jobs.updatedAt,
}
type Row = Omit<TConsoleJob, 'runAt' | 'createdAt' | 'updatedAt'> & { runAt: Date; createdAt: Date; updatedAt: Date }
const present = (row: Row): TConsoleJob => ({
  ...row,
  runAt: row.runAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
})

/** Failing work is queued again after a failed try, waiting for its back-off to pass. */
const VIEWS: Record<TJobView, SQL | undefined> = {
  parked: eq(jobs.status, 'parked'),
  failing: and(eq(jobs.status, 'queued'), gt(jobs.attempts, 0)),
}

/** The work only admins see; anyone else sees none (the contract already turns them away). */
const seenBy = (actor: Actor): SQL | undefined => (actor.type === 'admin' ? undefined : sql`false`)

/** Parked or failing work for an admin, the latest change first, a page of 30. */
export async function listJobs(db: Db, actor: Actor, query: TJobsQuery): Promise<TConsoleJobs> {
  const where = and(VIEWS[query.status], seenBy(actor))
  const [rows, [counted]] = await Promise.all([
    db
      .select(columns)
      .from(jobs)
      .where(where)
      .orderBy(desc(jobs.updatedAt), desc(jobs._id))
      .limit(JOBS_PAGE_SIZE)
      .offset(offsetOf(query.page, JOBS_PAGE_SIZE)),
    db.select({ total: count() }).from(jobs).where(where),
  ])
  return countedPage(rows.map(present), counted?.total ?? 0, query.page, JOBS_PAGE_SIZE)
}

/**
 * Makes parked or failing work due now, its tries counted afresh, and wakes the workers (on
 * commit). One conditional update: work a worker has just taken (running) or finished (done) is
 * left alone and answers 404, as does an id that names nothing. Its last error stays until it succeeds.
 */
export async function retryJob(db: Db, actor: Actor, id: string): Promise<TConsoleJob> {
  assertId(id, 'job')
  const retried = await staffTransaction(db, actor, async (tx) => {
    const [row] = await tx
      .update(jobs)
      // Due at once by the database's clock, the one the workers ask.
      .set({ status: 'queued', attempts: 0, runAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(jobs._id, id), or(VIEWS.parked, VIEWS.failing), seenBy(actor)))
      .returning(columns)
    if (row) await tx.execute(sql`SELECT pg_notify(${JOBS_CHANNEL}, 'due')`)
    return row
  })
  if (!retried) throw notFound('job')
  return present(retried)
}
