import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { bookAsDemoDriver, DEMO, signIn as signInAs } from '../booking'
import { text, type Language } from '../i18n'

const b = (language: Language, key: string) => text(language, 'bookings', key)

const signIn = (page: Page, language: Language) => signInAs(page, DEMO.driver, language)

for (const language of ['en', 'he'] as const) {
  test(`a driver finds their bookings, filters them and opens one (${language})`, async ({ page, checkA11y }) => {
    await signIn(page, language)
    await page.goto('/bookings')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(b(language, 'title'))
    const rows = page.getByRole('main').getByRole('listitem')
    await expect(rows.first()).toBeVisible()
    await checkA11y()

    // A status filter lives in the URL and narrows the list.
    await page.getByRole('checkbox', { name: b(language, 'status.cancelled') }).check()
    await expect(page).toHaveURL(/status=cancelled/)
    await expect(rows.getByText(b(language, 'status.pending'), { exact: true })).toHaveCount(0)
    await page.getByRole('checkbox', { name: b(language, 'status.cancelled') }).uncheck()

    // The first booking opens with its reference, price and history.
    const first = rows.first().getByRole('link')
    const reference = ((await first.textContent()) ?? '').match(/WB-[0-9A-F]{8}/)?.[0] ?? ''
    await first.click()
    await expect(page).toHaveURL(/\/booking\?b=[0-9a-f-]{36}$/)
    await expect(page.getByText(reference)).toBeVisible()
    await expect(page.getByRole('heading', { name: b(language, 'history.title') })).toBeVisible()
    await checkA11y()
  })
}

test("another account's booking is not found", async ({ page }) => {
  await signIn(page, 'en')
  await page.goto('/booking?b=00000000-0000-4000-8000-000000000000')
  await expect(page.getByRole('alert')).toContainText(b('en', 'notFound'))
})

test('a driver asks to cancel a pay-later booking, after confirming', async ({ page, request, checkA11y }) => {
  const id = await bookAsDemoDriver(request)
  await signIn(page, 'en')
  await page.goto(`/booking?b=${id}`)
  await page.getByRole('button', { name: b('en', 'cancel.action') }).click()
  const dialog = page.getByRole('dialog', { name: b('en', 'cancel.confirmTitle') })
  await expect(dialog).toBeVisible()
  await checkA11y()
  await dialog.getByRole('button', { name: b('en', 'cancel.confirm') }).click()
  await expect(page.getByText('Your cancel request has been submitted. We will contact you to finalize the cancellation procedure.')).toBeVisible()
  await expect(page.getByRole('main').getByText(b('en', 'cancelRequested'))).toBeVisible()
  await expect(page.getByRole('button', { name: b('en', 'cancel.action') })).toHaveCount(0)
})
