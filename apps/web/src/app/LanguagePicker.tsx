import { useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { LANGUAGE_NAMES, LANGUAGES, isLanguage } from '@wheelbase/core/languages'
import { pageReady, useEarlyInput } from '../lib/hydration'
import { useChangeLanguage } from '../lib/useChangeLanguage'
import { QueryForm } from '../components/form/QueryForm'
import { Icon } from '../components/icons/Icon'

/**
 * A native select: it is in the header of every page, so it must cost nothing before the first
 * interaction (a custom listbox pulled ~60 KB of script into the first paint), and phones show
 * their own picker for it. Each language is written in its own script and tagged with its lang.
 *
 * Before the app runs it is a form asking for this page with `?lang=xx`, which the server renders
 * in that language (and remembers in the language cookie); a choice made while the app was still
 * loading is applied when it starts.
 */
export function LanguagePicker({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation()
  const changeLanguage = useChangeLanguage()
  const { pathname, search } = useLocation()
  const id = useId()
  const select = useRef<HTMLSelectElement>(null)
  useEarlyInput(select, (language) => {
    if (isLanguage(language)) void pageReady.then(() => changeLanguage(language))
  })
  const keep = new URLSearchParams(search)
  keep.delete('lang')
  return (
    <QueryForm action={pathname} keep={keep} submit={t('apply')} className={`flex items-center gap-2 ${className}`}>
      <div className="relative">
        <label htmlFor={id} className="sr-only">
          {t('language.label')}
        </label>
        <Icon name="globe" className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2" />
        <select
          ref={select}
          id={id}
          name="lang"
          value={i18n.language}
          onChange={(event) => {
            if (isLanguage(event.target.value)) void changeLanguage(event.target.value)
          }}
          className="min-h-11 cursor-pointer appearance-none rounded-full border border-line bg-white ps-9 pe-9 text-sm font-medium text-primary hover:bg-focused"
        >
          {LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {LANGUAGE_NAMES[language]}
            </option>
          ))}
        </select>
        <Icon name="chevron-down" className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2" />
      </div>
    </QueryForm>
  )
}
