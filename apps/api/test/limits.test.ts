import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Agent } from './helpers/agent'
import { newDriver, PASSWORD, signUpBody, solvedCaptcha } from './helpers/accounts'
import { buildMailTestApp, type MailTestApp } from './helpers/testApp'

describe('rate limits', () => {
  let t: MailTestApp
  beforeAll(async () => {
    t = await buildMailTestApp('pglite', {
      RATE_LIMIT_SIGN_IN: '3',
      RATE_LIMIT_SIGN_UP: '2',
      RATE_LIMIT_VALIDATE_EMAIL: '2',
      RATE_LIMIT_RESEND: '2',
      RATE_LIMIT_PASSWORD_RESET: '2',
      RATE_LIMIT_CHECK_PASSWORD: '2',
      RATE_LIMIT_CONTACT: '1',
    })
  })
  afterAll(async () => {
    await t.close()
  })

  const expectLimited = (res: { statusCode: number; json(): { error: { message: string } } }) => {
    expect(res.statusCode).toBe(429)
    expect(res.json().error.message).toBe('Too many attempts. Please wait a minute and try again.')
  }

  it('limits sign-in attempts per IP', async () => {
    const agent = new Agent(t.app, '192.0.2.1')
    const driver = await newDriver(t.app, t.smtp, {}, '192.0.2.2')
    expect((await agent.post('/api/sign-in/frontend', { email: driver.email, password: PASSWORD })).statusCode).toBe(200)
    for (let i = 0; i < 2; i++)
      expect((await agent.post('/api/sign-in/frontend', { email: `x${i}@example.com`, password: 'nope-nope' })).statusCode).toBe(401)
    expectLimited(await agent.post('/api/sign-in/frontend', { email: 'x9@example.com', password: 'nope-nope' }))
  })

  it('limits sign-in attempts per email, from any IP', async () => {
    const email = 'target@example.com'
    for (let i = 0; i < 3; i++)
      expect((await new Agent(t.app, `192.0.2.${10 + i}`).post('/api/sign-in/frontend', { email, password: 'guess' })).statusCode).toBe(401)
    expectLimited(await new Agent(t.app, '192.0.2.50').post('/api/sign-in/frontend', { email, password: 'guess' }))
  })

  it('limits sign-up, validate-email, resend and password reset per IP, and lets the calls below the limit through', async () => {
    const agent = new Agent(t.app, '192.0.2.60')
    const registered: string[] = []
    for (let i = 0; i < 2; i++) {
      const body = signUpBody()
      const mail = t.smtp.next(body.email as string)
      expect((await agent.post('/api/sign-up', { ...body, captcha: await solvedCaptcha(t.app) })).statusCode).toBe(200)
      await mail
      registered.push(encodeURIComponent(body.email as string))
    }
    expectLimited(await agent.post('/api/sign-up', { ...signUpBody(), captcha: await solvedCaptcha(t.app) }))
    for (let i = 0; i < 2; i++) expect((await agent.post('/api/validate-email', { email: `v${i}@example.com` })).statusCode).toBe(200)
    expectLimited(await agent.post('/api/validate-email', { email: 'v9@example.com' }))
    for (const email of registered) expect((await agent.post(`/api/resend/frontend/${email}/false`)).statusCode).toBe(200)
    expectLimited(await agent.post(`/api/resend/frontend/${registered[0]}/false`))
    for (const email of registered) expect((await agent.post(`/api/resend/frontend/${email}/true`)).statusCode).toBe(200)
    expectLimited(await agent.post(`/api/resend/frontend/${registered[0]}/true`))
  })

  it('limits password checks and the contact form', async () => {
    const driver = await newDriver(t.app, t.smtp, {}, '192.0.2.70')
    for (let i = 0; i < 2; i++) expect((await driver.agent.post(`/api/check-password/${driver.id}`, { password: PASSWORD })).statusCode).toBe(200)
    expectLimited(await driver.agent.post(`/api/check-password/${driver.id}`, { password: PASSWORD }))
    const visitor = new Agent(t.app, '192.0.2.80')
    const message = { email: 'visitor@example.com', subject: 'Hi', message: 'Question' }
    expect((await visitor.post('/api/send-email', { ...message, captcha: await solvedCaptcha(t.app) })).statusCode).toBe(200)
    expectLimited(await visitor.post('/api/send-email', { ...message, captcha: await solvedCaptcha(t.app) }))
  })
})
