import { wallClockMs } from '@wheelbase/core/days'
import type { TCalendarBooking } from '@wheelbase/core/schemas/consoleCars'

const isoDay = (wallMs: number) => new Date(wallMs).toISOString().slice(0, 10)

/**
 * The days a booking takes, on its pick-up place's clock: from the pick-up day to the day of the
 * drop-off (a drop-off at midnight ends the day before).
 */
export function bookingDays(booking: TCalendarBooking): { first: string; last: string } {
  return {
    first: isoDay(wallClockMs(new Date(booking.from), booking.timeZone)),
    last: isoDay(wallClockMs(new Date(booking.to), booking.timeZone) - 1),
  }
}

/** The bookings on each day of the month (YYYY-MM-DD → bookings), in the order given. */
export function bookingsByDay(bookings: TCalendarBooking[]): Map<string, TCalendarBooking[]> {
  const days = new Map<string, TCalendarBooking[]>()
  for (const booking of bookings) {
    const { first, last } = bookingDays(booking)
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
