import { Secret, TOTP } from 'otpauth'
import { renderSVG } from 'uqr'
import type { TTotpSetup } from '@wheelbase/core/schemas/signInMethods'

/**
 * Authenticator-app codes (RFC 6238 with `otpauth`): 6 digits every 30 seconds, SHA-1 (what every
 * app reads), one step either side for a phone's clock. Which step a code matched is answered, so
 * the caller can refuse any step not after the last one accepted: a code is good once.
 */
const PERIOD = 30
const ISSUER = 'Wheelbase'

const totpOf = (secret: string, label: string) =>
  new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) })

export const newTotpSecret = (): string => new Secret({ size: 20 }).base32

export function totpSetup(secret: string, label: string): TTotpSetup {
  const uri = totpOf(secret, label).toString()
  return { secret: secret.replace(/(.{4})/g, '$1 ').trim(), uri, qrSvg: renderSVG(uri, { border: 2 }) }
}

/** The time step the code belongs to, or null when it is not this secret's code around `now`. */
export function matchedStep(secret: string, code: string, now: Date): number | null {
  const token = code.replace(/\s/g, '')
  if (!/^\d{6}$/.test(token)) return null
  const delta = totpOf(secret, '').validate({ token, timestamp: now.getTime(), window: 1 })
  return delta === null ? null : Math.floor(now.getTime() / 1000 / PERIOD) + delta
}
