import { DEMO, signIn } from '../booking'
import { expect, test } from '../fixtures'
import { text } from '../i18n'

const c = (key: string) => text('en', 'console', key)

/**
 * Opening hours and notice (issue 44, record 0124): a supplier sees its desk's week in the console
 * and adds a date closed; a driver searching at 03:00, in Hebrew, is told that suppliers are
 * closed then rather than shown fewer cars without a word, and the supplier's cars are gone on the
 * date closed only.
 */
test('a supplier adds a date closed to its desk’s week; a driver searching at 03:00 is told suppliers are closed then', async ({
  page,
  browser,
  checkA11y,
}) => {
  const year = new Date().getFullYear() + 1
  const closedDay = `${year}-03-25`
  await signIn(page, DEMO.supplier)
  await page.goto('/console/profile')
  const desk = page.getByRole('form', { name: c('desk.title') })
  await expect(desk.getByRole('checkbox', { name: c('desk.keepsHours') })).toBeChecked()
  // The seeded week: 07:00–23:00 every day.
  const monday = desk.getByRole('group', { name: 'Monday' })
  await expect(monday.getByLabel(c('desk.opens'), { exact: true })).toHaveValue('07:00')
  await expect(monday.getByLabel(c('desk.closes'), { exact: true })).toHaveValue('23:00')
  // The seeded 15 Augusts are listed; the other project's run may have added the date already.
  const dates = desk.getByLabel(/^Date closed \d+$/)
  await expect(dates.first()).toHaveValue(/-08-15$/)
  const listed = await dates.evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).value))
  if (!listed.includes(closedDay)) {
    await desk.getByRole('button', { name: c('desk.addClosed') }).click()
    const added = desk.getByLabel(`Date closed ${listed.length + 1}`, { exact: true })
    await expect(added).toBeFocused()
    await added.fill(closedDay)
  }
  await desk.getByRole('button', { name: c('desk.save') }).click()
  await expect(page.getByText(c('desk.saved'))).toBeVisible()
  // From the top: scrolled, a week's checkbox half under the sticky header counts as a small target.
  await page.evaluate(() => window.scrollTo(0, 0))
  await checkA11y()

  const context = await browser.newContext({ locale: 'he-IL' })
  const visitor = await context.newPage()
  const places = (await (await visitor.request.get('/api/locations?size=50&lang=en')).json()).items as { _id: string; kind: string }[]
  const suppliers = (await (await visitor.request.get('/api/suppliers')).json()).items as { _id: string; fullName: string }[]
  const aegean = suppliers.find((s) => s.fullName === 'Aegean Wheels')?._id ?? ''
  const at = (day: string, time: string) => `${day}T${time}:00+02:00`
  // A town desk of Aegean Wheels: its cars there at 10:00, none at 03:00.
  let town = ''
  for (const place of places.filter((p) => p.kind !== 'airport')) {
    const query = new URLSearchParams({ pickup: place._id, from: at(`${year}-02-10`, '10:00'), to: at(`${year}-02-13`, '10:00'), suppliers: aegean })
    if ((await (await visitor.request.get(`/api/cars/search?${query.toString()}`)).json()).total > 0) {
      town = place._id
      break
    }
  }
  expect(town).not.toBe('')
  const night = new URLSearchParams({ pickup: town, from: at(`${year}-02-10`, '03:00'), to: at(`${year}-02-13`, '10:00') })
  const answer = await (await visitor.request.get(`/api/cars/search?${night.toString()}`)).json()
  expect(answer.hidden.closed).toBeGreaterThanOrEqual(1)

  await visitor.goto(`/search?${night.toString()}&lang=he`)
  await expect(visitor.locator('html')).toHaveAttribute('dir', 'rtl')
  const count = answer.hidden.closed as number
  const form = count === 1 ? 'one' : count === 2 ? 'two' : 'other'
  const note = text('he', 'search', `results.hiddenClosed_${form}`)
    .replace('{{count}}', String(count))
    .replace('{{times}}', text('he', 'search', 'results.eitherTime').replace('{{pickup}}', '3:00').replace('{{dropoff}}', '10:00'))
  await expect(visitor.getByText(note)).toBeVisible()
  await checkA11y(visitor)

  // On the date closed, Aegean Wheels' cars are gone at that desk; the day before, they are there.
  const on = (day: string, next: string) =>
    new URLSearchParams({ pickup: town, from: at(day, '10:00'), to: at(next, '10:00'), suppliers: aegean }).toString()
  expect((await (await visitor.request.get(`/api/cars/search?${on(closedDay, `${year}-03-27`)}`)).json()).total).toBe(0)
  expect((await (await visitor.request.get(`/api/cars/search?${on(`${year}-03-22`, `${year}-03-24`)}`)).json()).total).toBeGreaterThan(0)
  await context.close()
})
