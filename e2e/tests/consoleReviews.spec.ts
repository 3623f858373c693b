import type { Locator, Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { DEMO, signIn } from '../booking'
import { text } from '../i18n'

const c = (key: string) => text('en', 'console', key)

/**
 * One review's card, held by its id (the card's title names it), not by its place: tests running
 * beside this one add reviews, and the card leaves a filter once its button changes.
 */
async function cardWith(page: Page, button: string): Promise<Locator> {
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: button, exact: true }) })
    .first()
  const id = await card.getAttribute('aria-labelledby')
  expect(id).toMatch(/^review-/)
  return page.locator(`article[aria-labelledby="${id}"]`)
}

test.describe("the console's reviews", () => {
  test('a supplier replies to a review, sees the reply, edits it, and reads it in Hebrew @desktop', async ({ page, checkA11y }, testInfo) => {
    const tag = `${testInfo.project.name}-${Date.now().toString(36)}`
    await signIn(page, DEMO.supplier)
    await page.goto('/console/reviews')
    await expect(page.getByRole('heading', { level: 1, name: c('reviews.title') })).toBeVisible()
    await expect(page.getByRole('navigation', { name: c('nav.label') }).getByRole('link', { name: c('nav.reviews') })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(page.getByRole('article').first()).toBeVisible()
    await checkA11y()

    const card = await cardWith(page, c('reviews.reply'))
    await card.getByRole('button', { name: c('reviews.reply'), exact: true }).click()
    const box = card.getByRole('textbox', { name: c('reviews.replyLabel') })
    await expect(box).toBeFocused()
    // Contact details are refused, at the field.
    await box.fill('Call us on +30 210 123 4567 next time.')
    await card.getByRole('button', { name: c('reviews.sendReply') }).click()
    await expect(card.getByText(text('en', 'messages', 'validation.contactDetails'))).toBeVisible()
    await expect(box).toHaveAttribute('aria-invalid', 'true')
    await checkA11y()

    const first = `Thank you for renting with us, see you again (${tag}).`
    await box.fill(first)
    await card.getByRole('button', { name: c('reviews.sendReply') }).click()
    await expect(box).toBeHidden()
    await expect(card).toContainText(first)
    const edit = card.getByRole('button', { name: c('reviews.editReply'), exact: true })
    await expect(edit).toBeFocused()

    const second = `Thank you, and sorry for the wait at the desk (${tag}).`
    await edit.click()
    await expect(box).toHaveValue(first)
    await box.fill(second)
    await card.getByRole('button', { name: c('reviews.saveReply') }).click()
    await expect(box).toBeHidden()
    await expect(card).toContainText(second)
    await expect(card).not.toContainText(first)

    // The server has it, and the screen reads right to left in Hebrew.
    await page.goto('/console/reviews?lang=he')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('heading', { level: 1, name: text('he', 'console', 'reviews.title') })).toBeVisible()
    await expect(page.getByRole('article').filter({ hasText: second })).toHaveCount(1)
    await checkA11y()
  })

  test('an admin hides a review of Aegean Wheels with a reason and sees it marked hidden @desktop', async ({
    page,
    request,
    checkA11y,
  }, testInfo) => {
    const tag = `${testInfo.project.name}-${Date.now().toString(36)}`
    const suppliers = (await (await request.get('/api/suppliers')).json()).items as { _id: string; fullName: string }[]
    const aegean = suppliers.find((s) => s.fullName === 'Aegean Wheels')?._id ?? ''
    expect(aegean).not.toBe('')
    await signIn(page, DEMO.admin)
    await page.goto(`/console/reviews?supplier=${aegean}`)
    await expect(page.getByRole('combobox', { name: c('reviews.supplier') })).toHaveValue(aegean)
    await expect(page.getByRole('article').first()).toBeVisible()
    await checkA11y()

    const card = await cardWith(page, c('reviews.hide'))
    const reviewId = ((await card.getAttribute('aria-labelledby')) ?? '').replace(/^review-/, '')
    await card.getByRole('button', { name: c('reviews.hide'), exact: true }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    // Sent without a reason: asked for.
    await dialog.getByRole('button', { name: c('reviews.hideConfirm') }).click()
    const reason = dialog.getByRole('textbox', { name: c('reviews.hideReason') })
    await expect(reason).toHaveAttribute('aria-invalid', 'true')
    await expect(reason).toBeFocused()
    await checkA11y()

    const why = `Names a member of staff (${tag})`
    await reason.fill(why)
    await dialog.getByRole('button', { name: c('reviews.hideConfirm') }).click()
    await expect(dialog).toBeHidden()
    await expect(card.getByText(c('reviews.hiddenBadge'), { exact: true })).toBeVisible()
    const note = card.getByRole('note')
    await expect(note).toContainText(why)
    await expect(note).toBeFocused()
    await expect(card.getByRole('button', { name: c('reviews.hide'), exact: true })).toHaveCount(0)

    // Gone from what drivers read (every page of the public list).
    for (let p = 1; p;) {
      const answer = await (await request.get(`/api/suppliers/${aegean}/reviews?page=${p}`)).json()
      expect((answer.items as { _id: string }[]).map((r) => r._id)).not.toContain(reviewId)
      p = answer.nextPage ?? 0
    }
  })
})
