import type { Locator, Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { athens, DEMO, placeIds, searchFindsCar, signIn } from '../booking'
import { ownCar } from '../ownCar'
import { texts, type Language } from '../i18n'

const PLACE = 'Corfu Airport'

/** Presses Tab (or Shift+Tab) until the element has the focus: the keyboard's way there. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press(key)
  }
  throw new Error('the element never took the focus')
}

for (const language of ['en', 'he'] as const satisfies readonly Language[]) {
  test(`a supplier blocks a car from its calendar by keyboard alone; drivers lose it for those days only (${language})`, async ({
    page,
    request,
    checkA11y,
  }, testInfo) => {
    const c = texts(language, 'console')
    const ids = await placeIds(request)
    const name = `Blocked ${language} ${testInfo.project.name} ${Date.now().toString(36)}`
    const car = await ownCar(request, name, ids[PLACE] ?? '')
    try {
      const now = new Date()
      const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1))
      const month = `${next.getUTCFullYear()}-${String(next.getUTCMonth() + 1).padStart(2, '0')}`
      const pickup = ids[PLACE] ?? ''
      expect(await searchFindsCar(request, { pickup, from: athens(`${month}-10T10:00`), to: athens(`${month}-11T10:00`) }, car.carId)).toBe(true)

      await signIn(page, DEMO.supplier, language)
      await page.goto(`/console/cars/${car.carId}?lang=${language}`)
      const calendar = page.getByRole('application', { name: c('calendar.title') })
      const grid = calendar.getByRole('grid')
      await expect(grid).toBeVisible()

      // The keyboard: into the grid, a month on (Page Down), to the 10th by the arrows (reversed right to left), chosen with Enter.
      await tabTo(page, grid.locator('[tabindex="0"]'))
      await page.keyboard.press('PageDown')
      const day = await page.evaluate(() => parseInt(document.activeElement?.textContent ?? '', 10))
      const forward = language === 'he' ? 'ArrowLeft' : 'ArrowRight'
      const backward = language === 'he' ? 'ArrowRight' : 'ArrowLeft'
      for (let i = 0; i < Math.abs(10 - day); i++) await page.keyboard.press(day < 10 ? forward : backward)
      await page.keyboard.press('Enter')
      await tabTo(page, page.getByRole('button', { name: c('blocks.add') }), 'Shift+Tab')
      await page.keyboard.press('Enter')

      const dialog = page.getByRole('dialog', { name: c('blocks.addTitle', { car: name }) })
      await expect(dialog).toBeVisible()
      const first = dialog.getByLabel(c('blocks.firstDay'))
      await expect(first).toHaveValue(`${month}-10`)
      await expect(first).toBeFocused()
      // Tab walks each date's parts in the browser's order (month, day, year): to the last day's day, two days on;
      // then the reason and the note, sent with Enter.
      await tabTo(page, dialog.getByLabel(c('blocks.lastDay')))
      await page.keyboard.press('Tab')
      await page.keyboard.press('ArrowUp')
      await page.keyboard.press('ArrowUp')
      await expect(dialog.getByLabel(c('blocks.lastDay'))).toHaveValue(`${month}-12`)
      await tabTo(page, dialog.getByLabel(c('blocks.reason')))
      await page.keyboard.press('ArrowDown')
      await expect(dialog.getByLabel(c('blocks.reason'))).toHaveValue('channel')
      await page.keyboard.press('Tab')
      await page.keyboard.type('Phone booking, Mr Nikos')
      await checkA11y()
      await page.keyboard.press('Enter')

      await expect(page.getByText(c('blocks.created', { car: name }))).toBeVisible()
      await expect(dialog).toBeHidden()
      // A bar on each blocked day, and the key says what it means.
      await expect(grid.locator('[data-block]')).toHaveCount(3)
      await expect(page.getByRole('list', { name: c('calendar.legend') }).getByText(c('blocks.legend'), { exact: true })).toBeVisible()
      const blocked = c('blocks.blocked', { reason: c('blocks.reasons.channel') })
      await expect(page.getByText(blocked)).toBeVisible()
      await expect(page.getByText('Phone booking, Mr Nikos')).toBeVisible()
      await checkA11y()

      // Drivers: gone for the blocked days, there again after them.
      expect(await searchFindsCar(request, { pickup, from: athens(`${month}-10T10:00`), to: athens(`${month}-11T10:00`) }, car.carId)).toBe(false)
      expect(await searchFindsCar(request, { pickup, from: athens(`${month}-12T18:00`), to: athens(`${month}-13T10:00`) }, car.carId)).toBe(false)
      expect(await searchFindsCar(request, { pickup, from: athens(`${month}-14T10:00`), to: athens(`${month}-16T10:00`) }, car.carId)).toBe(true)
    } finally {
      await car.remove()
    }
  })
}
