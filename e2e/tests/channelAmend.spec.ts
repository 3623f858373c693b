import { expect, test } from '../fixtures'
import { apiAs, athens, DEMO, moveDay, placeIds, searchFindsCar, signIn } from '../booking'
import { texts, type Language } from '../i18n'
import { ownCar } from '../ownCar'

const PLACE = 'Corfu Airport'

for (const language of ['en', 'he'] as const satisfies readonly Language[]) {
  test(`a supplier moves a phone booking to another car and two more days, at a total of its own (${language})`, async ({
    page,
    request,
    checkA11y,
  }, testInfo) => {
    test.setTimeout(90_000)
    const b = texts(language, 'bookings')
    const s = texts(language, 'search')
    const pickup = (await placeIds(request))[PLACE] ?? ''
    const tag = `${language} ${testInfo.project.name} ${Date.now().toString(36)}`
    const first = await ownCar(request, `Phoned ${tag}`, pickup)
    const spare = await ownCar(request, `Upgrade ${tag}`, pickup)
    try {
      const now = new Date()
      const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1))
      const month = `${next.getUTCFullYear()}-${String(next.getUTCMonth() + 1).padStart(2, '0')}`
      const supplier = await apiAs(request, DEMO.supplier)
      const recorded = await supplier.post('/api/console/bookings', {
        car: first.carId,
        pickup,
        from: athens(`${month}-10T10:00`),
        to: athens(`${month}-13T10:00`),
        driver: { fullName: 'Νίκος Παππάς', phone: '+30 691 234 5678', birthDate: '1985-05-05' },
        channel: 'phone',
        payment: 'pickup',
      })
      expect(recorded.status()).toBe(200)
      const id = (await recorded.json()).bookingId as string

      await signIn(page, DEMO.supplier, language)
      await page.goto(`/booking?b=${id}&lang=${language}`)
      await page.getByRole('button', { name: b('amend.action') }).click()
      const form = page.getByRole('form', { name: b('staffAmend.title') })
      await form.getByRole('combobox', { name: b('staffAmend.car') }).selectOption(spare.carId)
      expect(await moveDay(page, form, s('form.dropoffDate'), 2)).toBe(true)
      await form.getByLabel(b('staffAmend.ownTotal')).fill('180')
      await form.getByRole('button', { name: b('amend.check') }).click()
      // A total of its own needs a reason, said on the field.
      await expect(form.getByLabel(b('staffAmend.reason'))).toHaveAttribute('aria-invalid', 'true')
      await form.getByLabel(b('staffAmend.reason')).fill('Upgrade for a regular')
      await form.getByRole('button', { name: b('amend.check') }).click()
      // 5 days of the spare at €39 by the price rules; €180 agreed.
      const quote = form.getByRole('status')
      await expect(quote).toContainText(b('staffAmend.quoted'))
      await expect(quote).toContainText(/195/)
      await expect(quote).toContainText(/180/)
      await checkA11y()
      await form.getByRole('button', { name: b('amend.confirm') }).click()
      await expect(page.getByText(b('staffAmend.done'))).toBeVisible()
      await expect(page.getByRole('complementary')).toContainText(/180/)

      // Drivers: the first car is free on those days again, the spare is taken.
      const days = { pickup, from: athens(`${month}-11T10:00`), to: athens(`${month}-12T10:00`) }
      expect(await searchFindsCar(request, days, first.carId)).toBe(true)
      expect(await searchFindsCar(request, days, spare.carId)).toBe(false)
    } finally {
      await spare.remove()
      await first.remove()
    }
  })
}
