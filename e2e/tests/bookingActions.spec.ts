import type { Locator, Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { apiAs, bookAsDemoDriver, DEMO, moveDay, signIn } from '../booking'
import { linkFromOutbox, mailFromOutbox } from '../outbox'
import { text } from '../i18n'

const b = (key: string) => text('en', 'bookings', key)
const m = (key: string) => text('en', 'bookingMessages', key)
const reference = (id: string) => `WB-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`
const unread = (page: Page): Locator => page.getByRole('link', { name: /unread notification/ })
const countOf = async (page: Page) => Number(((await unread(page).getAttribute('aria-label')) ?? '').match(/\d+/)?.[0] ?? 'NaN')

test('a driver changes the dates of a pay-later booking and sees the new price before confirming', async ({ page, request, checkA11y }) => {
  test.setTimeout(90_000)
  const id = await bookAsDemoDriver(request)
  await signIn(page, DEMO.driver)
  await page.goto(`/booking?b=${id}`)
  const total = page.getByRole('complementary')
  const before = (await total.textContent()) ?? ''
  await page.getByRole('button', { name: b('amend.action') }).click()
  const form = page.getByRole('form', { name: b('amend.title') })
  await expect(form).toBeVisible()
  // Two more days in the calendar: a later drop-off, or (near the month's end) an earlier pick-up.
  if (!(await moveDay(page, form, text('en', 'search', 'form.dropoffDate'), 2)))
    expect(await moveDay(page, form, text('en', 'search', 'form.pickupDate'), -2)).toBe(true)
  await form.getByRole('button', { name: b('amend.check') }).click()
  const quote = form.getByRole('status')
  await expect(quote).toContainText(b('amend.newTotal'))
  await expect(quote).toContainText('4 days')
  await checkA11y()
  await form.getByRole('button', { name: b('amend.confirm') }).click()
  await expect(page.getByText(b('amend.done'))).toBeVisible()
  await expect(form).toHaveCount(0)
  await expect(total).not.toHaveText(before)
  await expect(total).toContainText('4 days')
})

test('the supplier approves a booking: the driver’s count rises in another browser without a reload, and the voucher is mailed @desktop', async ({
  browser,
  request,
  app,
}) => {
  test.setTimeout(90_000)
  const id = await bookAsDemoDriver(request)
  const driver = await (await browser.newContext()).newPage()
  await signIn(driver, DEMO.driver)
  await expect(unread(driver)).toBeVisible()
  await expect.poll(() => countOf(driver)).not.toBeNaN()
  const start = await countOf(driver)

  const supplier = await (await browser.newContext()).newPage()
  await signIn(supplier, DEMO.supplier)
  await supplier.goto(`/booking?b=${id}`)
  await supplier.getByRole('combobox', { name: b('staff.newStatus') }).selectOption('reserved')
  await supplier.getByRole('button', { name: b('staff.apply') }).click()
  await expect(supplier.getByText(text('en', 'bookings', 'staff.updated_one').replace('{{count}}', '1'))).toBeVisible()
  const approved = Date.now()
  await expect.poll(() => countOf(driver), { timeout: 3_000 }).toBe(start + 1)
  expect(Date.now() - approved).toBeLessThan(3_000)
  // The mail with the voucher: the booking's confirmation (its calendar attached) may be sent after it, the worker waiting for a gap.
  const voucher = await mailFromOutbox(app.dataDir, DEMO.driver, new RegExp(reference(id)), (mail) =>
    mail.attachments.some((a) => a.mimeType === 'application/pdf'),
  )
  expect(voucher.attachments).toEqual([expect.objectContaining({ filename: `${reference(id)}.pdf`, mimeType: 'application/pdf' })])
  // The driver's page offers the same voucher to download.
  await driver.goto(`/booking?b=${id}`)
  const download = driver.waitForEvent('download')
  await driver.getByRole('link', { name: b('voucher.download') }).click()
  expect((await download).suggestedFilename()).toMatch(/^voucher-.*\.pdf$/)
  await driver.context().close()
  await supplier.context().close()
})

test('an admin updates the status of three bookings at once, and the refused one is reported', async ({ page, request, checkA11y }) => {
  test.setTimeout(120_000)
  const ids = [await bookAsDemoDriver(request), await bookAsDemoDriver(request), await bookAsDemoDriver(request)]
  const admin = await apiAs(request, DEMO.admin)
  expect((await admin.post('/api/bookings/status', { ids: [ids[2]], status: 'cancelled' })).status()).toBe(200)

  await signIn(page, DEMO.admin)
  await page.goto('/bookings')
  for (const id of ids) await page.getByRole('checkbox', { name: `Select ${reference(id)}` }).check()
  await expect(page.getByText('3 selected')).toBeVisible()
  await page.getByRole('combobox', { name: b('staff.newStatus') }).selectOption('reserved')
  await page.getByRole('button', { name: b('staff.apply') }).click()
  await expect(page.getByText('2 bookings updated.')).toBeVisible()
  const refused = page.getByRole('alert').filter({ hasText: reference(ids[2] ?? '') })
  await expect(refused).toContainText(m('bookings.refusedTransition'))
  await checkA11y()
  for (const id of ids.slice(0, 2))
    await expect(
      page
        .getByRole('listitem')
        .filter({ hasText: reference(id) })
        .getByText(b('status.reserved'), { exact: true }),
    ).toBeVisible()
})

for (const language of ['en', 'he'] as const) {
  test(`a driver without an account opens a booking from the mailed link and asks to cancel (${language})`, async ({
    page,
    request,
    app,
    checkA11y,
  }) => {
    test.setTimeout(90_000)
    const t = (key: string) => text(language, 'bookings', key)
    const id = await bookAsDemoDriver(request)
    await page.goto(`/booking?lang=${language}`)
    const form = page.getByRole('region', { name: t('manage.title') })
    await form.getByRole('textbox', { name: t('manage.reference') }).fill(reference(id).toLowerCase())
    await form.getByRole('textbox', { name: t('manage.email') }).fill(DEMO.driver)
    await form.getByRole('button', { name: t('manage.submit') }).click()
    await expect(form.getByRole('status')).toContainText(DEMO.driver)
    await checkA11y()

    await page.goto(await linkFromOutbox(app.dataDir, DEMO.driver, '/booking/manage'))
    await expect(page).toHaveURL(/\/booking\/manage$/)
    await expect(page.getByText(reference(id))).toBeVisible()
    await expect(page.getByText(t('manage.guestNote'))).toBeVisible()
    await checkA11y()
    await page.getByRole('button', { name: t('cancel.action') }).click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('cancel.confirm') })
      .click()
    await expect(page.getByRole('main').getByText(t('cancelRequested'))).toBeVisible()
    // The link was spent: opening it again offers a new one.
    await page.reload()
    await expect(page.getByText(reference(id))).toBeVisible()
  })
}
