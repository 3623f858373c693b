import type { TLanguage } from './languages'

/**
 * Number and price formats pinned by spec section 9 and DESIGN.md section 3: two decimals only
 * when the amount is fractional; thousands separated by ',' in English and by a space elsewhere;
 * decimal point '.' in en, he and zh, ',' in fr and el. Written by hand rather than with
 * Intl.NumberFormat because the spec's separators differ from CLDR's (fr uses a narrow
 * no-break space there, he a comma) and must be identical on the server and in every browser.
 */
const DECIMAL_COMMA: ReadonlySet<TLanguage> = new Set(['fr', 'el'])

export const CURRENCY_SYMBOLS: Record<string, string> = { EUR: '€', USD: '$', GBP: '£', ILS: '₪', CNY: '¥' }

/** Symbols written before the amount in English ($12, £12), as English readers write them. */
const BEFORE_IN_ENGLISH: ReadonlySet<string> = new Set(['$', '£'])

export function currencySymbol(currency: string): string {
  return CURRENCY_SYMBOLS[currency] ?? currency
}

/** Formats an amount given in cents (an integer). */
export function formatAmount(cents: number, language: TLanguage): string {
  if (!Number.isInteger(cents)) throw new RangeError(`amount must be integer cents: ${cents}`)
  const negative = cents < 0
  const abs = Math.abs(cents)
  const whole = Math.floor(abs / 100)
  const fraction = abs % 100
  const thousands = language === 'en' ? ',' : ' '
  const decimal = DECIMAL_COMMA.has(language) ? ',' : '.'
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, thousands)
  const text = fraction === 0 ? grouped : `${grouped}${decimal}${String(fraction).padStart(2, '0')}`
  return negative ? `-${text}` : text
}

/** `1,234.50 €` in English; a dollar (and a pound) goes before the amount in English only (spec section 9). */
export function formatPrice(cents: number, currency: string, language: TLanguage): string {
  const symbol = currencySymbol(currency)
  const amount = formatAmount(cents, language)
  if (BEFORE_IN_ENGLISH.has(symbol) && language === 'en') return `${symbol}${amount}`
  return `${amount} ${symbol}`
}

/**
 * A display rate is kept in millionths of a unit (an integer: money is never a float in storage):
 * 1 EUR = 3.912345 ILS is 3_912_345 (record 0103, currencies.ts).
 */
export const RATE_SCALE = 1_000_000

/** Cents of the marketplace's currency in cents of a display currency, to the nearest cent (half away from zero). */
export function convertCents(cents: number, micros: number): number {
  const value = Math.round((Math.abs(cents) * micros) / RATE_SCALE)
  return cents < 0 ? -value : value
}
