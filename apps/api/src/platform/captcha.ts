import { createHash, createHmac, randomBytes } from 'node:crypto'
import { lt } from 'drizzle-orm'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { captchaUses } from '../db/schema'

/**
 * Captcha: ALTCHA's proof-of-work protocol (self-hosted, no third party, no cookie) by default,
 * or Google reCAPTCHA when configured. A solution is accepted once (`consume`); the pre-check
 * call verifies without consuming, so the real action still checks it.
 */
export type CaptchaChallenge = { algorithm: 'SHA-256'; challenge: string; maxnumber: number; salt: string; signature: string }
export type Captcha = {
  provider: 'altcha' | 'recaptcha'
  challenge(): CaptchaChallenge
  verify(payload: string, options: { consume: boolean; ip: string }): Promise<boolean>
}

const CHALLENGE_TTL_S = 10 * 60
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

type Solution = { algorithm?: string; challenge?: string; number?: number; salt?: string; signature?: string }

export function createCaptcha(db: Db, config: Config['captcha'], fetcher: typeof fetch = fetch): Captcha {
  const hmac = (text: string) => createHmac('sha256', config.hmacKey).update(text).digest('hex')

  async function consumeOnce(signature: string, expiresAt: Date): Promise<boolean> {
    const inserted = await db
      .insert(captchaUses)
      .values({ signature, expiresAt })
      .onConflictDoNothing()
      .returning({ signature: captchaUses.signature })
    if (Math.random() < 0.05) await db.delete(captchaUses).where(lt(captchaUses.expiresAt, new Date()))
    return inserted.length === 1
  }

  async function verifyAltcha(payload: string, consume: boolean): Promise<boolean> {
    let solution: Solution
    try {
      solution = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as Solution
    } catch {
      return false
    }
    const { algorithm, challenge, number, salt, signature } = solution
    if (algorithm !== 'SHA-256' || !challenge || !salt || !signature || !Number.isInteger(number)) return false
    const expires = Number(new URLSearchParams(salt.split('?')[1] ?? '').get('expires'))
    if (!expires || expires * 1000 < Date.now()) return false
    if (sha256(`${salt}${number}`) !== challenge || hmac(challenge) !== signature) return false
    return consume ? consumeOnce(signature, new Date(expires * 1000)) : true
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
      const expires = Math.floor(Date.now() / 1000) + CHALLENGE_TTL_S
      const salt = `${randomBytes(12).toString('hex')}?expires=${expires}`
      const secret = Math.floor(Math.random() * config.maxNumber)
      const challenge = sha256(`${salt}${secret}`)
      return { algorithm: 'SHA-256', challenge, maxnumber: config.maxNumber, salt, signature: hmac(challenge) }
    },
    verify(payload, { consume, ip }) {
      return config.provider === 'recaptcha' ? verifyRecaptcha(payload, ip, consume) : verifyAltcha(payload, consume)
    },
  }
}

/** Solves an ALTCHA challenge by brute force, as the browser does; used by tests and the bench. */
export function solveAltcha(challenge: CaptchaChallenge): string {
  for (let number = 0; number <= challenge.maxnumber; number++) {
    if (sha256(`${challenge.salt}${number}`) === challenge.challenge) {
      return Buffer.from(JSON.stringify({ ...challenge, number })).toString('base64')
    }
  }
  throw new Error('no solution')
}
