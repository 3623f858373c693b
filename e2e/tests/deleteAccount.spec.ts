import { expect, test } from '../fixtures'
import { expectSignedOut, signIn } from '../booking'
import { texts, type Language } from '../i18n'
import { newDriver } from '../newDriver'
import { HOME_URL } from '../pages'

/**
 * Deleting one's account (issue 46, record 0136): settings say what is kept and what goes; the
 * dialog asks for the password, refuses a wrong one in place, and then erases the account, signs
 * this browser out and says so; the account no longer signs in.
 */
for (const language of ['en', 'he'] as const satisfies readonly Language[]) {
  test(`a driver deletes the account from settings (${language})`, async ({ page, request, app, checkA11y }) => {
    const a = texts(language, 'account')
    const messages = texts(language, 'messages')
    const driver = await newDriver(request, app.dataDir, language)
    await signIn(page, driver.email, language, driver.password)
    await page.goto(`/settings?lang=${language}`)
    const section = page.getByRole('region', { name: a('deleteAccount.title') })
    await expect(section.getByRole('listitem')).toHaveCount(3)
    await checkA11y()

    await section.getByRole('button', { name: a('deleteAccount.open') }).click()
    const dialog = page.getByRole('dialog', { name: a('deleteAccount.dialogTitle') })
    await expect(dialog).toContainText(a('deleteAccount.dialogText'))
    const password = dialog.getByRole('textbox', { name: a('fields.password'), exact: true })
    await expect(password).toBeFocused()
    await checkA11y()
    // Cancelled, nothing happens; asked again, a wrong password is refused where it was typed.
    await dialog.getByRole('button', { name: a('deleteAccount.cancel') }).click()
    await expect(dialog).toBeHidden()
    await section.getByRole('button', { name: a('deleteAccount.open') }).click()
    await password.fill('not-my-password')
    await dialog.getByRole('button', { name: a('deleteAccount.confirm') }).click()
    await expect(dialog.getByText(messages('validation.wrongPassword'))).toBeVisible()
    await expect(password).toBeFocused()

    await password.fill(driver.password)
    await dialog.getByRole('button', { name: a('deleteAccount.confirm') }).click()
    await expect(page).toHaveURL(HOME_URL)
    await expect(page.getByText(a('deleteAccount.deleted'))).toBeVisible()
    await expectSignedOut(page, language)
    expect((await page.context().cookies()).find((c) => c.name === 'wb_session')).toBeUndefined()
    await checkA11y()

    const again = await request.post('/api/sign-in/frontend', { data: { email: driver.email, password: driver.password, stayConnected: false } })
    expect(again.status()).toBe(401)
  })
}
