/**
 * What one day of a rental costs (record 0101). Day k of a rental is the pick-up date on the
 * pick-up place's clock plus k days. A day inside one of the car's seasons costs that season's
 * price; any other day costs the rental's base rate: the lowest of the daily price (or the
 * discounted one), the weekly rate from WEEKLY_FROM_DAYS days and the monthly rate from
 * MONTHLY_FROM_DAYS days. Every rate is a price per day in cents, so a day's price is exact.
 */
export const RATES = ['daily', 'discounted', 'weekly', 'monthly', 'season'] as const
export type TRate = (typeof RATES)[number]

export const WEEKLY_FROM_DAYS = 7
export const MONTHLY_FROM_DAYS = 30

/** A date range with its own daily price, both ends included (YYYY-MM-DD), and the shortest rental starting in it (core minimumDays.ts; null: the car's). */
export type TSeason = { from: string; to: string; dailyPrice: number; minDays?: number | null }

export type TCarRates = {
  dailyPrice: number
  discountedPrice?: number | null
  weeklyPrice?: number | null
  monthlyPrice?: number | null
  seasons?: readonly TSeason[]
}

/** A rental's days: how many, and the first one's date on the pick-up place's clock. */
export type TRentalDays = { days: number; firstDay: string }

/** Days of one rate at one price, in the order the rental first meets them. */
export type TRatePart = { rate: TRate; unitCents: number; days: number }

const DAY_MS = 86_400_000

/** The date `n` days after an ISO date (YYYY-MM-DD). */
export function addDays(date: string, n: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10)
}

/** Whole days from one ISO date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS)
}

/** The rate of a day outside every season, for a rental of `days` days. Ties go to the longer rate. */
export function baseRate(car: TCarRates, days: number): { rate: TRate; unitCents: number } {
  const candidates: { rate: TRate; unitCents: number | null | undefined }[] = [
    { rate: 'monthly', unitCents: days >= MONTHLY_FROM_DAYS ? car.monthlyPrice : null },
    { rate: 'weekly', unitCents: days >= WEEKLY_FROM_DAYS ? car.weeklyPrice : null },
    { rate: 'discounted', unitCents: car.discountedPrice },
    { rate: 'daily', unitCents: car.dailyPrice },
  ]
  let best = { rate: 'daily' as TRate, unitCents: car.dailyPrice }
  for (const c of candidates) if (c.unitCents != null && c.unitCents < best.unitCents) best = { rate: c.rate, unitCents: c.unitCents }
  return best
}

/**
 * The rental's days grouped by rate and price: seasons sorted by date, so each day is found in one
 * pass. Seasons never overlap (the console refuses it and the database forbids it).
 */
export function rentalRates(car: TCarRates, rental: TRentalDays): TRatePart[] {
  const base = baseRate(car, rental.days)
  const last = addDays(rental.firstDay, rental.days - 1)
  const seasons = (car.seasons ?? []).filter((s) => s.to >= rental.firstDay && s.from <= last).sort((a, b) => (a.from < b.from ? -1 : 1))
  const parts: TRatePart[] = []
  const add = (rate: TRate, unitCents: number, days: number) => {
    if (days <= 0) return
    const same = parts.find((p) => p.rate === rate && p.unitCents === unitCents)
    if (same) same.days += days
    else parts.push({ rate, unitCents, days })
  }
  let day = rental.firstDay
  for (const season of seasons) {
    const start = season.from > day ? season.from : day
    add(base.rate, base.unitCents, daysBetween(day, start))
    const end = season.to < last ? season.to : last
    add('season', season.dailyPrice, daysBetween(start, end) + 1)
    day = addDays(end, 1)
  }
  add(base.rate, base.unitCents, daysBetween(day, last) + 1)
  return parts
}

/** The first problem of a set of seasons, or null: an end before its start, or two that overlap. */
export function seasonsProblem(seasons: readonly TSeason[]): { index: number; problem: 'seasonEndBeforeStart' | 'seasonsOverlap' } | null {
  for (const [index, s] of seasons.entries()) if (s.to < s.from) return { index, problem: 'seasonEndBeforeStart' }
  const sorted = seasons.map((s, index) => ({ ...s, index })).sort((a, b) => (a.from < b.from ? -1 : 1))
  for (let i = 1; i < sorted.length; i++) {
    const [prev, next] = [sorted[i - 1], sorted[i]]
    if (prev && next && next.from <= prev.to) return { index: Math.max(prev.index, next.index), problem: 'seasonsOverlap' }
  }
  return null
}
