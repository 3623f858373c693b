import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { text, type Language } from './i18n'
import { demoAdminCode } from './staff'

/**
 * A pay-later booking of the demo driver, made through the API as the checkout page makes it: a
 * car of the given supplier, for two days of its own next February (tests running side by side
 * never want the same car at the same time), from Athens - City Centre and back there or to the
 * place named `dropoff`. Returns the booking's id.
 */
export async function bookAsDemoDriver(request: APIRequestContext, supplier = 'Aegean Wheels', dropoffName?: string): Promise<string> {
  const { xsrf } = await apiAs(request, DEMO.driver)
  const places = await (await request.get('/api/locations?size=50')).json()
  const placeId = (name: string) => places.items.find((p: { name: string }) => p.name === name)._id as string
  const pickup = placeId('Athens - City Centre')
  const dropoff: Record<string, string> = dropoffName ? { dropoff: placeId(dropoffName) } : {}
  const year = new Date().getFullYear() + 1
  for (let attempt = 0; attempt < 10; attempt++) {
    const start = 1 + Math.floor(Math.random() * 25)
    const pad = (n: number) => String(n).padStart(2, '0')
    const from = `${year}-02-${pad(start)}T09:00:00+02:00`
    const to = `${year}-02-${pad(start + 2)}T09:00:00+02:00`
    const query = new URLSearchParams({ pickup, ...dropoff, from, to })
    for (let page = 1; page <= 10; page++) {
      const found = await (await request.get(`/api/cars/search?${query.toString()}&page=${page}`)).json()
      const car = (found.items as { _id: string; supplier: { fullName: string } }[]).find((c) => c.supplier.fullName === supplier)
      if (!car) continue
      const booked = await request.post('/api/checkout', {
        headers: { 'x-xsrf-token': xsrf, 'idempotency-key': `e2e-${crypto.randomUUID()}` },
        data: {
          car: car._id,
          pickup,
          ...dropoff,
          from,
          to,
          driver: { fullName: 'Maria Papadopoulou', email: 'driver@wheelbase.example', phone: '+30 690 000 0001', birthDate: '1990-04-12' },
          payment: { method: 'later' },
        },
      })
      if (booked.status() === 200) return (await booked.json()).bookingId as string
      // Taken meanwhile by a test running beside this one: try other days. Anything else is a fault to show.
      if (booked.status() !== 409 || (await booked.json()).error?.code !== 'car_unavailable')
        throw new Error(`the checkout refused the booking: ${booked.status()} ${await booked.text()}`)
      break
    }
  }
  throw new Error(`no car of ${supplier} to book`)
}

export const DEMO = {
  driver: 'driver@wheelbase.example',
  admin: 'admin@wheelbase.example',
  supplier: 'hello@aegeanwheels.example',
}

/** Signs a demo account (or one with its own password) in through the page, in the given language. */
export async function signIn(page: Page, email: string, language: Language = 'en', password = 'Demo2026!'): Promise<void> {
  const a = (key: string) => text(language, 'account', key)
  const sec = (key: string) => text(language, 'security', key)
  await page.goto(`/${language}/sign-in`)
  await page.getByRole('textbox', { name: a('fields.email'), exact: true }).fill(email)
  await page.getByRole('textbox', { name: a('fields.password'), exact: true }).fill(password)
  await page.getByRole('button', { name: a('signIn.submit') }).click()
  // The demo admin confirms with its authenticator app's code (record 0138).
  if (email === DEMO.admin) {
    await page.getByRole('textbox', { name: sec('secondStep.codeLabel') }).fill(await demoAdminCode())
    await page.getByRole('button', { name: sec('secondStep.confirm') }).click()
  }
  // Home, at the address in that language (record 0146).
  await expect(page).toHaveURL(new RegExp(`/${language}$`))
}

