import { WEEKDAYS, type TWeekday } from '@wheelbase/core/deskHours'
import type { TPlaceSupplier } from '@wheelbase/core/schemas/placePage'
import { dateTimeFormat } from '../../lib/intl'

/** Minutes on the place's clock as the language writes a time (06:00, 6:00 AM); 24:00 is midnight. */
export function clockText(language: string): (minutes: number) => string {
  const format = dateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })
  return (minutes) => format.format(Date.UTC(2024, 0, 1, 0, minutes % 1440))
}

/** A desk's week, day by day (Monday first): each day's intervals as text, none on a day it is closed. */
export function weekRows(hours: TPlaceSupplier['hours'], language: string): { weekday: TWeekday; intervals: string[] }[] {
  const time = clockText(language)
  return WEEKDAYS.map((weekday) => ({
    weekday,
    intervals: hours.filter((h) => h.weekday === weekday).map((h) => `${time(h.opens)}–${time(h.closes)}`),
  }))
}
