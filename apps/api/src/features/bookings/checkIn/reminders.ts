import { checkInOpen } from '@wheelbase/core/bookingRules'
import { sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { findBookingSummary } from '../../../data/bookingSummary'
import { heldOnWheelbaseSql } from '../../../data/carHolds'
import type { AppContext } from '../../../appContext'
import { sendNudge } from '../../../mail/sendNudge'
import { job } from '../../../platform/jobs/queue'
import { markAndQueue } from '../../../platform/jobs/markAndQueue'

const HOUR_MS = 3_600_000

/**
 * Part of the periodic sweep: a booking whose pick-up is within `hours` (CHECK_IN_REMINDER_HOURS,
 * 48 by default), not checked in nor reminded yet, that holds its car (an online checkout still
 * awaiting its payment does not), made on Wheelbase, is marked reminded and its mail queued, in one
 * transaction: once per booking, whichever instance sweeps. Returns how many were reminded.
 */
export async function remindCheckIns(db: Pick<Db, 'transaction'>, now: Date, hours: number, batch = 500): Promise<number> {
  return markAndQueue(
    db,
    (limit) =>
      sql`UPDATE bookings SET check_in_reminded_at = ${now.toISOString()}::timestamptz
          WHERE _id IN (
            SELECT b._id FROM bookings b
            WHERE b.checked_in_at IS NULL AND b.check_in_reminded_at IS NULL
              AND ${heldOnWheelbaseSql}
              AND b.from_ts > ${now.toISOString()}::timestamptz
              AND b.from_ts <= ${new Date(now.getTime() + hours * HOUR_MS).toISOString()}::timestamptz
            ORDER BY b.from_ts
            LIMIT ${limit}
            FOR UPDATE SKIP LOCKED
          )
          RETURNING _id`,
    (bookingId) => job('mail.checkInReminder', { bookingId }, `mail.checkInReminder:${bookingId}`),
    batch,
  )
}

/**
 * The reminder's mail, in the driver's language, unless they checked in meanwhile or the booking
 * no longer holds its car or has started. A driver with a password gets the booking page; one
 * without (a guest checkout) a one-time link, valid until the pick-up.
 */
export async function sendCheckInReminder(ctx: AppContext, bookingId: string, messageId: string): Promise<void> {
  const summary = await findBookingSummary(ctx.db, { bookingId })
  const now = ctx.clock.now()
  if (!summary) return
  const { booking, driver } = summary
  if (!checkInOpen(booking, now) || booking.checkedInAt || !driver.email) return
  await sendNudge(ctx, summary, { kind: 'checkInReminder', end: 'pickup', now, linkMs: booking.from.getTime() - now.getTime() }, messageId)
}
