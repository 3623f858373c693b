import type { APIRequestContext } from '@playwright/test'
import { expect, test } from '../fixtures'
import { apiAs, DEMO, signIn } from '../booking'
import { text } from '../i18n'

/** A past rental of the demo driver that they may still rate (the demo has past paid and reserved ones). */
async function rentalToRate(request: APIRequestContext): Promise<string> {
  await apiAs(request, DEMO.driver)
  const list = await (await request.get('/api/bookings?status=paid,reserved,deposit&size=50')).json()
  for (const row of list.items as { _id: string; to: string }[]) {
    if (new Date(row.to) > new Date()) continue
    const detail = await (await request.get(`/api/bookings/${row._id}`)).json()
    if (detail.mayReview) return row._id
  }
  throw new Error('the demo driver has no past rental left to rate')
}

test.describe('rating a rental', () => {
  test('the driver rates a past rental 9 in Hebrew and then sees their review @desktop', async ({ page, request, checkA11y }) => {
    const id = await rentalToRate(request)
    const b = (key: string) => text('he', 'bookings', key)
    await signIn(page, DEMO.driver, 'he')
    await page.goto(`/booking?b=${id}&lang=he`)
    const form = page.getByRole('form', { name: b('review.title') })
    await expect(form).toBeVisible()
    await checkA11y()
    // Sent empty: every score is asked for, and the first is focused.
    await form.getByRole('button', { name: b('review.submit') }).click()
    await expect(
      form
        .getByRole('group', { name: new RegExp(b('review.score')) })
        .getByRole('radio')
        .first(),
    ).toBeFocused()
    for (const [name, score] of [
      ['score', 9],
      ['carCondition', 9],
      ['cleanliness', 8],
      ['pickupReturn', 10],
      ['value', 9],
    ] as const) {
      await form
        .getByRole('group', { name: new RegExp(b(`review.${name}`)) })
        .getByLabel(b('review.scoreValue').replace('{{score}}', String(score)), { exact: true })
        .check()
    }
    const comment = form.getByRole('textbox', { name: b('review.comment') })
    await comment.fill('רכב נקי, התקשרו 052-1234567')
    await form.getByRole('button', { name: b('review.submit') }).click()
    await expect(form.getByText(text('he', 'messages', 'validation.contactDetails'))).toBeVisible()
    await comment.fill('רכב נקי ואיסוף מהיר. מומלץ!')
    await form.getByRole('button', { name: b('review.submit') }).click()
    const mine = page.getByRole('region', { name: b('review.yours') })
    await expect(mine).toContainText('9/10')
    await expect(mine).toContainText('רכב נקי ואיסוף מהיר. מומלץ!')
    await expect(form).toBeHidden()
    await checkA11y()
    // Still there after a reload: the server has it.
    await page.reload()
    await expect(page.getByRole('region', { name: b('review.yours') })).toContainText('רכב נקי ואיסוף מהיר')
  })

  test('the form is accessible in English on a phone @phone', async ({ page, request, checkA11y }) => {
    const id = await rentalToRate(request)
    await signIn(page, DEMO.driver)
    await page.goto(`/booking?b=${id}`)
    await expect(page.getByRole('form', { name: text('en', 'bookings', 'review.title') })).toBeVisible()
    await checkA11y()
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0)
  })
})
