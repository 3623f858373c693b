import type { APIRequestContext } from '@playwright/test'
import { expect, test } from '../fixtures'
import { DEMO, signIn } from '../booking'
import { text } from '../i18n'

const c = (key: string) => text('en', 'console', key)

/** A car of the demo supplier at Athens - City Centre for a week in its next March, as the search shows it (or not). */
async function searchAthens(request: APIRequestContext) {
  const places = await (await request.get('/api/locations?size=50')).json()
  const pickup = places.items.find((p: { name: string }) => p.name === 'Athens - City Centre')._id as string
  const year = new Date().getFullYear() + 1
  const query = new URLSearchParams({ pickup, from: `${year}-03-02T10:00:00+02:00`, to: `${year}-03-05T10:00:00+02:00` })
  const items: { _id: string; name: string; supplier: { fullName: string } }[] = []
  for (let page = 1; page <= 20; page++) {
    const found = await (await request.get(`/api/cars/search?${query.toString()}&page=${page}`)).json()
    items.push(...found.items)
    if (!found.items.length || items.length >= found.total) break
  }
  return items
}

test('a supplier takes a car off search from the console, and puts it back', async ({ page, request, checkA11y }) => {
  const car = (await searchAthens(request)).find((item) => item.supplier.fullName === 'Aegean Wheels')
  if (!car) throw new Error('no car of Aegean Wheels at Athens - City Centre')
  await signIn(page, DEMO.supplier)
  await page.goto(`/console?q=${encodeURIComponent(car.name)}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(c('title'))
  const row = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: car.name, exact: true }) })
    .first()
  const available = row.getByRole('switch')
  await expect(available).toBeChecked()
  await checkA11y()

  await available.uncheck()
  await expect(page.getByText(c('fleet.nowUnavailable').replace('{{car}}', car.name)).first()).toBeVisible()
  await expect.poll(async () => (await searchAthens(request)).some((item) => item._id === car._id)).toBe(false)
  await page.getByRole('combobox', { name: c('fleet.availability') }).selectOption('no')
  await expect(page).toHaveURL(/available=no/)
  await expect(row.getByRole('switch')).not.toBeChecked()

  // Offered again, the car leaves this "unavailable" list as soon as the fleet reloads: click (not check(), which
  // would look for the switch again after the click) and read the toast.
  await row.getByRole('switch').click()
  await expect(page.getByText(c('fleet.nowAvailable').replace('{{car}}', car.name)).first()).toBeVisible()
  await expect(row).toBeHidden()
  await expect.poll(async () => (await searchAthens(request)).some((item) => item._id === car._id)).toBe(true)

  // Deleting asks first (kept here: other tests book this supplier's cars).
  await page.getByRole('combobox', { name: c('fleet.availability') }).selectOption('all')
  await row.getByRole('button', { name: `${c('fleet.delete')}: ${car.name}` }).click()
  const dialog = page.getByRole('dialog', { name: c('fleet.deleteTitle').replace('{{car}}', car.name) })
  await expect(dialog).toBeVisible()
  await checkA11y()
  await dialog.getByRole('button', { name: c('fleet.keep') }).click()
  await expect(dialog).toBeHidden()
})

test('a driver is told the console is for suppliers and admins', async ({ page }) => {
  await signIn(page, DEMO.driver)
  await page.goto('/console')
  await expect(page.getByRole('alert')).toHaveText(c('staffOnly'))
})
