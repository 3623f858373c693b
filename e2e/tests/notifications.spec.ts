import { expect, test } from '../fixtures'
import { bookAsDemoDriver } from '../booking'
import { text } from '../i18n'

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
  await expect(page).toHaveURL(/\/$/)
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
