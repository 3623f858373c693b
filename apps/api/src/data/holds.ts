import { sql } from 'drizzle-orm'
import { queryRows, type Db } from '../db/client'

/**
 * Unpaid online checkouts past their payment deadline turn void (DESIGN §3), with their history.
 * Search and checkout already ignore such holds; voiding them tidies the record and frees the
 * exclusion constraint. Two callers:
 * - the sweeper, for every car: it claims rows with FOR UPDATE SKIP LOCKED, so several instances
 *   sweeping at once never void a booking twice;
 * - a checkout, for its car, inside its transaction: it waits for a lock instead of skipping, so
 *   a hold another transaction is voiding is seen void before the booking is inserted.
 */
export async function sweepExpiredHolds(db: Pick<Db, 'execute'>, now = new Date(), only: { carId?: string } = {}, batch = 500): Promise<number> {
  const at = now.toISOString()
  // One statement: the voids and their history rows commit together (ids for history rows are
  // made by the database here, the one place a batch of rows is written in SQL).
  const voided = await queryRows<{ booking_id: string }>(
    db,
    sql`WITH voided AS (
          UPDATE bookings SET status = 'void', updated_at = ${at}::timestamptz
          WHERE _id IN (
            SELECT _id FROM bookings
            WHERE status = 'pending' AND payment_deadline IS NOT NULL AND payment_deadline < ${at}::timestamptz
              ${only.carId ? sql`AND car_id = ${only.carId}` : sql``}
            ORDER BY payment_deadline
            LIMIT ${batch}
            FOR UPDATE ${only.carId ? sql`` : sql`SKIP LOCKED`}
          )
          RETURNING _id
        )
        INSERT INTO booking_status_history (_id, booking_id, actor_id, from_status, to_status)
        SELECT gen_random_uuid(), _id, NULL, 'pending', 'void' FROM voided
        RETURNING booking_id`,
  )
  return voided.length
}

/** Sweeps every `everyMs` until stopped; a failed sweep is logged and the next one tries again. */
export function startSweeper(db: Db, log: { error(obj: unknown, msg: string): void }, everyMs = 60_000): () => void {
  const timer = setInterval(() => {
    sweepExpiredHolds(db).catch((err: unknown) => log.error({ err }, 'sweeping expired holds failed'))
  }, everyMs)
  timer.unref()
  return () => clearInterval(timer)
}
