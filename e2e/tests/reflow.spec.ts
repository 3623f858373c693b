import type { APIRequestContext, Page } from '@playwright/test'
import { APP_PAGES } from '../pages'
import { expect, test } from '../fixtures'
import { apiAs, DEMO, signIn } from '../booking'
import { text, type Language } from '../i18n'

/**
 * Reflow (WCAG 1.4.10, issue 29): at 320 CSS pixels wide no page scrolls sideways and no field
 * cuts the text a person needs to read (its placeholder, or a date's digits), in English and in
 * Hebrew, with the demo's longest car names. The desktop project only: 320 pixels of a desktop
 * browser are what 400% zoom of 1280 gives, and a phone's emulation would zoom a page that
 * overflows out to fit, hiding the fault.
 */

type Ids = {
  results: string
  checkoutCar: string
  /** The demo driver's bookings whose car has the longest name, and the longest word (Mercedes-Benz). */
  driverBookings: string[]
  supplierBooking: string
  supplierId: string
  supplierCar: string
  longestCarName: string
  location: string
}

type Group = { account?: string; pages: (ids: Ids) => string[]; prepare?: (page: Page) => Promise<void> }

/**
 * Parked work for the work queue's table (a fresh server has none): each answer of /api/console/jobs
 * as the API gives it, with a long error, so the table is wider than a phone.
 */
async function parkedWork(page: Page) {
  const at = new Date().toISOString()
  const job = (n: number, kind: string) => ({
    _id: `6b29fc40-ca47-4067-b31d-00dd0106100${n}`,
    kind,
    status: 'parked',
    attempts: 8,
    lastError: 'connect ECONNREFUSED 127.0.0.1:25 (the mail server did not answer after 8 tries; check SMTP_HOST)',
    runAt: at,
    createdAt: at,
    updatedAt: at,
  })
  const items = [job(1, 'mail.accountLink'), job(2, 'mail.bookingConfirmation')]
  await page.route(
    (url) => url.pathname === '/api/console/jobs',
    (route) => route.fulfill({ json: { items, total: items.length, page: 1, pageSize: 30, nextPage: null } }),
  )
}

const GROUPS = {
  visitor: {
    pages: (ids) => [
      '/',
      ids.results,
      `/checkout?${ids.checkoutCar}`,
      '/checkout-session/00000000-0000-4000-8000-000000000000',
      '/locations',
      '/suppliers',
      '/about',
      '/tos',
      '/personal-data',
      '/cookies',
      '/contact',
      '/sign-in',
      '/sign-up',
      '/activate',
      '/forgot-password',
      '/reset-password',
      '/booking',
      '/booking/manage',
      '/no/such/page',
    ],
  },
  driver: {
    account: DEMO.driver,
    pages: (ids) => [
      '/bookings',
      `/bookings?q=${encodeURIComponent(ids.longestCarName)}`,
      ...ids.driverBookings.map((id) => `/booking?b=${id}`),
      '/notifications',
      '/settings',
      '/change-password',
      `/checkout?${ids.checkoutCar}`,
    ],
  },
  supplier: {
    account: DEMO.supplier,
    pages: (ids) => [
      '/console',
      `/console?q=${encodeURIComponent(ids.longestCarName)}`,
      '/console/cars/new',
      `/console/cars/${ids.supplierCar}`,
      '/console/profile',
      `/bookings?supplier=${ids.supplierId}`,
      `/booking?b=${ids.supplierBooking}`,
    ],
  },
  admin: {
    account: DEMO.admin,
    prepare: parkedWork,
    pages: (ids) => [
      '/console',
      `/console/cars/${ids.supplierCar}`,
      '/console/suppliers',
      `/console/suppliers/${ids.supplierId}`,
      '/console/users',
      '/console/locations',
      '/console/locations/new',
      `/console/locations/${ids.location}`,
      '/console/jobs',
      '/bookings',
      `/booking?b=${ids.supplierBooking}`,
    ],
  },
} satisfies Record<string, Group>

const segments = (path: string) => path.split('/').filter(Boolean)
/** The pattern of APP_PAGES a path is (or none: "Nothing to see here!"). */
const patternOf = (url: string) => {
  const parts = segments(new URL(url, 'http://x').pathname)
  return APP_PAGES.find((pattern) => {
    const expected = segments(pattern)
    return expected.length === parts.length && expected.every((part, i) => part.startsWith(':') || part === parts[i])
  })
}

const withLanguage = (path: string, language: Language) => `${path}${path.includes('?') ? '&' : '?'}lang=${language}`

