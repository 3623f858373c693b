import { sql, type SQL } from 'drizzle-orm'
import { BLOCKING_STATUSES, bookingReference } from '@wheelbase/core/bookingStatus'
import { isoInZone } from '@wheelbase/core/days'
import { queryRows, type Db } from '../db/client'
import { conflicting, type DomainError } from '../domain/errors'

/**
 * A car's clock: the time zone of its first place (by id, so it is stable), UTC for a car without
 * places. The console draws a car's blocks on the days of this clock, and a refusal names their
 * ends on it.
 */
export const carClockSql = (carId: SQL) =>
  sql`coalesce((SELECT l.time_zone FROM car_locations cl JOIN locations l ON l._id = cl.location_id WHERE cl.car_id = ${carId} ORDER BY cl.location_id LIMIT 1), 'UTC')`

/**
 * The bookings the reminders are for, as SQL over the alias `b`: one that holds its car (an online
 * checkout still awaiting its payment does not) and was made on Wheelbase, not recorded from
 * another channel.
 */
export const heldOnWheelbaseSql = sql.raw(
  `b.status IN (${BLOCKING_STATUSES.map((status) => `'${status}'`).join(', ')}) AND (b.status <> 'pending' OR b.pay_later) AND b.channel IS NULL`,
)

/** An instant as a desk reads it on the car's clock: 2027-06-12 10:00. */
const onClock = (at: Date, timeZone: string) => {
  const iso = isoInZone(at, timeZone)
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)}`
}

type TClashRow = { car: string; time_zone: string; booking_id: string | null; from_ts: string; to_ts: string }

/**
 * Why a period could not hold one of these cars (the 409 of car_holds_no_overlap, migration 0026):
 * the first booking or block of theirs it meets, named with its car and its ends on the car's
 * clock. Read after the refused transaction, so it may find nothing when the clash has gone
 * meanwhile: the refusal then says the car was just taken.
 */
export async function clashOf(
  db: Db,
  carIds: readonly string[],
  period: { from: Date; to: Date },
  except: { blockId?: string; bookingId?: string } = {},
): Promise<DomainError> {
  const [clash] = await queryRows<TClashRow>(
    db,
    sql`SELECT c.name AS car, ${carClockSql(sql`c._id`)} AS time_zone, h.booking_id, lower(h.period) AS from_ts, upper(h.period) AS to_ts
        FROM car_holds h JOIN cars c ON c._id = h.car_id
        WHERE h.car_id = ANY (${`{${carIds.join(',')}}`}::uuid[])
          AND h.period && tstzrange(${period.from.toISOString()}::timestamptz, ${period.to.toISOString()}::timestamptz, '[)')
          ${except.blockId ? sql`AND h.block_id IS DISTINCT FROM ${except.blockId}::uuid` : sql``}
          ${except.bookingId ? sql`AND h.booking_id IS DISTINCT FROM ${except.bookingId}::uuid` : sql``}
        ORDER BY lower(h.period) LIMIT 1`,
  )
  if (!clash) return conflicting('car_unavailable', 'api.bookingOverlap')
  const params = { car: clash.car, from: onClock(new Date(clash.from_ts), clash.time_zone), to: onClock(new Date(clash.to_ts), clash.time_zone) }
  return clash.booking_id
    ? conflicting('block_overlaps_booking', 'blocks.overlapsBooking', { ...params, reference: bookingReference(clash.booking_id) })
    : conflicting('block_overlaps_block', 'blocks.overlapsBlock', params)
}
