import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair, SignJWT } from 'jose'
import { BROWSER_TEST_ENV, expect, test } from '../fixtures'
import { text } from '../i18n'
import { startApp } from '../servers'

/**
 * A loopback stand-in for Google: its JWKS, and a tiny "SDK" whose prompt() returns an id token
 * signed with the stand-in's key, carrying the nonce the app asked for. The app's real code runs:
 * loading the SDK, sending the token, and the server verifying signature, issuer, audience and nonce.
 */
async function startFakeGoogle() {
  const { publicKey, privateKey } = await generateKeyPair('RS256')
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' }
  const sdk = `window.google = { accounts: { id: {
    initialize(o) { this.o = o },
    prompt() { fetch(new URL('/token?nonce=' + this.o.nonce + '&aud=' + this.o.client_id, document.currentScript ? document.currentScript.src : SDK_ORIGIN))
      .then((r) => r.text()).then((credential) => this.o.callback({ credential })) },
  } } }`
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x')
    const headers = { 'access-control-allow-origin': '*' }
    if (url.pathname === '/jwks') return res.writeHead(200, { ...headers, 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }))
    if (url.pathname === '/gsi/client')
      return res.writeHead(200, { ...headers, 'content-type': 'text/javascript' }).end(`const SDK_ORIGIN = '${origin}';${sdk}`)
    if (url.pathname === '/token') {
      void new SignJWT({ email: 'gina.google@example.com', email_verified: true, name: 'Gina Google', nonce: url.searchParams.get('nonce') })
        .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
        .setIssuer('https://accounts.google.com')
        .setAudience(url.searchParams.get('aud') ?? '')
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(privateKey)
        .then((token) => res.writeHead(200, { ...headers, 'content-type': 'text/plain' }).end(token))
      return
    }
    res.writeHead(404, headers).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { origin, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

test('signs in with Google when it is configured, creating a verified account @desktop', async ({ page, checkA11y }) => {
  const google = await startFakeGoogle()
  const app = await startApp({
    ...BROWSER_TEST_ENV,
    SEED: 'none',
    GOOGLE_CLIENT_ID: 'wheelbase-web',
    GOOGLE_JWKS_URL: `${google.origin}/jwks`,
    GOOGLE_SDK_URL: `${google.origin}/gsi/client`,
  })
  try {
    await page.goto(`${app.url}/sign-in`)
    await expect(page.getByRole('button', { name: text('en', 'account', 'signIn.withApple') })).toHaveCount(0)
    await checkA11y()
    await page.getByRole('button', { name: text('en', 'account', 'signIn.withGoogle') }).click()
    await expect(page).toHaveURL(`${app.url}/`)
    await expect(page.getByRole('banner').getByRole('link', { name: 'Gina' })).toBeVisible()
  } finally {
    // A signed-in page keeps the live count's stream open: nothing of it may be left when its server stops.
    await page.goto('about:blank')
    await app.stop()
    await google.close()
  }
})

test('shows no social button when no provider is configured', async ({ page }) => {
  await page.goto('/sign-in')
  await expect(page.getByRole('button', { name: text('en', 'account', 'signIn.withGoogle') })).toHaveCount(0)
})
