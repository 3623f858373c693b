import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { CURRENCY_COOKIE } from '@wheelbase/core/ssr'
import type { TDisplayRate } from '@wheelbase/core/currencies'
import { freshRate, rememberCurrency } from './currencyChoice'

/**
 * The driver's display currency (record 0103): the one chosen (the marketplace's by default) and
 * its rate while fresh; null shows prices as charged. Chosen in the header, kept in a cookie (a
 * year) so the server renders the next page in it too. What a change needs (the cookie, the
 * rates) loads when one is made: lib/currencyChoice.ts.
 */
export type TDisplayCurrency = { chosen: string; rate: TDisplayRate | null; choose(currency: string): void }

const DisplayCurrencyContext = createContext<TDisplayCurrency>({ chosen: '', rate: null, choose: () => undefined })
export const useDisplayCurrency = () => useContext(DisplayCurrencyContext)

/** The choice as the cookie keeps it (none: the marketplace's currency). */
function storedCurrency(): string | null {
  return new RegExp(`(?:^|; )${CURRENCY_COOKIE}=([A-Z]{3})`).exec(document.cookie)?.[1] ?? null
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
    setChosen(currency)
    rememberCurrency(currency)
  }, [])
  useEffect(() => {
    // The marketplace's currency needs no rate; a rate kept for another currency is simply not shown.
    if (chosen === base || rate?.currency === chosen) return
    let current = true
    void freshRate(chosen).then((found) => current && setRate(found))
    return () => void (current = false)
  }, [chosen, base, rate])
  const value = useMemo(() => ({ chosen, rate: rate?.currency === chosen ? rate : null, choose }), [chosen, rate, choose])
  return <DisplayCurrencyContext.Provider value={value}>{children}</DisplayCurrencyContext.Provider>
}
