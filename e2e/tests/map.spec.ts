import type { Locator, Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { LANGUAGES, text, type Language } from '../i18n'
import { openPin } from '../map'

/** The map of a page once Leaflet has drawn its markers (it loads after the first interaction). */
async function loadedMap(page: Page, name: string): Promise<Locator> {
  const map = page.getByRole('region', { name })
  await map.scrollIntoViewIfNeeded()
  await page.mouse.move(5, 5)
  await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible()
  return map
}

for (const language of LANGUAGES) {
  test(`the maps have no overlapping targets and pass axe (${language})`, async ({ page, checkA11y }) => {
    await page.goto(`/?lang=${language}`)
    await loadedMap(page, text(language, 'home', 'map.title'))
    await checkA11y()
    await page.goto(`/locations?lang=${language}`)
    await loadedMap(page, text(language, 'places', 'locationsPage.map'))
    await checkA11y()
  })
}

test('a numbered marker stands for places too close to tell apart, and zooms in on them', async ({ page }) => {
  const en = (key: string) => text('en' as Language, 'search', key)
  await page.goto('/?lang=en')
  const map = await loadedMap(page, text('en', 'home', 'map.title'))
  // At the opening zoom the three Athens places share one marker that names them.
  const athens = map.getByRole('button', { name: /Athens - City Centre/ })
  await expect(athens).toHaveAccessibleName(/^\d places: .*Athens International Airport.*Zoom in/)
  const before = await athens.getAttribute('title')
  await athens.click()
  // Zoomed in, the places stand apart, or fewer share a marker (pressed in turn, from the keyboard); each ends a pin of its own.
  await expect(map.locator('.wb-cluster', { has: page.locator(`xpath=self::*[@title=${JSON.stringify(before)}]`) })).toHaveCount(0)
  await openPin(map, 'Athens - City Centre')
  await page.getByRole('button', { name: text('en', 'home', 'map.setPickup') }).click()
  await expect(page.getByRole('combobox', { name: en('form.pickupLocation') })).toHaveValue('Athens - City Centre')
})

test('from the keyboard, a numbered marker zooms in and hands the focus to its first place', async ({ page }) => {
  await page.goto('/?lang=en')
  const map = await loadedMap(page, text('en', 'home', 'map.title'))
  const athens = map.locator('.wb-cluster[title*="Athens - City Centre"]')
  await athens.focus()
  await page.keyboard.press('Enter')
  await expect(athens.or(map.locator('[title="Athens - City Centre"]'))).toHaveCount(1)
  const focused = page.locator('.leaflet-marker-icon:focus')
  await expect(focused).toHaveAttribute('title', /Athens/)
})
