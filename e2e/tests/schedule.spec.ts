import { expect, test } from '../fixtures'
import { athens, DEMO, placeIds, searchFindsCar, signIn } from '../booking'
import { texts, type Language } from '../i18n'
import { ownCar } from '../ownCar'

const PLACE = 'Corfu Airport'

for (const language of ['en', 'he'] as const satisfies readonly Language[]) {
  test(`a supplier blocks a car and records a walk-in from the fleet schedule, and sees both there (${language})`, async ({
    page,
    request,
    checkA11y,
  }, testInfo) => {
    // A whole journey with four axe scans of a month's grid (every car by every day): each takes
    // 4–10 s on this machine, and the journey ran past 60 s on a loaded one (stop 67's CI, he).
    test.setTimeout(120_000)
    const c = texts(language, 'console')
    const phone = testInfo.project.name === 'mobile'
    const ids = await placeIds(request)
    const pickup = ids[PLACE] ?? ''
    // "0…" sorts before every demo car: the first row of the schedule.
    const name = `0 Schedule ${language} ${testInfo.project.name} ${Date.now().toString(36)}`
    const car = await ownCar(request, name, pickup)
    try {
      const now = new Date()
      const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1))
      const month = `${next.getUTCFullYear()}-${String(next.getUTCMonth() + 1).padStart(2, '0')}`

      await signIn(page, DEMO.supplier, language)
      await page.goto(`/console/schedule?from=${month}-10&lang=${language}`)
      await expect(page.getByRole('heading', { name: new RegExp(c('schedule.title')) }).first()).toBeVisible()
      await checkA11y()

      // Block the 12th–13th: from the grid by keyboard alone on a desktop, from the day's free cars on a phone.
      if (phone) {
        const day = page
          .getByRole('listitem')
          .filter({ has: page.locator(`h3`) })
          .nth(2)
        await day.locator('summary').click()
        await day.getByRole('button', { name }).click()
      } else {
        await page.getByRole('combobox', { name: c('schedule.gearbox') }).focus()
        await page.keyboard.press('Tab')
        await expect(page.getByRole('gridcell').first()).toBeFocused()
        await page.keyboard.press(language === 'he' ? 'ArrowLeft' : 'ArrowRight')
        await page.keyboard.press(language === 'he' ? 'ArrowLeft' : 'ArrowRight')
        await expect(page.getByRole('gridcell', { name: new RegExp(`^${name}`) }).nth(2)).toBeFocused()
        await page.keyboard.press('Enter')
      }
      const chooser = page.getByRole('dialog')
      await expect(chooser).toContainText(name)
      await checkA11y()
      await chooser.getByRole('button', { name: c('blocks.add') }).focus()
      await page.keyboard.press('Enter')
      const block = page.getByRole('dialog', { name: c('blocks.addTitle', { car: name }) })
      await expect(block.getByLabel(c('blocks.firstDay'))).toHaveValue(`${month}-12`)
      await block.getByLabel(c('blocks.lastDay')).fill(`${month}-13`)
      await block.getByLabel(c('blocks.reason')).selectOption('service')
      await block.getByLabel(c('blocks.note')).focus()
      await page.keyboard.type('Tyres')
      await page.keyboard.press('Enter')
      await expect(block).toBeHidden()

      // A walk-in for the 15th–17th, recorded from the same car's 15th.
      if (phone) {
        const day = page
          .getByRole('listitem')
          .filter({ has: page.locator('h3') })
          .nth(5)
        await day.locator('summary').click()
        await day.getByRole('button', { name }).click()
      } else {
        await page
          .getByRole('gridcell', { name: new RegExp(`^${name}`) })
          .nth(5)
          .click()
      }
      await page
        .getByRole('dialog')
        .getByRole('button', { name: c('channel.add') })
        .click()
      const booking = page.getByRole('dialog', { name: c('channel.title', { car: name }) })
      await expect(booking.getByLabel(c('channel.fromDate'))).toHaveValue(`${month}-15`)
      await booking.getByLabel(c('channel.toDate')).fill(`${month}-17`)
      await booking.getByLabel(c('channel.fullName')).fill('Νίκος Παππάς')
      await booking.getByLabel(c('channel.phone')).fill('+30 691 234 5678')
      await booking.getByLabel(c('channel.birthDate')).fill('1985-05-05')
      await expect(booking.getByRole('status')).toContainText(/78/)
      await booking.getByRole('button', { name: c('channel.save') }).click()
      await expect(booking).toBeHidden()

      // Both on the schedule, in words.
      if (phone) {
        await expect(
          page.getByRole('button', { name: c('schedule.blockLine', { car: name, reason: c('blocks.reasons.service') }) }).first(),
        ).toBeVisible()
        await expect(page.getByRole('link', { name: new RegExp(`${name}.*Νίκος Παππάς`) }).first()).toBeVisible()
      } else {
        const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(name) }) })
        await expect(row.locator('[data-status="blocked"]')).toHaveCount(1)
        await expect(row.locator('[data-status="pending"], [data-status="reserved"]')).toContainText('Νίκος Παππάς')
        await expect(page.getByRole('gridcell', { name: new RegExp(`^${name}`) }).nth(3)).toHaveAccessibleName(
          new RegExp(c('blocks.reasons.service')),
        )
      }
      await checkA11y()

      // Drivers lose the car on the blocked days only.
      expect(await searchFindsCar(request, { pickup, from: athens(`${month}-12T10:00`), to: athens(`${month}-13T10:00`) }, car.carId)).toBe(false)
      expect(await searchFindsCar(request, { pickup, from: athens(`${month}-20T10:00`), to: athens(`${month}-22T10:00`) }, car.carId)).toBe(true)
    } finally {
      await car.remove()
    }
  })
}
