import { LANGUAGES, toLanguage, type TLanguage } from '@wheelbase/core/languages'
import type { TLanguageSource } from '@wheelbase/core/ssr'

/**
 * The language at start-up (spec section 4, in the order DESIGN.md section 5 fixes so that a
 * choice survives a reload): `?lang=xx` in the URL, else the stored choice, else the browser's
 * languages, else — when the language-from-location flag is on — the country guessed from the
 * time zone, else the default.
 */
export type { TLanguageSource }

export type TDetectInput = {
  urlLanguage: string | null | undefined
  storedLanguage: string | null | undefined
  browserLanguages: readonly string[]
  /** Read only when it decides: a browser's first Intl format loads its Intl data (15–50 ms on this host). */
  timeZone: () => string | undefined
  languageFromLocation: boolean
  defaultLanguage: TLanguage
  supported?: readonly TLanguage[]
}

const supportedOr = (value: string | null | undefined, supported: readonly TLanguage[]) => {
  const language = toLanguage(value)
  return language && supported.includes(language) ? language : undefined
}

/** Time zones of the countries the spec names; anything else has no country we act on. */
const COUNTRY_BY_TIME_ZONE: Record<string, string> = {
  'Europe/Paris': 'FR',
  'Africa/Casablanca': 'MA',
  'Africa/El_Aaiun': 'MA',
  'Europe/Athens': 'GR',
}

export function countryFromTimeZone(timeZone: string | undefined): string {
  if (!timeZone) return ''
  return COUNTRY_BY_TIME_ZONE[timeZone] ?? '?'
}

/** France or Morocco give French, Greece gives Greek, anything else (or no country) the default. */
export function languageFromCountry(country: string, defaultLanguage: TLanguage): TLanguage {
  if (country === 'FR' || country === 'MA') return 'fr'
  if (country === 'GR') return 'el'
  return defaultLanguage
}

export function detectLanguage(input: TDetectInput): { language: TLanguage; source: TLanguageSource } {
  const supported = input.supported ?? LANGUAGES
  const fromUrl = supportedOr(input.urlLanguage, supported)
  if (fromUrl) return { language: fromUrl, source: 'url' }
  const stored = input.storedLanguage && input.storedLanguage.length === 2 ? supportedOr(input.storedLanguage, supported) : undefined
  if (stored) return { language: stored, source: 'stored' }
  for (const tag of input.browserLanguages) {
    const fromBrowser = supportedOr(tag, supported)
    if (fromBrowser) return { language: fromBrowser, source: 'browser' }
  }
  if (input.languageFromLocation) {
    return { language: languageFromCountry(countryFromTimeZone(input.timeZone()), input.defaultLanguage), source: 'location' }
  }
  return { language: input.defaultLanguage, source: 'default' }
}
