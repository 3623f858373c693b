import type { APIRequestContext } from '@playwright/test'
import sharp from 'sharp'
import { expect, test } from '../fixtures'
import { apiAs, DEMO, signIn } from '../booking'
import { text } from '../i18n'

const c = (key: string) => text('en', 'console', key)
const PLACES = ['Corfu Airport', 'Port of Patras'] as const

/** A wall-clock time at Corfu (Europe/Athens) with that day's offset. */
function athens(wall: string): string {
  const offset = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Athens', timeZoneName: 'longOffset' })
    .formatToParts(new Date(`${wall}:00Z`))
    .find((part) => part.type === 'timeZoneName')
    ?.value.replace('GMT', '')
  return `${wall}:00${offset || '+00:00'}`
}

async function placeIds(request: APIRequestContext): Promise<Record<string, string>> {
  const places = (await (await request.get('/api/locations?size=50')).json()).items as { _id: string; name: string }[]
  return Object.fromEntries(places.map((p) => [p.name, p._id]))
}

/** Whether a driver's search at a place finds the car (every page of the answer). */
async function searchFinds(request: APIRequestContext, pickup: string, carId: string): Promise<boolean> {
  const year = new Date().getFullYear() + 1
  const query = new URLSearchParams({ pickup, from: `${year}-05-04T10:00:00+03:00`, to: `${year}-05-07T10:00:00+03:00` })
  for (let page = 1; page <= 30; page++) {
    const found = await (await request.get(`/api/cars/search?${query.toString()}&page=${page}`)).json()
    if ((found.items as { _id: string }[]).some((item) => item._id === carId)) return true
    if (!found.items.length) return false
  }
  return false
}

test('a supplier adds a car with a picture and two places; drivers find it at both; unavailable, it leaves search and its booking stays in the calendar', async ({
  page,
  request,
  checkA11y,
}, testInfo) => {
  const name = `Roadster ${testInfo.project.name} ${Date.now().toString(36)}`
  const ids = await placeIds(request)
  await signIn(page, DEMO.supplier)
  await page.goto('/console')
  await page.getByRole('link', { name: c('fleet.add') }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(c('car.newTitle'))

  // Sent empty: the spec's messages, and nothing is added.
  await page.getByRole('button', { name: c('car.create') }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Please fill in the fields: ' })).toBeVisible()
  await expect(page.getByText('Please add an image.')).toBeVisible()
  await expect(page.getByText('Please fill in the field: Type')).toBeVisible()
  await checkA11y()

  const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#1d6fa5' } })
    .png()
    .toBuffer()
  await page.locator('input[type=file]').setInputFiles({ name: 'roadster.png', mimeType: 'image/png', buffer: png })
  await expect(page.getByRole('img', { name: c('image.current') })).toBeVisible()
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
  await page.getByRole('textbox', { name: /Price per day/ }).fill('47.50')
  await page.getByRole('textbox', { name: /Deposit/ }).fill('300')
  await page.getByRole('combobox', { name: /^Type/ }).selectOption('hybrid')
  await page.getByRole('radio', { name: 'Limited', exact: true }).check()
  await page.getByRole('textbox', { name: c('car.kmPerDay') }).fill('250')
  await page.getByRole('combobox', { name: /^Full insurance/ }).selectOption('priced')
  await page.getByRole('textbox', { name: /^Full insurance/ }).fill('12')
  await page.getByRole('combobox', { name: /^Cancellation/ }).selectOption('included')
  for (const place of PLACES) await page.getByRole('checkbox', { name: place }).check()
  await page.getByRole('button', { name: c('car.create') }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(c('car.editTitle'))
  const carId = new URL(page.url()).pathname.split('/').pop() ?? ''
  await checkA11y()

  for (const place of PLACES) await expect.poll(() => searchFinds(request, ids[place] ?? '', carId)).toBe(true)

  // A driver books it for days 10 to 12 of next month, at Corfu.
  const now = new Date()
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1))
  const month = `${next.getUTCFullYear()}-${String(next.getUTCMonth() + 1).padStart(2, '0')}`
  const driver = await apiAs(request, DEMO.driver)
  const booked = await request.post('/api/checkout', {
    headers: { 'x-xsrf-token': driver.xsrf, 'idempotency-key': `e2e-${crypto.randomUUID()}` },
    data: {
      car: carId,
      pickup: ids[PLACES[0]],
      from: athens(`${month}-10T10:00`),
      to: athens(`${month}-12T10:00`),
      driver: { fullName: 'Maria Papadopoulou', email: DEMO.driver, phone: '+30 690 000 0001', birthDate: '1990-04-12' },
      payment: { method: 'later' },
    },
  })
  expect(booked.status()).toBe(200)
  const bookingId = (await booked.json()).bookingId as string

  // Unavailable: it leaves search, and its booked days stay in the calendar.
  await page.getByRole('checkbox', { name: c('car.availableHint') }).uncheck()
  await page.getByRole('button', { name: c('car.save') }).click()
  await expect(page.getByText(c('calendar.unavailable'))).toBeVisible()
  for (const place of PLACES) await expect.poll(() => searchFinds(request, ids[place] ?? '', carId)).toBe(false)
  const calendar = page.getByRole('application', { name: c('calendar.title') })
  await calendar.getByRole('button', { name: c('calendar.next') }).click()
  const grid = calendar.getByRole('grid')
  await expect(grid.locator('[data-status="pending"]')).toHaveCount(3)
  // The keyboard: focus the 10th, then move to the 11th with the arrow and choose it.
  await grid
    .getByRole('button', { name: /\b10\b/ })
    .first()
    .focus()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('link', { name: `WB-${bookingId.replace(/-/g, '').slice(0, 8).toUpperCase()}` })).toBeVisible()
  await checkA11y()
})
