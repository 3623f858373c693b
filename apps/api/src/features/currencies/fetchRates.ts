import { eq } from 'drizzle-orm'
import { microsOf } from '@wheelbase/core/currencies'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { currencyRateSource } from '../../db/schema'
import { fetchPublicText, PublicFetchError } from '../../platform/adapters/publicFetch'
import { convertedCurrencies, writeRates } from './rates'

const FETCH_TIMEOUT_MS = 10_000
const MAX_BYTES = 1_000_000
/** How often the sweep fetches the rates again when an address is set. */
/** How often the rates are fetched from the saved address (periodic work 'rates.refresh'). */
export const REFRESH_EVERY_MS = 12 * 3_600_000

/**
 * The rates from a feed in the common JSON shape (the ECB's through Frankfurter, exchangerate.host,
 * Fixer, Open Exchange Rates): `{ "base": "EUR", "date": "2026-11-27", "rates": { "USD": 1.05, … } }`.
 * A feed in another base is turned into ours through its rate for our currency. Each rate is dated
 * by the feed's date when it gives one (never later than now), else now.
 */
export function ratesFromFeed(
  feed: unknown,
  base: string,
  wanted: readonly string[],
  now: Date,
): { rates: { currency: string; micros: number }[]; asOf: Date } {
  if (typeof feed !== 'object' || feed === null) throw new Error('the answer is not a JSON object')
  const { base: feedBase, rates, date } = feed as { base?: unknown; rates?: unknown; date?: unknown }
  if (typeof rates !== 'object' || rates === null) throw new Error('the answer has no "rates" object')
  const table = rates as Record<string, unknown>
  const from = typeof feedBase === 'string' ? feedBase.toUpperCase() : base
  const unitsOf = (code: string): number | null => (code === from ? 1 : typeof table[code] === 'number' ? (table[code] as number) : null)
  const ours = unitsOf(base)
  if (!ours || ours <= 0) throw new Error(`the answer has no rate for ${base}`)
  const found = wanted.flatMap((currency) => {
    const units = unitsOf(currency)
    const micros = units === null ? null : microsOf(units / ours)
    return micros === null ? [] : [{ currency, micros }]
  })
  if (!found.length) throw new Error(`the answer has none of ${wanted.join(', ')}`)
  const dated = typeof date === 'string' && /^\d{4}-\d{2}-\d{2}/.test(date) ? new Date(date.slice(0, 10)) : null
  const asOf = dated && !Number.isNaN(dated.getTime()) && dated < now ? dated : now
  return { rates: found, asOf }
}

/**
 * Fetches the rates from the saved address and writes those found; a failure keeps the rates as
 * they were and is recorded for the console (so is a success). Returns whether it worked.
 */
export async function fetchRates(db: Db, config: Config, now: Date): Promise<boolean> {
  const [source] = await db.select().from(currencyRateSource).limit(1)
  if (!source?.url) return false
  let problem: string | null = null
  try {
    // Only https to public addresses, read up to 1 MB (platform/adapters/publicFetch.ts).
    const text = await fetchPublicText(source.url, {
      allowHosts: config.outboundAllowHosts,
      maxBytes: MAX_BYTES,
      timeoutMs: FETCH_TIMEOUT_MS,
      accept: 'application/json',
    }).catch((error: unknown) => {
      throw error instanceof PublicFetchError && error.reason === 'tooLarge' ? new Error('the answer is larger than 1 MB') : error
    })
    let feed: unknown
    try {
      feed = JSON.parse(text)
    } catch {
      throw new Error('the answer is not JSON')
    }
    const { rates, asOf } = ratesFromFeed(feed, config.currency, convertedCurrencies(config), now)
    await writeRates(db, rates, asOf, null)
  } catch (error) {
    problem = error instanceof Error ? error.message.slice(0, 300) : 'the fetch failed'
  }
  await db.update(currencyRateSource).set({ fetchedAt: now, fetchError: problem }).where(eq(currencyRateSource.id, 1))
  return problem === null
}
