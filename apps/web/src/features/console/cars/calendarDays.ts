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

/** The status colours of the calendar and its legend (tailwind classes), light to strong. */
export const STATUS_COLOURS: Record<TCalendarBooking['status'], string> = {
  void: 'bg-gray-300',
  pending: 'bg-amber-400',
  deposit: 'bg-sky-500',
  paid: 'bg-emerald-500',
  reserved: 'bg-emerald-800',
  cancelled: 'bg-red-400',
}
