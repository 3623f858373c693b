import { eq, inArray, sql } from 'drizzle-orm'
import { isFresh } from '@wheelbase/core/currencies'
import type { TCurrencyRatesResult, TDisplayRates } from '@wheelbase/core/schemas/currencyRates'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { currencyRates, currencyRateSource } from '../../db/schema'
import { badRequest } from '../../platform/http/errors'
import type { Actor } from '../../domain/actor'
import { staffTransaction } from '../../domain/audit'

/** The currencies converted into: the configured ones but the marketplace's own. */
export const convertedCurrencies = (config: Pick<Config, 'currency' | 'displayCurrencies'>) =>
  config.displayCurrencies.filter((code) => code !== config.currency)

/** The rates as the console shows them (admins: the contract's roles), one row per display currency. */
export async function currencyRatesOf(db: Db, config: Config, now: Date): Promise<TCurrencyRatesResult> {
  const codes = convertedCurrencies(config)
  const rows = codes.length ? await db.select().from(currencyRates).where(inArray(currencyRates.currency, codes)) : []
  const [source] = await db.select().from(currencyRateSource).limit(1)
  const byCode = new Map(rows.map((row) => [row.currency, row]))
  return {
    base: config.currency,
    maxAgeHours: config.currencyRatesMaxAgeHours,
    url: source?.url ?? null,
    fetchedAt: source?.fetchedAt?.toISOString() ?? null,
    fetchError: source?.fetchError ?? null,
    rates: codes.map((currency) => {
      const row = byCode.get(currency)
      return {
        currency,
        micros: row?.micros ?? null,
        asOf: row?.asOf.toISOString() ?? null,
        fresh: row ? isFresh(row.asOf, now, config.currencyRatesMaxAgeHours) : false,
      }
    }),
  }
}

/** Rates written as of a date (an admin's save, or a fetch); a currency left out keeps its rate. */
export async function writeRates(db: Db, rates: readonly { currency: string; micros: number }[], asOf: Date, by: string | null): Promise<void> {
  if (!rates.length) return
  await db
    .insert(currencyRates)
    .values(rates.map((rate) => ({ ...rate, asOf, updatedBy: by })))
    .onConflictDoUpdate({
      target: currencyRates.currency,
      set: { micros: sql`excluded.micros`, asOf: sql`excluded.as_of`, updatedBy: sql`excluded.updated_by` },
    })
}

/**
 * An admin's save: the rates typed in, dated now, and the address to fetch them from (null: none).
 * Only the configured display currencies may be set (another is a 400 on its field); saving the
 * same address keeps the last fetch's outcome.
 */
export async function updateCurrencyRates(
  db: Db,
  config: Config,
  actor: Actor,
  body: { url: string | null; rates: { currency: string; micros: number }[] },
  now: Date,
): Promise<TCurrencyRatesResult> {
  const codes = new Set(convertedCurrencies(config))
  for (const [index, rate] of body.rates.entries())
    if (!codes.has(rate.currency)) throw badRequest('validation_failed', 'api.badRequest', { [`rates.${index}.currency`]: 'validation.invalidValue' })
  await staffTransaction(db, actor, async (tx) => {
    await writeRates(tx, body.rates, now, actor.userId)
    const [source] = await tx.select().from(currencyRateSource).for('update')
    if (!source) await tx.insert(currencyRateSource).values({ url: body.url })
    else if (source.url !== body.url)
      await tx.update(currencyRateSource).set({ url: body.url, fetchedAt: null, fetchError: null }).where(eq(currencyRateSource.id, 1))
  })
  return currencyRatesOf(db, config, now)
}

/** How long a process reuses the fresh rates it read (every page and search asks for them). */
const DISPLAY_RATES_TTL_MS = 30_000

/** The fresh rates as this process shows them: read at most every 30 s, again at once after a change made here. */
export type TDisplayRatesSource = { get(): Promise<TDisplayRates>; forget(): void }

export function displayRatesSource(db: Db, config: Config, now: () => Date): TDisplayRatesSource {
  let remembered: { at: number; rates: Promise<TDisplayRates> } | null = null
  const forget = () => void (remembered = null)
  return {
    forget,
    get() {
      const at = now().getTime()
      if (remembered && at - remembered.at < DISPLAY_RATES_TTL_MS && at >= remembered.at) return remembered.rates
      const rates = currencyRatesOf(db, config, new Date(at)).then(({ base, rates: rows }) => ({
        base,
        rates: rows.flatMap((row) =>
          row.fresh && row.micros !== null && row.asOf ? [{ currency: row.currency, micros: row.micros, asOf: row.asOf }] : [],
        ),
      }))
      remembered = { at, rates }
      rates.catch(forget)
      return rates
    },
  }
}
