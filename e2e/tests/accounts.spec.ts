import sharpModule from 'sharp'
import { expect, test } from '../fixtures'
import { text, type Language } from '../i18n'
import { linkFromOutbox } from '../outbox'
import type { Page } from '@playwright/test'
import { HOME_URL } from '../pages'

const t = (language: Language, key: string) => text(language, 'account', key)
const p = (language: Language, key: string) => text(language, 'pages', key)

/** A text or password field, found by its exact accessible name. */
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true })

/** Types a birth date into its day, month and year boxes (the same field as the checkout's). */
async function typeDate(page: Page, label: string, language: Language) {
  const group = page.getByRole('group', { name: label })
  await group.getByRole('textbox', { name: t(language, 'date.day'), exact: true }).fill('20')
  await group.getByRole('textbox', { name: t(language, 'date.month'), exact: true }).fill('5')
  await group.getByRole('textbox', { name: t(language, 'date.year'), exact: true }).fill('1990')
}

for (const language of ['en', 'fr'] as const) {
  test(`a driver signs up, activates, manages the account and resets the password (${language})`, async ({ page, app, checkA11y }) => {
    test.setTimeout(120_000)
    const email = `driver.${language}.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.com`

    // Sign up.
    await page.goto(`/sign-up?lang=${language}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(p(language, 'signUp.title'))
    await checkA11y()
    await field(page, t(language, 'fields.fullName')).fill('Eleni Papadaki')
    await field(page, t(language, 'fields.email')).fill(email)
    await field(page, t(language, 'fields.phone')).fill('+30 690 123 4567')
    await typeDate(page, t(language, 'fields.birthDate'), language)
    await field(page, t(language, 'fields.password')).fill('Secret-2026')
    await field(page, t(language, 'fields.confirmPassword')).fill('Secret-2026')
    await page.getByRole('button', { name: t(language, 'signUp.submit') }).click()
    // Nothing sent yet: the terms and the captcha are required.
    await expect(page.getByText(text(language, 'messages', 'validation.acceptTerms'))).toBeVisible()
    await expect(page.getByText(text(language, 'messages', 'validation.recaptchaError'))).toBeVisible()
    await page.getByRole('checkbox', { name: new RegExp(t(language, 'signUp.termsLink')) }).check()
    await page.getByRole('checkbox', { name: t(language, 'captcha.label') }).click()
    await expect(page.getByText(t(language, 'captcha.verified'))).toBeVisible()
    await page.getByRole('button', { name: t(language, 'signUp.submit') }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(language, 'signUp.successTitle'))

    // Activate from the mail in the outbox.
    await page.goto(await linkFromOutbox(app.dataDir, email, '/activate'))
    await page.getByRole('button', { name: t(language, 'activate.submit') }).click()
    await expect(page.getByText(t(language, 'activate.done'))).toBeVisible()
    await checkA11y()

    // Sign in, staying connected.
    await page
      .getByRole('main')
      .getByRole('link', { name: t(language, 'activate.goToSignIn') })
      .click()
    await field(page, t(language, 'fields.email')).fill(email)
    await field(page, t(language, 'fields.password')).fill('Secret-2026')
    await page.getByRole('checkbox', { name: t(language, 'fields.stayConnected') }).check()
    await checkA11y()
    await page.getByRole('button', { name: t(language, 'signIn.submit') }).click()
    await expect(page).toHaveURL(HOME_URL)
    const session = (await page.context().cookies()).find((c) => c.name === 'wb_session')
    expect(session?.httpOnly).toBe(true)
    expect(session?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 29 * 86_400)

    // Edit the profile and upload a picture.
    await page.goto('/settings')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(p(language, 'settings.title'))
    await field(page, t(language, 'fields.location')).fill('Chania')
    await page.getByRole('button', { name: t(language, 'settings.save') }).click()
    await expect(page.getByText(text(language, 'messages', 'errors.changesSaved') as string).first()).toBeVisible()
    const png = await sharpModule({ create: { width: 300, height: 200, channels: 3, background: '#faad43' } })
      .png()
      .toBuffer()
    await page.getByLabel(t(language, 'settings.changeAvatar')).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png })
    await expect(page.getByRole('img', { name: t(language, 'settings.avatar') })).toBeVisible()
    const notifications = page.getByRole('switch', { name: new RegExp(t(language, 'settings.emailNotifications')) })
    await notifications.click()
    await expect(notifications).not.toBeChecked()
    await expect(page.getByText(text(language, 'messages', 'errors.settingsUpdated'))).toBeVisible()
    await checkA11y()

    // Change the password.
    await page.getByRole('link', { name: t(language, 'settings.changePasswordLink') }).click()
    await field(page, t(language, 'fields.currentPassword')).fill('wrong-password')
    await field(page, t(language, 'fields.newPassword')).fill('Changed-2026')
    await field(page, t(language, 'fields.confirmPassword')).fill('Changed-2026')
    await page.getByRole('button', { name: t(language, 'changePassword.submit') }).click()
    await expect(page.getByText(text(language, 'messages', 'validation.wrongPassword'))).toBeVisible()
    await field(page, t(language, 'fields.currentPassword')).fill('Secret-2026')
    await page.getByRole('button', { name: t(language, 'changePassword.submit') }).click()
    await expect(page.getByText(text(language, 'messages', 'errors.passwordChanged'))).toBeVisible()
    await checkA11y()

    // Sign out.
    await page.getByRole('button', { name: text(language, 'common', 'menu.open') }).click()
    await page.getByRole('button', { name: text(language, 'common', 'menu.signOut') }).click()
    await expect(page).toHaveURL(HOME_URL)
    await expect(page.getByRole('banner').getByRole('link', { name: text(language, 'common', 'menu.signIn') })).toBeVisible()
    expect((await page.context().cookies()).find((c) => c.name === 'wb_session')).toBeUndefined()

    // Forgot the password: reset it from the mail, then sign in with the new one.
    await page.goto('/forgot-password')
    await field(page, t(language, 'fields.email')).fill('nobody.here@example.com')
    await page.getByRole('button', { name: t(language, 'forgotPassword.submit') }).click()
    await expect(page.getByText(text(language, 'messages', 'validation.emailNotRegistered'))).toBeVisible()
    await field(page, t(language, 'fields.email')).fill(email)
    await page.getByRole('button', { name: t(language, 'forgotPassword.submit') }).click()
    await expect(page.getByText(text(language, 'messages', 'errors.resetEmailSent')).first()).toBeVisible()
    await checkA11y()
    await page.goto(await linkFromOutbox(app.dataDir, email, '/reset-password'))
    await field(page, t(language, 'fields.newPassword')).fill('Reset-2026')
    await field(page, t(language, 'fields.confirmPassword')).fill('Reset-2026')
    await page.getByRole('button', { name: t(language, 'resetPassword.submit') }).click()
    await expect(page.getByText(t(language, 'resetPassword.done'))).toBeVisible()
    await page.goto('/sign-in')
    await field(page, t(language, 'fields.email')).fill(email)
    await field(page, t(language, 'fields.password')).fill('Reset-2026')
    await page.getByRole('button', { name: t(language, 'signIn.submit') }).click()
    await expect(page).toHaveURL(HOME_URL)
  })
}

test('a suspended demo account is told so', async ({ page, checkA11y }) => {
  await page.goto('/sign-in')
  await field(page, t('en', 'fields.email')).fill('suspended@wheelbase.example')
  await field(page, t('en', 'fields.password')).fill('Demo2026!')
  await page.getByRole('button', { name: t('en', 'signIn.submit') }).click()
  await expect(page.getByRole('alert')).toHaveText('Your account is suspended.')
  await checkA11y()
})

test('a wrong password says "Incorrect email or password."', async ({ page }) => {
  await page.goto('/sign-in?lang=el')
  await field(page, t('el', 'fields.email')).fill('driver@wheelbase.example')
  await field(page, t('el', 'fields.password')).fill('not-the-password')
  await page.getByRole('button', { name: t('el', 'signIn.submit') }).click()
  await expect(page.getByRole('alert')).toHaveText(text('el', 'messages', 'errors.incorrectCredentials'))
})

test('signing in keeps the language on screen and saves it to the account', async ({ page }) => {
  await page.goto('/sign-in?lang=el')
  await page.getByRole('textbox', { name: t('el', 'fields.email'), exact: true }).fill('driver@wheelbase.example')
  await page.getByRole('textbox', { name: t('el', 'fields.password'), exact: true }).fill('Demo2026!')
  await page.getByRole('button', { name: t('el', 'signIn.submit') }).click()
  await expect(page).toHaveURL(HOME_URL)
  await expect(page.locator('html')).toHaveAttribute('lang', 'el')
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('wb-user') ?? '{}') as { _id: string; language: string })
  expect(stored.language).toBe('el')
  await expect.poll(async () => (await (await page.request.get(`/api/user/${stored._id}`)).json()).language).toBe('el')
})

test('signing in from the prompt of a signed-in page comes back to that page', async ({ page, checkA11y }) => {
  await page.goto('/bookings?lang=en')
  await page
    .getByRole('main')
    .getByRole('link', { name: p('en', 'goToSignIn') })
    .click()
  await expect(page).toHaveURL(/\/sign-in\?from=%2Fbookings/)
  await checkA11y()
  await field(page, t('en', 'fields.email')).fill('driver@wheelbase.example')
  await field(page, t('en', 'fields.password')).fill('Demo2026!')
  await page.getByRole('button', { name: t('en', 'signIn.submit') }).click()
  await expect(page).toHaveURL(/\/bookings(\?lang=en)?$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'bookings', 'title'))
})
