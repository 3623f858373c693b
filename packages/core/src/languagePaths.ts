import { LANGUAGES, type TLanguage } from './languages'

/**
 * Each page has one address per language (record 0146): `/fr/cars`, `/he/car-hire/heraklion`, the
 * home page at `/fr`. The address without a language (`/cars`) is the same page in the visitor's
 * language (their choice, else their browser's): the `x-default` of the alternates.
 */
const PREFIX = new RegExp(`^/(${LANGUAGES.join('|')})(?=[/?#]|$)`)

/** The language an address names, and the address without it (`/fr/cars?x=1` → fr, `/cars?x=1`; `/fr` → fr, `/`). */
export function splitLanguagePath(address: string): { language: TLanguage | null; rest: string } {
  const match = PREFIX.exec(address)
  if (!match) return { language: null, rest: address }
  const rest = address.slice(match[0].length)
  // The pattern is made of the languages alone.
  return { language: match[1] as TLanguage, rest: rest[0] === '/' ? rest : `/${rest}` }
}

/** The router's base for a language's addresses ('' for the address without one). */
export const basePathOf = (language: TLanguage | null): string => (language ? `/${language}` : '')

/** A path of the app ("/cars?x=1", "/") under a router's base ("/fr/cars?x=1", "/fr"): the home page is the base itself, as the router writes it. */
export const withBase = (base: string, path: string): string => (base && /^\/([?#]|$)/.test(path) ? base + path.slice(1) : base + path)

/** A path of the app at a language's address (`/fr/cars?x=1`, `/fr`); unchanged for none. */
export const pathInLanguage = (language: TLanguage | null, path: string): string => withBase(basePathOf(language), path)

/** A page's full address in a language, for a mail or a push: `https://…/fr/booking?b=…`. */
export const pageAddress = (publicUrl: string, language: TLanguage | null, path: string): string => publicUrl + pathInLanguage(language, path)
