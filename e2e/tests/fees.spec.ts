import { DEMO, signIn } from '../booking'
import { expect, test } from '../fixtures'
import { text } from '../i18n'

const c = (key: string) => text('en', 'console', key)
const AIRPORT = 'Athens International Airport'
const PORT = 'Port of Piraeus'

type TLine = { kind: string; amountCents: number }

/**
 * A supplier's fees (record 0102), set in the console, are in the totals a young driver sees from
 * the first search on, and itemised at the checkout: nothing is added at the desk. The fees are a
 * pair's own one-way fee and a young driver's fee, so no other test's rental meets them.
 */
test('a supplier sets a one-way fee for a pair of places and a young driver’s fee; a 22-year-old sees them in the card’s total and the checkout’s lines, in Hebrew', async ({
  page,
  browser,
  checkA11y,
}) => {
  await signIn(page, DEMO.supplier)
  await page.goto('/console/profile')
  const fees = page.getByRole('form').filter({ has: page.getByRole('heading', { name: c('fees.title') }) })
  const addPair = page.getByRole('button', { name: c('fees.addPair') })
  // The same page may hold the pair from the other project's run: start from none.
  while (await page.getByRole('button', { name: 'Remove pair 1' }).count()) await page.getByRole('button', { name: 'Remove pair 1' }).click()
  await addPair.click()
  await expect(page.getByLabel('Pair 1: one place')).toBeFocused()
  await page.getByLabel('Pair 1: one place').selectOption({ label: AIRPORT })
  await page.getByLabel('Pair 1: the other place').selectOption({ label: AIRPORT })
  await page.getByLabel(/^Pair 1: fee/).fill('35')
  await page.getByRole('button', { name: c('fees.save') }).click()
  await expect(page.getByText(text('en', 'messages', 'validation.samePlaces'))).toBeVisible()
  await page.getByLabel('Pair 1: the other place').selectOption({ label: PORT })
  const young = page.getByRole('checkbox', { name: c('fees.young') })
  if (!(await young.isChecked())) await young.check()
  await page.getByRole('textbox', { name: /^Drivers younger than/ }).fill('25')
  await page.getByRole('textbox', { name: /^Fee per day/ }).fill('12')
  await page.getByRole('textbox', { name: /^At most per rental/ }).fill('60')
  await page.getByRole('button', { name: c('fees.save') }).click()
  await expect(page.getByText(c('fees.saved'))).toBeVisible()
  await expect(fees).toBeVisible()
  await checkA11y()

  // A driver aged 22, signed out, in Hebrew: from the airport to the port for 3 days next February.
  const driver = await browser.newContext({ locale: 'he-IL' })
  const visitor = await driver.newPage()
  const places = (await (await visitor.request.get('/api/locations?size=50&lang=en')).json()).items as { _id: string; name: string }[]
  const id = (name: string) => places.find((p) => p.name === name)?._id ?? ''
  const suppliers = (await (await visitor.request.get('/api/suppliers')).json()).items as { _id: string; fullName: string }[]
  const aegean = suppliers.find((s) => s.fullName === 'Aegean Wheels')?._id ?? ''
  const year = new Date().getFullYear() + 1
  const query = new URLSearchParams({
    pickup: id(AIRPORT),
    dropoff: id(PORT),
    from: `${year}-02-10T10:00:00+02:00`,
    to: `${year}-02-13T10:00:00+02:00`,
    suppliers: aegean,
    age: '22',
  })
  const found = (await (await visitor.request.get(`/api/cars/search?${query.toString()}`)).json()).items as { _id: string; totalPrice: number }[]
  expect(found.length).toBeGreaterThan(0)
  const first = found[0] as { _id: string; totalPrice: number }
  const quote = (await (await visitor.request.get(`/api/cars/${first._id}?${query.toString()}`)).json()).quote as {
    totalPrice: number
    lines: TLine[]
  }
  // 3 days × 12 = 36 (under the cap of 60) and the pair's 35.
  expect(quote.lines.filter((l) => l.kind !== 'rental')).toEqual([
    expect.objectContaining({ kind: 'oneWayFee', amountCents: 3_500 }),
    expect.objectContaining({ kind: 'youngDriverFee', amountCents: 3_600 }),
  ])
  expect(first.totalPrice).toBe(quote.totalPrice)

  await visitor.goto(`/search?${query.toString()}&lang=he`)
  await expect(visitor.locator('html')).toHaveAttribute('dir', 'rtl')
  // The search says who it was for: the age, not "25–70" (on a phone, in the summary, whose button opens the form).
  await expect(visitor.getByRole('article').first()).toBeVisible()
  const change = visitor.getByRole('button', { name: text('he', 'search', 'form.change') })
  if (await change.isVisible()) {
    await expect(visitor.getByText(text('he', 'search', 'form.agedSummary').replace('{{age}}', '22'))).toBeVisible()
    await change.click()
  }
  await expect(
    visitor.getByRole('checkbox', { name: text('he', 'search', 'form.usualAge').replace('{{from}}', '25').replace('{{to}}', '70') }),
  ).not.toBeChecked()
  await expect(visitor.getByRole('textbox', { name: text('he', 'search', 'form.driverAge') })).toHaveValue('22')
  const card = visitor.getByRole('article').first()
  await expect(card).toBeVisible()
  await card.getByRole('link', { name: new RegExp(`^${text('he', 'search', 'card.bookNamed').replace('{{name}}', '')}`) }).click()
  const breakdown = visitor.getByRole('region', { name: text('he', 'checkout', 'price.title') })
  await expect(breakdown.getByText(text('he', 'checkout', 'price.fees.oneWayFee'))).toBeVisible()
  await expect(breakdown.getByText(text('he', 'checkout', 'price.fees.youngDriverFee'))).toBeVisible()
  await checkA11y(visitor)
  await driver.close()
})
