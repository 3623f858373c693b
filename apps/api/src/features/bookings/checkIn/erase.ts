import { sql } from 'drizzle-orm'
import { queryRows, type Db } from '../../../db/client'

const DAY_MS = 86_400_000

/**
 * Part of the periodic sweep: the licences given at check-in are erased `days` after drop-off
 * (CHECK_IN_ERASE_DAYS, 30 by default), whatever became of the booking; the booking keeps only
 * when its driver checked in. Returns how many were erased.
 */
export async function eraseCheckIns(db: Pick<Db, 'execute'>, now: Date, days: number): Promise<number> {
  const before = new Date(now.getTime() - days * DAY_MS).toISOString()
  const erased = await queryRows<{ booking_id: string }>(
    db,
    sql`DELETE FROM booking_check_ins c USING bookings b
        WHERE b._id = c.booking_id AND b.to_ts < ${before}::timestamptz
        RETURNING c.booking_id`,
  )
  return erased.length
}
