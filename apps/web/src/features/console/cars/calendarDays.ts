import { wallClockMs, zonedInstant } from '@wheelbase/core/days'
import type { TCalendarBooking } from '@wheelbase/core/schemas/consoleCars'

const isoDay = (wallMs: number) => new Date(wallMs).toISOString().slice(0, 10)

/** A period on a clock: a booking on its pick-up place's, a block on its car's. */
type TOnClock = { from: string; to: string; timeZone: string }

/**
 * The days a booking or a block takes, on its clock: from the first day to the day of the end (an
 * end at midnight ends the day before).
 */
export function daysOn(booking: TOnClock): { first: string; last: string } {
  return {
    first: isoDay(wallClockMs(new Date(booking.from), booking.timeZone)),
    last: isoDay(wallClockMs(new Date(booking.to), booking.timeZone) - 1),
  }
}

/** The bookings (or blocks) on each day of the month (YYYY-MM-DD → them), in the order given. */
export function byDay<T extends TOnClock>(bookings: T[]): Map<string, T[]> {
  const days = new Map<string, T[]>()
  for (const booking of bookings) {
    const { first, last } = daysOn(booking)
    for (let day = first; day <= last; day = isoDay(Date.parse(`${day}T00:00:00Z`) + 86_400_000)) days.set(day, [...(days.get(day) ?? []), booking])
  }
  return days
}

/**
 * How each status is drawn in the calendar and its key (tailwind classes): a colour and a pattern,
 * so that the status does not rest on colour alone (WCAG 1.4.1). Each colour stands out 3:1 on
 * white. Void is an empty outline, pending striped, deposit half filled, paid filled, reserved
 * dotted, cancelled struck through.
 */
export const STATUS_MARKS: Record<TCalendarBooking['status'], string> = {
  void: 'text-gray-500 border border-current',
  pending: 'text-amber-700 border border-current bg-[image:repeating-linear-gradient(135deg,currentColor_0_2px,transparent_2px_5px)]',
  deposit:
    'text-sky-700 border border-current bg-[image:linear-gradient(to_right,currentColor_50%,transparent_50%)] rtl:bg-[image:linear-gradient(to_left,currentColor_50%,transparent_50%)]',
  paid: 'text-emerald-700 bg-current',
  reserved: 'text-emerald-900 border border-current bg-[image:radial-gradient(circle,currentColor_1.5px,transparent_2px)] bg-[length:6px_100%]',
  cancelled: 'text-red-700 border border-current bg-[image:linear-gradient(currentColor,currentColor)] bg-[length:100%_2px] bg-center bg-no-repeat',
}

/** Whole days on a clock as the period a block sends: from the first day's midnight to the midnight after the last. */
export function daysPeriod(firstDay: string, lastDay: string, timeZone: string): { from: string; to: string } {
  const midnight = (day: string) => zonedInstant(Date.parse(`${day}T00:00:00Z`), timeZone).toISOString()
  return { from: midnight(firstDay), to: midnight(isoDay(Date.parse(`${lastDay}T00:00:00Z`) + 86_400_000)) }
}

/** A block's mark in the calendar and its key: grey cross-hatching, unlike every booking status. */
export const BLOCK_MARK =
  'text-slate-600 border border-current bg-[image:repeating-linear-gradient(45deg,currentColor_0_1.5px,transparent_1.5px_4px),repeating-linear-gradient(-45deg,currentColor_0_1.5px,transparent_1.5px_4px)]'
