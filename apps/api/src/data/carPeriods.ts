import { sql, type SQLWrapper } from 'drizzle-orm'
import { BLOCKING_STATUSES } from '@wheelbase/core/bookingStatus'
import type { TBlock } from '@wheelbase/core/schemas/consoleBlocks'
import type { TScheduleBooking } from '@wheelbase/core/schemas/consoleSchedule'
import { queryRows, type Db } from '../db/client'
import { carClockSql } from './carHolds'

/** An instant as JSON writes it (Date.toISOString): 2027-06-12T10:00:00.000Z. */
const iso = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`)

/**
 * The bookings and blocks of some cars that touch a period, as the console's calendar and schedule
 * draw them: each booking with its driver as booked (a booking from another channel has its account the
 * supplier's and its driver in its details, as data/bookingSummary.ts driverAsBooked reads it) and
 * its pick-up place's clock; each block with its car's clock. PostgreSQL writes each list as one
 * JSON value, so a window of thousands of bookings costs the server one parse, not a row mapping
 * per booking (the schedule's bench). `cars`: the ids, or a query of them. `holding`: only the
 * bookings that hold their car.
 */
export async function carPeriods(
  db: Db,
  cars: string[] | SQLWrapper,
  period: { start: Date; end: Date },
  options: { holding: boolean },
): Promise<{ bookings: TScheduleBooking[]; blocks: TBlock[] }> {
  const carIds = Array.isArray(cars) ? sql`ANY (${`{${cars.join(',')}}`}::uuid[])` : sql`ANY (ARRAY(${cars}))`
  const start = period.start.toISOString()
  const end = period.end.toISOString()
  const [row] = await queryRows<{ bookings: TScheduleBooking[]; blocks: TBlock[] }>(
    db,
    sql`SELECT
      (SELECT coalesce(json_agg(json_build_object(
          '_id', b._id, 'carId', b.car_id, 'status', b.status,
          'from', ${iso('b.from_ts')}, 'to', ${iso('b.to_ts')},
          'driver', coalesce(b.driver_details->>'fullName', u.full_name),
          'timeZone', l.time_zone) ORDER BY b.from_ts, b._id), '[]'::json)
        FROM bookings b JOIN users u ON u._id = b.driver_id JOIN locations l ON l._id = b.pickup_location_id
        WHERE b.car_id = ${carIds} AND b.from_ts < ${end}::timestamptz AND b.to_ts > ${start}::timestamptz
          ${options.holding ? sql`AND b.status::text = ANY (${`{${BLOCKING_STATUSES.join(',')}}`}::text[])` : sql``}) AS bookings,
      (SELECT coalesce(json_agg(json_build_object(
          '_id', k._id, 'carId', k.car_id, 'from', ${iso('k.from_ts')}, 'to', ${iso('k.to_ts')}, 'reason', k.reason, 'note', k.note,
          'timeZone', ${carClockSql(sql`k.car_id`)})
          ORDER BY k.from_ts, k._id), '[]'::json)
        FROM car_blocks k
        WHERE k.car_id = ${carIds} AND k.from_ts < ${end}::timestamptz AND k.to_ts > ${start}::timestamptz) AS blocks`,
  )
  const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value)
  return {
    bookings: parsed(row?.bookings ?? []),
    blocks: parsed(row?.blocks ?? []),
  }
}
