import { DEMO, signIn } from '../booking'
import { BROWSER_TEST_ENV, expect, test as base } from '../fixtures'
import { texts, type Language } from '../i18n'
import { startApp, type AppServer } from '../servers'
import { codeAt } from '../staff'
import { HOME_URL } from '../pages'

/** The platform's sign-in rule changes for everyone on a server: each test has one of its own. */
const test = base.extend<{ ownApp: AppServer }>({
  ownApp: async ({}, use) => {
    const server = await startApp(BROWSER_TEST_ENV)
    await use(server)
    await server.stop()
  },
  baseURL: async ({ ownApp }, use) => {
    await use(ownApp.url)
  },
})

/**
 * Issue 46: an admin requires a second step of every supplier; the supplier's next sign-in sets up
 * an authenticator app there and then (QR code and key), confirms with its code and is shown its
 * ten recovery codes once; settings then show the app and the codes left, with no way to turn the
 * step off. On a phone in Hebrew and on a desktop in English, axe clean.
 */
for (const [language, tag] of [
  ['en', '@desktop'],
  ['he', '@phone'],
] as const satisfies readonly (readonly [Language, string])[]) {
  test(`a supplier sets up its second step at sign-in once admins require it (${language}) ${tag}`, async ({ page, checkA11y }) => {
    test.setTimeout(120_000)
    const a = texts(language, 'account')
    const sec = texts(language, 'security')
    const c = texts(language, 'console')
    await signIn(page, DEMO.admin, language)
    await page.goto(`/console/suppliers?lang=${language}`)
    const rule = page.getByRole('switch', { name: c('signInPolicy.suppliers') })
    await expect(rule).not.toBeChecked()
    await rule.click()
    await expect(page.getByText(c('signInPolicy.required'))).toBeVisible()
    await expect(rule).toBeChecked()
    await checkA11y()

    await page.context().clearCookies()
    await page.goto(`/sign-in?lang=${language}`)
    await page.getByRole('textbox', { name: a('fields.email'), exact: true }).fill(DEMO.supplier)
    await page.getByRole('textbox', { name: a('fields.password'), exact: true }).fill('Demo2026!')
    await page.getByRole('button', { name: a('signIn.submit'), exact: true }).click()
    await expect(page.getByRole('heading', { name: sec('secondStep.enrolTitle') })).toBeVisible()
    await expect(page.getByRole('img', { name: sec('secondStep.qrAlt') })).toBeVisible()
    const key = (await page.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{4})+$/).textContent()) ?? ''
    await checkA11y()
    // A wrong code first: refused, nothing set up.
    const codeBox = page.getByRole('textbox', { name: sec('secondStep.codeLabel') })
    await codeBox.fill('000000')
    await page.getByRole('button', { name: sec('secondStep.confirm') }).click()
    await expect(page.getByText(texts(language, 'bookingMessages')('accounts.codeRefused'))).toBeVisible()
    await codeBox.fill(codeAt(key, Date.now()))
    await page.getByRole('button', { name: sec('secondStep.confirm') }).click()

    const codes = page.getByRole('region', { name: sec('recoveryCodes.title') }).getByRole('listitem')
    await expect(codes).toHaveCount(10)
    await expect(codes.first()).toHaveText(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/)
    await checkA11y()
    await page.getByRole('button', { name: sec('recoveryCodes.saved') }).click()
    await expect(page).toHaveURL(HOME_URL)

    await page.goto(`/settings?lang=${language}`)
    const security = page.getByRole('region', { name: a('settings.security') })
    await expect(security.getByText(sec('twoStep.leadRequired'))).toBeVisible()
    await expect(security.getByText(sec('twoStep.appOn'))).toBeVisible()
    await expect(security.getByText(sec('twoStep.codesLeft', { count: '10' }))).toBeVisible()
    await expect(security.getByRole('switch', { name: sec('twoStep.toggle') })).toHaveCount(0)
    await checkA11y()
  })
}
