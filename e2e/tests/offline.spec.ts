import { expect, test } from '../fixtures'
import { text } from '../i18n'
import { apiAs, bookAsDemoDriver, DEMO, signIn, signOut } from '../booking'

const b = (key: string) => text('en', 'bookings', key)

// The service worker runs here only: the other specs block it, so that what they route and count is the page's own.
test.use({ serviceWorkers: 'allow' })

/** Record 0147: the app opens offline; a driver's upcoming booking and its voucher stay readable once viewed, until sign-out. */
test('an upcoming booking and its voucher stay readable offline once viewed, and nothing of them after sign-out', async ({
  page,
  context,
  request,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const id = await bookAsDemoDriver(request)
  // The supplier approves it: a reserved booking has its voucher.
  const staff = await playwright.request.newContext({ baseURL })
  expect((await (await apiAs(staff, DEMO.supplier)).post('/api/bookings/status', { ids: [id], status: 'reserved' })).status()).toBe(200)
  await staff.dispose()

  await signIn(page, DEMO.driver)
  // The worker is in control once the page is interactive and the browser idle.
  await expect.poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active)), { timeout: 15_000 }).toBe(true)
  await page.goto(`/en/booking?b=${id}`)
  const voucher = page.getByRole('link', { name: b('voucher.download') })
  const href = (await voucher.getAttribute('href')) ?? ''
  expect(href).toContain(`/api/bookings/${id}/voucher`)
  // Viewed: the voucher fetched by the page, as the link does.
  expect(await page.evaluate(async (url) => (await fetch(url)).headers.get('content-type'), href)).toContain('application/pdf')

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText(reference(id))).toBeVisible()
  await expect(page.getByRole('link', { name: b('voucher.download') })).toBeVisible()
  const offlinePdf = await page.evaluate(async (url) => {
    const response = await fetch(url)
    const bytes = new Uint8Array(await response.arrayBuffer())
    return { status: response.status, type: response.headers.get('content-type'), magic: String.fromCharCode(...bytes.slice(0, 5)) }
  }, href)
  expect(offlinePdf).toEqual({ status: 200, type: expect.stringContaining('application/pdf'), magic: '%PDF-' })

  // Signed out (online), then offline again: nothing of the booking is readable.
  await context.setOffline(false)
  await signOut(page)
  await context.setOffline(true)
  await page.goto(`/en/booking?b=${id}`).catch(() => undefined)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText(reference(id))).toHaveCount(0)
  expect(
    await page.evaluate(async () => (await caches.keys()).includes('wb-private') && (await (await caches.open('wb-private')).keys()).length),
  ).toBeFalsy()
  await context.setOffline(false)
})

/** A booking's reference as the app shows it (core bookingReference). */
const reference = (id: string) => `WB-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`

/** Record 0147: a new version waits for the visitor's reload, and never interrupts a checkout. */
test('a new version is announced, never during the checkout, and taken on reload', async ({ page }) => {
  await page.goto('/en/about')
  await expect.poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active)), { timeout: 15_000 }).toBe(true)
  const prompt = page.getByRole('status').filter({ hasText: text('en', 'common', 'update.available') })
  // In the checkout the prompt waits…
  await page.evaluate(() => window.history.pushState(null, '', '/en/checkout'))
  await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')))
  // The next build's worker (a new script for the same scope, as a deploy gives).
  await page.evaluate(async () => void (await navigator.serviceWorker.register('/sw.js?next-build', { scope: '/' })))
  await expect.poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(true)
  await expect(prompt).toHaveCount(0)
  // …and shows once the visitor has left it.
  await page.goBack()
  await expect(prompt).toBeVisible()
  // Reload: the new version controls the page that loads (the wait starts before the click, as the
  // reload can follow it at once).
  await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: text('en', 'common', 'update.reload') }).click()])
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '')).toContain('next-build')
})
