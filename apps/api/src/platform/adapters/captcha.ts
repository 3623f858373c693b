import { systemClock } from '../clock'
import { createChallenge, randomInt, solveChallenge, verifySolution, type Challenge, type Payload } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { lt } from 'drizzle-orm'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { captchaUses } from '../../db/schema'

/**
 * Captcha: ALTCHA's proof of work (self-hosted, no third party, no cookie) through the maintained
 * altcha-lib, by default; or Google reCAPTCHA when configured. A solution is accepted once
 * (`consume`); the pre-check call verifies without consuming, so the real action still checks it.
 *
 * The challenge is "deterministic": the server picks a secret counter with a cryptographic random
 * number (below CAPTCHA_MAX_NUMBER), derives its key and sends the key's prefix, signed; the
 * browser tries counters from 0 until its key has that prefix. Signing the derived key too lets
 * the server verify with one HMAC instead of redoing the work.
 */
export type CaptchaChallenge = Challenge
export type Captcha = {
  provider: 'altcha' | 'recaptcha'
  challenge(): Promise<CaptchaChallenge>
  verify(payload: string, options: { consume: boolean; ip: string }): Promise<boolean>
}

const CHALLENGE_TTL_S = 10 * 60
/** One SHA-256 per counter tried: the difficulty is the counter's size, as in ALTCHA's first protocol. */
const ALGORITHM = { algorithm: 'SHA-256', cost: 1 } as const

export function createCaptcha(db: Db, config: Config['captcha'], fetcher: typeof fetch = fetch): Captcha {
  const secrets = { hmacSignatureSecret: config.hmacKey, hmacKeySignatureSecret: `${config.hmacKey}:key` }

  async function consumeOnce(signature: string, expiresAt: Date): Promise<boolean> {
    const inserted = await db
      .insert(captchaUses)
      .values({ signature, expiresAt })
      .onConflictDoNothing()
      .returning({ signature: captchaUses.signature })
    if (randomInt(20) === 1) await db.delete(captchaUses).where(lt(captchaUses.expiresAt, systemClock.now()))
    return inserted.length === 1
  }

  async function verifyAltcha(encoded: string, consume: boolean): Promise<boolean> {
    let payload: Payload
    try {
      payload = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as Payload
    } catch {
      return false
    }
    const { challenge, solution } = payload ?? {}
    if (typeof challenge?.signature !== 'string' || typeof challenge.parameters?.expiresAt !== 'number') return false
    if (!Number.isInteger(solution?.counter) || typeof solution.derivedKey !== 'string') return false
    // A payload that is not the shape altcha-lib expects is simply not a solution.
    const result = await verifySolution({ challenge, solution, deriveKey, ...secrets }).catch(() => null)
    if (!result?.verified) return false
    return consume ? consumeOnce(challenge.signature, new Date(challenge.parameters.expiresAt * 1000)) : true
  }

  async function verifyRecaptcha(token: string, ip: string, consume: boolean): Promise<boolean> {
    // Google's tokens are single use by themselves; a pre-check would spend it, so it is not sent.
    if (!consume) return token.length > 0
    const body = new URLSearchParams({ secret: config.recaptchaSecret ?? '', response: token, remoteip: ip })
    try {
      const response = await fetcher(config.recaptchaVerifyUrl, { method: 'POST', body, signal: AbortSignal.timeout(5000) })
      const result = (await response.json()) as { success?: boolean }
      return result.success === true
    } catch {
      return false
    }
  }

  return {
    provider: config.provider,
    challenge() {
      return createChallenge({
        ...ALGORITHM,
        deriveKey,
        counter: randomInt(config.maxNumber, 0),
        expiresAt: Math.floor(systemClock.now().getTime() / 1000) + CHALLENGE_TTL_S,
        ...secrets,
      })
    },
    verify(payload, { consume, ip }) {
      return config.provider === 'recaptcha' ? verifyRecaptcha(payload, ip, consume) : verifyAltcha(payload, consume)
    },
  }
}

/** Solves a challenge as the browser does (altcha-lib's solver); used by tests and the bench. */
export async function solveAltcha(challenge: CaptchaChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('no solution')
  const payload: Payload = { challenge, solution }
  return Buffer.from(JSON.stringify(payload)).toString('base64')
}
