import { isLanguage, type TLanguage } from '@wheelbase/core/languages'
import { LANGUAGE_COOKIE, type TSessionUser } from '@wheelbase/core/ssr'

/** What the browser keeps between visits (spec section 3): the user key, the language, stay connected. */
export const STORE_KEYS = {
  user: 'wb-user',
  language: 'wb-language',
  stayConnected: 'wb-stay-connected',
  cookieConsent: 'wb-cookie-consent',
  personalizedContent: 'wb-personalized-content',
  lastSearch: 'wb-last-search',
} as const

/** Where and when the visitor last searched: the home form starts from it. */
export type TLastSearch = { pickup: string; dropoff?: string | undefined; from: string; to: string }

export type TStoredUser = TSessionUser

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null // storage disabled (private mode, blocked cookies)
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key)
    else window.localStorage.setItem(key, value)
  } catch {
    // storage disabled: the choice lasts for this page only
  }
}

export const localStore = {
  read,
  write,
  language(): TLanguage | undefined {
    const value = read(STORE_KEYS.language)
    // A stored language must be a supported 2-letter code (spec section 5).
    return value && value.length === 2 && isLanguage(value) ? value : undefined
  },
  /** The choice is kept in local storage and, for the server's first render of the next page, in a cookie (a year). */
  setLanguage(language: TLanguage): void {
    write(STORE_KEYS.language, language)
    document.cookie = `${LANGUAGE_COOKIE}=${language}; Max-Age=31536000; Path=/; SameSite=Lax${window.location.protocol === 'https:' ? '; Secure' : ''}`
  },
  user(): TStoredUser | null {
    const raw = read(STORE_KEYS.user)
    if (!raw) return null
    try {
      const value = JSON.parse(raw) as Partial<TStoredUser>
      if (typeof value._id === 'string' && isLanguage(value.language) && typeof value.type === 'string') return value as TStoredUser
    } catch {
      // corrupted entry: treat as signed out
    }
    return null
  },
  setUser(user: TStoredUser | null): void {
    write(STORE_KEYS.user, user ? JSON.stringify(user) : null)
  },
  lastSearch(): TLastSearch | null {
    try {
      const value = JSON.parse(read(STORE_KEYS.lastSearch) ?? 'null') as Partial<TLastSearch> | null
      if (value && typeof value.pickup === 'string' && typeof value.from === 'string' && typeof value.to === 'string') return value as TLastSearch
    } catch {
      // corrupted entry: start afresh
    }
    return null
  },
  setLastSearch(search: TLastSearch): void {
    write(STORE_KEYS.lastSearch, JSON.stringify(search))
  },
}
