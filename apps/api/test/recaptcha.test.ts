import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Agent } from './helpers/agent'
import { buildMailTestApp, type MailTestApp } from './helpers/testApp'

describe('reCAPTCHA, when configured', () => {
  let t: MailTestApp
  let google: http.Server
  const verified: URLSearchParams[] = []
  beforeAll(async () => {
    // A loopback stand-in for Google's siteverify: accepts the token "good-token" for our secret.
    google = http.createServer((req, res) => {
      let body = ''
      req.on('data', (c: Buffer) => (body += c.toString()))
      req.on('end', () => {
        const form = new URLSearchParams(body)
        verified.push(form)
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ success: form.get('secret') === 'server-secret' && form.get('response') === 'good-token' }))
      })
    })
    await new Promise<void>((resolve) => google.listen(0, '127.0.0.1', resolve))
    t = await buildMailTestApp('pglite', {
      CAPTCHA_PROVIDER: 'recaptcha',
      RECAPTCHA_SITE_KEY: 'site-key',
      RECAPTCHA_SECRET: 'server-secret',
      RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${(google.address() as AddressInfo).port}/siteverify`,
    })
  })
  afterAll(async () => {
    await t.close()
    await new Promise((resolve) => google.close(resolve))
  })

  it('tells the browser the site key and where the widget loads from, never the secret', async () => {
    const settings = (await t.app.inject({ url: '/api/settings/public' })).json()
    expect(settings.providers).toMatchObject({
      captcha: 'recaptcha',
      recaptchaSiteKey: 'site-key',
      recaptchaScriptUrl: expect.stringContaining('recaptcha/api.js'),
    })
    expect(JSON.stringify(settings)).not.toContain('server-secret')
  })

  it("verifies the token with Google, sending the caller's address, and refuses a bad one", async () => {
    const visitor = new Agent(t.app, '203.0.113.77')
    const message = { email: 'v@example.com', subject: 'Hi', message: 'Hello' }
    expect((await visitor.post('/api/send-email', { ...message, captcha: 'good-token' })).statusCode).toBe(200)
    expect(verified.at(-1)?.get('remoteip')).toBe('203.0.113.77')
    const bad = await visitor.post('/api/send-email', { ...message, captcha: 'bad-token' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.message).toBe('reCAPTCHA error')
  })

  it('needs both keys to start', async () => {
    const { loadConfig } = await import('../src/config')
    expect(() => loadConfig({ CAPTCHA_PROVIDER: 'recaptcha' })).toThrow(
      /RECAPTCHA_SECRET: is required[\s\S]*RECAPTCHA_SITE_KEY: is required|RECAPTCHA_SITE_KEY[\s\S]*RECAPTCHA_SECRET/,
    )
  })
})
