const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

/**
 * Offsets already read, by zone and instant: a search asks for the same few instants (whole half
 * hours) again and again, and formatToParts costs some 15 µs a call. At most OFFSETS_KEPT are kept.
 */
const OFFSETS_KEPT = 4096
const offsets = new Map<string, number>()

/** The wall-clock reading of `date` in `timeZone`, expressed as if that reading were UTC. */
export function wallClockMs(date: Date, timeZone: string): number {
  const ms = date.getTime()
  const key = `${timeZone} ${ms}`
  let offset = offsets.get(key)
  if (offset === undefined) {
    const parts: Record<string, number> = {}
    for (const part of formatterFor(timeZone).formatToParts(date)) {
      if (part.type !== 'literal') parts[part.type] = Number(part.value)
    }
    const wall = Date.UTC(
      parts.year ?? 0,
      (parts.month ?? 1) - 1,
      parts.day ?? 1,
      parts.hour ?? 0,
      parts.minute ?? 0,
      parts.second ?? 0,
      date.getUTCMilliseconds(),
    )
    offset = wall - ms
    if (offsets.size >= OFFSETS_KEPT) offsets.clear()
    offsets.set(key, offset)
  }
  return ms + offset
}

/**
 * Rental days between pick-up and drop-off: whole days rounded up, at least one, counted on the
 * wall clock of the pick-up location so that a daylight-saving change neither adds nor removes a
 * day (10:00 Saturday to 10:00 Sunday is one day even when that night is 23 hours long).
 */
export function rentalDays(from: Date, to: Date, timeZone: string): number {
  const span = wallClockMs(to, timeZone) - wallClockMs(from, timeZone)
  return Math.max(1, Math.ceil(span / DAY_MS))
}

/**
 * The instant at which the clock in `timeZone` reads the wall-clock time `wallMs` (its UTC
 * fields). In the repeated autumn hour the first occurrence is taken; a time inside the spring
 * gap moves forward by the gap (02:30 → 03:30 where the clock jumps from 02:00 to 03:00).
 */
export function zonedInstant(wallMs: number, timeZone: string): Date {
  const offsetAt = (t: number) => wallClockMs(new Date(t), timeZone) - t
  const before = offsetAt(wallMs - DAY_MS)
  const candidates = [wallMs - before, wallMs - offsetAt(wallMs + DAY_MS)]
  const exact = candidates.filter((t) => wallClockMs(new Date(t), timeZone) === wallMs)
  return new Date(exact.length ? Math.min(...exact) : wallMs - before)
}

/** ISO 8601 with the zone's offset at that instant, e.g. 2026-07-01T10:00:00+03:00. */
export function isoInZone(date: Date, timeZone: string): string {
  const wall = wallClockMs(date, timeZone)
  const offsetMinutes = Math.round((wall - date.getTime()) / 60_000)
  const sign = offsetMinutes < 0 ? '-' : '+'
  const abs = Math.abs(offsetMinutes)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${new Date(wall).toISOString().slice(0, 19)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
}

/** The date (YYYY-MM-DD) that the clock in `timeZone` shows at `date`: a rental's first day. */
export function localDate(date: Date, timeZone: string): string {
  return new Date(wallClockMs(date, timeZone)).toISOString().slice(0, 10)
}
