import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { openPin } from '../map'
import { text, type Language } from '../i18n'

const s = (key: string, language: Language = 'en') => text(language, 'search', key)
/** A translated text with {{placeholders}} as a pattern (numbers and prices vary). */
const pattern = (template: string) =>
  new RegExp(
    template
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace(/\{\{count\}\}/g, '\\d+')
      .replace(/\{\{\w+\}\}/g, '.+'),
  )

async function chooseLocation(page: Page, label: string, typed: string, option: string | RegExp) {
  const box = page.getByRole('combobox', { name: label })
  await box.fill(typed)
  await page.getByRole('option', { name: option }).click()
  await expect(box).toHaveValue(option)
}

/** The filters: the side panel on a desktop, a drawer opened from "Filters" on a phone. */
async function filters(page: Page) {
  const open = page.getByRole('button', { name: new RegExp(`^${s('filters.open')}`) })
  if (await open.isVisible()) {
    await open.click()
    return page.getByRole('dialog', { name: s('filters.title') })
  }
  return page.getByRole('complementary', { name: s('filters.title') })
}

async function closeFilters(page: Page) {
  const drawer = page.getByRole('dialog', { name: s('filters.title') })
  if (await drawer.isVisible()) {
    await drawer.getByRole('button', { name: s('filters.close') }).click()
    await expect(drawer).toBeHidden()
  }
}

/** The pick-up place the results are for: in the form on a desktop, in the one-line summary on a phone. */
async function expectPickup(page: Page, name: string) {
  await expect(page.locator('#results-heading')).toBeVisible() // the results page has rendered
  const change = page.getByRole('button', { name: s('form.change') })
  if (await change.isVisible()) await expect(page.getByRole('main').getByText(name, { exact: true })).toBeVisible()
  else await expect(page.getByRole('combobox', { name: s('form.pickupLocation') })).toHaveValue(name)
}

const totalOf = async (page: Page) => Number((await page.locator('#results-heading').textContent())?.match(/\d+/)?.[0])

