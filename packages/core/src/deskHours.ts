import { wallClockMs } from './days'

/**
 * A supplier's desk (issue 44, record 0124): when it hands cars over and takes them back, and how
 * long before a pick-up it must hear of it. Per supplier, and per place where that place keeps
 * other hours:
 * - weekly hours, intervals of minutes on the place's clock (a day may have two, a lunch break;
 *   24:00 is 1440). A place with intervals of its own keeps only those; one without keeps the
 *   supplier's; a supplier with none at all is open around the clock;
 * - dates closed (Easter, 15 August), for every place or for one;
 * - outside hours, a pick-up or a drop-off is refused, or allowed for a fee per end (a line of the
 *   all-in price, core fees.ts);
 * - a minimum notice before the pick-up (default 2 hours).
 * The search holds the same rule in SQL (apps/api features/cars/searchQuery.ts deskTermsSql), from
 * the two ends this module reads off the places' clocks (deskEnd); the tests hold the two together.
 */
export const OUT_OF_HOURS = ['refuse', 'fee'] as const
export type TOutOfHours = (typeof OUT_OF_HOURS)[number]

/** ISO weekdays: 1 is Monday, 7 Sunday (PostgreSQL's isodow). */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const
export type TWeekday = (typeof WEEKDAYS)[number]

export type TOpeningInterval = { locationId: string | null; weekday: TWeekday; opens: number; closes: number }
export type TClosedDay = { locationId: string | null; day: string }

export type TDeskRules = {
  noticeMinutes: number
  outOfHours: TOutOfHours
  /** Cents per end outside hours, when allowed for a fee (null: no fee). */
  outOfHoursFee: number | null
  hours: TOpeningInterval[]
  closedDays: TClosedDay[]
  /** The supplier's shortest rental (core minimumDays.ts; null: 1 day), kept with its desk's other terms. */
  minRentalDays: number | null
}

export const DEFAULT_NOTICE_MINUTES = 120
/** A desk that never closes and needs no notice: what a rental without a supplier's rules is held to. */
export const OPEN_DESK: TDeskRules = { noticeMinutes: 0, outOfHours: 'refuse', outOfHoursFee: null, hours: [], closedDays: [], minRentalDays: null }
/** The longest notice a supplier may ask: a week. */
export const MAX_NOTICE_MINUTES = 7 * 24 * 60

/** One end of a rental as the desk sees it: the place, and the date, weekday and minute on its clock. */
export type TDeskEnd = { locationId: string; day: string; weekday: TWeekday; minute: number }

/** The end of a rental at `at`, read off the clock of its place. */
export function deskEnd(at: Date, locationId: string, timeZone: string): TDeskEnd {
  const wall = new Date(wallClockMs(at, timeZone))
  const weekday = (((wall.getUTCDay() + 6) % 7) + 1) as TWeekday
  return { locationId, day: wall.toISOString().slice(0, 10), weekday, minute: wall.getUTCHours() * 60 + wall.getUTCMinutes() }
}

/** The week a desk keeps at a place: the place's own intervals, else the supplier's (none: open around the clock). */
export function weekAt<T extends Pick<TOpeningInterval, 'locationId'>>(hours: readonly T[], locationId: string): T[] {
  const own = hours.filter((h) => h.locationId === locationId)
  return own.length ? own : hours.filter((h) => h.locationId === null)
}

/** Whether the desk at the end's place is open then: not a date closed there, and inside that place's hours. */
export function deskOpen(rules: Pick<TDeskRules, 'hours' | 'closedDays'>, end: TDeskEnd): boolean {
  if (rules.closedDays.some((c) => c.day === end.day && (c.locationId === null || c.locationId === end.locationId))) return false
  const week = weekAt(rules.hours, end.locationId)
  if (!week.length) return true
  return week.some((h) => h.weekday === end.weekday && h.opens <= end.minute && end.minute <= h.closes)
}

/** Why a desk refuses a rental (messages `desk.shortNotice`, `desk.closedPickup`, `desk.closedDropoff`). */
export type TDeskProblem = 'desk.shortNotice' | 'desk.closedPickup' | 'desk.closedDropoff'

/** A rental's ends; an amendment that keeps its pick-up time (`keepsPickup`) is not asked for notice again. */
export type TDeskRental = { from: Date; pickup: TDeskEnd; dropoff: TDeskEnd; keepsPickup?: boolean }

/**
 * The rule every door asks (search, quote, checkout, amendment, a staff booking): the pick-up at
 * least the notice ahead of now, and both ends inside hours unless the supplier takes them outside
 * hours for a fee.
 */
export function deskProblem(rules: TDeskRules, rental: TDeskRental, now: Date): TDeskProblem | null {
  if (!rental.keepsPickup && rental.from.getTime() < now.getTime() + rules.noticeMinutes * 60_000) return 'desk.shortNotice'
  if (rules.outOfHours === 'fee') return null
  if (!deskOpen(rules, rental.pickup)) return 'desk.closedPickup'
  if (!deskOpen(rules, rental.dropoff)) return 'desk.closedDropoff'
  return null
}

/** How many of the rental's ends fall outside hours (0–2): the quantity of the out-of-hours fee. */
export function outOfHoursEnds(rules: Pick<TDeskRules, 'hours' | 'closedDays'>, rental: Pick<TDeskRental, 'pickup' | 'dropoff'>): number {
  return (deskOpen(rules, rental.pickup) ? 0 : 1) + (deskOpen(rules, rental.dropoff) ? 0 : 1)
}

/** The out-of-hours charge of a rental the desk allows for a fee: its ends outside hours and the fee per end; null when the desk refuses such ends. */
export function outOfHoursOf(rules: TDeskRules, rental: Pick<TDeskRental, 'pickup' | 'dropoff'>): { ends: number; fee: number | null } | null {
  return rules.outOfHours === 'fee' ? { ends: outOfHoursEnds(rules, rental), fee: rules.outOfHoursFee } : null
}

/** What a refusal's message names: the notice in hours (rounded up), or the time asked for. */
export function deskProblemParams(problem: TDeskProblem, rules: TDeskRules, rental: TDeskRental): Record<string, string | number> {
  if (problem === 'desk.shortNotice') return { hours: Math.ceil(rules.noticeMinutes / 60) }
  const end = problem === 'desk.closedPickup' ? rental.pickup : rental.dropoff
  return { time: clockText(end.minute) }
}

/** 0–1440 minutes as "HH:MM". */
export const clockText = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`
