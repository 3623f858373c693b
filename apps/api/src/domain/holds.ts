import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { voidExpiredHolds } from './lifecycle'

const WEEK_MS = 7 * 24 * 3_600_000

/**
 * The periodic sweep (durable work 'holds.sweep', once per period across all instances): every
 * unpaid online hold past its deadline turns void (DESIGN §3), batch after batch; finished work
 * older than a week is cleared. Search and checkout already ignore expired holds: this tidies the
 * record and frees the exclusion constraint.
 */
export async function sweepHolds(db: Db, now = new Date()): Promise<number> {
  let voided = 0
  for (;;) {
    const batch = await voidExpiredHolds(db, now)
    voided += batch
    if (batch < 500) break
  }
  await db.execute(sql`DELETE FROM jobs WHERE status = 'done' AND done_at < ${new Date(now.getTime() - WEEK_MS).toISOString()}::timestamptz`)
  return voided
}
