import type { Page } from '@playwright/test'
import { DEMO, signIn, signOut } from '../booking'
import { BROWSER_TEST_ENV, expect, test as base } from '../fixtures'
import { texts, type Language } from '../i18n'
import { newDriver } from '../newDriver'
import { startApp, type AppServer } from '../servers'
import { HOME_URL } from '../pages'

/**
 * Passkeys need a domain name: these journeys run on a server of their own reached as
 * http://localhost, with Chromium's virtual authenticator (CDP WebAuthn) as the device: a platform
 * authenticator that keeps discoverable credentials and verifies its user.
 */
const test = base.extend<object, { localApp: AppServer }>({
  localApp: [
    async ({}, use) => {
      const server = await startApp(BROWSER_TEST_ENV, { publicHost: 'localhost' })
      await use(server)
      await server.stop()
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ localApp }, use) => {
    await use(localApp.url)
  },
})

async function addDevice(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
  return { cdp, authenticatorId }
}

/**
 * Issue 46: a driver adds a passkey in settings, signs out, signs in with it, removes the password
 * (the password no longer works) and signs in with the passkey again; on a phone and a desktop, in
 * English and Hebrew, with axe clean. An admin's second step refuses a passkey of another account.
 */
for (const language of ['en', 'he'] as const satisfies readonly Language[]) {
  test(`a driver signs in with a passkey and drops the password (${language})`, async ({ page, request, localApp, checkA11y }) => {
    const a = texts(language, 'account')
    const sec = texts(language, 'security')
    const driver = await newDriver(request, localApp.dataDir, language)
    const { cdp, authenticatorId } = await addDevice(page)
    await signIn(page, driver.email, language, driver.password)

    await page.goto(`/settings?lang=${language}`)
    const security = page.getByRole('region', { name: a('settings.security') })
    await expect(security.getByText(sec('passkeys.none'))).toBeVisible()
    await security.getByRole('textbox', { name: sec('passkeys.nameLabel') }).fill('Pixel')
    await security.getByRole('button', { name: sec('passkeys.add') }).click()
    await expect(page.getByText(sec('passkeys.added'))).toBeVisible()
    const row = security.getByRole('listitem').filter({ hasText: 'Pixel' })
    await expect(row).toContainText(sec('passkeys.neverUsed'))
    await checkA11y()

    // The sign-in page offers the passkey in the email field's suggestions (conditional UI); this
    // device picks it at once, as a person picks it from the list.
    await signOut(page, language)
    await page.goto(`/sign-in?lang=${language}`)
    await expect(page).toHaveURL(HOME_URL)
    await expect(page.getByRole('banner').getByRole('link', { name: texts(language, 'common')('menu.signIn') })).toHaveCount(0)

    // Passkeys only from now on.
    await page.goto(`/settings?lang=${language}`)
    await security.getByRole('button', { name: sec('password.remove') }).click()
    const dialog = page.getByRole('dialog', { name: sec('password.removeTitle') })
    await dialog.getByRole('textbox', { name: a('fields.password') }).fill(driver.password)
    await checkA11y()
    await dialog.getByRole('button', { name: sec('password.remove') }).click()
    await expect(page.getByText(sec('password.removed'))).toBeVisible()
    await expect(security.getByText(sec('password.none'))).toBeVisible()
    await expect(row).not.toContainText(sec('passkeys.neverUsed'))

    // The device now waits for its holder: the password is tried first, then the passkey button.
    await cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled: false })
    await signOut(page, language)
    await page.goto(`/sign-in?lang=${language}`)
    await page.getByRole('textbox', { name: a('fields.email'), exact: true }).fill(driver.email)
    await page.getByRole('textbox', { name: a('fields.password'), exact: true }).fill(driver.password)
    await page.getByRole('button', { name: a('signIn.submit') }).click()
    await expect(page.getByText(texts(language, 'messages')('errors.incorrectCredentials'))).toBeVisible()
    await cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled: true })
    await page.getByRole('button', { name: a('signIn.withPasskey') }).click()
    await expect(page).toHaveURL(HOME_URL)
    await checkA11y()
  })
}

test('an admin’s second step refuses another account’s passkey, and takes its own @desktop', async ({ page, request, localApp }) => {
  const a = texts('en', 'account')
  const sec = texts('en', 'security')
  const driver = await newDriver(request, localApp.dataDir, 'en')
  const { cdp, authenticatorId } = await addDevice(page)
  // The driver's passkey on this device.
  await signIn(page, driver.email, 'en', driver.password)
  await page.goto('/settings?lang=en')
  const security = page.getByRole('region', { name: a('settings.security') })
  await security.getByRole('button', { name: sec('passkeys.add') }).click()
  await expect(page.getByText(sec('passkeys.added'))).toBeVisible()
  await signOut(page, 'en')

  // The admin adds one of its own (the device waits while the sign-in page is open, so that it does
  // not offer the driver's passkey by itself), then signs in again with the password.
  await cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled: false })
  await signIn(page, DEMO.admin)
  await cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled: true })
  await page.goto('/settings?lang=en')
  await security.getByRole('textbox', { name: sec('passkeys.nameLabel') }).fill('Admin key')
  await security.getByRole('button', { name: sec('passkeys.add') }).click()
  await expect(page.getByText(sec('passkeys.added'))).toBeVisible()
  await expect(security.getByRole('heading', { name: sec('twoStep.title') })).toBeVisible()
  await signOut(page, 'en')
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId })
  expect(credentials).toHaveLength(2)

  await cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled: false })
  await page.goto('/sign-in?lang=en')
  await page.getByRole('textbox', { name: a('fields.email'), exact: true }).fill(DEMO.admin)
  await page.getByRole('textbox', { name: a('fields.password'), exact: true }).fill('Demo2026!')
  await page.getByRole('button', { name: a('signIn.submit') }).click()
  await expect(page.getByRole('heading', { name: sec('secondStep.title') })).toBeVisible()
  await page.getByRole('button', { name: sec('secondStep.switch.passkey') }).click()
  await cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled: true })
  // A tampered page asks for any passkey of the site: the device offers the driver's first.
  const driverCredential = credentials.find((c) => c.userName === driver.email)
  if (!driverCredential) throw new Error('no driver credential')
  const adminCredential = credentials.find((c) => c.userName === DEMO.admin)
  if (!adminCredential) throw new Error('no admin credential')
  await cdp.send('WebAuthn.removeCredential', { authenticatorId, credentialId: adminCredential.credentialId })
  await page.route('**/api/sign-in/second-step/passkey-options', async (route) => {
    const response = await route.fetch()
    const body = (await response.json()) as { options: { allowCredentials?: unknown[] } }
    body.options.allowCredentials = []
    await route.fulfill({ response, json: body })
  })
  await page.getByRole('button', { name: sec('secondStep.usePasskey') }).click()
  await expect(page.getByText(texts('en', 'bookingMessages')('accounts.passkeyRefused'))).toBeVisible()
  await expect(page.getByRole('heading', { name: sec('secondStep.title') })).toBeVisible()

  // Its own passkey is taken.
  await page.unroute('**/api/sign-in/second-step/passkey-options')
  await cdp.send('WebAuthn.addCredential', { authenticatorId, credential: adminCredential })
  await page.getByRole('button', { name: sec('secondStep.usePasskey') }).click()
  await expect(page).toHaveURL(HOME_URL)
})
