import type { Browser, Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { text } from '../i18n'

/**
 * The server's HTML is on screen a second or more before the app runs on a slow phone (and never
 * runs where its script fails to come). Every control of it either works without the app, or what
 * the visitor did with it is taken when the app starts. These tests hold the app's script back:
 * `none` never lets the page's entry script in; `held` lets it in when the test releases it.
 */
type TPreApp = { page: Page; release: () => void; started: () => Promise<void>; problems: string[]; close: () => Promise<void> }

async function beforeTheApp(browser: Browser, baseURL: string | undefined, script: 'none' | 'held'): Promise<TPreApp> {
  // A context of its own, as the test's project describes it (phone or desktop), whose page
  // loads are not made to wait for the app (the fixture's page waits until the app has started).
  const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor } = test.info().project.use
  const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch, userAgent, deviceScaleFactor })
  const page = await context.newPage()
  const problems: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error' && !/ERR_FAILED/.test(m.text())) problems.push(m.text())
    if (m.type() === 'warning' && /hydrat/i.test(m.text())) problems.push(m.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  let release = () => undefined as void
  const held = new Promise<void>((resolve) => (release = resolve))
  // The built index.html loads one entry (assets/index-*.js), which imports the app (assets/main-*.js).
  if (script === 'none') await page.route('**/assets/index-*.js', (route) => route.abort())
  else
    await page.route('**/assets/main-*.js', async (route) => {
      await held
      await route.continue()
    })
  return {
    page,
    release,
    started: () => page.waitForFunction(() => document.documentElement.dataset.ready === 'true').then(() => undefined),
    problems,
    close: () => context.close(),
  }
}

const appStarted = (page: Page) => page.evaluate(() => document.documentElement.dataset.ready === 'true')

/** A results link for Athens, three days of next March, and the API's answer for it. */
async function resultsPath(page: Page) {
  const places = (await (await page.request.get('/api/locations?size=50')).json()) as { items: { _id: string; name: string }[] }
  const athens = places.items.find((p) => p.name === 'Athens - City Centre') as { _id: string }
  const year = new Date().getFullYear() + 1
  const query = new URLSearchParams({ pickup: athens._id, from: `${year}-03-10T10:00:00+02:00`, to: `${year}-03-13T10:00:00+02:00` })
  return { path: `/search?${query.toString()}`, athens: athens._id, query }
}

/** The language picker a visitor reaches: the header's on a desktop, the footer's on a phone (the menu button leads there). */
async function languagePicker(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByRole('button', { name: text('en', 'common', 'menu.open') }).click()
  return page.getByRole('combobox', { name: text('en', 'common', 'language.label') }).locator('visible=true')
}

/** The currency picker a visitor reaches: the header's on a desktop, the footer's on a phone. */
async function currencyPicker(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByRole('button', { name: text('en', 'common', 'menu.open') }).click()
  return page.getByRole('combobox', { name: text('en', 'common', 'currency.label') }).locator('visible=true')
}

