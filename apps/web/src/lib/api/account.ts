import { captchaChallenge, signOut } from '@wheelbase/core/contracts/session'
import { CURRENCY_COOKIE, LANGUAGE_COOKIE } from '@wheelbase/core/ssr'
import { api, apiStatus } from './client'

/** Ends the session on the server; offline, the visitor is signed out here all the same. */
export const endServerSession = (): Promise<number> => apiStatus(signOut, {}).catch(() => 0)

/**
 * What a signed-out account leaves in this browser: nothing of its own (session storage, readable
 * cookies, the bookings kept for reading offline), only the language and currency choices, which belong to the device.
 */
export async function forgetSessionHere(): Promise<void> {
  window.sessionStorage.clear()
  await import('../offline/forget').then((kept) => kept.forgetKeptBookings())
  for (const cookie of document.cookie.split('; ')) {
    const name = cookie.split('=')[0]
    if (name && name !== LANGUAGE_COOKIE && name !== CURRENCY_COOKIE) document.cookie = `${name}=; Max-Age=0; path=/`
  }
}

/** A proof-of-work puzzle for the form's captcha (ALTCHA). */
export const fetchCaptchaChallenge = () => api(captchaChallenge, {})
