import { captchaChallenge, signOut } from '@wheelbase/core/contracts/session'
import { api, apiStatus } from './client'

/** Ends the session on the server; offline, the visitor is signed out here all the same. */
export const endServerSession = (): Promise<number> => apiStatus(signOut, {}).catch(() => 0)

/** A proof-of-work puzzle for the form's captcha (ALTCHA). */
export const fetchCaptchaChallenge = () => api(captchaChallenge, {})
