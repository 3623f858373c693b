import { isoInZone, zonedInstant } from '@wheelbase/core/days'
/** A wall-clock date and time as the form's fields hold them. */
export type TDateTime = { date: string; time: string }

const pad = (n: number) => String(n).padStart(2, '0')

export function isoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10)
}

/**
 * Today as a page's first render sees it: by UTC's calendar on the server and while the browser
 * hydrates its HTML (so both give the same markup), by the browser's own once hydrated.
 */
export function renderToday(hydrated: boolean, now = new Date()): Date {
  return hydrated ? now : new Date(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
}

/** A new search: pick-up tomorrow at 10:00, drop-off three days later at the same time. */
export function defaultPeriod(today = new Date()): { from: TDateTime; to: TDateTime } {
  const tomorrow = addDays(isoDate(today), 1)
  return { from: { date: tomorrow, time: '10:00' }, to: { date: addDays(tomorrow, 3), time: '10:00' } }
}

/** The wall clock an ISO time of our URLs shows (they carry the pick-up location's offset). */
export function wallOf(iso: string): TDateTime | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})/.exec(iso)
  if (!match) return null
  const minutes = Number(match[3]) < 30 ? '00' : '30'
  return { date: match[1] ?? '', time: `${match[2]}:${minutes}` }
}

/** The instant a wall-clock date and time stand for at a place, as ISO with that place's offset. */
export function toIso(value: TDateTime, timeZone: string): string {
  const [y, m, d] = value.date.split('-').map(Number) as [number, number, number]
  const [h, min] = value.time.split(':').map(Number) as [number, number]
  return isoInZone(zonedInstant(Date.UTC(y, m - 1, d, h, min), timeZone), timeZone)
}
