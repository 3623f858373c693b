import { CURRENCY_COOKIE } from '@wheelbase/core/ssr'
import type { TDisplayRate } from '@wheelbase/core/currencies'
import type { TDisplayRates } from '@wheelbase/core/schemas/currencyRates'
import { api } from './api/client'

/** What a change of display currency needs (lib/displayCurrency.tsx). */

/** Kept in a cookie for a year, so the server renders the next page in it too. */
export function storeCurrency(currency: string): void {
  document.cookie = `${CURRENCY_COOKIE}=${currency}; Max-Age=31536000; Path=/; SameSite=Lax${window.location.protocol === 'https:' ? '; Secure' : ''}`
}

/** The choice kept, and no longer in the address (the picker sent before the app ran), where a reload would bring it back. */
export function rememberCurrency(currency: string): void {
  storeCurrency(currency)
  const url = new URL(window.location.href)
  if (url.searchParams.has('currency')) {
    url.searchParams.delete('currency')
    window.history.replaceState(window.history.state, '', url)
  }
}

/** The fresh rates, asked once per page load (their contract with them: no part of the first download). */
let asked: Promise<TDisplayRates> | undefined

/** A currency's rate while fresh, else null (prices then show as charged; so they do when the rates cannot be had). */
export const freshRate = (currency: string): Promise<TDisplayRate | null> =>
  (asked ??= import('@wheelbase/core/contracts/system').then(({ displayRates }) => api(displayRates, {})))
    .then(({ rates }) => rates.find((rate) => rate.currency === currency) ?? null)
    .catch(() => null)
