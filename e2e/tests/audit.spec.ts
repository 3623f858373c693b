import { expect, test } from '../fixtures'
import { apiAs, DEMO, placeIds, signIn } from '../booking'
import { texts, type Language } from '../i18n'
import { ownCar } from '../ownCar'

/**
 * The trail of staff changes (issue 46): a supplier takes its car off search, and its change
 * history shows who did it, when, and the field before and after; the admin sees it too.
 */
for (const language of ['en', 'he'] as const satisfies readonly Language[]) {
  test(`a supplier's change shows in its change history, and the admin's (${language})`, async ({ page, request, checkA11y }, testInfo) => {
    const c = texts(language, 'console')
    const ids = await placeIds(request)
    const car = await ownCar(request, `Audited ${language} ${testInfo.project.name} ${Date.now().toString(36)}`, ids['Corfu Airport'] ?? '')
    try {
      const supplier = await apiAs(request, DEMO.supplier)
      expect((await supplier.post(`/api/console/cars/${car.carId}/availability`, { available: false })).status()).toBe(200)

      await signIn(page, DEMO.supplier, language)
      await page.goto(`/console?lang=${language}`)
      await page
        .getByRole('navigation', { name: c('nav.label') })
        .getByRole('link', { name: c('nav.audit') })
        .click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c('audit.title'))
      // Found by the car's id, as a link from elsewhere would.
      await page.getByRole('searchbox', { name: c('audit.findRecord') }).fill(car.carId)
      await page.getByRole('searchbox', { name: c('audit.findRecord') }).press('Enter')
      const change = page
        .getByRole('listitem')
        .filter({ hasText: c('audit.actions.update').replace('{{table}}', c('audit.tables.cars')) })
        .first()
      await expect(change).toBeVisible()
      const row = change.getByRole('row', { name: /available/ })
      await expect(row.getByRole('cell')).toHaveText(['true', 'false'])
      await expect(change).toContainText('Aegean Wheels')
      await checkA11y()

      await signIn(page, DEMO.admin, language)
      await page.goto(`/console/audit?lang=${language}&table=cars&record=${car.carId}`)
      await expect(page.getByRole('listitem').filter({ hasText: 'Aegean Wheels' }).first()).toBeVisible()
      await checkA11y()
    } finally {
      await car.remove()
    }
  })
}