async function all<T>(request: APIRequestContext, path: string): Promise<T[]> {
  const items: T[] = []
  for (let page = 1; page <= 40; page++) {
    const answer = await request.get(`${path}${path.includes('?') ? '&' : '?'}size=50&page=${page}`)
    expect(answer.status(), path).toBe(200)
    const found = (await answer.json()) as { items: T[] }
    items.push(...found.items)
    if (!found.items.length) break
  }
  return items
}

const longestWord = (name: string) => Math.max(...name.split(/\s+/).map((word) => word.length))
/** The ones of most characters and of the longest word, as ids. */
function longestNames<T extends { _id: string }>(items: T[], name: (item: T) => string): string[] {
  const by = (measure: (text: string) => number) =>
    items.reduce<T | undefined>((best, item) => (!best || measure(name(item)) > measure(name(best)) ? item : best), undefined)
  return [...new Set([by((text) => text.length), by(longestWord)].filter((item) => item !== undefined).map((item) => item._id))]
}

type Car = { _id: string; name: string; supplier: { _id: string } }

/**
 * A pay-later booking of the demo driver for each of the cars of the longest names its pay-later
 * suppliers offer (the demo's own bookings of this driver may not have them): made once per
 * server, on days of next May no other test books.
 */
async function bookLongestCars(request: APIRequestContext, pickup: string, cars: Car[]): Promise<string[]> {
  const year = new Date().getFullYear() + 1
  const range = (day: number) => ({
    from: `${year}-05-${String(day).padStart(2, '0')}T10:00:00+03:00`,
    to: `${year}-05-${String(day + 2).padStart(2, '0')}T10:00:00+03:00`,
  })
  const payLater = new Map<string, boolean>()
  for (const car of cars) {
    if (payLater.has(car.supplier._id)) continue
    const detail = await (await request.get(`/api/cars/${car._id}?${new URLSearchParams({ pickup, ...range(1) }).toString()}`)).json()
    payLater.set(car.supplier._id, detail.supplierPayLater === true)
  }
  const { xsrf } = await apiAs(request, DEMO.driver)
  const booked = new Set((await all<{ car: { name: string } }>(request, '/api/bookings')).map((b) => b.car.name))
  const offered = cars.filter((car) => payLater.get(car.supplier._id))
  const longest = longestNames(offered, (car) => car.name)
  for (const id of longest) {
    const car = offered.find((c) => c._id === id)
    if (!car || booked.has(car.name)) continue
    for (let day = 1; day <= 28; day += 3) {
      const answer = await request.post('/api/checkout', {
        headers: { 'x-xsrf-token': xsrf, 'idempotency-key': `reflow-${crypto.randomUUID()}` },
        data: {
          car: car._id,
          pickup,
          ...range(day),
          driver: { fullName: 'Maria Papadopoulou', email: DEMO.driver, phone: '+30 690 000 0001', birthDate: '1990-04-12' },
          payment: { method: 'later' },
        },
      })
      if (answer.status() === 200) break
      expect(answer.status(), await answer.text()).toBe(409)
    }
  }
  return longest.map((id) => offered.find((car) => car._id === id)?.name ?? id)
}

/** Real ids of the demo: a results link, the car of the longest name, the bookings with the longest car names. */
async function demoIds(request: APIRequestContext): Promise<Ids> {
  const places = (await (await request.get('/api/locations?size=50')).json()).items as { _id: string; name: string }[]
  const pickup = places.find((p) => p.name === 'Athens - City Centre')?._id ?? ''
  const year = new Date().getFullYear() + 1
  const query = new URLSearchParams({ pickup, from: `${year}-04-06T10:00:00+03:00`, to: `${year}-04-09T10:00:00+03:00` })
  const cars = await all<Car>(request, `/api/cars/search?${query.toString()}`)
  const longest = await bookLongestCars(request, pickup, cars)
  type Row = { _id: string; car: { name: string } }
  await apiAs(request, DEMO.driver)
  const driverRows = await all<Row>(request, '/api/bookings')
  expect(driverRows.map((b) => b.car.name)).toEqual(expect.arrayContaining(longest))
  const driverBookings = longestNames(driverRows, (b) => b.car.name)
  await apiAs(request, DEMO.supplier)
  const supplierBookings = longestNames(await all<Row>(request, '/api/bookings'), (b) => b.car.name)
  const fleet = await all<Car>(request, '/api/console/cars')
  const [supplierCar] = longestNames(fleet, (c) => c.name)
  return {
    results: `/search?${query.toString()}`,
    checkoutCar: `car=${longestNames(cars, (c) => c.name)[0] ?? ''}&${query.toString()}`,
    driverBookings,
    supplierBooking: supplierBookings[0] ?? '',
    supplierId: fleet[0]?.supplier._id ?? '',
    supplierCar: supplierCar ?? '',
    longestCarName: fleet.find((c) => c._id === supplierCar)?.name ?? '',
    location: longestNames(places, (p) => p.name)[0] ?? pickup,
  }
}

