import { z } from 'zod'
import { KNOWN_CURRENCIES, RATE_LIMITS } from '../currencies'

export const RATES_URL_MAX = 500

const rate = z
  .number({ error: 'validation.fillField' })
  .int({ error: 'validation.invalidValue' })
  .min(RATE_LIMITS.min, { error: 'validation.invalidValue' })
  .max(RATE_LIMITS.max, { error: 'validation.invalidValue' })

const url = z
  .string()
  .trim()
  .max(RATES_URL_MAX, { error: 'validation.invalidValue' })
  .refine((value) => /^https?:\/\/[^\s]+$/i.test(value) && URL.canParse(value), { error: 'validation.invalidUrl' })

/**
 * The rates an admin saves (record 0103): 1 unit of the marketplace's currency in millionths of
 * each display currency, and where to fetch them from (none: typed in by hand). Each currency at most once.
 */
export const ZCurrencyRatesBody = z
  .object({
    url: url.nullable().default(null),
    rates: z.array(z.object({ currency: z.enum(KNOWN_CURRENCIES, { error: 'validation.invalidValue' }), micros: rate })).max(KNOWN_CURRENCIES.length),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>()
    for (const [index, row] of body.rates.entries()) {
      if (seen.has(row.currency)) ctx.addIssue({ code: 'custom', message: 'validation.listedTwice', path: ['rates', index, 'currency'] })
      seen.add(row.currency)
    }
  })
export type TCurrencyRatesBody = z.input<typeof ZCurrencyRatesBody>

/** A display currency as the console shows it: its rate and date, or none yet; `fresh`: shown to drivers. */
export const ZCurrencyRate = z.object({
  currency: z.string(),
  micros: z.number().int().nullable(),
  asOf: z.iso.datetime().nullable(),
  fresh: z.boolean(),
})

export const ZCurrencyRatesResult = z.object({
  base: z.string(),
  maxAgeHours: z.number().int(),
  url: z.string().nullable(),
  /** The last fetch from the URL: when, and what went wrong (null: it worked). */
  fetchedAt: z.iso.datetime().nullable(),
  fetchError: z.string().nullable(),
  rates: z.array(ZCurrencyRate),
})
export type TCurrencyRatesResult = z.infer<typeof ZCurrencyRatesResult>

/** What every visitor may know: the display currencies whose rate is fresh. */
export const ZDisplayRates = z.object({
  base: z.string(),
  rates: z.array(z.object({ currency: z.string(), micros: z.number().int(), asOf: z.iso.datetime() })),
})
export type TDisplayRates = z.infer<typeof ZDisplayRates>
