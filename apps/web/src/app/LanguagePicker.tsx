import { useId, useRef, type ReactNode, type RefObject } from 'react'
import { useTranslation } from '../i18n/useTranslation'
import { useLocation } from 'react-router'
import { LANGUAGE_NAMES, LANGUAGES, isLanguage } from '@wheelbase/core/languages'
import { pageReady, useEarlyInput } from '../lib/hydration'
import { useChangeLanguage } from '../lib/useChangeLanguage'
import { useDisplayCurrency } from '../lib/displayCurrency'
import { useSettings } from '../lib/settings'
import { QueryForm } from '../components/form/QueryForm'
import { Icon } from '../components/icons/Icon'

type TSelect = {
  name: string
  label: string
  value: string
  onChange: (value: string) => void
  selectRef: RefObject<HTMLSelectElement | null>
  icon?: boolean
  children: ReactNode
}

/** A picker's native select: phones show their own list for it, and it costs nothing before the first interaction. */
function PickerSelect({ name, label, value, onChange, selectRef, icon = false, children }: TSelect) {
  const id = useId()
  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      {icon && <Icon name="globe" className="select-icon start-3" />}
      <select
        ref={selectRef}
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`pill-select ${icon ? 'ps-9' : 'ps-4'}`}
      >
        {children}
      </select>
      <Icon name="chevron-down" className="select-icon end-3" />
    </div>
  )
}

/**
 * The language and the currency prices are shown in (record 0103): in the header of every page,
 * so they must cost nothing before the first interaction (a custom listbox pulled ~60 KB of script
 * into the first paint). Each language is written in its own script and tagged with its lang.
 *
 * Before the app runs they are one form asking for this page with `?lang=xx&currency=XXX`, which
 * the server renders so (and remembers in the language and currency cookies); a choice made while
 * the app was still loading is applied when it starts.
 */
export function LanguagePicker({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation()
  const changeLanguage = useChangeLanguage()
  const { displayCurrencies } = useSettings()
  const currency = useDisplayCurrency()
  const { pathname, search } = useLocation()
  const language = useRef<HTMLSelectElement>(null)
  const money = useRef<HTMLSelectElement>(null)
  useEarlyInput(language, (value) => {
    if (isLanguage(value)) void pageReady.then(() => changeLanguage(value))
  })
  useEarlyInput(money, (value) => {
    if (displayCurrencies.includes(value)) void pageReady.then(() => currency.choose(value))
  })
  const keep = new URLSearchParams(search)
  keep.delete('lang')
  keep.delete('currency')
  return (
    <QueryForm action={pathname} keep={keep} submit={t('apply')} className={`flex flex-wrap items-center gap-2 ${className}`}>
      <PickerSelect
        name="lang"
        label={t('language.label')}
        value={i18n.language}
        onChange={(value) => isLanguage(value) && changeLanguage(value)}
        selectRef={language}
        icon
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </PickerSelect>
      {displayCurrencies.length > 1 && (
        <PickerSelect name="currency" label={t('currency.label')} value={currency.chosen} onChange={currency.choose} selectRef={money}>
          {displayCurrencies.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </PickerSelect>
      )}
    </QueryForm>
  )
}
