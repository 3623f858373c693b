import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { expect } from './fixtures'
import { text, type Language } from './i18n'

const c = (language: Language, key: string) => text(language, 'checkout', key)
const a = (language: Language, key: string) => text(language, 'account', key)

export type Car = { _id: string; supplier: { _id: string; fullName: string }; extras: Record<string, number> }

/**
 * A checkout link of a demo car (of a supplier that does or does not take pay-later, or of one
 * supplier) at Athens - City Centre or another place, for a period of its own in next January (winter: Athens is at
 * +02:00), so that tests running side by side never want the same car at the same time.
 */
export async function checkoutLink(
  request: APIRequestContext,
  { payLater, supplier, place = 'Athens - City Centre' }: { payLater?: boolean; supplier?: string; place?: string },
): Promise<{ url: string; car: Car }> {
  const places = await (await request.get('/api/locations?size=50')).json()
  const pickup = places.items.find((p: { name: string }) => p.name === place)._id as string
  const suppliers = supplier ? (await (await request.get('/api/suppliers')).json()).items : []
  const only = suppliers.find((s: { fullName: string }) => s.fullName === supplier)?._id as string | undefined
  const year = new Date().getFullYear() + 1
  for (let attempt = 0; attempt < 20; attempt++) {
    const start = 1 + Math.floor(Math.random() * 25)
    const hour = 8 + Math.floor(Math.random() * 10)
    const pad = (n: number) => String(n).padStart(2, '0')
    const from = `${year}-01-${pad(start)}T${pad(hour)}:00:00+02:00`
    const to = `${year}-01-${pad(start + 3)}T${pad(hour)}:00:00+02:00`
    const query = new URLSearchParams({ pickup, from, to })
    const found = await (await request.get(`/api/cars/search?${query.toString()}${only ? `&suppliers=${only}` : ''}`)).json()
    const cars = [...(found.items as Car[])].sort(() => Math.random() - 0.5)
    for (const car of cars) {
      const detail = await (await request.get(`/api/cars/${car._id}?${query.toString()}`)).json()
      if ((payLater === undefined || detail.supplierPayLater === payLater) && detail.quote?.available)
        return { url: `/checkout?car=${car._id}&${query.toString()}`, car }
    }
  }
  throw new Error('no car to check out')
}

/** A text box by its exact accessible name (the field's label). */
export const box = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true })

/** Types a birth date into its day, month and year boxes. */
export async function typeBirthDate(scope: Page | Locator, language: Language, label = a(language, 'fields.birthDate')) {
  const group = scope.getByRole('group', { name: label })
  await box(group, a(language, 'date.day')).fill('20')
  await box(group, a(language, 'date.month')).fill('5')
  await box(group, a(language, 'date.year')).fill('1990')
}

export async function fillGuest(page: Page, language: Language, email: string) {
  const driver = page.getByRole('region', { name: c(language, 'driver.title') })
  await box(driver, a(language, 'fields.fullName')).fill('Eleni Papadaki')
  await box(driver, a(language, 'fields.email')).fill(email)
  await box(driver, a(language, 'fields.phone')).fill('+30 690 123 4567')
  await typeBirthDate(driver, language)
}

export async function acceptAndSolve(page: Page, language: Language) {
  await page.getByRole('checkbox', { name: new RegExp(a(language, 'signUp.termsLink')) }).check()
  await page.getByRole('checkbox', { name: a(language, 'captcha.label') }).click()
  await expect(page.getByText(a(language, 'captcha.verified'))).toBeVisible()
}

export async function payByCard(page: Page, language: Language, number: string, choice = c(language, 'payment.online')) {
  await page.getByRole('radio', { name: new RegExp(choice) }).check()
  await box(page, c(language, 'payment.cardNumber')).fill(number)
  await box(page, c(language, 'payment.expiry')).fill('12/40')
  await box(page, c(language, 'payment.cvc')).fill('123')
}
