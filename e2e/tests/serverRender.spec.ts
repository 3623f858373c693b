import type { APIRequestContext, Request } from '@playwright/test'
import { formatPrice } from '@wheelbase/core/money'
import { expect, test } from '../fixtures'
import { apiAs, DEMO, signIn } from '../booking'
import { startSlowLink } from '../slowLink'
import { text, type Language } from '../i18n'

type Car = { _id: string; name: string; pricePerDay: number }

/** A real results link (Athens, three days of next March) and the API's own answer for it. */
async function resultsLink(request: APIRequestContext, language: Language) {
  const places = await (await request.get('/api/locations?size=50')).json()
  const pickup = places.items.find((p: { name: string }) => p.name === 'Athens - City Centre')._id as string
  const year = new Date().getFullYear() + 1
  const query = new URLSearchParams({ pickup, from: `${year}-03-10T10:00:00+02:00`, to: `${year}-03-13T10:00:00+02:00` })
  const answer = await request.get(`/api/cars/search?${query.toString()}&page=1`, { headers: { 'accept-language': language } })
  const found = (await answer.json()) as { items: Car[]; total: number }
  return { url: `/search?${query.toString()}&lang=${language}`, first: found.items[0] as Car, total: found.total, shown: found.items.length }
}

const countText = (language: Language, total: number) => text(language, 'search', 'results.count_other').replace('{{count}}', String(total))

