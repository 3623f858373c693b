import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { APIRequestContext, Page } from '@playwright/test'
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { convertCents } from '@wheelbase/core/currencies'
import { formatPrice } from '@wheelbase/core/money'
import { apiAs, DEMO, signIn } from '../booking'
import { acceptAndSolve, box, payByCard } from '../checkoutSteps'
import { expect, test } from '../fixtures'
import { text } from '../i18n'

const AIRPORT = 'Athens International Airport'
// The demo's only supplier from Athens airport to Heraklion is the one other tests set fees for: Chania, on Crete too.
const CRETE = 'Chania Airport (Crete)'
const SUPPLIER = 'Minoan Motors'
const ILS = 4_000_000 // 1 EUR = 4 ILS, set by the admin below
const he = (namespace: string, key: string) => text('he', namespace, key)

type TCard = { _id: string; totalPrice: number; supplier: { _id: string; fullName: string } }
type TLine = { kind: string; amountCents: number }

/** A demo supplier's sign-in address, from its name (demoData: hello@<name without spaces>.example). */
const emailOf = (supplier: string) => `hello@${supplier.toLowerCase().replace(/\s+/g, '')}.example`

/** The text of a PDF as pdf.js extracts it (its bidi turns right-to-left runs back to logical order). */
async function pdfText(pdf: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: VerbosityLevel.ERRORS }).promise
  const pages: string[] = []
  for (let n = 1; n <= document.numPages; n++) {
    const content = await (await document.getPage(n)).getTextContent()
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '))
  }
  return pages.join('\n')
}

/** The currency picker a visitor reaches: the header's on a desktop, the footer's on a phone. */
const currencyPicker = (page: Page) => page.getByRole('combobox', { name: he('common', 'currency.label') }).locator('visible=true')

/** As a supplier, through the API: its fees, as the console's Fees form saves them. */
async function setFees(request: APIRequestContext, supplier: { _id: string; fullName: string }, fees: object) {
  const { xsrf } = await apiAs(request, emailOf(supplier.fullName))
  const saved = await request.put(`/api/console/suppliers/${supplier._id}/fees`, { headers: { 'x-xsrf-token': xsrf }, data: fees })
  expect(saved.status()).toBe(200)
  return xsrf
}

/**
 * Issue 31's journey: a 22-year-old in Hebrew, showing prices in shekels, searches Athens airport
 * to Crete (Chania). The cards' shekel totals include the supplier's one-way and young-driver
 * fees; the checkout shows the same total, line by line, with the euros charged; the driver pays
 * with the test card 4242 and gives a flight number; the approved booking's voucher lists the
 * fees and the flight. The admin's rate (1 EUR = 4 ILS) is set in the console first.
 */
