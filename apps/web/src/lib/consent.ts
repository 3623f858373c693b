import { localStore, STORE_KEYS } from './localStore'

/** The visitor's answer to the cookie banner: until "accepted", no analytics and no measuring load. */
export type TConsent = 'accepted' | 'declined' | null

export function readConsent(): TConsent {
  const value = localStore.read(STORE_KEYS.cookieConsent)
  return value === 'accepted' || value === 'declined' ? value : null
}

export function saveConsent(consent: 'accepted' | 'declined'): void {
  localStore.write(STORE_KEYS.cookieConsent, consent)
}
