import { microsOf, RATE_SCALE } from '@wheelbase/core/currencies'
import type { TCurrencyRatesBody, TCurrencyRatesResult } from '@wheelbase/core/schemas/currencyRates'
import type { TFormErrors } from '../../../lib/form/useLightForm'

/** The rates form: the address, and each currency's rate as typed ("3.9123"; empty: unchanged). */
export type TRatesForm = { url: string; rates: Record<string, string> }

/** A rate in millionths as a person reads it: up to six decimals, no trailing zeros. */
export const unitsText = (micros: number) => String(Number((micros / RATE_SCALE).toFixed(6)))

export function ratesFormOf(result: TCurrencyRatesResult): TRatesForm {
  return { url: result.url ?? '', rates: Object.fromEntries(result.rates.map((r) => [r.currency, r.micros === null ? '' : unitsText(r.micros)])) }
}

/** A typed rate in millionths: a decimal with a point or a comma; null when it is not one or out of bounds. */
function microsTyped(text: string): number | null {
  const clean = text.trim().replace(',', '.')
  return /^\d+(\.\d{1,6})?$/.test(clean) ? microsOf(Number(clean)) : null
}

export function validateRatesForm(values: TRatesForm): TFormErrors {
  const errors: TFormErrors = {}
  const url = values.url.trim()
  if (url && !(/^https?:\/\/\S+$/i.test(url) && URL.canParse(url))) errors.url = 'validation.invalidUrl'
  for (const [currency, text] of Object.entries(values.rates))
    if (text.trim() && microsTyped(text) === null) errors[`rates.${currency}`] = 'validation.invalidValue'
  return errors
}

/** The body of a save: the address (none when empty) and the rates typed in; a rate left empty is not sent. */
export function ratesBodyOf(values: TRatesForm): TCurrencyRatesBody {
  const rates = Object.entries(values.rates).flatMap(([currency, text]) => {
    const micros = text.trim() ? microsTyped(text) : null
    // A rate saved again as it was is dated now: saving says "these rates are current".
    return micros === null ? [] : [{ currency: currency as TCurrencyRatesBody['rates'][number]['currency'], micros }]
  })
  return { url: values.url.trim() || null, rates }
}

/** The form's path of a server's field ("rates.0.micros" → the currency's box). */
export function ratesFormPath(path: string, body: TCurrencyRatesBody): string {
  const match = /^rates\.(\d+)\./.exec(path)
  const currency = match ? body.rates[Number(match[1])]?.currency : undefined
  return currency ? `rates.${currency}` : path
}
