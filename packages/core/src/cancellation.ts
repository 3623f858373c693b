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
