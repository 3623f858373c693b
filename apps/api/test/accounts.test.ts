import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tokens, users } from '../src/db/schema'
import { Agent } from './helpers/agent'
import { newDriver, PASSWORD, signUpBody, solvedCaptcha, userRow } from './helpers/accounts'
import { linkIn } from './helpers/smtp'
import { buildMailTestApp, type MailTestApp } from './helpers/testApp'
import { FLAVORS } from './helpers/testDatabase'

const HIGH_LIMITS = Object.fromEntries(
  ['SIGN_IN', 'SIGN_UP', 'PASSWORD_RESET', 'VALIDATE_EMAIL', 'RESEND', 'CHECK_PASSWORD', 'CONTACT'].map((k) => [`RATE_LIMIT_${k}`, '1000']),
)

describe.each(FLAVORS)('accounts on %s', (flavor) => {
  let t: MailTestApp
  beforeAll(async () => {
    t = await buildMailTestApp(flavor, {
      PUBLIC_URL: 'http://localhost:3000',
      ...HIGH_LIMITS,
    })
  })
  afterAll(async () => {
    await t.close()
  })

  it('signs up, mails an activation link in the driver language, activates and signs in', async () => {
    const agent = new Agent(t.app, '198.51.100.1')
    const body = signUpBody({ language: 'fr', email: `Jeanne.${Date.now()}@Example.com` })
    const mailArrives = t.smtp.next((body.email as string).toLowerCase())
    const res = await agent.post('/api/sign-up', { ...body, captcha: await solvedCaptcha(t.app) })
    expect(res.statusCode).toBe(200)
    const mail = await mailArrives
    expect(mail.language).toBe('fr')
    expect(mail.subject).not.toBe('Activate your Wheelbase account')
    const link = linkIn(mail)
    expect(link.url.origin + link.url.pathname).toBe('http://localhost:3000/fr/activate')
    expect(mail.html).toContain(link.token)

    const check = await agent.get(`/api/check-token/frontend/${link.userId}/${encodeURIComponent(link.email)}/${link.token}`)
    expect(check.statusCode).toBe(200)
    expect(check.json()).toEqual({ ok: true, needsPassword: false })
    expect((await userRow(t.db.database.db, link.userId))?.verified).toBe(false)
    expect((await agent.post('/api/activate', { userId: link.userId, token: link.token })).statusCode).toBe(200)
    expect((await userRow(t.db.database.db, link.userId))?.verified).toBe(true)
    // The link works once.
    expect((await agent.post('/api/activate', { userId: link.userId, token: link.token })).statusCode).toBe(400)

    const signIn = await agent.post('/api/sign-in/frontend', {
      email: (body.email as string).toUpperCase(),
      password: PASSWORD,
      stayConnected: false,
    })
    expect(signIn.statusCode).toBe(200)
    expect(signIn.json()).toMatchObject({ _id: link.userId, language: 'fr', type: 'user', verified: true })
    expect(JSON.stringify(signIn.json())).not.toMatch(/password|hash/i)
    const session = signIn.cookies.find((c) => c.name === 'wb_session')
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
    expect(session?.expires).toBeUndefined()
    expect(signIn.cookies.find((c) => c.name === 'XSRF-TOKEN')?.httpOnly).toBeFalsy()
    expect((await agent.get(`/api/user/${link.userId}`)).json()).toMatchObject({ email: (body.email as string).toLowerCase() })
    expect((await agent.post('/api/validate-access-token')).statusCode).toBe(200)
  })

  it('answers each sign-up mistake with its message and creates nothing', async () => {
    const agent = new Agent(t.app, '198.51.100.2')
    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: 'not-an-email' }, 'email', 'Invalid email address'],
      [{ password: '12345' }, 'password', 'Password must be at least 6 characters long.'],
      [{ phone: 'call me' }, 'phone', 'Invalid phone number'],
      [{ birthDate: `${new Date().getFullYear() - 20}-01-01` }, 'birthDate', 'You must be at least 21 years old.'],
      [{ acceptTerms: false }, 'acceptTerms', 'Please accept the Terms of Use.'],
    ]
    for (const [override, field, message] of cases) {
      const body = signUpBody(override)
      const res = await agent.post('/api/sign-up', { ...body, captcha: await solvedCaptcha(t.app) })
      expect(res.statusCode, JSON.stringify(override)).toBe(400)
      expect(res.json().error.fields[field]).toBe(message)
    }
    const count = await t.db.database.db.select().from(users)
    expect(count.filter((u) => u.fullName === 'Eleni Driver' && !u.verified)).toHaveLength(0)
  })

  it('refuses a missing, wrong or reused captcha with "reCAPTCHA error"', async () => {
    const agent = new Agent(t.app, '198.51.100.3')
    const noCaptcha = await agent.post('/api/sign-up', { ...signUpBody(), captcha: 'nonsense' })
    expect(noCaptcha.statusCode).toBe(400)
    expect(noCaptcha.json().error.message).toBe('reCAPTCHA error')
    const captcha = await solvedCaptcha(t.app)
    expect((await agent.post(`/api/verify-recaptcha/${encodeURIComponent(captcha)}/1.2.3.4`)).statusCode).toBe(200)
    expect((await agent.post('/api/sign-up', { ...signUpBody(), captcha })).statusCode).toBe(200)
    const reused = await agent.post('/api/sign-up', { ...signUpBody(), captcha })
    expect(reused.statusCode).toBe(400)
    expect(reused.json().error.message).toBe('reCAPTCHA error')
  })

  it('says an address is already registered, whatever its case', async () => {
    const { email } = await newDriver(t.app, t.smtp)
    const agent = new Agent(t.app, '198.51.100.4')
    expect((await agent.post('/api/validate-email', { email: 'free.address@example.com' })).statusCode).toBe(200)
    const taken = await agent.post('/api/validate-email', { email: email.toUpperCase() })
    expect(taken.statusCode).toBe(409)
    expect(taken.json().error.message).toBe('This email address is already registered.')
    const again = await agent.post('/api/sign-up', { ...signUpBody({ email: email.toUpperCase() }), captcha: await solvedCaptcha(t.app) })
    expect(again.statusCode).toBe(409)
    expect(again.json().error.message).toBe('This email address is already registered.')
  })

  it('refuses a wrong password or unknown address with one message', async () => {
    const { email } = await newDriver(t.app, t.smtp)
    const agent = new Agent(t.app, '198.51.100.5')
    for (const body of [
      { email, password: 'wrong-password' },
      { email: 'nobody@example.com', password: PASSWORD },
    ]) {
      const res = await agent.post('/api/sign-in/frontend', body)
      expect(res.statusCode).toBe(401)
      expect(res.json().error.message).toBe('Incorrect email or password.')
      expect(res.cookies.find((c) => c.name === 'wb_session')).toBeUndefined()
    }
  })

  it('keeps a "Stay connected" session for 30 days', async () => {
    const { email } = await newDriver(t.app, t.smtp)
    const agent = new Agent(t.app, '198.51.100.6')
    const res = await agent.post('/api/sign-in/frontend', { email, password: PASSWORD, stayConnected: true })
    const expires = new Date(String(res.cookies.find((c) => c.name === 'wb_session')?.expires)).getTime()
    expect(expires - Date.now()).toBeGreaterThan(29 * 86_400_000)
    expect(expires - Date.now()).toBeLessThan(31 * 86_400_000)
  })

  it('stops a suspended account from signing in, and ends its open sessions', async () => {
    const { agent, id, email } = await newDriver(t.app, t.smtp)
    await t.db.database.db.update(users).set({ blacklisted: true }).where(eq(users._id, id))
    expect((await agent.post('/api/validate-access-token')).statusCode).toBe(401)
    const res = await new Agent(t.app, '198.51.100.7').post('/api/sign-in/frontend', { email, password: PASSWORD })
    expect(res.statusCode).toBe(403)
    expect(res.json().error.message).toBe('Your account is suspended.')
  })

  it('signs out: the session is deleted on the server', async () => {
    const { agent } = await newDriver(t.app, t.smtp)
    const stolen = new Map(agent.cookies)
    expect((await agent.post('/api/sign-out')).statusCode).toBe(200)
    expect(agent.cookies.has('wb_session')).toBe(false)
    const replay = new Agent(t.app)
    for (const [k, v] of stolen) replay.cookies.set(k, v)
    expect((await replay.post('/api/validate-access-token')).statusCode).toBe(401)
  })

  it('refuses a state change without the anti-forgery header, and changes nothing', async () => {
    const { agent, id } = await newDriver(t.app, t.smtp)
    for (const xsrf of [null, 'forged-token-value']) {
      const res = await agent.post('/api/update-language', { id, language: 'el' }, { xsrf })
      expect(res.statusCode).toBe(403)
      expect(res.json().error.code).toBe('csrf_failed')
    }
    expect((await userRow(t.db.database.db, id))?.language).toBe('en')
    expect((await agent.post('/api/update-language', { id, language: 'el' })).statusCode).toBe(200)
    expect((await userRow(t.db.database.db, id))?.language).toBe('el')
  })

  it('resets a forgotten password from the mail: single use, old password and sessions gone', async () => {
    const { agent, email, id } = await newDriver(t.app, t.smtp)
    const stranger = new Agent(t.app, '198.51.100.8')
    const unknown = await stranger.post(`/api/resend/frontend/${encodeURIComponent('nobody@example.com')}/true`)
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().error.message).toBe('Email address not registered')

    const mailArrives = t.smtp.next(email)
    expect((await stranger.post(`/api/resend/frontend/${encodeURIComponent(email)}/true`)).statusCode).toBe(200)
    const link = linkIn(await mailArrives)
    expect(link.url.pathname).toBe('/en/reset-password')
    const tooShort = await stranger.post('/api/activate', { userId: id, token: link.token, password: '123' })
    expect(tooShort.json().error.fields.password).toBe('Password must be at least 6 characters long.')
    expect((await stranger.post('/api/activate', { userId: id, token: link.token, password: 'Brand-new-2026' })).statusCode).toBe(200)
    expect((await stranger.post('/api/activate', { userId: id, token: link.token, password: 'Another-2026' })).statusCode).toBe(400)
    expect((await agent.post('/api/validate-access-token')).statusCode).toBe(401)
    expect((await stranger.post('/api/sign-in/frontend', { email, password: PASSWORD })).statusCode).toBe(401)
    expect((await stranger.post('/api/sign-in/frontend', { email, password: 'Brand-new-2026' })).statusCode).toBe(200)
  })

  it('says an expired link expired, and sends a new activation link', async () => {
    const agent = new Agent(t.app, '198.51.100.9')
    const body = signUpBody()
    const mailArrives = t.smtp.next(body.email as string)
    await agent.post('/api/sign-up', { ...body, captcha: await solvedCaptcha(t.app) })
    const link = linkIn(await mailArrives)
    await t.db.database.db
      .update(tokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(tokens.userId, link.userId))
    const check = await agent.get(`/api/check-token/frontend/${link.userId}/${encodeURIComponent(link.email)}/${link.token}`)
    expect(check.statusCode).toBe(400)
    expect(check.json().error).toEqual({ code: 'token_expired', message: 'Your account activation link expired.' })
    const again = t.smtp.next(body.email as string)
    expect((await agent.post(`/api/resend/frontend/${encodeURIComponent(body.email as string)}/false`)).statusCode).toBe(200)
    const fresh = linkIn(await again)
    expect((await agent.post('/api/activate', { userId: fresh.userId, token: fresh.token })).statusCode).toBe(200)
  })

  it('changes the password: rechecks the current one and ends the other sessions only', async () => {
    const { agent, id, email } = await newDriver(t.app, t.smtp)
    const otherDevice = new Agent(t.app, '198.51.100.11')
    await otherDevice.post('/api/sign-in/frontend', { email, password: PASSWORD })
    const wrong = await agent.post('/api/change-password', { _id: id, password: 'not-it', newPassword: 'Changed-2026' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().error.message).toBe('Wrong password')
    const empty = await agent.post('/api/change-password', { _id: id, password: PASSWORD, newPassword: '' })
    expect(empty.json().error.fields.newPassword).toBe('Please choose a new password')
    expect((await agent.post(`/api/check-password/${id}`, { password: PASSWORD })).statusCode).toBe(200)
    expect((await agent.post('/api/change-password', { _id: id, password: PASSWORD, newPassword: 'Changed-2026' })).statusCode).toBe(200)
    expect((await agent.post('/api/validate-access-token')).statusCode).toBe(200)
    expect((await otherDevice.post('/api/validate-access-token')).statusCode).toBe(401)
  })
})
