import { wallClockMs, zonedInstant } from './days'

const HOUR_MS = 3_600_000

/**
 * When cancelling stops being free (issue 45): `freeHours` before pick-up, counted on the pick-up
 * place's clock, as a desk and a driver read a deadline. 48 hours before a Sunday 10:00 pick-up is
 * Friday 10:00 even when the clocks change on Saturday night (48 elapsed hours would be 09:00 or
 * 11:00); a deadline that falls in the hour skipped in spring moves forward with the clock, and
 * one in the hour repeated in autumn is its first occurrence (days.ts zonedInstant). Zero hours
 * is the pick-up itself.
 */
export function cancellationDeadline(pickup: Date, timeZone: string, freeHours: number): Date {
  return zonedInstant(wallClockMs(pickup, timeZone) - freeHours * HOUR_MS, timeZone)
}

/** Whether cancelling at `at` is still free: up to the deadline itself. */
export const freeToCancel = (at: Date, deadline: Date): boolean => at.getTime() <= deadline.getTime()

const deadlineFormats = new Map<string, Intl.DateTimeFormat>()

/**
 * A deadline as a driver reads it, on the pick-up place's clock, in their language: "Friday 12
 * June, 10:00" (the texts add whose clock it is). Hours run 00–23 in every language, as the desk's
 * opening hours do.
 */
export function deadlineWords(deadline: Date, timeZone: string, language: string): string {
  const key = `${language} ${timeZone}`
  let format = deadlineFormats.get(key)
  if (!format) {
    const options = { weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone } as const
    deadlineFormats.set(key, (format = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, options)))
  }
  return format.format(deadline)
}
