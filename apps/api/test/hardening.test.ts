import { existsSync } from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../src/db/schema'
import { PERMISSIONS_POLICY } from '../src/platform/http/securityHeaders'
import { Agent } from './helpers/agent'
import { newDriver, PASSWORD, signUpBody, solvedCaptcha, userRow } from './helpers/accounts'
import { buildMailTestApp, type MailTestApp } from './helpers/testApp'
import { FLAVORS } from './helpers/testDatabase'
import { corruptPng, multipart, pngOf, truncatedPng } from './helpers/uploads'

describe.each(FLAVORS)('hostile input on %s', (flavor) => {
  let t: MailTestApp
  let driver: Awaited<ReturnType<typeof newDriver>>
  beforeAll(async () => {
    t = await buildMailTestApp(flavor, { RATE_LIMIT_SIGN_UP: '100', RATE_LIMIT_UPLOAD: '8' })
    driver = await newDriver(t.app, t.smtp)
  })
  afterAll(async () => {
    await t.close()
  })

  it('answers 400 to an address whose escapes do not decode, and keeps serving', async () => {
    for (const url of [
      '/api/health?%=1',
      '/api/health?a=%zz',
      '/api/health?%E0%A4%A=1',
      '/api/locations/%zz',
      '/search?q=%00',
      '/%',
      '/api/locations?q=a%0Ab',
    ]) {
      const res = await t.app.inject({ url, headers: { 'accept-language': 'fr' } })
      expect(res.statusCode, url).toBe(400)
      expect(res.json().error, url).toEqual({ code: 'bad_url', message: "Cette adresse n'est pas valide." })
    }
    expect((await t.app.inject({ url: '/api/health?lang=fr&x=%C3%A9' })).statusCode).toBe(200)
  })

  it('refuses NUL and control characters in text with a translated 400 and changes nothing', async () => {
    const before = await userRow(t.db.database.db, driver.id)
    const cases: [Record<string, string>, string, string][] = [
      [{ fullName: 'a\u0000b' }, 'fullName', 'Please keep this to one line, without line breaks or invisible characters.'],
      [{ fullName: 'Eleni\nDriver' }, 'fullName', 'Please keep this to one line, without line breaks or invisible characters.'],
      [{ location: 'Ath\u0000ens' }, 'location', 'Please keep this to one line, without line breaks or invisible characters.'],
      [{ bio: 'one\u0000two' }, 'bio', 'Please remove the invisible characters from this text.'],
      [{ bio: 'bell\u0007' }, 'bio', 'Please remove the invisible characters from this text.'],
    ]
    for (const [fields, name, message] of cases) {
      const res = await driver.agent.post('/api/update-user', { _id: driver.id, fullName: 'Eleni', ...fields })
      expect(res.statusCode, JSON.stringify(fields)).toBe(400)
      expect(res.json().error.fields[name]).toBe(message)
    }
    expect(await userRow(t.db.database.db, driver.id)).toEqual(before)
    const multiline = await driver.agent.post('/api/update-user', { _id: driver.id, fullName: 'Eleni', bio: 'First line\nSecond line\tend' })
    expect(multiline.statusCode).toBe(200)
    expect(multiline.json().bio).toBe('First line\nSecond line\tend')
  })

  it("refuses a NUL in sign-up's full name in the caller's language, and creates no account", async () => {
    const body = signUpBody({ fullName: 'Nul\u0000Name' })
    const res = await new Agent(t.app, '198.51.100.77', 'el').post('/api/sign-up', { ...body, captcha: await solvedCaptcha(t.app) })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields.fullName).toBe('Παρακαλούμε γράψτε μία μόνο γραμμή, χωρίς αλλαγές γραμμής ή αόρατους χαρακτήρες.')
    const check = await t.app.inject({ method: 'POST', url: '/api/validate-email', payload: { email: body.email } })
    expect(check.statusCode).toBe(200)
  })

  it('answers broken uploads with a 4xx and a translated message', async () => {
    const upload = (payload: Buffer, contentType: string) =>
      driver.agent.call('POST', `/api/update-avatar/${driver.id}`, payload, { headers: { 'content-type': contentType } })
    for (const [name, image] of [
      ['corrupt', await corruptPng()],
      ['truncated', await truncatedPng()],
    ] as const) {
      const { payload, headers } = multipart(`${name}.png`, 'image/png', image)
      const res = await upload(payload, headers['content-type'])
      expect(res.statusCode, name).toBe(415)
      expect(res.json().error.message, name).toBe('This image could not be read. Please choose another file.')
    }
    const empty = multipart('empty.png', 'image/png', Buffer.alloc(0))
    const emptyRes = await upload(empty.payload, empty.headers['content-type'])
    expect(emptyRes.statusCode).toBe(400)
    expect(emptyRes.json().error.message).toBe('Please add an image.')
    const whole = multipart('me.png', 'image/png', await pngOf(32, 32))
    const cut = await upload(whole.payload.subarray(0, whole.payload.length - 30), whole.headers['content-type'])
    expect(cut.statusCode).toBe(400)
    expect((await upload(whole.payload, 'multipart/form-data')).statusCode).toBe(400)
    const notMultipart = await upload(Buffer.from('{}'), 'text/plain')
    expect(notMultipart.statusCode).toBe(415)
    expect((await userRow(t.db.database.db, driver.id))?.avatar).toBeNull()
  })

  it('refuses an image of too many pixels before decoding it', async () => {
    const huge = multipart('huge.png', 'image/png', await pngOf(16_000, 16_000))
    expect(huge.payload.length).toBeLessThan(2_000_000)
    const started = process.hrtime.bigint()
    const res = await driver.agent.call('POST', `/api/update-avatar/${driver.id}`, huge.payload, { headers: huge.headers })
    expect(res.statusCode).toBe(413)
    expect(res.json().error.message).toBe('This image is too large: please choose one of at most 50 megapixels.')
    // Not a timing assertion on the product: a decoded 256-megapixel image would take seconds.
    expect(Number(process.hrtime.bigint() - started) / 1e6).toBeLessThan(1000)
  })

  it('removes a replaced or deleted avatar so that its address answers 404', async () => {
    // A driver of its own: every upload attempt counts against the account's limit, and the tests above spent it.
    const driver = await newDriver(t.app, t.smtp)
    const send = async () => {
      const { payload, headers } = multipart('me.png', 'image/png', await pngOf(300, 300))
      const res = await driver.agent.call('POST', `/api/update-avatar/${driver.id}`, payload, { headers })
      expect(res.statusCode).toBe(200)
      return res.json().avatar as string
    }
    const first = await send()
    expect((await t.app.inject({ url: first })).statusCode).toBe(200)
    const second = await send()
    // The replaced file is deleted once the change commits, as durable work.
    await t.app.jobs.drain()
    expect((await t.app.inject({ url: first })).statusCode).toBe(404)
    expect(existsSync(path.join(t.db.dataDir, first))).toBe(false)
    expect((await t.app.inject({ url: second })).statusCode).toBe(200)
    expect((await driver.agent.post(`/api/delete-avatar/${driver.id}`)).statusCode).toBe(200)
    await t.app.jobs.drain()
    expect((await t.app.inject({ url: second })).statusCode).toBe(404)
  })

  it('limits uploads per account and says when to try again', async () => {
    const other = await newDriver(t.app, t.smtp)
    const { payload, headers } = multipart('me.png', 'image/png', await pngOf(40, 40))
    const statuses: number[] = []
    let retryAfter: string | undefined
    for (let i = 0; i < 9; i++) {
      const res = await other.agent.call('POST', `/api/update-avatar/${other.id}`, payload, { headers })
      statuses.push(res.statusCode)
      retryAfter = res.headers['retry-after'] as string | undefined
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429])
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1)
    expect(Number(retryAfter)).toBeLessThanOrEqual(60)
  })

  it('sends a Permissions-Policy on API answers and pages', async () => {
    for (const url of ['/api/health', '/search', '/api/nothing']) {
      expect((await t.app.inject({ url })).headers['permissions-policy'], url).toBe(PERMISSIONS_POLICY)
    }
    expect(PERMISSIONS_POLICY).toContain('camera=()')
  })

  it('refuses check-password on another account to everyone, an admin included', async () => {
    const admin = await newDriver(t.app, t.smtp)
    await t.db.database.db.update(users).set({ type: 'admin' }).where(eq(users._id, admin.id))
    const res = await admin.agent.post(`/api/check-password/${driver.id}`, { password: PASSWORD })
    expect(res.statusCode).toBe(403)
    expect(res.json().error.code).toBe('forbidden')
    expect((await admin.agent.post(`/api/check-password/${admin.id}`, { password: PASSWORD })).statusCode).toBe(200)
  })
})
