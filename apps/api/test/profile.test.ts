import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Agent } from './helpers/agent'
import { newDriver, PASSWORD, userRow } from './helpers/accounts'
import { buildMailTestApp, type MailTestApp } from './helpers/testApp'
import { multipart } from './helpers/uploads'

describe('profile', () => {
  let t: MailTestApp
  let driver: Awaited<ReturnType<typeof newDriver>>
  let other: Awaited<ReturnType<typeof newDriver>>
  beforeAll(async () => {
    t = await buildMailTestApp('pglite', {
      RATE_LIMIT_SIGN_UP: '100',
      RATE_LIMIT_CHECK_PASSWORD: '100',
    })
    driver = await newDriver(t.app, t.smtp)
    other = await newDriver(t.app, t.smtp)
  })
  afterAll(async () => {
    await t.close()
  })

  it('reads and saves the profile fields', async () => {
    const res = await driver.agent.post('/api/update-user', {
      _id: driver.id,
      fullName: 'Eleni P.',
      phone: '+30 210 000 0000',
      location: 'Athens',
      bio: 'Loves islands',
      birthDate: '1991-02-03',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ fullName: 'Eleni P.', location: 'Athens', birthDate: '1991-02-03' })
    expect((await driver.agent.get(`/api/user/${driver.id}`)).json()).toMatchObject({ bio: 'Loves islands', phone: '+30 210 000 0000' })
    const bad = await driver.agent.post('/api/update-user', { _id: driver.id, fullName: 'Eleni', phone: 'nope' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.fields.phone).toBe('Invalid phone number')
  })

  it('turns email notifications off and on', async () => {
    expect((await driver.agent.post('/api/update-email-notifications', { _id: driver.id, enableEmailNotifications: false })).statusCode).toBe(200)
    expect((await userRow(t.db.database.db, driver.id))?.enableEmailNotifications).toBe(false)
  })

  it('stores an uploaded picture as a 256×256 WebP and serves it', async () => {
    const png = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#faad43' } })
      .png()
      .toBuffer()
    const { payload, headers } = multipart('me.png', 'image/png', png)
    const res = await driver.agent.call('POST', `/api/update-avatar/${driver.id}`, payload, { headers })
    expect(res.statusCode).toBe(200)
    const url = res.json().avatar as string
    expect(url).toMatch(/^\/uploads\/avatars\/.+\.webp$/)
    const image = await t.app.inject({ url })
    expect(image.statusCode).toBe(200)
    const meta = await sharp(image.rawPayload).metadata()
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 })
    expect((await driver.agent.post(`/api/delete-avatar/${driver.id}`)).statusCode).toBe(200)
    expect((await userRow(t.db.database.db, driver.id))?.avatar).toBeNull()
  })

  it('refuses a file that is not an image whatever its name says, and one over 5 MB', async () => {
    const fake = multipart('photo.jpg', 'image/jpeg', Buffer.from('<script>alert(1)</script>'))
    const res = await driver.agent.call('POST', `/api/update-avatar/${driver.id}`, fake.payload, { headers: fake.headers })
    expect(res.statusCode).toBe(415)
    expect(res.json().error.message).toBe('Please choose an image (JPEG, PNG, WebP, GIF or AVIF) of at most 5 MB.')
    const big = multipart('big.png', 'image/png', Buffer.alloc(5 * 1024 * 1024 + 10, 1))
    const tooBig = await driver.agent.call('POST', `/api/update-avatar/${driver.id}`, big.payload, { headers: big.headers })
    expect(tooBig.statusCode).toBe(413)
    expect(tooBig.json().error.code).toBe('payload_too_large')
  })

  it('says whether the account has a password', async () => {
    expect((await driver.agent.get(`/api/has-password/${driver.id}`)).json()).toEqual({ hasPassword: true })
  })

  it("refuses every call on another user's id with 403 and changes nothing", async () => {
    const before = await userRow(t.db.database.db, other.id)
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer()
    const upload = multipart('x.png', 'image/png', png)
    const calls = [
      driver.agent.get(`/api/user/${other.id}`),
      driver.agent.post('/api/update-user', { _id: other.id, fullName: 'Hacked' }),
      driver.agent.post('/api/update-language', { id: other.id, language: 'zh' }),
      driver.agent.post('/api/update-email-notifications', { _id: other.id, enableEmailNotifications: false }),
      driver.agent.call('POST', `/api/update-avatar/${other.id}`, upload.payload, { headers: upload.headers }),
      driver.agent.post(`/api/delete-avatar/${other.id}`),
      driver.agent.get(`/api/has-password/${other.id}`),
      driver.agent.post(`/api/check-password/${other.id}`, { password: PASSWORD }),
      driver.agent.post('/api/change-password', { _id: other.id, password: PASSWORD, newPassword: 'Hacked-2026' }),
      driver.agent.call('DELETE', `/api/delete-tokens/${other.id}`),
    ]
    for (const [i, res] of (await Promise.all(calls)).entries()) {
      expect(res.statusCode, `call ${i}`).toBe(403)
      expect(res.json().error.code).toBe('forbidden')
    }
    expect(await userRow(t.db.database.db, other.id)).toEqual(before)
  })

  it('answers 401 to every profile call without a session', async () => {
    const anonymous = new Agent(t.app)
    const id = driver.id
    const calls = [
      anonymous.get(`/api/user/${id}`),
      anonymous.post('/api/update-user', { _id: id, fullName: 'X' }),
      anonymous.post('/api/update-language', { id, language: 'fr' }),
      anonymous.post('/api/update-email-notifications', { _id: id, enableEmailNotifications: true }),
      anonymous.post(`/api/delete-avatar/${id}`),
      anonymous.get(`/api/has-password/${id}`),
      anonymous.post(`/api/check-password/${id}`, { password: 'x' }),
      anonymous.post('/api/change-password', { _id: id, password: 'x', newPassword: 'yyyyyy' }),
      anonymous.call('DELETE', `/api/delete-tokens/${id}`),
      anonymous.post('/api/validate-access-token'),
      anonymous.post('/api/resend-link'),
    ]
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(401)
      expect(res.json().error.message).toBe('Please sign in to continue.')
    }
  })
})
