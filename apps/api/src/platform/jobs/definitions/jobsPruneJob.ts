import { sql } from 'drizzle-orm'
import { queryRows, type Db } from '../../../db/client'
import { definePeriodic, type TNoPayload } from '../definition'

declare module '../queue' {
  interface TJobPayloads {
    /** Periodic, hourly: finished work a week old is deleted. */
    'jobs.prune': TNoPayload
  }
}

const HOUR_MS = 3_600_000

/** Finished work is kept a week, for an admin to look back at, then deleted: what this deletes, counted. */
export async function pruneFinishedJobs(db: Db): Promise<number> {
  const gone = await queryRows<{ _id: string }>(db, sql`DELETE FROM jobs WHERE status = 'done' AND done_at < now() - interval '7 days' RETURNING _id`)
  return gone.length
}

/** Once an hour across all instances, as any periodic work (it was every instance's own chore). */
export const jobsPruneJob = definePeriodic(
  'jobs.prune',
  () => HOUR_MS,
  ({ db }) => pruneFinishedJobs(db),
)
