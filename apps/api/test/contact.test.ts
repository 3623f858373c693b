import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Agent } from './helpers/agent'
import { newDriver, solvedCaptcha } from './helpers/accounts'
import { buildMailTestApp, type MailTestApp } from './helpers/testApp'

describe('contact form', () => {
  let t: MailTestApp
  beforeAll(async () => {
    t = await buildMailTestApp('pglite', {
      CONTACT_EMAIL: 'care@wheelbase.example',
      RATE_LIMIT_CONTACT: '100',
      RATE_LIMIT_SIGN_UP: '100',
    })
  })
  afterAll(async () => {
    await t.close()
  })

  it('sends the message to the configured address only, never to one from the request', async () => {
    const visitor = new Agent(t.app, '192.0.2.90')
    const arrives = t.smtp.next('care@wheelbase.example')
    const res = await visitor.post('/api/send-email', {
      email: 'visitor@example.com',
      to: 'attacker@example.com',
      subject: 'Child seat?',
      message: 'Do you have child seats at Heraklion airport?',
      captcha: await solvedCaptcha(t.app),
    })
    expect(res.statusCode).toBe(200)
    const mail = await arrives
    expect(mail.to).toEqual(['care@wheelbase.example'])
    expect(mail.subject).toContain('Child seat?')
    expect(mail.text).toContain('visitor@example.com')
    expect(t.smtp.mails.some((m) => m.to.includes('attacker@example.com'))).toBe(false)
  })

  it('needs the sender address when signed out, and a captcha always', async () => {
    const visitor = new Agent(t.app, '192.0.2.91')
    const noEmail = await visitor.post('/api/send-email', { subject: 'Hi', message: 'Hello', captcha: await solvedCaptcha(t.app) })
    expect(noEmail.statusCode).toBe(400)
    expect(noEmail.json().error.fields.email).toBe('Invalid email address')
    const noCaptcha = await visitor.post('/api/send-email', { email: 'v@example.com', subject: 'Hi', message: 'Hello', captcha: 'x' })
    expect(noCaptcha.json().error.message).toBe('reCAPTCHA error')
  })

  it("uses a signed-in driver's own address", async () => {
    const driver = await newDriver(t.app, t.smtp)
    const arrives = t.smtp.next('care@wheelbase.example')
    expect(
      (await driver.agent.post('/api/send-email', { subject: 'Invoice', message: 'Please send it', captcha: await solvedCaptcha(t.app) })).statusCode,
    ).toBe(200)
    expect((await arrives).text).toContain(driver.email)
  })
})