test('a 22-year-old in Hebrew with shekels books Athens airport → Crete with the fees in every total, pays in euros, and the voucher lists fees and flight', async ({
  page,
  browser,
  checkA11y,
  isMobile,
}) => {
  test.setTimeout(150_000)
  // The admin sets the shekel's rate in the console (a wrong value first: refused on its field).
  await signIn(page, DEMO.admin)
  await page.goto('/console/currency-rates')
  const rate = box(page, text('en', 'console', 'rates.rateOf').replace('{{base}}', 'EUR').replace('{{currency}}', 'ILS'))
  await rate.fill('four')
  await page.getByRole('button', { name: text('en', 'console', 'rates.save') }).click()
  await expect(rate).toBeFocused()
  await expect(rate).toHaveAttribute('aria-invalid', 'true')
  await rate.fill('4')
  await page.getByRole('button', { name: text('en', 'console', 'rates.save') }).click()
  await expect(page.getByText(text('en', 'console', 'rates.saved'))).toBeVisible()
  await expect(page.getByText(/^Shown to drivers/).first()).toBeVisible()
  await checkA11y()

  // The supplier of the trip charges a one-way fee for this pair and a young driver's fee.
  const year = new Date().getFullYear() + 1
  // Each project its own days, in a month no other test books.
  const [start, end] = isMobile ? ['20', '23'] : ['10', '13']
  const places = (await (await page.request.get('/api/locations?size=50&lang=en')).json()).items as { _id: string; name: string }[]
  const id = (name: string) => places.find((p) => p.name === name)?._id ?? ''
  const query = new URLSearchParams({
    pickup: id(AIRPORT),
    dropoff: id(CRETE),
    from: `${year}-05-${start}T10:00:00+03:00`,
    to: `${year}-05-${end}T10:00:00+03:00`,
    age: '22',
  })
  const offered = (await (await page.request.get(`/api/cars/search?${query.toString()}`)).json()).items as TCard[]
  const supplier = offered.find((car) => car.supplier.fullName === SUPPLIER)?.supplier
  if (!supplier) throw new Error(`${SUPPLIER} offers no car from Athens airport to Chania`)
  query.set('suppliers', supplier._id)
  const staff = await browser.newContext()
  const xsrf = await setFees(staff.request, supplier, {
    oneWayFee: null,
    oneWayPairs: [{ places: [id(CRETE), id(AIRPORT)], fee: 6_000 }],
    youngDriver: { underAge: 25, perDay: 1_500, cap: null },
    placeFees: [],
  })
  const cards = (await (await page.request.get(`/api/cars/search?${query.toString()}`)).json()).items as TCard[]
  const first = cards[0] as TCard
  const quote = (await (await page.request.get(`/api/cars/${first._id}?${query.toString()}`)).json()).quote as { totalPrice: number; lines: TLine[] }
  // 3 days × 15 € and the pair's 60 €: in the headline total already.
  expect(quote.lines.filter((line) => line.kind !== 'rental')).toEqual([
    expect.objectContaining({ kind: 'oneWayFee', amountCents: 6_000 }),
    expect.objectContaining({ kind: 'youngDriverFee', amountCents: 4_500 }),
  ])
  expect(first.totalPrice).toBe(quote.totalPrice)
  const shekels = formatPrice(convertCents(quote.totalPrice, ILS), 'ILS', 'he')
  const euros = formatPrice(quote.totalPrice, 'EUR', 'he')

  // The driver, signed out, in Hebrew: shekels chosen in the picker, then the search.
  const { viewport, isMobile: mobile, hasTouch, userAgent, deviceScaleFactor } = test.info().project.use
  const context = await browser.newContext({ locale: 'he-IL', viewport, isMobile: mobile, hasTouch, userAgent, deviceScaleFactor })
  const driver = await context.newPage()
  await driver.goto('/?lang=he')
  await driver.waitForFunction(() => document.documentElement.dataset.ready === 'true')
  if (isMobile) await driver.getByRole('button', { name: he('common', 'menu.open') }).click()
  await currencyPicker(driver).selectOption('ILS')
  if (isMobile) await driver.keyboard.press('Escape')
  await driver.goto(`/search?${query.toString()}`)
  await expect(driver.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(driver.getByText(he('search', 'results.estimate').replace('{{currency}}', 'ILS').replace('{{base}}', 'EUR'))).toBeVisible()
  const card = driver.getByRole('article').first()
  await expect(card).toContainText(shekels)
  await checkA11y(driver)

  // The checkout: the same total in shekels, line by line, and the euros charged.
  await card.getByRole('link', { name: new RegExp(`^${he('search', 'card.bookNamed').replace('{{name}}', '')}`) }).click()
  const breakdown = driver.getByRole('region', { name: he('checkout', 'price.title') })
  await expect(breakdown.locator('dd[aria-live]')).toHaveText(shekels)
  await expect(breakdown.getByText(he('checkout', 'price.fees.oneWayFee'))).toBeVisible()
  await expect(breakdown.getByText(he('checkout', 'price.fees.youngDriverFee'))).toBeVisible()
  await expect(breakdown.getByText(formatPrice(convertCents(6_000, ILS), 'ILS', 'he'), { exact: true })).toBeVisible()
  await expect(breakdown).toContainText(he('checkout', 'price.youPay').replace('{{price}}', euros))

  const form = driver.getByRole('region', { name: he('checkout', 'driver.title') })
  const email = `young.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.com`
  await box(form, he('account', 'fields.fullName')).fill('נועה לוי')
  await box(form, he('account', 'fields.email')).fill(email)
  await box(form, he('account', 'fields.phone')).fill('+972 50 123 4567')
  // 22 on the pick-up day, as searched: the total stays.
  const birth = form.getByRole('group', { name: he('account', 'fields.birthDate') })
  await box(birth, he('account', 'date.day')).fill('1')
  await box(birth, he('account', 'date.month')).fill('12')
  await box(birth, he('account', 'date.year')).fill(String(year - 23))
  await box(form, he('checkout', 'flight.label')).fill('a3 602')
  await payByCard(driver, 'he', '4242 4242 4242 4242')
  await acceptAndSolve(driver, 'he')
  await expect(breakdown.locator('dd[aria-live]')).toHaveText(shekels)
  await checkA11y(driver)
  // The button says what is charged: euros.
  await driver.getByRole('button', { name: he('checkout', 'submit.online').replace('{{price}}', euros) }).click()
  await expect(driver).toHaveURL(/\/checkout-session\//)
  await expect(driver.getByRole('status')).toContainText(he('bookings', 'session.paid'))
  const reference =
    (
      await driver
        .getByText(/WB-[0-9A-F]{8}/)
        .first()
        .textContent()
    )?.match(/WB-[0-9A-F]{8}/)?.[0] ?? 'none'
  await checkA11y(driver)

  // The supplier approves; the voucher lists the fees and the flight.
  const found = (await (await staff.request.get(`/api/bookings?q=${reference}`)).json()).items as { _id: string; totalPrice: number }[]
  const booking = found[0] as { _id: string; totalPrice: number }
  expect(booking.totalPrice).toBe(quote.totalPrice)
  const approved = await staff.request.post('/api/bookings/status', {
    headers: { 'x-xsrf-token': xsrf },
    data: { ids: [booking._id], status: 'reserved' },
  })
  expect(approved.status()).toBe(200)
  const voucher = await staff.request.get(`/api/bookings/${booking._id}/voucher?lang=he`, { headers: { 'accept-language': 'he' } })
  expect(voucher.status()).toBe(200)
  const printed = await pdfText(await voucher.body())
  expect(printed).toContain('A3602')
  const mailTexts = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../apps/api/src/mail/locales/he.json'), 'utf8')) as {
    fees: Record<string, string>
  }
  for (const fee of ['oneWayFee', 'youngDriverFee']) expect(printed).toContain(mailTexts.fees[fee])
  await staff.close()
  await context.close()
})
