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

/** The wall-clock reading of `date` in `timeZone`, expressed as if that reading were UTC. */
export function wallClockMs(date: Date, timeZone: string): number {
  const parts: Record<string, number> = {}
  for (const part of formatterFor(timeZone).formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value)
  }
  return Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
    date.getUTCMilliseconds(),
  )
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

export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone)
    return true
  } catch {
    return false
  }
}
