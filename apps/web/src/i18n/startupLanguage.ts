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

export type TUserLanguageSync = {
  user: { _id: string; language: TLanguage } | null
  language: TLanguage
  validateAccessToken(): Promise<number>
  updateLanguage(userId: string, language: TLanguage): Promise<number>
  saveUserLanguage(language: TLanguage): void
  showChangeLanguageError(): void
}

/**
 * Step 2 of spec section 4: a signed-in user whose saved language differs from the one detected
 * gets it updated on the server once the session is confirmed valid (200); a failed update shows
 * "An error occurred while changing language.". Either way the app uses the detected language.
 */
export async function syncUserLanguage(sync: TUserLanguageSync): Promise<'unchanged' | 'updated' | 'failed' | 'signedOut'> {
  if (!sync.user || sync.user.language === sync.language) return 'unchanged'
  let status: number
  try {
    status = await sync.validateAccessToken()
  } catch {
    return 'signedOut'
  }
  if (status !== 200) return 'signedOut'
  let updated: number
  try {
    updated = await sync.updateLanguage(sync.user._id, sync.language)
  } catch {
    updated = 0
  }
  if (updated === 200) {
    sync.saveUserLanguage(sync.language)
    return 'updated'
  }
  sync.showChangeLanguageError()
  return 'failed'
}
