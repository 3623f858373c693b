import { sql, type SQL } from 'drizzle-orm'
import { BLOCKING_STATUSES } from '@wheelbase/core/bookingStatus'
import { queryRows, type Db } from '../db/client'
import type { TPeriod } from './period'

/** Values as a comma-separated list of SQL parameters: `IN (${sqlList(values)})`. */
export const sqlList = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )

/**
 * A car is available for [from, to) when it is marked available, offered at the pick-up and the
 * drop-off location, its supplier is not suspended, no booking in a blocking status overlaps, and
 * no block of the car (car_blocks, issue 44) does.
 * A pending booking whose payment deadline has passed no longer holds the car (DESIGN.md §3).
 * The overlap probe uses the partial index bookings_blocking_car_idx (car, to, from). The car search
 * applies the same rule from its own columns (features/cars/searchQuery.ts searchableCars); the
 * tests and the bench hold the two to the same answers.
 */
export function availableCars(period: TPeriod, now: Date, exceptBookingId?: string): SQL {
  const from = period.from.toISOString()
  const to = period.to.toISOString()
  const offeredAt = (locationId: string) => sql`EXISTS (SELECT 1 FROM car_locations cl WHERE cl.car_id = c._id AND cl.location_id = ${locationId})`
  return sql`
    FROM cars c
    JOIN users s ON s._id = c.supplier_id AND s.type = 'supplier' AND NOT s.blacklisted
    WHERE c.available AND c.deleted_at IS NULL
      AND ${offeredAt(period.pickupId)}
      ${period.dropoffId === period.pickupId ? sql`` : sql`AND ${offeredAt(period.dropoffId)}`}
      AND NOT EXISTS (
        SELECT 1 FROM bookings b
        WHERE b.car_id = c._id
          AND b.status IN (${sqlList(BLOCKING_STATUSES)})
          ${exceptBookingId ? sql`AND b._id <> ${exceptBookingId}` : sql``}
          AND b.to_ts > ${from}::timestamptz
          AND b.from_ts < ${to}::timestamptz
          AND (b.status <> 'pending' OR b.payment_deadline IS NULL OR b.payment_deadline > ${now.toISOString()}::timestamptz)
      )
      AND NOT EXISTS (SELECT 1 FROM car_blocks k WHERE k.car_id = c._id AND k.to_ts > ${from}::timestamptz AND k.from_ts < ${to}::timestamptz)`
}


/**
 * Whether one car is available for the period (the car page's quote, the checkout's recheck inside
 * its transaction; an amendment's, where the booking being changed does not count against itself).
 */
export async function isCarAvailable(db: Pick<Db, 'execute'>, carId: string, period: TPeriod, now: Date, exceptBookingId?: string): Promise<boolean> {
  const rows = await queryRows<{ ok: number }>(db, sql`SELECT 1 AS ok ${availableCars(period, now, exceptBookingId)} AND c._id = ${carId}`)
  return rows.length > 0
}
