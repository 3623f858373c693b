import { expect, test } from '../fixtures'
import { LANGUAGES, text } from '../i18n'

const INFO_PAGES = [
  { path: '/about', menu: 'menu.about', title: 'about.title' },
  { path: '/tos', menu: 'menu.tos', title: 'tos.title' },
  { path: '/personal-data', menu: 'menu.personalData', title: 'personalData.title' },
  { path: '/cookies', menu: 'menu.cookies', title: 'cookies.title' },
] as const

test.describe('the shell', () => {
  for (const language of LANGUAGES) {
    test(`home page in ${language}`, async ({ page, checkA11y }) => {
      await page.goto(`/?lang=${language}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(language, 'home', 'title'))
      await expect(page.locator('html')).toHaveAttribute('lang', language)
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'he' ? 'rtl' : 'ltr')
      await expect(page.getByRole('main').getByRole('link', { name: text(language, 'home', 'care.contact') })).toBeVisible()
      await expect(page.getByRole('contentinfo')).toContainText(text(language, 'common', 'footer.securePayment'))
      await checkA11y()
    })
  }

  test('reaches each informational page from the menu', async ({ page, checkA11y }) => {
    await page.goto('/')
    for (const info of INFO_PAGES) {
      await page.getByRole('button', { name: text('en', 'common', 'menu.open') }).click()
      const drawer = page.getByRole('dialog', { name: text('en', 'common', 'menu.title') })
      await drawer.getByRole('link', { name: text('en', 'common', info.menu), exact: true }).click()
      await expect(drawer).toBeHidden()
      await expect(page).toHaveURL(info.path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'info', info.title))
      await checkA11y()
    }
  })

  test('opens the footer links', async ({ page }) => {
    await page.goto('/?lang=fr')
    const footer = page.getByRole('contentinfo')
    await footer.getByRole('link', { name: text('fr', 'common', 'footer.terms') }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('fr', 'info', 'tos.title'))
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0)
  })

  test('says "Nothing to see here!" on an unknown path, with a real 404', async ({ page, checkA11y }) => {
    const response = await page.goto('/no/such/page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nothing to see here!')
    await checkA11y()
    await page.getByRole('link', { name: text('en', 'common', 'notFound.home') }).click()
    await expect(page).toHaveURL('/')
  })

  test('keeps a language chosen in the picker across a reload', async ({ page, isMobile }) => {
    await page.goto('/about')
    // On a phone the picker is in the menu; the footer's own, behind the menu, is inert once it opens.
    if (isMobile) await page.getByRole('button', { name: text('en', 'common', 'menu.open') }).click()
    const where = isMobile ? page.getByRole('dialog', { name: text('en', 'common', 'menu.title') }) : page.getByRole('banner')
    await where.getByRole('combobox', { name: text('en', 'common', 'language.label') }).selectOption('el')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('el', 'info', 'about.title'))
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('el', 'info', 'about.title'))
    await expect(page.locator('html')).toHaveAttribute('lang', 'el')
  })

  test('every shell page is accessible', async ({ page, checkA11y }) => {
    test.setTimeout(120_000)
    for (const path of [
      '/sign-in',
      '/sign-up',
      '/forgot-password',
      '/search',
      '/checkout',
      '/bookings',
      '/settings',
      '/notifications',
      '/contact',
      '/locations',
      '/suppliers',
    ]) {
      await page.goto(`${path}?lang=he`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await checkA11y()
    }
  })

  test('records the personalised-content choice on the personal-data page', async ({ page }) => {
    await page.goto('/personal-data')
    await expect(page.getByText(/over 16/)).toBeVisible()
    const box = page.getByRole('checkbox', { name: 'I accept the analysis of information for providing personalized content.' })
    await page.getByText('I accept the analysis of information for providing personalized content.').click()
    await expect(box).toBeChecked()
    await expect(page.getByText(text('en', 'info', 'personalData.consentSaved'))).toBeVisible()
    await page.reload()
    await expect(box).toBeChecked()
  })
})

test.describe('on a phone @phone', () => {
  test('hides the header links and opens the menu in a drawer', async ({ page, checkA11y }) => {
    await page.goto('/?lang=he')
    await expect(page.getByRole('banner').getByRole('link', { name: text('he', 'common', 'menu.suppliers') })).toBeHidden()
    await page.getByRole('button', { name: text('he', 'common', 'menu.open') }).click()
    const drawer = page.getByRole('dialog', { name: text('he', 'common', 'menu.title') })
    await expect(drawer).toBeVisible()
    await checkA11y()
    await drawer.getByRole('link', { name: text('he', 'common', 'menu.locations') }).click()
    await expect(drawer).toBeHidden()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('he', 'places', 'locationsPage.title'))
  })
})
