import { expect, test } from '../fixtures'
import { athens, DEMO, placeIds, searchFindsCar, signIn } from '../booking'
import { texts, type Language } from '../i18n'
import { ownCar } from '../ownCar'

const PLACE = 'Corfu Airport'

for (const language of ['en', 'he'] as const satisfies readonly Language[]) {
  test(`a supplier records a walk-in's booking from the car's calendar; drivers lose the car then; its calendar feed lists it (${language})`, async ({
    page,
    request,
    checkA11y,
  }, testInfo) => {
    // A sign-in, a dialog, two searches, the calendar, a feed and axe twice: 45–53 s on two busy cores.
    test.setTimeout(120_000)
    const c = texts(language, 'console')
    const ids = await placeIds(request)
    const pickup = ids[PLACE] ?? ''
    const name = `Walk-in ${language} ${testInfo.project.name} ${Date.now().toString(36)}`
    const car = await ownCar(request, name, pickup)
    try {
      const now = new Date()
      const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1))
      const month = `${next.getUTCFullYear()}-${String(next.getUTCMonth() + 1).padStart(2, '0')}`

      await signIn(page, DEMO.supplier, language)
      await page.goto(`/console/cars/${car.carId}?lang=${language}`)
      await page.getByRole('button', { name: c('channel.add') }).click()
      const dialog = page.getByRole('dialog', { name: c('channel.title', { car: name }) })
      await expect(dialog).toBeVisible()
      await dialog.getByLabel(c('channel.fromDate')).fill(`${month}-10`)
      await dialog.getByLabel(c('channel.toDate')).fill(`${month}-13`)
      await dialog.getByLabel(c('channel.fullName')).fill('Νίκος Παππάς')
      await dialog.getByLabel(c('channel.phone')).fill('+30 691 234 5678')
      await dialog.getByLabel(c('channel.birthDate')).fill('1985-05-05')
      await dialog.getByRole('combobox', { name: c('channel.channel') }).selectOption('desk')
      await dialog.getByRole('combobox', { name: c('channel.payment') }).selectOption('desk')
      // The checkout's quote, fees included: 3 days of the car at €39 (Corfu has no fee of the demo supplier's).
      const quote = dialog.getByRole('status')
      await expect(quote).toContainText(/117.*3|3.*117/)
      await checkA11y()

      // Its own total needs a reason.
      await dialog.getByLabel(c('channel.ownTotal', { currency: 'EUR' })).fill('100')
      await dialog.getByRole('button', { name: c('channel.save') }).click()
      await expect(dialog.getByLabel(c('channel.reason'))).toBeFocused()
      await dialog.getByLabel(c('channel.reason')).fill('Regular customer')
      await dialog.getByRole('button', { name: c('channel.save') }).click()
      const recorded = page.getByText(new RegExp(`WB-[0-9A-F]{8}.*${name}|${name}.*WB-[0-9A-F]{8}`))
      await expect(recorded).toBeVisible()
      // Read while its toast shows (five seconds): the steps below can take longer on a busy machine.
      const reference = (await recorded.textContent())?.match(/WB-[0-9A-F]{8}/)?.[0] ?? 'none'
      await expect(dialog).toBeHidden()

      // Drivers: gone for those days, there again after them.
      expect(await searchFindsCar(request, { pickup, from: athens(`${month}-11T10:00`), to: athens(`${month}-12T10:00`) }, car.carId)).toBe(false)
      expect(await searchFindsCar(request, { pickup, from: athens(`${month}-14T10:00`), to: athens(`${month}-16T10:00`) }, car.carId)).toBe(true)
      // The calendar shows it as reserved on its days.
      const grid = page.getByRole('application', { name: c('calendar.title') }).getByRole('grid')
      await grid.locator('[tabindex="0"]').focus()
      await page.keyboard.press('PageDown')
      await expect(grid.locator('[data-status="reserved"]')).toHaveCount(4)
      await checkA11y()

      // The car's calendar feed: a link shown once, which a calendar app reads without signing in, until it is revoked.
      const feed = page.getByRole('region', { name: c('feed.title.car') })
      await feed.getByRole('button', { name: c('feed.create') }).click()
      const link = feed.getByRole('textbox', { name: c('feed.link') })
      await expect(link).toHaveValue(/\/api\/calendar-feeds\/.+\.ics$/)
      const path = new URL(await link.inputValue()).pathname
      const ics = await request.get(path)
      expect(ics.headers()['content-type']).toContain('text/calendar')
      expect(await ics.text()).toContain(reference)
      await checkA11y()
      await feed.getByRole('button', { name: c('feed.revoke') }).click()
      await page
        .getByRole('dialog', { name: c('feed.revokeTitle') })
        .getByRole('button', { name: c('feed.revokeConfirm') })
        .click()
      await expect(page.getByText(c('feed.revoked'))).toBeVisible()
      expect((await request.get(path)).status()).toBe(404)
    } finally {
      await car.remove()
    }
  })
}
