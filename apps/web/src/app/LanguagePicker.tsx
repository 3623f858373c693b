import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { LANGUAGE_NAMES, LANGUAGES, isLanguage } from '@wheelbase/core/languages'
import { useChangeLanguage } from '../lib/useChangeLanguage'
import { Icon } from '../components/icons/Icon'

/**
 * A native select: it is in the header of every page, so it must cost nothing before the first
 * interaction (a custom listbox pulled ~60 KB of script into the first paint), and phones show
 * their own picker for it. Each language is written in its own script and tagged with its lang.
 */
export function LanguagePicker({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation()
  const changeLanguage = useChangeLanguage()
  const id = useId()
  return (
    <div className={`relative ${className}`}>
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <Icon name="globe" className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2" />
      <select
        id={id}
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
  )
}
