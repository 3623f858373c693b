import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { DEMO, signIn } from '../booking'
import { focusAndPlaceholderProblems, textContrastProblems } from '../contrast'
import { text } from '../i18n'
import { demoIds, GROUPS, PLACEHOLDER_IDS, problemsOnEach, unvisitedPages, withLanguage, type Group } from '../pages'

/**
 * Contrast (issue 29; WCAG 1.4.3, 1.4.11, 2.4.13): on every page of the app, with the demo's real
 * data, in English and Hebrew, axe's color-contrast rule finds nothing (any impact), and every
 * kind of control, focused as from the keyboard, shows a focus indicator that stands out by 3:1
 * or more on what it is drawn on. Desktop width: the phone's pages are the same sheets, and the
 * focus test covers the phone's header. A few states too: a refused sign-in, the checkout's
 * messages, a toast.
 */

const SCREEN = { width: 1280, height: 900 }

/** Both checks on the page as it is now. */
async function contrastProblems(page: Page, where: string): Promise<string[]> {
  // The text first: focusing opens lists and menus the page did not show.
  return [...(await textContrastProblems(page, where)), ...(await focusAndPlaceholderProblems(page, where))]
}

test('the contrast check visits every page of the app', () => {
  expect(unvisitedPages()).toEqual([])
})

test.describe('every page', () => {
  test.use({ viewport: SCREEN })
  for (const language of ['en', 'he'] as const) {
    for (const [who, group] of Object.entries(GROUPS) as [string, Group][]) {
      test(`the ${who}'s pages: text and focus rings stand out (${language}) @desktop`, async ({ page, request }) => {
        // A budget per page (axe and a focus of each kind of control take seconds on a busy machine).
        test.setTimeout(60_000 + group.pages(PLACEHOLDER_IDS).length * 20_000)
        const ids = await demoIds(request)
        if (group.account) await signIn(page, group.account, language)
        await group.prepare?.(page)
        expect(await problemsOnEach(page, group.pages(ids), language, (where) => contrastProblems(page, where))).toEqual([])
      })
    }
  }
})

test.describe('pages in other states', () => {
  test.use({ viewport: SCREEN })
  for (const language of ['en', 'he'] as const) {
    const a = (key: string) => text(language, 'account', key)

    test(`a refused sign-in shows its message legibly (${language}) @desktop`, async ({ page }) => {
      await page.goto(withLanguage('/sign-in', language))
      await page.getByRole('textbox', { name: a('fields.email'), exact: true }).fill(DEMO.driver)
      await page.getByRole('textbox', { name: a('fields.password'), exact: true }).fill('not-the-password')
      await page.getByRole('button', { name: a('signIn.submit') }).click()
      await expect(page.getByRole('alert').filter({ hasText: /\S/ }).first()).toBeVisible()
      expect(await contrastProblems(page, `/sign-in refused (${language})`)).toEqual([])
    })

    test(`the checkout's messages of a form sent empty (${language}) @desktop`, async ({ page, request }) => {
      const ids = await demoIds(request)
      // A visitor's: nothing filled in for them, so nothing is booked.
      await page.goto(withLanguage(`/checkout?${ids.checkoutCar}`, language))
      await page.getByRole('main').locator('button[type=submit]').last().click()
      await expect(page.getByRole('main').getByText(/\S/).and(page.locator('[id$="-error"], [role=alert]')).first()).toBeVisible()
      expect(await contrastProblems(page, `/checkout with messages (${language})`)).toEqual([])
    })

    test(`the menu and a calendar, opened from the keyboard (${language}) @desktop`, async ({ page }) => {
      // From the keyboard, as those who see the focus ring open them (React Aria shows it after keys, not clicks).
      await page.goto(withLanguage('/', language))
      await page
        .getByRole('banner')
        .getByRole('button', { name: text(language, 'common', 'menu.open') })
        .focus()
      await page.keyboard.press('Enter')
      await expect(page.getByRole('dialog')).toBeVisible()
      expect(await contrastProblems(page, `/ with the menu open (${language})`)).toEqual([])
      // The check leaves focus on the page's body; a keyboard user is in the menu when they press Escape.
      await page
        .getByRole('dialog')
        .getByRole('button', { name: text(language, 'common', 'menu.close') })
        .focus()
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog')).toBeHidden()
      await page
        .getByRole('group', { name: text(language, 'search', 'form.pickupDate') })
        .getByRole('button')
        .first()
        .focus()
      await page.keyboard.press('Enter')
      await expect(page.getByRole('dialog').getByRole('grid')).toBeVisible()
      expect(await contrastProblems(page, `/ with a calendar open (${language})`)).toEqual([])
    })

    test(`a toast (${language}) @desktop`, async ({ page }) => {
      await page.goto(withLanguage('/personal-data', language))
      await page
        .locator('label')
        .filter({ has: page.getByRole('checkbox') })
        .click()
      await expect(page.locator('.Toastify__toast')).toBeVisible()
      expect(await textContrastProblems(page, `/personal-data with a toast (${language})`)).toEqual([])
    })
  }
})
