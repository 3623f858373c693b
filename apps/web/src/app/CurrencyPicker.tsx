import { useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { pageReady, useEarlyInput } from '../lib/hydration'
import { useDisplayCurrency } from '../lib/displayCurrency'
import { useSettings } from '../lib/settings'
import { QueryForm } from '../components/form/QueryForm'

/**
 * The currency prices are shown in (record 0103), beside the language picker and built the same
 * way: a native select, a form asking for this page with `?currency=XXX` before the app runs (the
 * server renders it so and remembers it in a cookie), a choice made while the app was loading
 * applied when it starts. Payment stays in the marketplace's currency.
 */
export function CurrencyPicker({ className = '' }: { className?: string }) {
  const { t } = useTranslation()
  const { displayCurrencies } = useSettings()
  const { chosen, choose } = useDisplayCurrency()
  const { pathname, search } = useLocation()
  const id = useId()
  const select = useRef<HTMLSelectElement>(null)
  useEarlyInput(select, (currency) => {
    if (displayCurrencies.includes(currency)) void pageReady.then(() => choose(currency))
  })
  if (displayCurrencies.length < 2) return null
  const keep = new URLSearchParams(search)
  keep.delete('currency')
  return (
    <QueryForm action={pathname} keep={keep} submit={t('apply')} className={`flex items-center gap-2 ${className}`}>
      <label htmlFor={id} className="sr-only">
        {t('currency.label')}
      </label>
      <select
        ref={select}
        id={id}
        name="currency"
        value={chosen}
        onChange={(event) => choose(event.target.value)}
        className="min-h-11 cursor-pointer rounded-full border border-line bg-white px-3 text-sm font-medium text-primary hover:bg-focused"
      >
        {displayCurrencies.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>
    </QueryForm>
  )
}
