import { expect, type APIRequestContext } from '@playwright/test'
import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { linkFromOutbox } from './outbox'

export const NEW_DRIVER_PASSWORD = 'Fresh-Driver-2026'

/**
 * A driver account of the test's own, signed up and activated through the API (the captcha solved
 * as the browser solves it, the link read from the outbox): for journeys that end the account.
 */
export async function newDriver(request: APIRequestContext, dataDir: string, language: string): Promise<{ email: string; password: string }> {
  const email = `new.${language}.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.com`
  const challenge = (await (await request.get('/api/captcha/challenge')).json()) as Challenge
  const solution = await solveChallenge({ challenge, deriveKey })
  const captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
  const signUp = await request.post('/api/sign-up', {
    data: {
      fullName: 'Dana Erasmus',
      email,
      phone: '+30 690 555 0101',
      birthDate: '1987-03-09',
      password: NEW_DRIVER_PASSWORD,
      acceptTerms: true,
      language,
      captcha,
    },
  })
  expect(signUp.status(), await signUp.text()).toBe(200)
  const link = new URL(await linkFromOutbox(dataDir, email, '/activate'))
  const activated = await request.post('/api/activate', {
    data: { userId: link.searchParams.get('u'), token: link.searchParams.get('t') },
  })
  expect(activated.status(), await activated.text()).toBe(200)
  return { email, password: NEW_DRIVER_PASSWORD }
}
