import { expect, test } from '../fixtures'
import { bookAsDemoDriver, DEMO, signIn } from '../booking'
import { text } from '../i18n'
import { HOME_URL } from '../pages'

const n = (key: string) => text('en', 'notifications', key)
const a = (key: string) => text('en', 'account', key)

/**
 * The demo supplier reads the notification of a booking a driver just made: its count in the
 * header, mark all read, and delete all after confirming.
 */
test('a supplier is told of a new booking, marks all read and deletes all with confirmation', async ({ page, request, checkA11y }) => {
  test.setTimeout(90_000)
  await bookAsDemoDriver(request)

  await page.goto('/sign-in?lang=en')
  await page.getByRole('textbox', { name: a('fields.email'), exact: true }).fill('hello@aegeanwheels.example')
  await page.getByRole('textbox', { name: a('fields.password'), exact: true }).fill('Demo2026!')
  await page.getByRole('button', { name: a('signIn.submit') }).click()
  await expect(page).toHaveURL(HOME_URL)
  await page.goto('/notifications')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(n('title'))
  await expect(page.getByRole('listitem').filter({ hasText: 'Maria Papadopoulou' }).first()).toBeVisible()
  await checkA11y()

  await page.getByRole('button', { name: n('markAllRead') }).click()
  await expect(page.getByText(n('unread_other').replace('{{count}}', '0'))).toBeVisible()
  await page.getByRole('button', { name: n('deleteAll') }).click()
  const dialog = page.getByRole('dialog', { name: n('confirm.allTitle') })
  await expect(dialog).toBeVisible()
  await checkA11y()
  await dialog.getByRole('button', { name: n('confirm.cancel') }).click()
  await expect(page.getByRole('listitem').first()).toBeVisible()
  await page.getByRole('button', { name: n('deleteAll') }).click()
  await dialog.getByRole('button', { name: n('confirm.confirm') }).click()
  await expect(page.getByText(n('empty'))).toBeVisible()
})

/**
 * Signed out in one tab, the account's other tabs show it signed out within moments, without a
 * reload: the sign-out ends the session's live streams on every instance (a lease and NOTIFY).
 */
test('a tab shows the sign-out made in another tab', async ({ page }) => {
  const c = (key: string) => text('en', 'common', key)
  const streaming = page.waitForResponse((res) => res.url().endsWith('/api/notifications/stream') && res.status() === 200)
  await signIn(page, DEMO.driver)
  await streaming
  const banner = page.getByRole('banner')
  await expect(banner.getByRole('link', { name: c('menu.signIn') })).toHaveCount(0)

  const other = await page.context().newPage()
  await other.goto('/?lang=en')
  // Before the app starts, the menu button leads to the footer: click again until the menu opens.
  const signOut = other.getByRole('button', { name: c('menu.signOut') })
  await expect(async () => {
    await other.getByRole('button', { name: c('menu.open') }).click()
    await expect(signOut).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 15_000 })
  await signOut.click()
  await expect(other.getByRole('banner').getByRole('link', { name: c('menu.signIn') })).toBeVisible()
  await expect(banner.getByRole('link', { name: c('menu.signIn') })).toBeVisible({ timeout: 5_000 })
})
