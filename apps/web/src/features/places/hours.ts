import type { TWeekday } from '@wheelbase/core/deskHours'
import type { TPlaceSupplier } from '@wheelbase/core/schemas/placePage'
import { formatDate } from '../../lib/intl'

/**
 * Minutes on the place's clock as the language writes a time: 8:00 AM in English, 08:00 in a
 * language of the 24-hour clock; a day's end (24:00) is `midnight`.
 */
export function clockText(language: string, midnight = ''): (minutes: number) => string {
  // A language of the 12-hour clock does not write 13 for one in the afternoon (1 PM, 1 μ.μ.); as
  // a text, so that hydrating a place's page builds no formatter (lib/intl.ts).
  const twelveHours = !formatDate(language, { hour: 'numeric', timeZone: 'UTC' }, Date.UTC(2024, 0, 1, 13)).includes('13')
  const options = { hour: twelveHours ? 'numeric' : '2-digit', minute: '2-digit', timeZone: 'UTC' } as const
  return (minutes) => (minutes >= 1440 && midnight ? midnight : formatDate(language, options, Date.UTC(2024, 0, 1, 0, minutes % 1440)))
}

/** A desk's week, day by day (Monday first): each day's intervals as text (`allDay` for 00:00–24:00), none on a day it is closed. */
export function weekRows(
  hours: TPlaceSupplier['hours'],
  language: string,
  words: { allDay: string; midnight: string },
): { weekday: TWeekday; intervals: string[] }[] {
  const time = clockText(language, words.midnight)
  // Monday to Sunday (core's WEEKDAYS, written here: importing it would make a chunk of its own, one more name in every page's first script).
  return ([1, 2, 3, 4, 5, 6, 7] as const).map((weekday) => ({
    weekday,
    intervals: hours
      .filter((h) => h.weekday === weekday)
      .map((h) => (h.opens === 0 && h.closes === 1440 ? words.allDay : `${time(h.opens)}–${time(h.closes)}`)),
  }))
}