test.describe('pages rendered by the server', () => {
  test('the results are in the HTML, in the requested language, before any script runs', async ({ browser, request, baseURL }) => {
    for (const language of ['fr', 'he'] as const) {
      const { url, first, total, shown } = await resultsLink(request, language)
      // A browser with JavaScript off sees exactly what the server sent.
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
      const page = await context.newPage()
      const response = await page.goto(url)
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', language)
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'he' ? 'rtl' : 'ltr')
      await expect(page.locator('#results-heading')).toHaveText(countText(language, total))
      await expect(page).toHaveTitle(`${text(language, 'search', 'searchPage.title')} · Wheelbase`)
      const cards = page.getByRole('article')
      await expect(cards).toHaveCount(shown)
      await expect(cards.first().getByRole('heading', { level: 3 })).toHaveText(first.name)
      await expect(cards.first()).toContainText(formatPrice(first.pricePerDay, 'EUR', language))
      await context.close()
    }
  })

  test('the language: the URL, then the cookie a choice leaves, then Accept-Language; Hebrew arrives right to left', async ({
    playwright,
    baseURL,
  }) => {
    // Each page asked by a new visitor: a language in the URL leaves its cookie, which would speak for the next.
    const htmlOf = async (path: string, headers: Record<string, string> = {}) => {
      const visitor = await playwright.request.newContext({ baseURL })
      const html = await (await visitor.get(path, { headers })).text()
      await visitor.dispose()
      return html
    }
    expect(await htmlOf('/?lang=he')).toContain('<html lang="he" dir="rtl">')
    expect(await htmlOf('/about', { 'accept-language': 'el-GR,el;q=0.9,en;q=0.5' })).toContain('<html lang="el" dir="ltr">')
    expect(await htmlOf('/about', { 'accept-language': 'el', cookie: 'wb-lang=he' })).toContain('<html lang="he" dir="rtl">')
    expect(await htmlOf('/about?lang=zh', { cookie: 'wb-lang=he' })).toContain('<html lang="zh" dir="ltr">')
    expect(await htmlOf('/suppliers', { 'accept-language': 'de' })).toContain('<html lang="en" dir="ltr">')
    // The heading of the page is in the HTML too, in that language.
    expect(await htmlOf('/locations?lang=fr')).toContain(`>${text('fr', 'places', 'locationsPage.title')}</h1>`)
    // A language asked for in the URL is a choice (the picker before the app runs asks so): the next page keeps it.
    const visitor = await playwright.request.newContext({ baseURL })
    const chosen = await visitor.get('/about?lang=el')
    expect(chosen.headers()['set-cookie']).toMatch(/^wb-lang=el; Max-Age=31536000; Path=\/; SameSite=Lax/)
    expect(await (await visitor.get('/suppliers', { headers: { 'accept-language': 'fr' } })).text()).toContain('<html lang="el" dir="ltr">')
    await visitor.dispose()
  })

  test('the browser takes over without asking again and without a mismatch', async ({ page, request }) => {
    const { url, first } = await resultsLink(request, 'he')
    const searches: Request[] = []
    page.on('request', (r) => {
      if (r.url().includes('/api/cars/search')) searches.push(r)
    })
    await page.goto(url) // waits for the app to have hydrated; any hydration error fails the test (fixtures)
    await expect(page.getByRole('article').first().getByRole('heading', { level: 3 })).toHaveText(first.name)
    expect(searches, 'the first page of results comes with the HTML').toHaveLength(0)
    // The app works on: a filter asks the API.
    await page.goto('/?lang=he')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('he', 'home', 'title'))
  })

  test('hydrating builds no Intl formatter: the dates and numbers the server wrote come with the page as text', async ({ page, request }) => {
    // The browser's first formatter loads ICU's data: 30–140 ms of a phone's main thread (lib/intl.ts).
    await page.addInitScript(() => {
      const built: string[] = ((window as unknown as { built: string[] }).built = [])
      for (const name of ['DateTimeFormat', 'NumberFormat', 'ListFormat'] as const) {
        const Original = Intl[name] as unknown as new (...args: unknown[]) => object
        const Counted = function (this: unknown, ...args: unknown[]) {
          built.push(`${name} ${JSON.stringify(args)}`)
          return new Original(...args)
        }
        Object.assign(Counted, Original)
        Counted.prototype = Original.prototype
        Object.defineProperty(Intl, name, { value: Counted, configurable: true, writable: true })
      }
    })
    const builtBy = () => page.evaluate(() => (window as unknown as { built: string[] }).built)
    await page.goto('/?lang=en') // returns once the app has hydrated (fixtures)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'home', 'title'))
    expect(await builtBy()).toEqual([])
    const { url, first } = await resultsLink(request, 'he')
    await page.goto(url)
    await expect(page.getByRole('article').first().getByRole('heading', { level: 3 })).toHaveText(first.name)
    expect(await builtBy()).toEqual([])
    // The checkout too: its car's equipment is a list, and the birth date's boxes are in the
    // language's order (year first in Chinese).
    const checkout = await page.locator('a[href*="/checkout?"]').first().getAttribute('href')
    await page.goto(checkout!.replace('/he/', '/zh/'))
    await expect(page.locator('input[data-part]').first()).toHaveAttribute('data-part', 'year')
    expect(await builtBy()).toEqual([])
    // What the server did not write is formatted in the browser: the search remembered from the
    // results (a date of next year) shows on the home page once it has started.
    await page.goto('/?lang=en')
    await expect(page.getByRole('button', { name: new RegExp(`${new Date().getFullYear() + 1}`) }).first()).toBeVisible()
    expect((await builtBy()).some((b) => b.startsWith('DateTimeFormat'))).toBe(true)
  })

  test('a phone leaves the results’ hidden form and filters as the server wrote them until they are shown @phone', async ({ page, request }) => {
    const { url } = await resultsLink(request, 'en')
    await page.goto(url) // returns once the app has hydrated (fixtures)
    // React marks each element it hydrated or rendered with its fiber.
    const taken = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')))
    expect(await taken('select[name="sort"]'), 'the shown parts are the app’s').toBe(true)
    expect(await taken('#search-form input[name="pickupName"]')).toBe(false)
    expect(await taken('#filters input[name="aircon"]')).toBe(false)
    // Opening the form renders it, with the search's place.
    await page.getByRole('button', { name: text('en', 'search', 'form.change') }).click()
    const pickup = page.locator('#search-form input[name="pickupName"]')
    await expect(pickup).toHaveValue('Athens - City Centre')
    expect(await taken('#search-form input[name="pickupName"]')).toBe(true)
    // A window grown past a phone's width shows the filters, which work.
    await page.setViewportSize({ width: 1280, height: 800 })
    const aircon = page.locator('#filters input[name="aircon"]')
    await expect(aircon).toBeVisible()
    await expect.poll(() => taken('#filters input[name="aircon"]')).toBe(true)
    await aircon.check()
    await expect(page).toHaveURL(/aircon=1/)
    await expect(aircon).toBeChecked()
  })

  test('the places a search names come with its answer, in the language the page turns to after it', async ({ page, request }) => {
    const { url } = await resultsLink(request, 'en')
    const places: Request[] = []
    page.on('request', (r) => {
      if (/\/api\/locations\/[^/?]+/.test(r.url())) places.push(r)
    })
    await page.goto(url) // waits for the app to have hydrated (fixtures)
    const pickup = page.locator('input[name="pickupName"]')
    await expect(pickup).toHaveValue('Athens - City Centre')
    expect(places, 'the search answer names its places: none is asked for').toHaveLength(0)

    // A choice kept only in the browser turns the page to Hebrew once hydrated, in place: the
    // English answer stays on screen while the Hebrew one loads, but its names are not taken
    // for the Hebrew ones.
    await page.addInitScript(() => {
      if (!document.cookie.includes('wb-lang=')) window.localStorage.setItem('wb-language', 'he')
    })
    await page.context().clearCookies()
    await page.goto(url.replace('&lang=en', ''))
    await expect(page.locator('html')).toHaveAttribute('lang', 'he')
    await expect(page.locator('#results-heading')).toHaveText(countText('he', (await resultsLink(request, 'he')).total))
    await expect(pickup).toHaveValue('אתונה - מרכז העיר')
  })

  test('the first cars are sent once, as HTML: pressing a card, following its links and scrolling on work as in the app', async ({
    page,
    request,
  }) => {
    const { url, first, shown } = await resultsLink(request, 'en')
    const html = await (await request.get(url)).text()
    const state = /<script type="application\/json" id="wb-state">(.*?)<\/script>/.exec(html)?.[1] ?? ''
    expect(html).toContain(`>${first.name}</h3>`)
    expect(state, 'the state for hydration holds the list without its cars').not.toContain(first._id)
    expect(state).toContain(`"itemsInHtml":${shown}`)
    expect(Buffer.byteLength(html), 'the results page for 15 cars (issue 47: at most 60 KB)').toBeLessThanOrEqual(60 * 1024)

    const searches: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/api/cars/search')) searches.push(r.url())
    })
    await page.goto(url)
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    // A card's disclosure needs the cars as data: they are asked once, and the press is kept.
    const second = page.getByRole('article').nth(1)
    const facts = second.getByRole('button', { name: text('en', 'search', 'card.keyFacts') })
    await facts.click()
    await expect(facts).toHaveAttribute('aria-expanded', 'true')
    await expect(facts).toBeFocused()
    await expect(second.getByRole('region', { name: text('en', 'keyFacts', 'title') })).toBeVisible()
    expect(searches).toHaveLength(1)
    // A link of a card the app has not rendered yet navigates in the app, without reloading.
    await page.goto(url)
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    await page
      .getByRole('article')
      .nth(2)
      .getByRole('link', { name: new RegExp(text('en', 'search', 'card.book')) })
      .click()
    await expect(page).toHaveURL(/\/checkout\?car=/)
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
    // Scrolling to the end of the first page loads the next one (after the first as data).
    await page.goBack()
    await expect(page.getByRole('article')).toHaveCount(shown)
    for (let step = 0; step < 60 && (await page.getByRole('article').count()) <= shown; step++) await page.mouse.wheel(0, 600)
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(shown)
  })

  test('a choice of language is kept for the server in a cookie, which signing out leaves', async ({ page }) => {
    await signIn(page, DEMO.driver, 'el')
    const cookie = async () => (await page.context().cookies()).find((c) => c.name === 'wb-lang')?.value
    expect(await cookie()).toBe('el')
    await page.goto('/about') // no ?lang now: the cookie tells the server
    await expect(page.locator('html')).toHaveAttribute('lang', 'el')
    await page.getByRole('button', { name: text('el', 'common', 'menu.open') }).click()
    await page.getByRole('button', { name: text('el', 'common', 'menu.signOut') }).click()
    await expect(page.getByRole('banner').getByRole('link', { name: text('el', 'common', 'menu.signIn') })).toBeVisible()
    expect(await cookie()).toBe('el')
    expect(await (await page.request.get('/tos')).text()).toContain('<html lang="el" dir="ltr">')
  })

  test('a choice kept only in the browser (before the cookie existed) applies once the page has hydrated', async ({ page }) => {
    await page.addInitScript(() => {
      if (!document.cookie.includes('wb-lang=')) window.localStorage.setItem('wb-language', 'fr')
    })
    const response = await page.goto('/about') // the server sees no choice: English (Accept-Language)
    expect(await response?.text()).toContain('<html lang="en" dir="ltr">')
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('fr', 'info', 'about.title'))
    expect((await page.context().cookies()).find((c) => c.name === 'wb-lang')?.value).toBe('fr')
  })

  test('a signed-in visitor gets the header of their account from the server', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL })
    await apiAs(context.request, DEMO.driver)
    const html = await (await context.request.get('/?lang=en')).text()
    expect(html).toContain('"user":{"_id"')
    expect(html).not.toContain(`>${text('en', 'common', 'menu.signIn')}</a>`)
    // Signed out, the same page offers to sign in.
    const visitor = await browser.newContext({ baseURL })
    expect(await (await visitor.request.get('/?lang=en')).text()).toContain(`>${text('en', 'common', 'menu.signIn')}</a>`)
    await context.close()
    await visitor.close()
  })

  test('nothing moves while the results and the checkout load and hydrate (layout shift 0)', async ({ page, request }) => {
    const { url, first } = await resultsLink(request, 'en')
    // Every layout shift not caused by the visitor, from the first byte on.
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: number[] }
      w.shifts = []
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
          if (!entry.hadRecentInput) w.shifts.push(entry.value)
      }).observe({ type: 'layout-shift', buffered: true })
    })
    const query = new URL(url, 'http://x').searchParams
    query.delete('lang')
    for (const path of [url, `/checkout?car=${first._id}&${query.toString()}&lang=en`]) {
      await page.goto(path, { waitUntil: 'networkidle' })
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
      expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts), path).toEqual([])
    }
  })

  test('scrolling through the results and back moves nothing on its own (cards off the screen are drawn as they come near)', async ({
    page,
    request,
  }) => {
    const { url, shown } = await resultsLink(request, 'en')
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: number[] }
      w.shifts = []
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number }[]) w.shifts.push(entry.value)
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto(url)
    // Ten screens' worth down, within the first page (its end, which would load the next, stays away), and back.
    for (let step = 0; step < 10; step++) await page.mouse.wheel(0, 400)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(3000)
    for (let step = 0; step < 12; step++) await page.mouse.wheel(0, -400)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect(page.getByRole('article')).toHaveCount(shown)
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([])
  })

  test('a page that arrives slowly is painted once, whole: no half-read select widens and moves the rest', async ({ page, request, app }) => {
    const { url, shown } = await resultsLink(request, 'en')
    // The first half of the HTML, then a pause: a browser free to paint what it has would show a
    // header whose language select has only its first options (it widens when the rest arrives).
    const link = await startSlowLink(app.url, 600)
    await page.addInitScript(() => {
      const w = window as unknown as { firstFrame?: { end: boolean; cards: number }; shifts: number[] }
      w.shifts = []
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number }[]) w.shifts.push(entry.value)
      }).observe({ type: 'layout-shift', buffered: true })
      // The callbacks of the first frame run just before it is painted.
      requestAnimationFrame(() => {
        w.firstFrame = { end: document.getElementById('page-end') !== null, cards: document.querySelectorAll('#root article').length }
      })
    })
    await page.goto(`${link.url}${url}`, { waitUntil: 'networkidle' })
    await expect(page.getByRole('article')).toHaveCount(shown)
    const seen = await page.evaluate(() => {
      const w = window as unknown as { firstFrame?: { end: boolean; cards: number }; shifts: number[] }
      return { firstFrame: w.firstFrame, shifts: w.shifts }
    })
    expect(seen.firstFrame).toEqual({ end: true, cards: shown })
    expect(seen.shifts).toEqual([])
    await link.close()
  })

  test('what a visitor types before the app has started stays, and their last search does not replace it', async ({ browser, baseURL, request }) => {
    const places = (await (await request.get('/api/locations?size=50')).json()).items as { _id: string; name: string }[]
    const athens = places.find((p) => p.name === 'Athens - City Centre') as { _id: string }
    const elsewhere = places.find((p) => !p.name.startsWith('Athens')) as { _id: string; name: string }
    const context = await browser.newContext({ baseURL })
    const page = await context.newPage()
    const problems: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'error' || (m.type() === 'warning' && /hydrat/i.test(m.text()))) problems.push(m.text())
    })
    page.on('pageerror', (error) => problems.push(error.message))
    // This browser searched elsewhere before: the home form would start from that search.
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString()
    const last = JSON.stringify({ pickup: elsewhere._id, from: day(30), to: day(33) })
    await page.addInitScript((search) => window.localStorage.setItem('wb-last-search', search), last)
    // The app's code is held back: the page is the server's HTML, as in a slow phone's first seconds.
    let release = () => undefined as void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/assets/main-*.js', async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/?lang=en', { waitUntil: 'domcontentloaded' })
    const time = page.getByRole('group', { name: text('en', 'search', 'form.pickupDate') }).getByLabel(text('en', 'search', 'form.time'))
    await time.selectOption('14:30')
    const box = page.getByRole('combobox', { name: text('en', 'search', 'form.pickupLocation') })
    await box.click()
    await box.pressSequentially('athens city')
    expect(await page.evaluate(() => document.documentElement.dataset.ready), 'the app had not started').toBeUndefined()

    release()
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true')
    // The typed text is searched as if typed now, and the last search took nothing over.
    await expect(box).toHaveValue('athens city')
    await page.getByRole('option', { name: 'Athens - City Centre' }).click()
    await expect(box).toHaveValue('Athens - City Centre')
    await expect(time).toHaveValue('14:30')
    await page.getByRole('button', { name: text('en', 'search', 'form.search'), exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/search\\?pickup=${athens._id}&`))
    expect(new URL(page.url()).searchParams.get('from')).toMatch(/T14:30:00/)
    expect(problems).toEqual([])
    await context.close()
  })

  test('each spec line of a card shows its own icon, drawn by the stylesheet from one strip', async ({ page, request }) => {
    const { url } = await resultsLink(request, 'en')
    // Tall enough for the whole first card, whose lines a screenshot clips, on a phone too.
    await page.setViewportSize({ width: page.viewportSize()?.width ?? 1280, height: 2000 })
    await page.goto(url)
    const lines = page.getByRole('article').first().locator('li[data-icon]')
    // The category and the eight specs every car has (its equipment and a minimum age when it has them).
    await expect(lines.first()).toHaveAttribute('data-icon', 'car')
    expect(await lines.count()).toBeGreaterThanOrEqual(9)
    // The icon's square: the line's first 16 px at its inline start, centred on the line.
    const squares: { icon: string; clip: { x: number; y: number; width: number; height: number } }[] = []
    for (const line of await lines.all()) {
      const box = await line.boundingBox()
      if (!box) throw new Error('a spec line is not on the page')
      squares.push({ icon: (await line.getAttribute('data-icon')) ?? '', clip: { x: box.x, y: box.y + box.height / 2 - 8, width: 16, height: 16 } })
    }
    const shoot = () => Promise.all(squares.map(({ clip }) => page.screenshot({ clip }).then((png) => png.toString('base64'))))
    const drawn = await shoot()
    await page.addStyleTag({ content: '[data-icon]::before { visibility: hidden }' })
    const bare = await shoot()
    // Pixels compare exactly only where every square sits on whole pixels: on a phone's 2.625 pixels
    // per CSS pixel the two columns put one icon on different sub-pixel phases.
    const wholePixels = (await page.evaluate(() => window.devicePixelRatio)) === 1
    for (const [index, { icon }] of squares.entries()) {
      // Something is drawn in each square…
      expect(drawn[index], icon).not.toBe(bare[index])
      // …and it is that line's own icon: the same for the same icon, different for another one.
      if (wholePixels)
        for (const [other, { icon: otherIcon }] of squares.entries())
          if (other !== index) expect(drawn[index] === drawn[other], `${icon} against ${otherIcon}`).toBe(icon === otherIcon)
    }
  })

  test('an unknown path answers 404 with its page', async ({ request }) => {
    const response = await request.get('/no-such-page')
    expect(response.status()).toBe(404)
  })

  test('search engines get a sitemap of every public page in every language, each indexable, self-canonical, with reciprocal alternates', async ({
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    const entries = [...sitemap.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>[^<]+<\/lastmod>(.*?)<\/url>/g)].map(([, loc, links]) => ({
      loc: loc ?? '',
      alternates: [...(links ?? '').matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => `${m[1]} ${m[2]}`),
    }))
    const listed = new Map(entries.map((e) => [e.loc, e.alternates]))
    const paths = entries.map(({ loc }) => new URL(loc).pathname)
    // The build's own table of pages in each language: home, the lists, the demo suppliers' and places' pages, the fixed texts.
    for (const language of ['en', 'fr', 'el', 'he', 'zh'])
      expect(paths).toEqual(
        expect.arrayContaining(
          ['', '/locations', '/suppliers', '/suppliers/aegean-wheels', '/car-hire/heraklion-airport-crete', '/about', '/contact'].map(
            (p) => `/${language}${p}`,
          ),
        ),
      )
    const types = (json: { '@type'?: string; '@graph'?: { '@type': string }[] }) => (json['@graph'] ?? [json]).map((node) => node['@type'])
    for (const { loc, alternates } of entries) {
      const path = new URL(loc).pathname
      const language = path.split('/')[1]
      const response = await request.get(path)
      expect({ path, status: response.status(), robots: response.headers()['x-robots-tag'] ?? null }).toEqual({ path, status: 200, robots: null })
      const html = await response.text()
      expect(html, path).not.toContain('name="robots"')
      expect(html, path).toContain(`<html lang="${language}" dir="${language === 'he' ? 'rtl' : 'ltr'}">`)
      // Its content is in the HTML (its heading).
      expect(html, path).toMatch(/<h1[^>]*>[^<]+<\/h1>/)
      // Its own address as canonical; the same five languages and x-default as the sitemap says, each of them listed with the same set.
      expect(
        [...html.matchAll(/<link rel="canonical" href="([^"]+)" \/>/g)].map((m) => m[1]),
        path,
      ).toEqual([loc])
      const inPage = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map((m) => `${m[1]} ${m[2]}`)
      expect(inPage, path).toEqual(alternates)
      expect(
        alternates.map((a) => a.split(' ')[0]),
        path,
      ).toEqual(['en', 'fr', 'el', 'he', 'zh', 'x-default'])
      for (const alternate of alternates.slice(0, 5)) expect(listed.get(alternate.split(' ')[1] ?? ''), path).toEqual(alternates)
      // Its structured data, where it has some, is valid JSON-LD of schema.org of the page's kind.
      for (const [, json] of html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)) {
        const data = JSON.parse(json ?? '')
        expect(data, path).toMatchObject({ '@context': 'https://schema.org' })
        if (path.includes('/car-hire/')) expect(types(data), path).toEqual(expect.arrayContaining(['Place', 'AutoRental', 'Service']))
        else if (path.includes('/suppliers/')) expect(types(data), path).toEqual(['AutoRental'])
      }
    }
    // An old address with ?lang= moves for good to its address in that language.
    const old = await request.get('/car-hire/heraklion-airport-crete?lang=el', { maxRedirects: 0 })
    expect({ status: old.status(), location: old.headers().location }).toEqual({ status: 301, location: '/el/car-hire/heraklion-airport-crete' })
    // A place's address that names no place is a 404 that says noindex, not a page to index.
    const gone = await request.get('/car-hire/nowhere-at-all')
    expect({ status: gone.status(), robots: gone.headers()['x-robots-tag'] }).toEqual({ status: 404, robots: 'noindex' })
    for (const path of ['/search', '/checkout', '/sign-in', '/bookings', '/settings', '/console'])
      expect({ path, robots: (await request.get(path)).headers()['x-robots-tag'] }).toEqual({ path, robots: 'noindex' })
    expect(await (await request.get('/robots.txt')).text()).toContain('/sitemap.xml')
  })
})
