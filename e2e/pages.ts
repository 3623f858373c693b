import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import type { TAppPage } from '@wheelbase/core/appPages'
import { apiAs, DEMO } from './booking'
import type { Language } from './i18n'

/** Every page of the app as the build lists it (dist/pages.json, from apps/web/src/app/pages.ts): the servers serve that build. */
export const APP_PAGES: readonly string[] = (
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../apps/web/dist/pages.json'), 'utf8')) as TAppPage[]
).map((page) => page.path)

/**
 * Every page of the app (each pattern of APP_PAGES, the console's and a booking's included), with
 * the demo's real data, grouped by the account that sees them: the list the reflow and contrast
 * checks walk (issue 29).
 */

export type Ids = {
  results: string
  checkoutCar: string
  /** The demo driver's bookings whose car has the longest name, and the longest word (Mercedes-Benz). */
  driverBookings: string[]
  /** A past rental of the demo driver: "Rate your rental" on it, or the review once written. */
  driverRental: string
  supplierBooking: string
  supplierId: string
  supplierCar: string
  longestCarName: string
  location: string
}

export type Group = { account?: string; pages: (ids: Ids) => string[]; prepare?: (page: Page) => Promise<void> }

/**
 * Parked work for the work queue's table (a fresh server has none): each answer of /api/console/jobs
 * as the API gives it, with a long error, so the table is wider than a phone.
 */
export async function parkedWork(page: Page) {
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

export const GROUPS = {
  visitor: {
    pages: (ids) => [
      '/',
      ids.results,
      `/checkout?${ids.checkoutCar}`,
      '/checkout-session/00000000-0000-4000-8000-000000000000',
      '/locations',
      // A place with every part: prices, suppliers, reviews, questions; and one with the longest name.
      '/car-hire/heraklion-airport-crete',
      '/car-hire/thessaloniki-airport-macedonia',
      '/suppliers',
      // The supplier with the most reviews, its replies and sub-scores; and a "New" one.
      '/suppliers/aegean-wheels',
      '/suppliers/hermes-auto',
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
      `/booking?b=${ids.driverRental}`,
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
      '/console/schedule',
      '/console/profile',
      '/console/reviews',
      '/console/audit',
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
      '/console/currency-rates',
      '/console/audit',
      `/console/schedule?supplier=${ids.supplierId}`,
      `/console/reviews?supplier=${ids.supplierId}`,
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

/** The home page's address, with or without a language (record 0146): `/`, `/fr`. */
export const HOME_URL = /^https?:\/\/[^/]+\/(?:(?:en|fr|el|he|zh)\/?)?$/

/** A page's address in a language (record 0146): `/fr/cars?x=1`, the home page `/fr`. */
export const withLanguage = (path: string, language: Language) =>
  path === '/' || path.startsWith('/?') ? `/${language}${path.slice(1)}` : `/${language}${path}`

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
export async function demoIds(request: APIRequestContext): Promise<Ids> {
  const places = (await (await request.get('/api/locations?size=50')).json()).items as { _id: string; name: string }[]
  const pickup = places.find((p) => p.name === 'Athens - City Centre')?._id ?? ''
  const year = new Date().getFullYear() + 1
  const query = new URLSearchParams({ pickup, from: `${year}-04-06T10:00:00+03:00`, to: `${year}-04-09T10:00:00+03:00` })
  const cars = await all<Car>(request, `/api/cars/search?${query.toString()}`)
  const longest = await bookLongestCars(request, pickup, cars)
  type Row = { _id: string; car: { name: string }; status: string; to: string }
  await apiAs(request, DEMO.driver)
  const driverRows = await all<Row>(request, '/api/bookings')
  const rentals = driverRows.filter((b) => ['paid', 'deposit', 'reserved'].includes(b.status) && new Date(b.to) < new Date())
  let driverRental = rentals[0]?._id ?? ''
  for (const rental of rentals) {
    if ((await (await request.get(`/api/bookings/${rental._id}`)).json()).mayReview) {
      driverRental = rental._id
      break
    }
  }
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
    driverRental,
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
export async function settle(page: Page, inFlight: Set<unknown>) {
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

/** Ids that only stand in for real ones: enough to match each path with its pattern. */
export const PLACEHOLDER_IDS: Ids = {
  results: '/search?pickup=x',
  checkoutCar: 'car=x',
  driverBookings: ['x'],
  driverRental: 'x',
  supplierBooking: 'x',
  supplierId: 'x',
  supplierCar: 'x',
  longestCarName: 'x',
  location: 'x',
}

/** The patterns of APP_PAGES that no group visits (none, or a check misses a page). */
export function unvisitedPages(): string[] {
  const visited = new Set(Object.values(GROUPS).flatMap((group: Group) => group.pages(PLACEHOLDER_IDS).map(patternOf)))
  return APP_PAGES.filter((page) => !visited.has(page))
}

/**
 * Opens each page in the language, waits until it has settled (the language's direction, its
 * heading, no request in flight) and hands it to `check`, which returns what is wrong there.
 */
export async function problemsOnEach(
  page: Page,
  paths: string[],
  language: Language,
  check: (where: string) => Promise<string[]>,
): Promise<string[]> {
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
    problems.push(...(await check(`${path} (${language})`)))
  }
  return problems
}