/**
 * Waits until the page has settled: no request of ours in flight for a moment (the live count's
 * stream stays open: it is left out), the fonts and pictures loaded, two frames drawn.
 */
async function settle(page: Page, inFlight: Set<unknown>) {
  await expect
    .poll(async () => {
      if (inFlight.size) return false
      await page.waitForTimeout(300)
      return inFlight.size === 0
    })
    .toBe(true)
  await page.evaluate(async () => {
    await document.fonts.ready
    const loading = [...document.images].filter((img) => !img.complete && img.loading !== 'lazy')
    await Promise.all(loading.map((img) => img.decode().catch(() => undefined)))
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  })
}

/** How far the page and its body reach beyond the window, and the elements that stick out (to know what to fix). */
function overflowOf(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('class') ? `.${(el.getAttribute('class') ?? '').split(/\s+/).slice(0, 4).join('.')}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`
    const clippedByAncestor = (el: Element) => {
      for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node)
        if (style.overflowX !== 'visible' || style.position === 'fixed') return true
      }
      return false
    }
    const outside = (el: Element) => {
      const rect = el.getBoundingClientRect()
      return rect.width > 1 && (rect.right > width + 0.5 || rect.left < -0.5)
    }
    const candidates = [...document.body.querySelectorAll('*')].filter((el) => {
      const style = getComputedStyle(el)
      // Fixed boxes do not scroll; a visually hidden one (the skip link) shows nothing.
      return style.position !== 'fixed' && style.clipPath === 'none' && style.clip === 'auto' && !clippedByAncestor(el) && outside(el)
    })
    // The innermost elements that stick out: the ones whose width the page takes.
    const sticking = candidates.filter((el) => !candidates.some((other) => other !== el && el.contains(other)))
    return {
      width,
      document: document.documentElement.scrollWidth,
      body: document.body.scrollWidth,
      culprits: sticking
        .slice(0, 4)
        .map((el) => `${name(el)} [${Math.round(el.getBoundingClientRect().left)}..${Math.round(el.getBoundingClientRect().right)}]`),
    }
  })
}

/**
 * The fields that cut what a person needs to read: a placeholder, the text of a box that cannot be
 * scrolled (read-only), a date's digits, a select's choice. (Text typed into a box scrolls inside it.)
 * A copy of the field is measured beside it: of the same width with that text as its value (a
 * placeholder is not counted in scrollWidth), or sized to its content for dates and selects.
 */
function clippedFields(page: Page) {
  return page.evaluate(() => {
    const skip = new Set(['checkbox', 'radio', 'file', 'hidden', 'range', 'color', 'submit', 'button', 'image', 'reset'])
    const sized = new Set(['date', 'time', 'datetime-local', 'month', 'week'])
    const fields = [...document.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select')].filter(
      (field) => !(field instanceof HTMLInputElement && skip.has(field.type)) && field.checkVisibility() && field.getBoundingClientRect().width > 2,
    )
    return fields.flatMap((field) => {
      const has = field.getBoundingClientRect().width
      const copy = field.cloneNode(true) as HTMLInputElement | HTMLSelectElement
      copy.removeAttribute('id')
      copy.removeAttribute('name')
      copy.style.cssText += ';position:absolute;top:0;visibility:hidden;flex:none;min-width:0;max-width:none'
      let shown = field.value
      let cut: (copy: HTMLInputElement | HTMLSelectElement) => boolean
      if (field instanceof HTMLSelectElement || sized.has(field.type)) {
        copy.style.cssText += ';field-sizing:content;width:auto'
        cut = (copy) => copy.getBoundingClientRect().width > has + 1
      } else {
        shown = field.value && (field.readOnly || field.disabled) ? field.value : field.value ? '' : field.placeholder
        copy.style.cssText += `;box-sizing:border-box;width:${has}px`
        cut = (copy) => copy.scrollWidth > copy.clientWidth + 1
      }
      if (!shown && !(field instanceof HTMLInputElement && sized.has(field.type))) return []
      field.after(copy)
      copy.value = field instanceof HTMLSelectElement || sized.has(field.type) ? field.value : shown
      const clipped = cut(copy)
      const needed = copy instanceof HTMLSelectElement || sized.has(copy.type) ? copy.getBoundingClientRect().width : copy.scrollWidth
      copy.remove()
      const label = field.labels?.[0]?.textContent?.trim() || field.getAttribute('aria-label') || field.id
      return clipped ? [`${field.tagName.toLowerCase()} "${label}" (${shown || field.type}): ${Math.round(has)} px for ${Math.ceil(needed)}`] : []
    })
  })
}

