import { sql } from 'drizzle-orm'
import type { TRetention } from '@wheelbase/core/schemas/erasure'
import { queryRows, type Db } from '../../db/client'
import { anonymiseBookings, eraseAccount, erasureRefusal, FORMER_DRIVER_ID } from '../../domain/erasure'

const DAY_MS = 86_400_000
/** Accounts erased per run: a backlog (the first run on old data) is worked through run by run. */
const BATCH = 100

/**
 * The retention periods (issue 46, record 0136), run as periodic durable work:
 * - a booking whose drop-off is `personalDataDays` past keeps its driver's name only;
 * - an account of a driver's never activated (a guest's, a sign-up never confirmed) that is
 *   `unactivatedAccountDays` old and has no booking left with details (nor any but declined
 *   payments) is erased as its holder would erase it.
 * Its payload is empty, and it leaves nothing personal behind it.
 */
export async function sweepRetention(db: Db, now: Date, retention: TRetention): Promise<{ anonymised: number; erased: number }> {
  const keepFrom = new Date(now.getTime() - retention.personalDataDays * DAY_MS).toISOString()
  const anonymised = await db.transaction((tx) => anonymiseBookings(tx, sql`b.anonymised_at IS NULL AND b.to_ts < ${keepFrom}`, now))
  const activateBy = new Date(now.getTime() - retention.unactivatedAccountDays * DAY_MS).toISOString()
  const stale = await queryRows<{ _id: string }>(
    db,
    sql`SELECT u._id FROM users u
      WHERE u.type = 'user' AND NOT u.verified AND u._id <> ${FORMER_DRIVER_ID} AND u.created_at < ${activateBy}
        AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.driver_id = u._id AND b.anonymised_at IS NULL AND b.status <> 'void')
      ORDER BY u.created_at LIMIT ${BATCH}`,
  )
  let erased = 0
  for (const { _id } of stale) {
    erased += await db.transaction(async (tx) => {
      const { target, refusal } = await erasureRefusal(tx, _id, now)
      if (!target || refusal) return 0
      await eraseAccount(tx, target, now)
      return 1
    })
  }
  return { anonymised, erased }
}
