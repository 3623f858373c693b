import { sql } from 'drizzle-orm'
import { PICKUP_REMINDER_HOURS } from '@wheelbase/core/push'
import type { Db } from '../../db/client'
import { markAndQueue } from '../../platform/jobs/markAndQueue'
import { driverPushesOf } from '../../data/pushes'
import { heldOnWheelbaseSql } from '../../data/carHolds'

const HOUR_MS = 3_600_000
const LONGEST_MS = Math.max(...PICKUP_REMINDER_HOURS) * HOUR_MS

/**
 * Part of the periodic sweep: a booking whose pick-up comes within its driver's reminder time (24 h
 * unless they chose another), that holds its car, made on Wheelbase, whose driver has the reminder
 * on and a device that receives pushes, is marked and its pushes queued in one transaction: once
 * per booking, whichever instance sweeps (FOR UPDATE SKIP LOCKED). Returns how many were reminded.
 */
export async function pushPickupReminders(db: Pick<Db, 'transaction'>, now: Date, batch = 500): Promise<number> {
  const at = now.toISOString()
  return markAndQueue(
    db,
    (limit) =>
      sql`UPDATE bookings SET pickup_pushed_at = ${at}::timestamptz
          WHERE _id IN (
            SELECT b._id FROM bookings b JOIN users u ON u._id = b.driver_id
            WHERE b.pickup_pushed_at IS NULL
              AND ${heldOnWheelbaseSql}
              AND b.from_ts > ${at}::timestamptz
              AND b.from_ts <= ${new Date(now.getTime() + LONGEST_MS).toISOString()}::timestamptz
              AND b.from_ts <= ${at}::timestamptz + make_interval(hours => u.push_reminder_hours)
              AND 'reminder' = ANY(u.push_topics)
              AND EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.user_id = b.driver_id)
            ORDER BY b.from_ts
            LIMIT ${limit}
            FOR UPDATE OF b SKIP LOCKED
          )
          RETURNING _id`,
    (bookingId, tx) => driverPushesOf(tx, bookingId, 'push.pickupReminder'),
    batch,
  )
}
