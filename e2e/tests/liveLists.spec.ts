import { expect, test } from '../fixtures'
import { apiAs, DEMO } from '../booking'
import { text } from '../i18n'

const common = (key: string) => text('en', 'common', key)
const c = (key: string) => text('en', 'console', key)
const s = (key: string) => text('en', 'search', key)

/**
 * One data hook per call (issue 29): a change makes stale every answer that reads what it changed,
 * wherever it is cached. An admin renames a location in the console; the public list, the search
 * form's suggestions and the console's own list all show the new name, in the same visit, with no
 * reload (their answers were cached for five minutes under keys of their own before).
 */
test('a location renamed in the console shows its new name in every list at once, without a reload @desktop', async ({ page }) => {
  const tag = `L${Date.now().toString(36).slice(-6)}`
  const before = `Harbour ${tag}`
  const after = `Lighthouse ${tag}`
  const admin = await apiAs(page.request, DEMO.admin) // the page's own context: the page is signed in too
  const names = { en: before, fr: before, el: before, he: before, zh: before }
  const created = await admin.post('/api/console/locations', { kind: 'port', names, latitude: 37.94, longitude: 23.64, timeZone: 'Europe/Athens' })
  expect(created.status()).toBe(200)

  await page.goto('/locations')
  // Set once: a reload would start a new document without it.
  await page.evaluate(() => Object.assign(window, { sameVisit: true }))
  const header = page.getByRole('navigation', { name: 'Main navigation' })
  await expect(page.getByText(before, { exact: true })).toBeVisible()

  // The search form's suggestions and the console's list, each cached now.
  await header.getByRole('link', { name: common('menu.home') }).click()
  const box = page.getByRole('combobox', { name: s('form.pickupLocation') })
  await box.fill(tag)
  await expect(page.getByRole('option', { name: before })).toBeVisible()
  await box.press('Escape')
  await page.getByRole('button', { name: common('menu.open') }).click()
  await page.getByRole('link', { name: common('menu.console') }).click()
  await page
    .getByRole('navigation', { name: c('nav.label') })
    .getByRole('link', { name: c('nav.locations') })
    .click()
  await page.getByRole('searchbox', { name: c('locations.search') }).fill(tag)
  await page.getByRole('searchbox', { name: c('locations.search') }).press('Enter')
  await page.getByRole('link', { name: before }).click()

  const english = page.getByRole('textbox', { name: c('locations.fields.name').replace('{{language}}', 'English') })
  await english.fill(after)
  await page.getByRole('button', { name: c('locations.save') }).click()
  await expect(page.getByText(c('locations.saved').replace('{{name}}', after))).toBeVisible()

  await page.getByRole('link', { name: c('locations.back') }).click()
  await page.getByRole('searchbox', { name: c('locations.search') }).fill(tag)
  await page.getByRole('searchbox', { name: c('locations.search') }).press('Enter')
  await expect(page.getByRole('link', { name: after })).toBeVisible()
  await expect(page.getByRole('link', { name: before })).toHaveCount(0)

  await header.getByRole('link', { name: common('menu.locations') }).click()
  await expect(page.getByText(after, { exact: true })).toBeVisible()
  await expect(page.getByText(before, { exact: true })).toHaveCount(0)

  await header.getByRole('link', { name: common('menu.home') }).click()
  await page.getByRole('combobox', { name: s('form.pickupLocation') }).fill(tag)
  await expect(page.getByRole('option', { name: after })).toBeVisible()
  await expect(page.getByRole('option', { name: before })).toHaveCount(0)

  expect(await page.evaluate(() => (window as unknown as { sameVisit?: boolean }).sameVisit)).toBe(true)
})
