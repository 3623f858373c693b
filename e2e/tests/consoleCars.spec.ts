import type { APIRequestContext, Page } from '@playwright/test'
import sharp from 'sharp'
import { expect, test } from '../fixtures'
import { apiAs, athens, DEMO, placeIds, searchFindsCar, signIn } from '../booking'
import { text } from '../i18n'

const c = (key: string) => text('en', 'console', key)
const PLACES = ['Corfu Airport', 'Port of Patras'] as const

/** Uploads a plain picture of that size and names the car, on the car form. */
async function nameAndPicture(page: Page, name: string, picture: { width: number; height: number; background: string }): Promise<void> {
  const png = await sharp({ create: { ...picture, channels: 3 } })
    .png()
    .toBuffer()
  await page.locator('input[type=file]').setInputFiles({ name: 'car.png', mimeType: 'image/png', buffer: png })
  await expect(page.getByRole('img', { name: c('image.current') })).toBeVisible()
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
}

/** Whether a driver's search at a place finds the car, for 4–7 May next year. */
function searchFinds(request: APIRequestContext, pickup: string, carId: string): Promise<boolean> {
  const year = new Date().getFullYear() + 1
  return searchFindsCar(request, { pickup, from: `${year}-05-04T10:00:00+03:00`, to: `${year}-05-07T10:00:00+03:00` }, carId)
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

  await nameAndPicture(page, name, { width: 1200, height: 800, background: '#1d6fa5' })
  await page.getByRole('textbox', { name: /^Price per day \(/ }).fill('47.50')
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

test('a supplier prices a car by season with a discount; the driver’s breakdown shows each rate’s days and the same total', async ({
  page,
  checkA11y,
}, testInfo) => {
  const name = `Seasonal ${testInfo.project.name} ${Date.now().toString(36)}`
  const year = new Date().getFullYear() + 1
  await signIn(page, DEMO.supplier)
  await page.goto('/console/cars/new')
  await nameAndPicture(page, name, { width: 600, height: 400, background: '#a5561d' })
  await page.getByRole('textbox', { name: /^Price per day \(/ }).fill('40')
  await page.getByRole('textbox', { name: /^Discounted price per day/ }).fill('36')
  await page.getByRole('combobox', { name: /^Type/ }).selectOption('gasoline')
  await page.getByRole('checkbox', { name: PLACES[0] }).check()

  // Two seasons that share a day: refused on the later one, with the message beside it.
  const add = page.getByRole('button', { name: c('car.addSeason') })
  await add.click()
  await expect(page.getByLabel('Season 1: first day')).toBeFocused()
  await page.getByLabel('Season 1: first day').fill(`${year}-10-12`)
  await page.getByLabel('Season 1: last day').fill(`${year}-10-31`)
  await page.getByLabel(/^Season 1: price per day/).fill('90')
  await add.click()
  await page.getByLabel('Season 2: first day').fill(`${year}-10-31`)
  await page.getByLabel('Season 2: last day').fill(`${year}-11-05`)
  await page.getByLabel(/^Season 2: price per day/).fill('70')
  await page.getByRole('button', { name: c('car.create') }).click()
  await expect(page.getByText(text('en', 'messages', 'validation.seasonsOverlap'))).toBeVisible()
  await checkA11y()
  // Removing a season leaves the focus on "Add a season", not on the page.
  await page.getByRole('button', { name: 'Remove season 2' }).click()
  await expect(add).toBeFocused()
  await page.getByRole('button', { name: c('car.create') }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(c('car.editTitle'))
  const carId = new URL(page.url()).pathname.split('/').pop() ?? ''

  // Five days from 10 October: two at the discounted price, three in the season.
  const query = new URLSearchParams({ pickup: '', from: `${year}-10-10T10:00:00+03:00`, to: `${year}-10-15T10:00:00+03:00` })
  const places = await (await page.request.get('/api/locations?size=50')).json()
  query.set('pickup', places.items.find((p: { name: string }) => p.name === PLACES[0])._id)
  await page.goto(`/checkout?car=${carId}&${query.toString()}`)
  const breakdown = page.getByRole('region', { name: text('en', 'checkout', 'price.title') })
  await expect(breakdown.getByText(text('en', 'checkout', 'price.rates.discounted'))).toBeVisible()
  await expect(breakdown.getByText(text('en', 'checkout', 'price.rates.season'))).toBeVisible()
  await expect(breakdown).toContainText('342 €')
  await checkA11y()
})