test.describe('car search', () => {
  test('from the home page: results, filters, the second page, a reload and Book', async ({ page, checkA11y }) => {
    await page.goto('/?lang=en')
    await chooseLocation(page, s('form.pickupLocation'), 'athens city', 'Athens - City Centre')
    await checkA11y()
    await page.getByRole('button', { name: s('form.search'), exact: true }).click()
    await expect(page).toHaveURL(/\/search\?pickup=[0-9a-f-]+&from=.+&to=.+/)

    const cards = page.getByRole('article')
    await expect(page.locator('#results-heading')).toHaveText(pattern(s('results.count_other')))
    const total = await totalOf(page)
    expect(total).toBeGreaterThan(15)
    await expect(cards).toHaveCount(15)
    const first = cards.first()
    await expect(first).toContainText(s('card.pricePerDay'))
    await expect(first).toContainText(/Total for 3 days: \d{1,3}(,\d{3})*(\.\d\d)? €/)
    await expect(first).toContainText(/Mileage: (Unlimited|\d+ km\/day)/)
    await expect(first).toContainText(/Deposit: [\d,.]+ €/)
    await expect(first).toContainText(/(Return same fuel|Full tank included)/)
    await expect(first.getByRole('link', { name: /^Book / })).toBeVisible()
    // The first picture is fetched at once and first; the rest when scrolled near.
    const picture = (card: typeof first) => card.locator('img[src*="/cars/"]')
    await expect(picture(first)).toHaveAttribute('fetchpriority', 'high')
    await expect(picture(first)).toHaveAttribute('loading', 'eager')
    await expect(picture(cards.nth(1))).toHaveAttribute('loading', 'lazy')
    await checkA11y()

    // Keyboard users skip the form and the filters: the skip link is the page's first stop.
    await page.locator('#main').focus()
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: s('results.skipTo') })
    await expect(skip).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.locator('#results')).toBeFocused()

    // Scrolling to the end loads the next 15.
    await cards.last().scrollIntoViewIfNeeded()
    await expect(cards).toHaveCount(Math.min(30, total))

    // A filter changes the URL and the list without reloading the page.
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true))
    const panel = await filters(page)
    await panel.getByRole('checkbox', { name: s('gearbox.automatic') }).check()
    await panel.getByRole('checkbox', { name: s('filters.aircon') }).check()
    await closeFilters(page)
    await expect(page).toHaveURL(/aircon=1&gearbox=automatic/)
    await expect.poll(() => totalOf(page)).toBeLessThan(total)
    const filtered = await totalOf(page)
    // Still scrolled to the end, the list may go straight on to the filtered second page.
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(Math.min(15, filtered))
    for (const card of await cards.all()) await expect(card).toContainText(s('gearbox.automatic'))
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true)

    // A reload (or a shared link) shows the same cars.
    const names = await page.getByRole('article').locator('h3').allTextContents()
    await page.reload()
    await expect(page.locator('#results-heading')).toHaveText(pattern(s('results.count_other')))
    await expect(cards.locator('h3')).toHaveText(names.slice(0, 15))
    await expectPickup(page, 'Athens - City Centre')

    // Book leads to the checkout with the car and the same where and when.
    const search = new URL(page.url()).searchParams
    await cards
      .first()
      .getByRole('link', { name: /^Book / })
      .click()
    await expect(page).toHaveURL(/\/checkout\?car=[0-9a-f-]+/)
    const checkout = new URL(page.url()).searchParams
    for (const key of ['pickup', 'from', 'to']) expect(checkout.get(key)).toBe(search.get(key))

    // Back on the home page, the form starts from this search.
    await page.goto('/')
    await expect(page.getByRole('combobox', { name: s('form.pickupLocation') })).toHaveValue('Athens - City Centre')
  })

  test('in Hebrew, right to left', async ({ page, checkA11y }) => {
    await page.goto('/?lang=he')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    const box = page.getByRole('combobox', { name: s('form.pickupLocation', 'he') })
    await box.fill('אתונה')
    const option = page
      .getByRole('listbox', { name: s('form.pickupLocation', 'he') })
      .getByRole('option')
      .first()
    const name = (await option.textContent()) ?? ''
    await option.click()
    await expect(box).toHaveValue(name)
    await page.getByRole('button', { name: s('form.search', 'he'), exact: true }).click()
    await expect(page.locator('#results-heading')).toHaveText(pattern(s('results.count_other', 'he')))
    await expect(page.getByRole('article').first()).toContainText(s('card.pricePerDay', 'he'))
    await expect(page.getByRole('article').first()).toContainText(/\d+(\.\d\d)? €/)
    // A card names its included options in one line (this one has some); every option and its price come on demand.
    const included = s('card.includedList', 'he').replace('{{list}}', '').trim()
    const card = page.getByRole('article').filter({ hasText: included }).first()
    await expect(card).toContainText(included)
    await expect(card.getByRole('listitem')).toHaveCount(await card.locator('ul').first().getByRole('listitem').count()) // the specs only
    const more = card.getByRole('button', { name: s('card.showOptions', 'he') })
    await expect(more).toHaveAttribute('aria-expanded', 'false')
    await more.click()
    const less = card.getByRole('button', { name: s('card.hideOptions', 'he') })
    await expect(less).toHaveAttribute('aria-expanded', 'true')
    const options = page.locator(`#${await less.getAttribute('aria-controls')}`).getByRole('listitem')
    await expect(options).toHaveCount(6)
    await expect(options.first()).toContainText(s('extras.cancellation', 'he'))
    // Checked from the top: scrolled to the card, the sticky header lies over the sort box, which
    // axe's target-size rule reads as two controls on top of each other.
    await page.evaluate(() => window.scrollTo(0, 0))
    await checkA11y()
    await less.click()
    await expect(options).toHaveCount(0)
  })

  test('sets the pick-up and the drop-off location from the map', async ({ page, checkA11y }) => {
    await page.goto('/?lang=en')
    const map = page.getByRole('region', { name: text('en', 'home', 'map.title') })
    await map.scrollIntoViewIfNeeded()
    await openPin(map, 'Heraklion Airport (Crete)')
    await page.getByRole('button', { name: text('en', 'home', 'map.setPickup') }).click()
    await expect(page.getByRole('combobox', { name: s('form.pickupLocation') })).toHaveValue('Heraklion Airport (Crete)')
    // The page glides back to the form; let it stop before going back to the map.
    await page.waitForFunction(
      () =>
        new Promise((resolve) => {
          const y = window.scrollY
          setTimeout(() => resolve(window.scrollY === y), 200)
        }),
    )
    await map.scrollIntoViewIfNeeded()
    await openPin(map, 'Chania Airport (Crete)')
    await page.getByRole('button', { name: text('en', 'home', 'map.setDropoff') }).click()
    await expect(page.getByRole('combobox', { name: s('form.dropoffLocation') })).toHaveValue('Chania Airport (Crete)')
    await expect(page.getByRole('checkbox', { name: s('form.sameReturn') })).not.toBeChecked()
    await checkA11y()
    await page.getByRole('button', { name: s('form.search'), exact: true }).click()
    await expect(page).toHaveURL(/&dropoff=/)
    await expect(page.locator('#results-heading')).toHaveText(/\d+ cars? available/)
  })

  test('asks for the pick-up location and refuses a drop-off before the pick-up', async ({ page }) => {
    await page.goto('/?lang=en')
    await page.getByRole('button', { name: s('form.search'), exact: true }).click()
    await expect(page.getByText(text('en', 'messages', 'validation.fillField').replace('{{field}}', s('form.pickupLocation')))).toBeVisible()
    await expect(page).toHaveURL('/en')

    // A pick-up chosen after the drop-off carries the drop-off along (same length of rental).
    const pickupGroup = page.getByRole('group', { name: s('form.pickupDate') })
    const dropoffGroup = page.getByRole('group', { name: s('form.dropoffDate') })
    await pickupGroup.getByRole('button', { name: new RegExp(`^${s('form.date')}`) }).click()
    const calendar = page.getByRole('dialog', { name: s('form.pickupDate') })
    await calendar.getByRole('button', { name: text('en', 'common', 'calendar.nextMonth') }).click()
    await calendar.getByRole('gridcell').filter({ hasText: /^15$/ }).click()
    await expect(calendar).toBeHidden()
    await expect(pickupGroup.getByRole('button', { name: /\b15, \d{4}$/ })).toBeVisible()
    await expect(dropoffGroup.getByRole('button', { name: /\b18, \d{4}$/ })).toBeVisible()
  })

  test('shows the server’s message for criteria in the past, and sorts by price', async ({ page, request }) => {
    const { items } = (await (await request.get('/api/locations?q=athens city')).json()) as { items: { _id: string }[] }
    const pickup = items[0]?._id ?? ''
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString()
    await page.goto(`/search?pickup=${pickup}&from=${encodeURIComponent(day(-2))}&to=${encodeURIComponent(day(1))}`)
    await expect(page.getByRole('alert')).toHaveText(text('en', 'messages', 'search.pickupInPast'))
    await page.goto(`/search?pickup=${pickup}&from=${encodeURIComponent(day(5))}&to=${encodeURIComponent(day(7))}`)
    await page.getByRole('combobox', { name: s('sort.label') }).selectOption('price_desc')
    await expect(page).toHaveURL(/sort=price_desc/)
    // Each card's total for the period (its strong figure), as the order sorts by it.
    const prices = async () => (await page.getByRole('article').locator('strong').allTextContents()).map((p) => Number(p.replace(/[^\d.]/g, '')))
    // The previous list stays on screen while the new order loads; wait for the new one.
    const descending = (list: number[]) => list.every((price, i) => i === 0 || (list[i - 1] ?? 0) >= price)
    await expect.poll(async () => (await prices()).length === 15 && descending(await prices())).toBe(true)
    expect(await prices()).not.toEqual([...(await prices())].sort((a, b) => a - b))
  })

  test('on a phone: filters in a drawer, one car per row @phone', async ({ page, checkA11y }) => {
    await page.goto('/?lang=en')
    await chooseLocation(page, s('form.pickupLocation'), 'athens city', 'Athens - City Centre')
    await page.getByRole('button', { name: s('form.search'), exact: true }).click()
    const cards = page.getByRole('article')
    await expect(cards).toHaveCount(15)
    // The search shows as one line; "Change" opens the form.
    await page.getByRole('button', { name: s('form.change') }).click()
    await expect(page.getByRole('combobox', { name: s('form.pickupLocation') })).toHaveValue('Athens - City Centre')
    const viewport = page.viewportSize()?.width ?? 0
    const box = await cards.first().boundingBox()
    expect(box?.width).toBeGreaterThan(viewport - 48)
    const drawer = await filters(page)
    await expect(drawer).toBeVisible()
    await checkA11y()
    await drawer.getByRole('link', { name: s('filters.selectNone') }).click()
    await expect(page).toHaveURL(/suppliers=(&|$)/)
    await closeFilters(page)
    await expect(page.getByRole('heading', { name: s('results.emptyTitle') })).toBeVisible()
    await page.getByRole('link', { name: s('filters.reset') }).click()
    await expect(cards).toHaveCount(15)
  })

  test('the locations and suppliers pages', async ({ page, checkA11y }) => {
    await page.goto('/locations?lang=en')
    await expect(page.getByRole('heading', { level: 2, name: s('locationKinds.airport') })).toBeVisible()
    await expect(page.getByText('Heraklion Airport (Crete)')).toBeVisible()
    await checkA11y()
    await openPin(page.getByRole('region', { name: text('en', 'places', 'locationsPage.map') }), 'Chania Airport (Crete)')
    await page
      .locator('.leaflet-popup')
      .getByRole('button', { name: text('en', 'places', 'locationsPage.searchHere') })
      .click()
    await expectPickup(page, 'Chania Airport (Crete)')
    await page.goBack()
    await page.getByRole('link', { name: `${text('en', 'places', 'locationsPage.searchHere')}: Heraklion Airport (Crete)` }).click()
    await expect(page).toHaveURL(/\/search\?pickup=/)
    await expectPickup(page, 'Heraklion Airport (Crete)')
    await page.goto('/suppliers?lang=fr')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('fr', 'suppliers', 'suppliersPage.title'))
    await expect(page.getByRole('listitem').filter({ hasText: 'Aegean Wheels' })).toContainText(/\d+ voitures/)
    await checkA11y()
  })
})