/**
 * Signs out through the header's menu, and waits for the signed-out header. A press before the app
 * has started does nothing, so the menu is pressed until it says it is open, and never again: on a
 * busy machine the phone's drawer (its own chunk) may take more than a second to show, and a second
 * press would close it.
 */
export async function signOut(page: Page, language: Language = 'en'): Promise<void> {
  const c = (key: string) => text(language, 'common', key)
  const button = page.getByRole('button', { name: c('menu.signOut'), exact: true })
  const menu = page.getByRole('button', { name: c('menu.open') })
  await expect(async () => {
    if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click()
    await expect(button).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
  await button.click()
  await expectSignedOut(page, language)
}

/** The header offers "Sign in" again: the page shows a signed-out visitor. */
export async function expectSignedOut(page: Page, language: Language = 'en'): Promise<void> {
  await expect(
    page
      .getByRole('banner')
      .getByRole('link', { name: text(language, 'common', 'menu.signIn') })
      .first(),
  ).toBeVisible()
}

/** A signed-in API caller for a demo account: its requests carry the anti-forgery header. */
export async function apiAs(request: APIRequestContext, email: string) {
  // A context already signed in must echo its anti-forgery token to sign in again.
  const token = async () => (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? ''
  const res = await request.post('/api/sign-in/frontend', {
    headers: { 'x-xsrf-token': await token() },
    data: { email, password: 'Demo2026!', stayConnected: false },
  })
  expect(res.status()).toBe(200)
  if (email === DEMO.admin) {
    const second = await request.post('/api/sign-in/second-step', { data: { method: 'totp', code: await demoAdminCode() } })
    expect(second.status()).toBe(200)
  }
  const xsrf = await token()
  return { xsrf, post: (url: string, data: object) => request.post(url, { headers: { 'x-xsrf-token': xsrf }, data }) }
}

/** Moves one end of the rental by `delta` days in its calendar; false (nothing changed) when that leaves the month. */
export async function moveDay(page: Page, form: Locator, legend: string, delta: number): Promise<boolean> {
  await form.getByRole('group', { name: legend }).getByRole('button', { name: /:/ }).click()
  const calendar = page.getByRole('dialog', { name: legend })
  const selected = Number(await calendar.locator('[role=gridcell][aria-selected=true]').textContent())
  if (selected + delta > 28 || selected + delta < 1) {
    await page.keyboard.press('Escape')
    return false
  }
  // The month shown only: the next month's first days (greyed out) carry the same numbers.
  await calendar
    .locator('[role=gridcell]:not([aria-disabled=true])')
    .filter({ hasText: new RegExp(`^${selected + delta}$`) })
    .first()
    .click()
  await expect(calendar).toBeHidden()
  return true
}

/** A wall-clock time at Corfu or Athens (Europe/Athens) with that day's offset: `athens('2027-06-12T10:00')`. */
export function athens(wall: string): string {
  const offset = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Athens', timeZoneName: 'longOffset' })
    .formatToParts(new Date(`${wall}:00Z`))
    .find((part) => part.type === 'timeZoneName')
    ?.value.replace('GMT', '')
  return `${wall}:00${offset || '+00:00'}`
}

/** The demo places' ids by their English names. */
export async function placeIds(request: APIRequestContext): Promise<Record<string, string>> {
  const places = (await (await request.get('/api/locations?size=50')).json()).items as { _id: string; name: string }[]
  return Object.fromEntries(places.map((p) => [p.name, p._id]))
}

/** Whether a driver's search finds the car for that place and period (every page of the answer). */
export async function searchFindsCar(
  request: APIRequestContext,
  where: { pickup: string; from: string; to: string },
  carId: string,
): Promise<boolean> {
  const query = new URLSearchParams(where)
  for (let page = 1; page <= 30; page++) {
    const found = await (await request.get(`/api/cars/search?${query.toString()}&page=${page}`)).json()
    if ((found.items as { _id: string }[]).some((item) => item._id === carId)) return true
    if (!found.items.length) return false
  }
  return false
}