test.describe('before the app has started', () => {
  test('the language picker gives the page in the language chosen, with no script at all', async ({ browser, baseURL, isMobile }) => {
    const { page, problems, close } = await beforeTheApp(browser, baseURL, 'none')
    await page.goto('/about')
    const picker = await languagePicker(page, isMobile)
    await picker.selectOption('fr')
    await page.getByRole('button', { name: text('en', 'common', 'apply') }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('fr', 'info', 'about.title'))
    expect(new URL(page.url()).pathname).toBe('/fr/about')
    // The choice is kept (the language cookie): the next page is in French too.
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: text('fr', 'common', 'footer.suppliers') })
      .click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('fr', 'suppliers', 'suppliersPage.title'))
    // Home: its heading in French.
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('fr', 'home', 'title'))
    expect(await appStarted(page)).toBe(false)
    expect(problems).toEqual([])
    await close()
  })

  test('a language chosen while the app loads is applied when it starts: the page at its address in it', async ({ browser, baseURL, isMobile }) => {
    const { page, release, started, problems, close } = await beforeTheApp(browser, baseURL, 'held')
    await page.goto('/', { waitUntil: 'domcontentloaded' })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'home', 'title'))
    const picker = await languagePicker(page, isMobile)
    await picker.selectOption('fr')
    expect(await appStarted(page)).toBe(false)

    release()
    await started()
    // Record 0146: a language picked opens the page at its address in that language.
    // (On a phone the picker was the footer's, reached through the menu button's #site-menu, which stays.)
    await expect(page).toHaveURL(/\/fr(#site-menu)?$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('fr', 'home', 'title'))
    await expect(
      page
        .getByRole('combobox', { name: text('fr', 'common', 'language.label') })
        .locator('visible=true')
        .first(),
    ).toHaveValue('fr')
    expect(await page.evaluate(() => localStorage.getItem('wb-language'))).toBe('fr')
    expect(problems).toEqual([])
    await close()
  })

  test('the currency picker gives the results in the currency chosen, with no script at all, and the next page keeps it', async ({
    browser,
    baseURL,
    isMobile,
  }) => {
    const { page, problems, close } = await beforeTheApp(browser, baseURL, 'none')
    const { path } = await resultsPath(page)
    await page.goto(path)
    await expect(page.getByRole('article').first()).toContainText('€')
    const picker = await currencyPicker(page, isMobile)
    await picker.selectOption('GBP')
    // Only the changed picker's button shows: the one to press.
    await page.getByRole('button', { name: text('en', 'common', 'apply') }).click()
    await expect(page.getByText(text('en', 'search', 'results.estimate').replace('{{currency}}', 'GBP').replace('{{base}}', 'EUR'))).toBeVisible()
    await expect(page.getByRole('article').first()).toContainText('£')
    await expect(page.getByRole('article').first()).not.toContainText('€')
    // The choice is kept (its cookie): the same results asked again come in pounds.
    await page.goto(path)
    await expect(page.getByRole('article').first()).toContainText('£')
    expect(await appStarted(page)).toBe(false)
    expect(problems).toEqual([])
    await close()
  })

  test('a currency chosen while the app loads is applied when it starts, without a reload', async ({ browser, baseURL, isMobile }) => {
    const { page, release, started, problems, close } = await beforeTheApp(browser, baseURL, 'held')
    const { path } = await resultsPath(page)
    await page.goto(path, { waitUntil: 'domcontentloaded' })
    await expect(page.getByRole('article').first()).toContainText('€')
    const picker = await currencyPicker(page, isMobile)
    await picker.selectOption('USD')
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    expect(await appStarted(page)).toBe(false)

    release()
    await started()
    await expect(page.getByRole('article').first()).toContainText('$')
    await expect(page.getByRole('article').first()).not.toContainText('€')
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
    expect(await page.evaluate(() => document.cookie)).toContain('wb-currency=USD')
    expect(problems).toEqual([])
    await close()
  })

  test('the menu button leads to the footer, which lists the pages and the language', async ({ browser, baseURL, isMobile }) => {
    const { page, problems, close } = await beforeTheApp(browser, baseURL, 'none')
    await page.goto('/')
    await page.getByRole('button', { name: text('en', 'common', 'menu.open') }).click()
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('link', { name: text('en', 'common', 'footer.aboutUs') })).toBeInViewport()
    await expect(footer.getByRole('combobox', { name: text('en', 'common', 'language.label') })).toBeVisible({ visible: isMobile })
    await footer.getByRole('link', { name: text('en', 'common', 'footer.aboutUs') }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'info', 'about.title'))
    expect(problems).toEqual([])
    await close()
  })

  test('a search sent from the home page shows its results', async ({ browser, baseURL }) => {
    const { page, problems, close } = await beforeTheApp(browser, baseURL, 'none')
    await page.goto('/')
    await page.getByRole('combobox', { name: text('en', 'search', 'form.pickupLocation') }).fill('Athens - City Centre')
    const pickupTime = page.getByRole('group', { name: text('en', 'search', 'form.pickupDate') }).getByLabel(text('en', 'search', 'form.time'))
    await pickupTime.selectOption('14:30')
    await page.getByRole('button', { name: text('en', 'search', 'form.search'), exact: true }).click()
    await expect(page).toHaveURL(/\/search\?pickup=[0-9a-f-]{36}&from=/)
    const url = new URL(page.url())
    // The pick-up place's wall clock, with its offset (Athens: +02:00 or +03:00).
    expect(url.searchParams.get('from')).toMatch(/T14:30:00\+0[23]:00$/)
    await expect(page.getByRole('article').first()).toBeVisible()
    await expect(page.locator('#results-heading')).toHaveText(/\d+/)
    // A place nobody has: the search page, which asks again.
    await page.goto('/')
    await page.getByRole('combobox', { name: text('en', 'search', 'form.pickupLocation') }).fill('Atlantis')
    await page.getByRole('button', { name: text('en', 'search', 'form.search'), exact: true }).click()
    await expect(page).toHaveURL(/\/search$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'search', 'searchPage.title'))
    expect(problems).toEqual([])
    await close()
  })

  test('filters and sort work without the app', async ({ browser, baseURL, isMobile }) => {
    const { page, problems, close } = await beforeTheApp(browser, baseURL, 'none')
    const { path } = await resultsPath(page)
    await page.goto(path)
    const apply = page.getByRole('button', { name: text('en', 'common', 'apply') })
    // No button to send anything until something changes.
    await expect(apply).toHaveCount(0)
    // On a phone the filters are behind a button, which shows them in the page.
    if (isMobile) await page.getByRole('button', { name: new RegExp(`^${text('en', 'search', 'filters.open')}`) }).click()
    const filters = page.getByRole('complementary', { name: text('en', 'search', 'filters.title') })
    await filters.getByRole('checkbox', { name: text('en', 'search', 'filters.aircon') }).check()
    await filters.getByRole('radio', { name: /500/ }).check()
    await expect(apply).toHaveCount(1)
    await filters.getByRole('button', { name: text('en', 'common', 'apply') }).click()
    await expect(page).toHaveURL(/aircon=1/)
    expect(new URL(page.url()).searchParams.get('deposit')).toBe('500')
    if (isMobile) await page.getByRole('button', { name: new RegExp(`^${text('en', 'search', 'filters.open')}`) }).click()
    await expect(filters.getByRole('checkbox', { name: text('en', 'search', 'filters.aircon') })).toBeChecked()

    const sort = page.getByRole('combobox', { name: text('en', 'search', 'sort.label') })
    await sort.selectOption('price_desc')
    // The one form changed is the sort's: its button is the one shown.
    await apply.click()
    await expect(page).toHaveURL(/sort=price_desc/)
    // The filters stay with the new order.
    expect(new URL(page.url()).searchParams.get('aircon')).toBe('1')
    await expect(page.getByRole('combobox', { name: text('en', 'search', 'sort.label') })).toHaveValue('price_desc')

    // "Select none", "Select all" and "Reset filters" are links.
    if (isMobile) await page.getByRole('button', { name: new RegExp(`^${text('en', 'search', 'filters.open')}`) }).click()
    await filters.getByRole('link', { name: text('en', 'search', 'filters.selectNone') }).click()
    await expect(page.getByRole('heading', { name: text('en', 'search', 'results.emptyTitle') })).toBeVisible()
    await page.getByRole('link', { name: text('en', 'search', 'filters.reset') }).click()
    await expect(page).not.toHaveURL(/aircon|suppliers|deposit/)
    await expect(page.getByRole('article').first()).toBeVisible()

    // On a phone, "Change" shows the search form.
    if (isMobile) {
      await page.getByRole('button', { name: text('en', 'search', 'form.change') }).click()
      await expect(page.getByRole('combobox', { name: text('en', 'search', 'form.pickupLocation') })).toHaveValue('Athens - City Centre')
    }
    expect(problems).toEqual([])
    await close()
  })

  test('filters and sort changed while the app loads are applied when it starts', async ({ browser, baseURL, isMobile }) => {
    const { page, release, started, problems, close } = await beforeTheApp(browser, baseURL, 'held')
    const { path } = await resultsPath(page)
    await page.goto(path, { waitUntil: 'domcontentloaded' })
    if (isMobile) await page.getByRole('button', { name: new RegExp(`^${text('en', 'search', 'filters.open')}`) }).click()
    const filters = page.getByRole('complementary', { name: text('en', 'search', 'filters.title') })
    await filters.getByRole('checkbox', { name: text('en', 'search', 'filters.aircon') }).check()
    await filters.getByRole('checkbox', { name: text('en', 'search', 'gearbox.automatic') }).check()
    await page.getByRole('combobox', { name: text('en', 'search', 'sort.label') }).selectOption('price_desc')
    expect(await appStarted(page)).toBe(false)

    release()
    await started()
    await expect(page).toHaveURL(/aircon=1/)
    const query = new URL(page.url()).searchParams
    expect(query.get('gearbox')).toBe('automatic')
    expect(query.get('sort')).toBe('price_desc')
    await expect(filters.getByRole('checkbox', { name: text('en', 'search', 'filters.aircon') })).toBeChecked()
    expect(problems).toEqual([])
    await close()
  })

  test('"Search cars here" of the locations page is a link', async ({ browser, baseURL }) => {
    const { page, problems, close } = await beforeTheApp(browser, baseURL, 'none')
    await page.goto('/locations')
    await page.getByRole('link', { name: `${text('en', 'places', 'locationsPage.searchHere')}: Heraklion Airport (Crete)` }).click()
    await expect(page).toHaveURL(/\/search\?pickup=/)
    await expect(page.getByRole('article').first()).toBeVisible()
    expect(problems).toEqual([])
    await close()
  })

  test('the checkout keeps what the driver typed before the app started, and sends nothing before it', async ({ browser, baseURL }) => {
    const { page, release, started, problems, close } = await beforeTheApp(browser, baseURL, 'held')
    const { query } = await resultsPath(page)
    const cars = (await (await page.request.get(`/api/cars/search?${query.toString()}`)).json()) as { items: { _id: string }[] }
    const checkout = `/checkout?car=${cars.items[0]?._id}&${query.toString()}`
    await page.goto(checkout, { waitUntil: 'domcontentloaded' })
    const name = page.getByLabel(text('en', 'account', 'fields.fullName'), { exact: false }).first()
    await name.fill('Early Driver')
    const day = page.getByRole('group', { name: new RegExp(text('en', 'account', 'fields.birthDate')) }).getByLabel(text('en', 'account', 'date.day'))
    await day.fill('07')
    // "Book" before the app runs goes nowhere: above all, not into the address.
    const book = new RegExp(`^(${text('en', 'checkout', 'submit.later')}|${text('en', 'checkout', 'submit.online').replace('{{price}}', '.+')})$`)
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    await page.getByRole('button', { name: book }).click()
    expect(await appStarted(page)).toBe(false)

    release()
    await started()
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
    expect(page.url()).not.toContain('Early')
    // Typing elsewhere re-renders the form: what was typed before stays.
    await page
      .getByLabel(text('en', 'account', 'fields.phone'), { exact: false })
      .first()
      .fill('+30 210 000 0000')
    await expect(name).toHaveValue('Early Driver')
    await expect(day).toHaveValue('07')
    expect(problems).toEqual([])
    await close()
  })

  test('the personal-data box ticked before the app started is saved when it starts', async ({ browser, baseURL }) => {
    const { page, release, started, problems, close } = await beforeTheApp(browser, baseURL, 'held')
    await page.goto('/personal-data', { waitUntil: 'domcontentloaded' })
    await page.getByText(text('en', 'info', 'personalData.consentLabel')).click()
    release()
    await started()
    await expect.poll(() => page.evaluate(() => localStorage.getItem('wb-personalized-content'))).toBe('true')
    await expect(page.getByRole('checkbox', { name: text('en', 'info', 'personalData.consentLabel') })).toBeChecked()
    expect(problems).toEqual([])
    await close()
  })
})
