import { brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from './helpers/testApp'
import { webDist } from './helpers/webDist'
import { makeUser } from '../src/db/factories'
import { users } from '../src/db/schema'
import { signedIn } from './helpers/callers'

/**
 * The server's side of the first paint, with a small server entry of our own in place of the web
 * app's build (the browser tests run the real one): it shows what the server gave it and what our
 * API answered it, and refuses one address, as a broken page would.
 */
const ENTRY = `
export async function render(request) {
  if (request.url.startsWith('/tos')) throw new Error('this page cannot be rendered')
  const answer = await request.call({ method: 'GET', path: '/api/locations' }, { query: { size: 1 } })
  const markup = '<main>' + request.base + '|' + request.language + '|' + request.source + '|' + (request.user ? request.user.fullName : 'visitor') + '|' + answer.status + '|' + answer.body.total + '</main>'
  return {
    title: 'Cars & <vans> · Wheelbase',
    state: { language: request.language, source: request.source, user: request.user, queries: [{ key: ['marker'], data: '</script><script>alert(1)</script>' }] },
    html: markup,
  }
}
export async function redirect(request) {
  if (!request.url.startsWith('/search?place=')) return null
  const answer = await request.call({ method: 'GET', path: '/api/locations' }, { query: { size: 1 } })
  return '/search?found=' + answer.body.total + '&in=' + request.language
}
`

const METRICS_TOKEN = 'render-metrics-token-0123456789'

describe('pages rendered on the server', () => {
  let t: TestApp
  beforeAll(async () => {
    const dist = webDist(
      `<!doctype html>\n<html lang="en" dir="ltr"><head><title>Wheelbase</title><!--wb-settings--><script type="module" crossorigin src="/assets/index-abc.js"></script><link rel="modulepreload" crossorigin href="/assets/core-abc.js"></head><body><div id="root"></div>${'<p>app</p>'.repeat(200)}</body></html>`,
      ENTRY,
    )
    t = await buildTestApp('pglite', { WEB_DIST_DIR: dist, PUBLIC_URL: 'http://localhost:3000', METRICS_TOKEN })
  })
  afterAll(async () => t.close())

  const rootOf = (html: string) => /<div id="root">(.*?)<\/div>/.exec(html)?.[1]

  it('renders the public pages in the language of their address, then the cookie, then Accept-Language, then the default', async () => {
    for (const [url, headers, expected] of [
      ['/he', { cookie: 'wb-lang=fr', 'accept-language': 'el' }, '/he|he|url'],
      ['/zh/about', { cookie: 'wb-lang=fr' }, '/zh|zh|url'],
      ['/en/search?pickup=x', { cookie: 'wb-lang=fr' }, '/en|en|url'],
      ['/search', { cookie: 'wb-lang=fr', 'accept-language': 'el' }, '|fr|stored'],
      ['/about', { cookie: 'wb-lang=xx', 'accept-language': 'de, el-GR;q=0.8' }, '|el|browser'],
      ['/suppliers?lang=de', { 'accept-language': 'de' }, '|en|default'],
    ] as const) {
      const res = await t.app.inject({ url, headers })
      expect(res.statusCode).toBe(200)
      expect(rootOf(res.body)).toBe(`<main>${expected}|visitor|200|${(await t.app.inject({ url: '/api/locations' })).json().total}</main>`)
      const language = expected.split('|')[1] ?? ''
      expect(res.body).toContain(`<html lang="${language}" dir="${language === 'he' ? 'rtl' : 'ltr'}">`)
      expect(res.headers['cache-control']).toBe('private, no-cache')
      expect(res.headers.vary).toContain('cookie')
    }
  })

  it('keeps a language asked for in the address in the language cookie, as the browser app does', async () => {
    const chosen = await t.app.inject({ url: '/el/about', headers: { cookie: 'wb-lang=fr' } })
    expect(chosen.headers['set-cookie']).toBe('wb-lang=el; Max-Age=31536000; Path=/; SameSite=Lax')
    // A language from the cookie or the browser is no new choice: nothing to keep.
    expect((await t.app.inject({ url: '/about', headers: { cookie: 'wb-lang=fr' } })).headers['set-cookie']).toBeUndefined()
    expect((await t.app.inject({ url: '/about', headers: { 'accept-language': 'el' } })).headers['set-cookie']).toBeUndefined()
  })

  it('sends the visitor where the web app says an address leads instead (a search form sent before the app ran)', async () => {
    const res = await t.app.inject({ url: '/search?place=athens&fromDate=2027-03-10', headers: { cookie: 'wb-lang=he' } })
    expect(res.statusCode).toBe(303)
    // Asked of the API as the visitor, in their language.
    const total = (await t.app.inject({ url: '/api/locations' })).json().total
    expect(res.headers.location).toBe(`/search?found=${total}&in=he`)
    // From an address in a language, to the address in that language.
    const fromFrench = await t.app.inject({ url: '/fr/search?place=athens', headers: { cookie: 'wb-lang=he' } })
    expect(fromFrench.headers.location).toBe(`/fr/search?found=${total}&in=fr`)
    expect((await t.app.inject({ url: '/search?pickup=x' })).statusCode).toBe(200)
  })

  it("moves an old address with ?lang= for good to the page's address in that language, its query kept", async () => {
    for (const [url, location] of [
      ['/?lang=he', '/he'],
      ['/about?lang=fr', '/fr/about'],
      ['/search?pickup=x&lang=zh&currency=USD', '/zh/search?pickup=x&currency=USD'],
      ['/el/suppliers?lang=fr', '/fr/suppliers'],
      ['/bookings?lang=en', '/en/bookings'],
    ] as const) {
      const res = await t.app.inject({ url })
      expect({ url, status: res.statusCode, location: res.headers.location }).toEqual({ url, status: 301, location })
    }
    // A language we do not have, and the API, are left alone.
    expect((await t.app.inject({ url: '/about?lang=de' })).statusCode).toBe(200)
    expect((await t.app.inject({ url: '/api/locations?lang=fr' })).statusCode).toBe(200)
  })

  it('gives an indexed page its own address as canonical and its five languages and x-default as alternates', async () => {
    const links = (html: string) =>
      [...html.matchAll(/<link rel="(canonical|alternate)"(?: hreflang="([^"]+)")? href="([^"]+)" \/>/g)].map((m) =>
        `${m[1]} ${m[2] ?? ''} ${m[3]}`.replace('  ', ' '),
      )
    const alternates = (path: string) => [
      ...['en', 'fr', 'el', 'he', 'zh'].map((l) => `alternate ${l} http://localhost:3000/${l}${path === '/' ? '' : path}`),
      `alternate x-default http://localhost:3000${path}`,
    ]
    expect(links((await t.app.inject({ url: '/he/about?x=1' })).body)).toEqual(['canonical http://localhost:3000/he/about', ...alternates('/about')])
    expect(links((await t.app.inject({ url: '/fr' })).body)).toEqual(['canonical http://localhost:3000/fr', ...alternates('/')])
    // The address without a language is the x-default, in the visitor's language.
    expect(links((await t.app.inject({ url: '/locations', headers: { cookie: 'wb-lang=el' } })).body)).toEqual([
      'canonical http://localhost:3000/locations',
      ...alternates('/locations'),
    ])
    // A page left out of the index has none.
    expect(links((await t.app.inject({ url: '/fr/checkout' })).body)).toEqual([])
  })

  it('tells search engines to leave out a rendered results page and checkout, never a public page', async () => {
    for (const [url, noindex] of [
      ['/', false],
      ['/locations', false],
      ['/search?pickup=x', true],
      ['/checkout', true],
    ] as const) {
      const res = await t.app.inject({ url })
      expect(rootOf(res.body)).toMatch(/^<main>/) // rendered here, not left to the browser
      expect({ url, header: res.headers['x-robots-tag'] ?? null }).toEqual({ url, header: noindex ? 'noindex' : null })
      expect({ url, meta: /<head>.*<meta name="robots" content="noindex" \/>.*<\/head>/s.test(res.body) }).toEqual({ url, meta: noindex })
    }
  })

  it('hands its state to the browser as inert JSON after the markup, with the settings and the page title', async () => {
    const res = await t.app.inject({ url: '/locations' })
    expect(res.body).toContain('<title>Cars &#38; &#60;vans&#62; · Wheelbase</title>')
    // The app's code comes after the page's styles and first picture.
    expect(res.body).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-abc.js">')
    expect(res.body).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/core-abc.js">')
    expect(res.body).toContain('<script type="application/json" id="wb-settings">{"appName":"Wheelbase"')
    const state = /<script type="application\/json" id="wb-state">(.*?)<\/script><\/body>/.exec(res.body)?.[1] ?? ''
    // No text of the state can close its script element.
    expect(state).not.toContain('</script>')
    expect(JSON.parse(state)).toEqual({
      language: 'en',
      source: 'default',
      user: null,
      queries: [{ key: ['marker'], data: '</script><script>alert(1)</script>' }],
    })
  })

  it('renders the header of the signed-in visitor, and asks the API as them', async () => {
    const user = makeUser({ fullName: 'Eleni Markou', language: 'el' })
    await t.db.database.db.insert(users).values(user)
    const { headers } = await signedIn(t.db.database.db, user._id)
    const res = await t.app.inject({ url: '/fr', headers: { cookie: headers.cookie ?? '' } })
    expect(rootOf(res.body)).toMatch(/^<main>\/fr\|fr\|url\|Eleni Markou\|200\|/)
    const state = JSON.parse(/id="wb-state">(.*?)<\/script>/.exec(res.body)?.[1] ?? '{}')
    expect(state.user).toEqual({ _id: user._id, type: 'user', language: 'el', fullName: 'Eleni Markou' })
    // A cookie of no session is a visitor.
    const stale = await t.app.inject({ url: '/', headers: { cookie: 'wb_session=not-a-session' } })
    expect(rootOf(stale.body)).toMatch(/^<main>\|en\|default\|visitor\|/)
  })

  it('compresses the streamed page', async () => {
    const br = await t.app.inject({ url: '/checkout', headers: { 'accept-encoding': 'br' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe((await t.app.inject({ url: '/checkout' })).body)
  })

  it('serves a page it cannot render as the app page, rendered in the browser', async () => {
    const res = await t.app.inject({ url: '/tos' })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('<div id="root"></div>')
    expect(res.body).not.toContain('wb-state')
  })

  it('leaves private pages and unknown paths to the browser', async () => {
    for (const [url, status] of [
      ['/bookings', 200],
      ['/console', 200],
      ['/no-such-page', 404],
    ] as const) {
      const res = await t.app.inject({ url })
      expect(res.statusCode).toBe(status)
      expect(res.body).toContain('<div id="root"></div>')
    }
  })

  it("counts and times each render for the operators' metrics, by outcome", async () => {
    const scrape = async () => (await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).body.split('\n')
    const value = (lines: string[], series: string) => Number(lines.find((line) => line.startsWith(`${series} `))?.split(' ')[1] ?? 0)
    const before = await scrape()
    expect((await t.app.inject({ url: '/about' })).statusCode).toBe(200)
    expect((await t.app.inject({ url: '/tos' })).statusCode).toBe(200)
    const after = await scrape()
    for (const outcome of ['ok', 'failed']) {
      const series = `wheelbase_render_seconds_count{outcome="${outcome}"}`
      expect(value(after, series) - value(before, series), outcome).toBe(1)
    }
    expect(value(after, 'wheelbase_renders_in_flight')).toBe(0)
  })
})

/** The same entry split in two, as the real build's: the answers asked here, the page made in a worker thread. */
const SPLIT_ENTRY = `
import { isMainThread } from 'node:worker_threads'
export async function prepare(request) {
  const answer = await request.call({ method: 'GET', path: '/api/locations' }, { query: { size: 1 } })
  return [{ key: ['locations'], data: answer.body }]
}
export async function renderAnswers(request) {
  if (request.url.startsWith('/tos')) process.exit(3)
  const markup = '<main>' + request.language + '|' + (isMainThread ? 'main' : 'worker') + '|' + request.settings.appName + '|' + request.answers[0].data.total + '</main>'
  return { title: 'Split', state: { language: request.language, source: request.source, user: request.user, queries: request.answers }, html: markup }
}
export async function render(request) {
  return renderAnswers({ ...request, answers: await prepare(request) })
}
`

describe('pages rendered in worker threads', () => {
  const page =
    '<!doctype html>\n<html lang="en" dir="ltr"><head><title>Wheelbase</title><!--wb-settings--></head><body><div id="root"></div></body></html>'
  const start = (threads: string) => buildTestApp('pglite', { WEB_DIST_DIR: webDist(page, SPLIT_ENTRY), SERVER_RENDER_THREADS: threads })
  const rootOf = (html: string) => /<div id="root">(.*?)<\/div>/.exec(html)?.[1]

  it('makes the page in a thread from the answers asked in the server’s, as the server’s own thread would', async () => {
    for (const [threads, where] of [
      ['2', 'worker'],
      ['0', 'main'],
    ] as const) {
      const t = await start(threads)
      try {
        const total = (await t.app.inject({ url: '/api/locations' })).json().total
        const res = await t.app.inject({ url: '/el/locations' })
        expect(rootOf(res.body)).toBe(`<main>el|${where}|Wheelbase|${total}</main>`)
        expect(res.body).toContain('<html lang="el" dir="ltr">')
        expect(JSON.parse(/id="wb-state">(.*?)<\/script>/.exec(res.body)?.[1] ?? '{}').queries[0].key).toEqual(['locations'])
      } finally {
        await t.close()
      }
    }
  })

  it('serves the browser’s page when its thread dies, and renders the next page in a new thread', async () => {
    const t = await start('1')
    try {
      const broken = await t.app.inject({ url: '/tos' })
      expect(broken.statusCode).toBe(200)
      expect(broken.body).toContain('<div id="root"></div>')
      const next = await t.app.inject({ url: '/about' })
      expect(rootOf(next.body)).toMatch(/^<main>en\|worker\|/)
    } finally {
      await t.close()
    }
  })
})