/** Opens each page, lets it settle, and lists what overflows or is cut. */
async function problemsOn(page: Page, paths: string[], language: Language) {
  const inFlight = new Set<unknown>()
  page.on('request', (r) => {
    if (r.resourceType() !== 'eventsource') inFlight.add(r)
  })
  page.on('requestfinished', (r) => inFlight.delete(r))
  page.on('requestfailed', (r) => inFlight.delete(r))
  const problems: string[] = []
  for (const path of paths) {
    await page.goto(withLanguage(path, language))
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'he' ? 'rtl' : 'ltr')
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    await settle(page, inFlight)
    const where = `${path} (${language})`
    const overflow = await overflowOf(page)
    if (overflow.document > overflow.width || overflow.body > overflow.width)
      problems.push(`${where}: ${overflow.document} px wide (body ${overflow.body}) at ${overflow.width}: ${overflow.culprits.join('; ')}`)
    for (const field of await clippedFields(page)) problems.push(`${where}: cuts ${field}`)
  }
  return problems
}

test('the reflow check visits every page of the app', () => {
  const placeholders: Ids = {
    results: '/search?pickup=x',
    checkoutCar: 'car=x',
    driverBookings: ['x'],
    supplierBooking: 'x',
    supplierId: 'x',
    supplierCar: 'x',
    longestCarName: 'x',
    location: 'x',
  }
  const visited = new Set(Object.values(GROUPS).flatMap((group) => group.pages(placeholders).map(patternOf)))
  expect(APP_PAGES.filter((page) => !visited.has(page))).toEqual([])
})

test.describe('at 320 CSS pixels', () => {
  test.use({ viewport: { width: 320, height: 640 } })
  for (const language of ['en', 'he'] as const) {
    for (const [who, group] of Object.entries(GROUPS) as [string, Group][]) {
      test(`no page of the ${who} scrolls sideways or cuts a field (${language}) @desktop`, async ({ page, request }) => {
        test.setTimeout(240_000)
        const ids = await demoIds(request)
        if (group.account) await signIn(page, group.account, language)
        await group.prepare?.(page)
        expect(await problemsOn(page, group.pages(ids), language)).toEqual([])
      })
    }
  }
})

test.describe('at 320 CSS pixels, the work queue', () => {
  test.use({ viewport: { width: 320, height: 640 } })
  test('stacks each row as a card, its retry button in view, with no sideways scroll @desktop', async ({ page }) => {
    await signIn(page, DEMO.admin)
    await parkedWork(page)
    await page.goto('/console/jobs')
    const table = page.getByRole('table', { name: text('en', 'console', 'jobs.views.parked') })
    await expect(table.getByRole('row')).toHaveCount(3)
    for (const button of await table.getByRole('button').all()) {
      const box = await button.boundingBox()
      expect(box && box.x >= 0 && box.x + box.width <= 320).toBe(true)
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
  })
})

test.describe('at 1280 CSS pixels', () => {
  test.use({ viewport: { width: 1280, height: 900 } })
  test('the bookings filters show their whole hint and dates @desktop', async ({ page }) => {
    await signIn(page, DEMO.admin)
    for (const language of ['en', 'fr', 'he'] as const) {
      const b = (key: string) => text(language, 'bookings', key)
      await page.goto(`/bookings?lang=${language}`)
      await expect(page.locator('html')).toHaveAttribute('lang', language)
      // The hint of the keyword box is text of its own that wraps, read with the box.
      const keyword = page.getByRole('searchbox', { name: b('filters.keyword') })
      await expect(keyword).toHaveAccessibleDescription(b('filters.keywordHint'))
      await expect(page.getByText(b('filters.keywordHint'), { exact: true })).toBeVisible()
      expect(await keyword.evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth)).toBe(true)
      await expect(page.getByRole('textbox', { name: b('filters.from') })).toBeVisible()
      expect(await clippedFields(page), language).toEqual([])
    }
  })
})
