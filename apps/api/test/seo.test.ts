import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { translateMessage } from '@wheelbase/core/messages'
import { users } from '../src/db/schema'
import { buildTestApp, type TestApp } from './helpers/testApp'
import { searchFixture } from './helpers/searchFixture'
import { webDist } from './helpers/webDist'

describe('what search engines read', () => {
  let t: TestApp
  let f: Awaited<ReturnType<typeof searchFixture>>
  const site = 'https://wheelbase.example'
  beforeAll(async () => {
    const dist = webDist(
      '<!doctype html><html lang="en" dir="ltr"><head><title>Wheelbase</title><!--wb-settings--></head><body><div id="root"></div></body></html>',
    )
    t = await buildTestApp('pglite', { WEB_DIST_DIR: dist, PUBLIC_URL: site })
    f = await searchFixture(t.db.database.db)
  })
  afterAll(async () => t.close())

  it('robots.txt keeps crawlers out of the API and the console, and names the sitemap', async () => {
    const res = await t.app.inject({ url: '/robots.txt' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/plain')
    expect(res.body.split('\n')).toEqual(
      expect.arrayContaining(['User-agent: *', 'Disallow: /api/', 'Disallow: /console', `Sitemap: ${site}/sitemap.xml`]),
    )
  })

  it('the sitemap lists every public page and each supplier in business, each with its last change, and no private page', async () => {
    const changed = new Date('2031-03-04T05:06:07.000Z')
    await t.db.database.db.update(users).set({ updatedAt: changed }).where(eq(users._id, f.beta._id))
    const carChanged = new Date('2030-01-02T03:04:05.000Z')
    await f.addCar(f.alpha._id, [f.athens], { updatedAt: carChanged })
    const res = await t.app.inject({ url: '/sitemap.xml' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('application/xml')
    const all = [...res.body.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod>(.*?)<\/url>/g)].map(([, loc, lastmod, links]) => ({
      loc: loc ?? '',
      lastmod,
      alternates: Object.fromEntries(
        [...(links ?? '').matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2]]),
      ),
    }))
    // Each page once per language, each address with all five and the x-default as alternates, reciprocally.
    const byLoc = new Map(all.map((u) => [u.loc, u]))
    for (const { loc, alternates } of all) {
      expect(Object.keys(alternates)).toEqual(['en', 'fr', 'el', 'he', 'zh', 'x-default'])
      expect(Object.values(alternates)).toContain(loc)
      for (const language of ['en', 'fr', 'el', 'he', 'zh']) expect(byLoc.get(alternates[language] ?? '')?.alternates).toEqual(alternates)
      const unprefixed = (alternates.en ?? '').replace(/\/en(?=\/|$)/, '')
      expect(alternates['x-default']).toBe(unprefixed === site ? `${site}/` : unprefixed)
    }
    expect(all.length % 5).toBe(0)
    // The rest in English: `/en/…`, the home page `/en`.
    const urls = all
      .filter((u) => u.loc === `${site}/en` || u.loc.startsWith(`${site}/en/`))
      .map((u) => ({ ...u, loc: u.loc === `${site}/en` ? `${site}/` : u.loc.replace(`${site}/en`, site) }))
    expect(urls.length * 5).toBe(all.length)
    const locs = urls.map((u) => u.loc)
    const slugs = new Map((await t.db.database.db.select({ _id: users._id, slug: users.slug }).from(users)).map((u) => [u._id, u.slug]))
    const supplierPage = (s: { _id: string }) => `${site}/suppliers/${slugs.get(s._id) ?? s._id}`
    expect(locs).toEqual(
      expect.arrayContaining([
        `${site}/`,
        `${site}/locations`,
        `${site}/suppliers`,
        `${site}/about`,
        `${site}/contact`,
        supplierPage(f.alpha),
        supplierPage(f.beta),
      ]),
    )
    // A place's page where cars are offered, changed when one of its cars did; none for a place without cars.
    expect(locs).toContain(`${site}/car-hire/athens-airport`)
    expect(urls.find((u) => u.loc === `${site}/car-hire/athens-airport`)?.lastmod).toBe(carChanged.toISOString())
    expect(locs).not.toContain(`${site}/car-hire/heraklion-centre`)
    for (const hidden of ['/search', '/checkout', '/bookings', '/sign-in', '/console', supplierPage(f.banned).slice(site.length)])
      expect(locs).not.toContain(`${site}${hidden}`)
    for (const { lastmod } of urls) expect(new Date(lastmod ?? '').toISOString()).toBe(lastmod)
    // A supplier's page changed when its profile did, and so did the list of suppliers.
    expect(urls.find((u) => u.loc === supplierPage(f.beta))?.lastmod).toBe(changed.toISOString())
    expect(urls.find((u) => u.loc === `${site}/suppliers`)?.lastmod).toBe(changed.toISOString())
  })

  it('the web app manifest names the app, its icons and colours, in the language of the page', async () => {
    const res = await t.app.inject({ url: '/manifest.webmanifest', headers: { cookie: 'wb-lang=he' } })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('application/manifest+json')
    expect(res.json()).toMatchObject({
      name: 'Wheelbase',
      lang: 'he',
      dir: 'rtl',
      description: translateMessage('he', 'app.description'),
      start_url: '/',
      display: 'standalone',
      theme_color: '#242424',
      icons: expect.arrayContaining([expect.objectContaining({ sizes: '512x512', purpose: 'maskable' })]),
    })
    const french = await t.app.inject({ url: '/manifest.webmanifest', headers: { 'accept-language': 'fr-FR,fr;q=0.9' } })
    expect(french.json()).toMatchObject({ lang: 'fr', dir: 'ltr', description: translateMessage('fr', 'app.description') })
  })

  it('a private page, a results page and a 404 say noindex; a public page does not', async () => {
    for (const [url, noindex] of [
      ['/about', false],
      ['/contact', false],
      ['/bookings', true],
      ['/sign-in', true],
      ['/console/jobs', true],
      ['/no/such/page', true],
    ] as const) {
      const res = await t.app.inject({ url })
      expect({ url, header: res.headers['x-robots-tag'] ?? null }).toEqual({ url, header: noindex ? 'noindex' : null })
      expect({ url, meta: res.body.includes('<meta name="robots" content="noindex" />') }).toEqual({ url, meta: noindex })
    }
  })
})
