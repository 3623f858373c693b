import type { APIRequestContext } from '@playwright/test'
import { expect, test } from '../fixtures'
import { apiAs, DEMO, moveDay, signIn } from '../booking'
import { text } from '../i18n'

const b = (key: string) => text('en', 'bookings', key)
type TFound = { _id: string; supplier: { fullName: string }; extras: { additionalDriver: number } }

/**
 * A pay-later booking of the demo driver, made as the checkout makes it, on an Aegean Wheels car
 * at Athens airport whose additional driver is included (extras.additionalDriver 0): the checkout
 * never asks for that driver, so the booking names none. Two days of next March, away from the
 * February of the other booking tests, so that tests running side by side rarely want one car.
 */
async function bookIncludedDriverCar(request: APIRequestContext): Promise<string> {
  const { xsrf } = await apiAs(request, DEMO.driver)
  const places = await (await request.get('/api/locations?size=50')).json()
  const pickup = places.items.find((p: { name: string }) => p.name === 'Athens International Airport')._id as string
  const year = new Date().getFullYear() + 1
  const pad = (n: number) => String(n).padStart(2, '0')
  for (let attempt = 0; attempt < 10; attempt++) {
    // Before the clocks change at the end of March, so the offset below holds.
    const start = 1 + Math.floor(Math.random() * 20)
    const from = `${year}-03-${pad(start)}T09:00:00+02:00`
    const to = `${year}-03-${pad(start + 2)}T09:00:00+02:00`
    const query = new URLSearchParams({ pickup, from, to })
    let car: TFound | undefined
    for (let page: number | null = 1; page !== null && !car;) {
      const found = await (await request.get(`/api/cars/search?${query.toString()}&page=${page}`)).json()
      car = (found.items as TFound[]).find((c) => c.supplier.fullName === 'Aegean Wheels' && c.extras.additionalDriver === 0)
      page = found.nextPage as number | null
    }
    if (car) {
      const driver = { fullName: 'Maria Papadopoulou', email: DEMO.driver, phone: '+30 690 000 0001', birthDate: '1990-04-12' }
      const booked = await request.post('/api/checkout', {
        headers: { 'x-xsrf-token': xsrf, 'idempotency-key': `e2e-${crypto.randomUUID()}` },
        data: { car: car._id, pickup, from, to, driver, payment: { method: 'later' } },
      })
      if (booked.status() === 200) return (await booked.json()).bookingId as string
      // Another test took this car for these days: other days. Anything else is a fault worth reading.
      expect(`${booked.status()} ${await booked.text()}`).toMatch(/^409 .*"car_unavailable"/)
    }
  }
  throw new Error('no Aegean Wheels car at Athens airport with an included additional driver to book')
}

test('a driver changes the dates of a booking whose additional driver is included, without being asked to name one', async ({
  page,
  request,
  checkA11y,
}) => {
  test.setTimeout(90_000)
  const id = await bookIncludedDriverCar(request)
  await signIn(page, DEMO.driver)
  await page.goto(`/booking?b=${id}`)
  const total = page.getByRole('complementary')
  await page.getByRole('button', { name: b('amend.action') }).click()
  const form = page.getByRole('form', { name: b('amend.title') })
  await expect(form).toBeVisible()
  // The option is booked as the car includes it: ticked and locked, and nobody to name.
  const option = form.getByRole('checkbox', { name: text('en', 'search', 'extras.additionalDriver') })
  await expect(option).toBeChecked()
  await expect(option).toBeDisabled()
  const additionalDriver = form.getByRole('group', { name: text('en', 'checkout', 'additionalDriver.title'), exact: true })
  await expect(additionalDriver).toHaveCount(0)
  await expect(form.getByRole('textbox', { name: text('en', 'account', 'fields.fullName') })).toHaveCount(0)

  if (!(await moveDay(page, form, text('en', 'search', 'form.dropoffDate'), 2)))
    expect(await moveDay(page, form, text('en', 'search', 'form.pickupDate'), -2)).toBe(true)
  await form.getByRole('button', { name: b('amend.check') }).click()
  const quote = form.getByRole('status')
  await expect(quote).toContainText(b('amend.newTotal'))
  await expect(quote).toContainText('4 days')
  await expect(form.getByRole('alert')).toHaveCount(0)
  await expect(additionalDriver).toHaveCount(0)
  await checkA11y()

  await form.getByRole('button', { name: b('amend.confirm') }).click()
  await expect(page.getByText(b('amend.done'))).toBeVisible()
  await expect(form).toHaveCount(0)
  await expect(total).toContainText('4 days')

  await release(request, id)
})

/**
 * Leaves the worker's demo driver as the test found them: the booking cancelled (a driver holds
 * few unpaid pay-later bookings at once, and the other tests need theirs) and its notices gone
 * (other tests count the driver's unread notifications).
 */
async function release(request: APIRequestContext, id: string): Promise<void> {
  const admin = await apiAs(request, DEMO.admin)
  expect((await admin.post('/api/bookings/status', { ids: [id], status: 'cancelled' })).status()).toBe(200)
  const driver = await apiAs(request, DEMO.driver)
  const list = await (await request.get('/api/notifications?size=100')).json()
  const ids = (list.items as { _id: string; bookingId: string | null }[]).filter((n) => n.bookingId === id).map((n) => n._id)
  expect(ids.length, 'the cancellation notice').toBeGreaterThan(0)
  expect((await driver.post('/api/notifications/delete', { ids })).status()).toBe(200)
}
