import { convertCents, RATE_SCALE } from './money'

/**
 * The driver's display currency (record 0103): prices converted from the marketplace's currency
 * by a dated rate, for reading only. Payment and refunds stay in the marketplace's currency, and
 * every amount a driver is charged is shown in it beside the estimate.
 */

/** The currencies a deployment may offer to show prices in (DISPLAY_CURRENCIES picks among them); each has cents, as the euro. */
export const KNOWN_CURRENCIES = ['EUR', 'USD', 'GBP', 'ILS', 'CNY', 'CHF', 'CAD', 'AUD', 'SEK', 'NOK', 'DKK', 'PLN', 'CZK', 'TRY'] as const
export type TKnownCurrency = (typeof KNOWN_CURRENCIES)[number]
export const isKnownCurrency = (value: unknown): value is TKnownCurrency => KNOWN_CURRENCIES.includes(value as TKnownCurrency)

/** From a millionth of a unit up to a million units per euro (money.ts RATE_SCALE). */
export const RATE_LIMITS = { min: 1, max: 1_000_000 * RATE_SCALE } as const

/** A display rate as the browser gets it: only a fresh one is ever given. */
export type TDisplayRate = { currency: string; micros: number; asOf: string }

// What every page needs of the display currency lives in money.ts (convertCents) and ssr.ts (the
// cookie, CURRENCY_COOKIE): this module's table and rules stay out of the first paint.
export { convertCents, RATE_SCALE }

/**
 * Lines converted so that they add up to the converted total, as the charged lines add up to the
 * charged total: each is rounded down, and the cents left go to the lines that lost the most.
 */
export function convertLines(amounts: readonly number[], micros: number): number[] {
  const total = convertCents(
    amounts.reduce((sum, cents) => sum + cents, 0),
    micros,
  )
  const exact = amounts.map((cents) => (cents * micros) / RATE_SCALE)
  const floors = exact.map(Math.floor)
  let left = total - floors.reduce((sum, cents) => sum + cents, 0)
  const byRemainder = exact.map((value, index) => ({ index, rest: value - Math.floor(value) })).sort((a, b) => b.rest - a.rest || a.index - b.index)
  for (const { index } of byRemainder) {
    if (left <= 0) break
    floors[index] = (floors[index] ?? 0) + 1
    left -= 1
  }
  return floors
}

/** Whether a rate set at `asOf` may still be shown at `now` (older than maxAgeHours hides the conversion). */
export function isFresh(asOf: Date, now: Date, maxAgeHours: number): boolean {
  const age = now.getTime() - asOf.getTime()
  return age <= maxAgeHours * 3_600_000
}

/** A rate in millionths from a decimal number of units per euro (a form's or a feed's), or null when out of bounds. */
export function microsOf(units: number): number | null {
  if (!Number.isFinite(units)) return null
  const micros = Math.round(units * RATE_SCALE)
  return micros >= RATE_LIMITS.min && micros <= RATE_LIMITS.max ? micros : null
}
