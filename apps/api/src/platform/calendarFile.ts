import { createEvents, type EventAttributes } from 'ics'

/** One event of a calendar file: an exact period (written in UTC, so every app shows it on its own clock). */
export type TCalendarEvent = {
  /** Stable across files: a calendar app updates the event it already has instead of adding one. */
  uid: string
  start: Date
  end: Date
  title: string
  location?: string
  /** Where on the map (RFC 5545 GEO): a phone's calendar offers directions from it. */
  geo?: { lat: number; lon: number }
  description: string
  url?: string
  status: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED'
}

/**
 * An iCalendar file (RFC 5545) of the events, by the `ics` library: the driver's mail attachment
 * and the console's calendar feeds are both written here. A feed names itself (X-WR-CALNAME).
 */
export function calendarFile(events: TCalendarEvent[], name?: string): string {
  const attributes = events.map((event): EventAttributes => ({
    uid: event.uid,
    start: event.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: event.end.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: event.title,
    description: event.description,
    status: event.status,
    ...(event.location ? { location: event.location } : {}),
    ...(event.geo ? { geo: event.geo } : {}),
    ...(event.url ? { url: event.url } : {}),
  }))
  const { error, value } = createEvents(attributes, { productId: 'wheelbase/calendar', ...(name ? { calName: name } : {}) })
  if (error || value === null) throw error ?? new Error('calendar not created')
  return value
}
