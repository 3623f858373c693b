import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { users } from '../../src/db/schema'
import { solveAltcha, type CaptchaChallenge } from '../../src/platform/adapters/captcha'
import type { Db } from '../../src/db/client'
import { Agent } from './agent'
import { linkIn, type SmtpSink } from './smtp'

export const PASSWORD = 'Secret-2026'

export async function solvedCaptcha(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ url: '/api/captcha/challenge' })
  return solveAltcha(res.json() as CaptchaChallenge)
}

let counter = 0
export function signUpBody(overrides: Record<string, unknown> = {}) {
  counter++
  return {
    fullName: 'Eleni Driver',
    email: `eleni.${Date.now()}.${counter}@example.com`,
    phone: '+30 690 123 4567',
    birthDate: '1990-05-20',
    password: PASSWORD,
    acceptTerms: true,
    language: 'en',
    ...overrides,
  }
}

/** Signs up, activates from the mail and signs in: a ready driver with its own agent. */
export async function newDriver(
  app: FastifyInstance,
  smtp: SmtpSink,
  overrides: Record<string, unknown> = {},
  ip = `198.51.100.${(counter % 200) + 1}`,
) {
  const agent = new Agent(app, ip)
  const body = signUpBody(overrides)
  const mailArrives = smtp.next(body.email as string)
  const res = await agent.post('/api/sign-up', { ...body, captcha: await solvedCaptcha(app) })
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.body}`)
  const link = linkIn(await mailArrives)
  await agent.post('/api/activate', { userId: link.userId, token: link.token })
  const signIn = await agent.post('/api/sign-in/frontend', { email: body.email, password: PASSWORD, stayConnected: false })
  if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.body}`)
  return { agent, id: link.userId, email: body.email as string }
}

export async function userRow(db: Db, id: string) {
  const [row] = await db.select().from(users).where(eq(users._id, id))
  return row
}
