import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { CURRENCY_COOKIE, type TDisplayRate } from '@wheelbase/core/currencies'
import type { TDisplayRates } from '@wheelbase/core/schemas/currencyRates'

/**
 * The driver's display currency (record 0103): the one chosen (the marketplace's by default) and
 * its rate while fresh; null shows prices as charged. Chosen in the header, kept in a cookie (a
 * year) so the server renders the next page in it too.
 */
export type TDisplayCurrency = { chosen: string; rate: TDisplayRate | null; choose(currency: string): void }

const DisplayCurrencyContext = createContext<TDisplayCurrency>({ chosen: '', rate: null, choose: () => undefined })
export const useDisplayCurrency = () => useContext(DisplayCurrencyContext)

/** The choice as the cookie keeps it (none: the marketplace's currency). */
export function storedCurrency(): string | null {
  const match = new RegExp(`(?:^|; )${CURRENCY_COOKIE}=([A-Z]{3})`).exec(document.cookie)
  return match?.[1] ?? null
}

export function storeCurrency(currency: string): void {
  document.cookie = `${CURRENCY_COOKIE}=${currency}; Max-Age=31536000; Path=/; SameSite=Lax${window.location.protocol === 'https:' ? '; Secure' : ''}`
}

/** The fresh rates, asked once per page load when a page the browser rendered needs them. */
let asked: Promise<TDisplayRates> | null = null
function freshRates(): Promise<TDisplayRates> {
  asked ??= fetch('/api/currency-rates', { headers: { accept: 'application/json' } }).then((response) =>
    response.ok ? (response.json() as Promise<TDisplayRates>) : { base: '', rates: [] },
  )
  return asked
}

type TProps = {
  base: string
  /** The server's render: the currency and rate it rendered in (absent on a page the browser renders). */
  initial?: { chosen: string; rate: TDisplayRate | null } | undefined
  children: ReactNode
}

export function DisplayCurrencyProvider({ base, initial, children }: TProps) {
  const [chosen, setChosen] = useState(() => initial?.chosen ?? (typeof document === 'undefined' ? base : (storedCurrency() ?? base)))
  const [rate, setRate] = useState<TDisplayRate | null>(initial?.rate ?? null)
  const choose = useCallback((currency: string) => {
    storeCurrency(currency)
    setChosen(currency)
    // A currency in the address (the picker sent before the app ran) would come back on a reload.
    const url = new URL(window.location.href)
    if (url.searchParams.has('currency')) {
      url.searchParams.delete('currency')
      window.history.replaceState(window.history.state, '', url)
    }
  }, [])
  useEffect(() => {
    // The marketplace's currency needs no rate; a rate kept for another currency is simply not shown.
    if (chosen === base || rate?.currency === chosen) return
    let current = true
    void freshRates()
      .then(({ rates }) => current && setRate(rates.find((r) => r.currency === chosen) ?? null))
      .catch(() => current && setRate(null))
    return () => void (current = false)
  }, [chosen, base, rate])
  const value = useMemo(() => ({ chosen, rate: rate?.currency === chosen ? rate : null, choose }), [chosen, rate, choose])
  return <DisplayCurrencyContext.Provider value={value}>{children}</DisplayCurrencyContext.Provider>
}
