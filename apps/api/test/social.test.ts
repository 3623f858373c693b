import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Agent } from './helpers/agent'
import { newDriver, userRow } from './helpers/accounts'
import { buildMailTestApp, type MailTestApp } from './helpers/testApp'

/** Loopback stand-ins for Google's JWKS and Facebook's Graph API; the app's real verification code runs against them. */
async function startProviders(jwk: JWK) {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x')
    if (url.pathname === '/jwks') return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }))
    const token = url.searchParams.get('access_token')
    const valid = token === 'fb-good-token'
    if (url.pathname === '/app')
      return res.writeHead(valid ? 200 : 400, { 'content-type': 'application/json' }).end(JSON.stringify(valid ? { id: 'fb-app' } : { error: {} }))
    if (url.pathname === '/me')
      return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: '1', name: 'Fay Book', email: 'fay@example.com' }))
    res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

describe('social sign-in', () => {
  let t: MailTestApp
  let providers: Awaited<ReturnType<typeof startProviders>>
  let privateKey: CryptoKey
  const idToken = (claims: Record<string, unknown>, options: { audience?: string; issuer?: string; expires?: string } = {}) =>
    new SignJWT({ email_verified: true, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(options.issuer ?? 'https://accounts.google.com')
      .setAudience(options.audience ?? 'google-client')
      .setIssuedAt()
      .setExpirationTime(options.expires ?? '5m')
      .sign(privateKey)

  beforeAll(async () => {
    const keys = await generateKeyPair('RS256')
    privateKey = keys.privateKey
    providers = await startProviders({ ...(await exportJWK(keys.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' })
    t = await buildMailTestApp('pglite', {
      RATE_LIMIT_SIGN_UP: '100',
      RATE_LIMIT_SIGN_IN: '100',
      GOOGLE_CLIENT_ID: 'google-client',
      GOOGLE_JWKS_URL: `${providers.url}/jwks`,
      FACEBOOK_APP_ID: 'fb-app',
      FACEBOOK_GRAPH_URL: providers.url,
    })
  })
  afterAll(async () => {
    await t.close()
    await providers.close()
  })

  it('announces only the configured providers', async () => {
    expect((await t.app.inject({ url: '/api/settings/public' })).json().providers).toMatchObject({ google: true, apple: false, facebook: true })
  })

  it('creates a verified account at the first Google sign-in, then signs into it', async () => {
    const agent = new Agent(t.app)
    const token = await idToken({ email: 'gina@example.com', name: 'Gina Google', nonce: 'n-1' })
    const first = await agent.post('/api/social-sign-in', { provider: 'google', token, nonce: 'n-1', stayConnected: true })
    expect(first.statusCode).toBe(200)
    expect(first.json()).toMatchObject({ email: 'gina@example.com', fullName: 'Gina Google', verified: true })
    expect((await agent.get(`/api/has-password/${first.json()._id}`)).json()).toEqual({ hasPassword: false })
    const again = await new Agent(t.app).post('/api/social-sign-in', { provider: 'google', token: await idToken({ email: 'gina@example.com' }) })
    expect(again.json()._id).toBe(first.json()._id)
  })

  it('signs an existing email account in', async () => {
    const driver = await newDriver(t.app, t.smtp)
    const res = await new Agent(t.app).post('/api/social-sign-in', { provider: 'google', token: await idToken({ email: driver.email }) })
    expect(res.json()._id).toBe(driver.id)
    expect((await userRow(t.db.database.db, driver.id))?.passwordHash).toBeTruthy()
  })

  it('refuses a token for another audience, another issuer, an expired one, a wrong nonce or a forged signature', async () => {
    const forgedKeys = await generateKeyPair('RS256')
    const forged = await new SignJWT({ email: 'eve@example.com', email_verified: true })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer('https://accounts.google.com')
      .setAudience('google-client')
      .setExpirationTime('5m')
      .sign(forgedKeys.privateKey)
    const bad = [
      { token: await idToken({ email: 'eve@example.com' }, { audience: 'someone-else' }) },
      { token: await idToken({ email: 'eve@example.com' }, { issuer: 'https://evil.example' }) },
      { token: await idToken({ email: 'eve@example.com' }, { expires: '1s ago' }) },
      { token: await idToken({ email: 'eve@example.com', nonce: 'a' }), nonce: 'b' },
      { token: forged },
    ]
    for (const body of bad) {
      const res = await new Agent(t.app).post('/api/social-sign-in', { provider: 'google', ...body })
      expect(res.statusCode).toBe(401)
      expect(res.json().error.message).toBe('Incorrect email or password.')
    }
  })

  it('checks a Facebook access token with the Graph API', async () => {
    expect((await new Agent(t.app).post('/api/social-sign-in', { provider: 'facebook', token: 'fb-good-token' })).json()).toMatchObject({
      email: 'fay@example.com',
    })
    expect((await new Agent(t.app).post('/api/social-sign-in', { provider: 'facebook', token: 'fb-bad-token!' })).statusCode).toBe(401)
  })

  it('refuses a provider that is not configured', async () => {
    expect(
      (await new Agent(t.app).post('/api/social-sign-in', { provider: 'apple', token: await idToken({ email: 'a@example.com' }) })).statusCode,
    ).toBe(401)
  })
})
