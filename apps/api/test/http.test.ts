import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from './helpers/testApp'
import { webDist } from './helpers/webDist'

describe('HTTP basics', () => {
  let t: TestApp
  beforeAll(async () => {
    const dist = webDist(`<!doctype html><html><head><!--wb-settings--></head><body>${'<p>app</p>'.repeat(200)}</body></html>`)
    t = await buildTestApp('pglite', { WEB_DIST_DIR: dist, PUBLIC_URL: 'http://localhost:3000' })
  })
  afterAll(async () => t.close())

  it('answers health with 200 { status: ok } once the database is ready', async () => {
    const res = await t.app.inject({ url: '/api/health' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'ok' })
  })

  it('answers unknown API paths with a JSON 404 in the caller language', async () => {
    const res = await t.app.inject({ url: '/api/does-not-exist' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'This resource does not exist.' } })
    const fr = await t.app.inject({ url: '/api/does-not-exist', headers: { 'accept-language': 'fr-FR,fr;q=0.9' } })
    expect(fr.json().error.message).not.toBe('This resource does not exist.')
    expect(fr.json().error.code).toBe('not_found')
  })

  it('answers a JSON body it cannot parse with a 400, not a 500', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/health', headers: { 'content-type': 'application/json' }, payload: '{bad' })
    expect([400, 404]).toContain(res.statusCode)
    expect(res.json().error.code).toBeTypeOf('string')
  })

  it('refuses a state-changing call from a foreign origin', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/sign-out', headers: { origin: 'https://evil.example' } })
    expect(res.statusCode).toBe(403)
    expect(res.json().error.code).toBe('bad_origin')
  })

  it('serves the public settings the web app needs, and nothing secret', async () => {
    const res = await t.app.inject({ url: '/api/settings/public' })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({
      currency: 'EUR',
      currencySymbol: '€',
      defaultLanguage: 'en',
      languages: ['en', 'fr', 'el', 'he', 'zh'],
      minimumAge: 21,
      depositThresholds: [250, 500, 750],
      pageSizes: { generic: 30, cars: 15, bookings: 20, bookingsMobile: 10 },
    })
    expect(JSON.stringify(body)).not.toMatch(/secret|password|DATABASE/i)
  })

  it('sends security headers', async () => {
    const res = await t.app.inject({ url: '/api/health' })
    expect(res.headers['content-security-policy']).toContain("default-src 'self'")
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  })

  it('publishes the OpenAPI document as JSON and as a readable page', async () => {
    const json = await t.app.inject({ url: '/api/docs/json' })
    expect(json.statusCode).toBe(200)
    expect(json.json().openapi).toMatch(/^3\./)
    expect(Object.keys(json.json().paths)).toEqual(expect.arrayContaining(['/api/health', '/api/settings/public']))
    const page = await t.app.inject({ url: '/api/docs' })
    const html = page.statusCode === 302 ? await t.app.inject({ url: page.headers.location as string }) : page
    expect(html.statusCode).toBe(200)
    expect(html.headers['content-type']).toContain('text/html')
  })

  it('serves the web app for client routes, with the settings embedded; any other path is a 404 with the app', async () => {
    for (const [url, status] of [
      ['/', 200],
      ['/about', 200],
      ['/about/', 200],
      ['/bookings?x=1', 200],
      ['/checkout-session/abc', 200],
      ['/console/cars/0b4f', 200],
      ['/no/such/page', 404],
      ['/aboutx', 404],
      ['/console/nothing', 404],
      ['/%E0%A4%A', 400],
    ] as const) {
      const res = await t.app.inject({ url })
      expect({ url, status: res.statusCode }).toEqual({ url, status })
      if (status === 400) continue
      expect(res.headers['content-type']).toContain('text/html')
      expect(res.headers['cache-control']).toBe('no-cache')
      expect(res.body).toContain('<script type="application/json" id="wb-settings">{"appName":"Wheelbase"')
    }
  })

  it('compresses HTML and JSON answers for a client that accepts it, and only then', async () => {
    for (const url of ['/', '/api/docs/json']) {
      const br = await t.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } })
      expect(br.headers['content-encoding']).toBe('br')
      expect(br.headers['content-length']).toBe(String(br.rawPayload.length))
      const plain = await t.app.inject({ url })
      expect(plain.headers['content-encoding']).toBeUndefined()
      // Compressed or not, a cache is told the answer depends on the header, once.
      for (const res of [br, plain]) expect(String(res.headers.vary).match(/accept-encoding/g)).toHaveLength(1)
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body)
      const gzip = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } })
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body)
    }
    const refused = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'br;q=0, gzip' } })
    expect(refused.headers['content-encoding']).toBe('gzip')
    // A small answer is not worth it.
    expect((await t.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br' } })).headers['content-encoding']).toBeUndefined()
  })

  it('caches hashed assets for a year', async () => {
    const res = await t.app.inject({ url: '/assets/index-abc123.js' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })
})
