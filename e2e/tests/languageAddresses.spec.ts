import { expect, test } from '../fixtures'
import { text } from '../i18n'
import { DEMO } from '../booking'

/** Record 0146: one address per language and page; the address without one is the page in the visitor's language. */
test.describe('an address per language', () => {
  test('links keep the address’s language; picking another opens the page at its address in it', async ({ page, checkA11y }) => {
    await page.goto('/he/suppliers')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('he', 'suppliers', 'suppliersPage.title'))
    // The header's and the footer's links are the Hebrew addresses, and stay there when followed.
    const footer = page.getByRole('contentinfo')
    const about = footer.getByRole('link', { name: text('he', 'common', 'footer.aboutUs') })
    await expect(about).toHaveAttribute('href', '/he/about')
    await about.click()
    await expect(page).toHaveURL(/\/he\/about$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('he', 'info', 'about.title'))

    // A language picked: the same page at its French address, in French.
    // The header's on a computer, the footer's on a phone.
    const pickerIn = (language: 'he' | 'fr' | 'en') =>
      page.getByRole('combobox', { name: text(language, 'common', 'language.label') }).filter({ visible: true })
    const picker = pickerIn('he')
    await picker.focus()
    await picker.selectOption('fr')
    await expect(page).toHaveURL(/\/fr\/about$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('fr', 'info', 'about.title'))
    await expect(pickerIn('fr')).toHaveValue('fr')
    await checkA11y()
    // Back goes to the page before, in the language of its own address.
    await page.goBack()
    await expect(page).toHaveURL(/\/he\/about$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'he')
  })

  test('a private page sends the signed-out visitor to sign in and back, in the address’s language', async ({ page }) => {
    const a = (key: string) => text('el', 'account', key)
    await page.goto('/el/bookings')
    await page
      .getByRole('main')
      .getByRole('link', { name: text('el', 'pages', 'goToSignIn') })
      .click()
    await expect(page).toHaveURL(/\/el\/sign-in\?from=%2Fbookings$/)
    await page.getByRole('textbox', { name: a('fields.email'), exact: true }).fill(DEMO.driver)
    await page.getByRole('textbox', { name: a('fields.password'), exact: true }).fill('Demo2026!')
    await page.getByRole('button', { name: a('signIn.submit') }).click()
    await expect(page).toHaveURL(/\/el\/bookings$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'el')
  })
})
