import { expect, test as base } from '../fixtures'
import { BROWSER_TEST_ENV } from '../fixtures'
import { DEMO, signIn } from '../booking'
import { acceptAndSolve, checkoutLink, fillGuest, payByCard } from '../checkoutSteps'
import { text } from '../i18n'
import { mailFromOutbox } from '../outbox'
import { startApp, type AppServer } from '../servers'

const HOUR = 3_600_000
const b = (key: string) => text('he', 'bookings', key)
const s = (language: 'en' | 'he', key: string) => text(language, 'search', key)
const c = (key: string) => text('en', 'console', key)

/**
 * This file's server has a test clock (TEST_CLOCK=true, so NODE_ENV=test): the journey moves it
 * past the drop-off instead of waiting for the rental to end. Its own server, not the shared one:
 * moving the clock there would turn every other test's rental into a past one.
 */
const test = base.extend<object, { app: AppServer }>({
  app: [
    async ({ tiles }, use) => {
      const server = await startApp({ TEST_CLOCK: 'true', NODE_ENV: 'test', MAP_TILES_URL: `${tiles.url}/{z}/{x}/{y}.png`, ...BROWSER_TEST_ENV })
      await use(server)
      await server.stop()
    },
    { scope: 'worker', timeout: 120_000 },
  ],
})

test('a guest rents, is invited the day after drop-off, rates 9 in Hebrew; the supplier replies; the new average follows @desktop', async ({
  page,
  request,
  app,
  checkA11y,
}) => {
  test.setTimeout(180_000)
  const supplier = 'Aegean Wheels'
  const before = await (await request.get('/api/supplier-profiles/aegean-wheels')).json()

  // A guest rents in Hebrew and pays by card.
  const { url } = await checkoutLink(request, { supplier })
  const email = `reviewer.${Date.now()}@example.com`
  await page.goto(`${url}&lang=he`)
  await fillGuest(page, 'he', email)
  await payByCard(page, 'he', '4242 4242 4242 4242')
  await acceptAndSolve(page, 'he')
  await page.getByRole('button', { name: new RegExp(text('he', 'checkout', 'submit.online').replace('{{price}}', '.+')) }).click()
  await expect(page.getByRole('status')).toContainText(text('he', 'bookings', 'session.paid'))

  // The clock passes the drop-off by a day: the sweep invites the driver, in Hebrew, with a one-time link.
  const dropOff = new Date(new URL(url, app.url).searchParams.get('to') ?? '')
  const moved = await request.post('/api/test/clock', { data: { at: new Date(dropOff.getTime() + 25 * HOUR).toISOString() } })
  expect(moved.status()).toBe(200)
  const invitation = await mailFromOutbox(app.dataDir, email, new RegExp(`${supplier}`))
  expect(invitation.subject).toBe(`איך הייתה ההשכרה אצל ${supplier}?`)
  const link = /https?:\/\/\S+\/booking\/manage\?token=[\w-]+/.exec(invitation.text)?.[0] ?? ''
  expect(link).not.toBe('')

  // The link opens the form; the driver rates the rental 9.
  await page.goto(link)
  const form = page.getByRole('form', { name: b('review.title') })
  await expect(form).toBeVisible()
  await checkA11y()
  for (const name of ['score', 'carCondition', 'cleanliness', 'pickupReturn', 'value'])
    await form
      .getByRole('group', { name: new RegExp(b(`review.${name}`)) })
      .getByLabel(b('review.scoreValue').replace('{{score}}', '9'), { exact: true })
      .check()
  // (A word of its own to find it by: a long number would read as a phone number, and be refused.)
  const comment = `רכב מצוין ושירות אדיב ${Math.random().toString(36).slice(2, 7)}`
  await form.getByRole('textbox', { name: b('review.comment') }).fill(comment)
  await form.getByRole('button', { name: b('review.submit') }).click()
  await expect(page.getByRole('region', { name: b('review.yours') })).toContainText('9/10')

  // The supplier replies in English, in the console.
  await signIn(page, DEMO.supplier)
  await page.goto('/console/reviews?language=he')
  const card = page.getByRole('article').filter({ hasText: comment })
  await card.getByRole('button', { name: c('reviews.reply'), exact: true }).click()
  const reply = 'Thank you, we hope to see you again!'
  await card.getByRole('textbox', { name: c('reviews.replyLabel') }).fill(reply)
  await card.getByRole('button', { name: c('reviews.sendReply') }).click()
  await expect(card).toContainText(reply)

  // The card shows the new average, and sorting by rating puts the supplier first.
  const after = await (await request.get('/api/supplier-profiles/aegean-wheels')).json()
  expect(after.rating.count).toBe(before.rating.count + 1)
  const search = new URL(url, app.url).searchParams
  search.delete('car')
  // The server's clock now stands past this rental, and search follows it: the same cars a week on.
  for (const key of ['from', 'to']) search.set(key, new Date(new Date(search.get(key) ?? '').getTime() + 7 * 24 * HOUR).toISOString())
  await page.goto(`/search?${search.toString()}&sort=rating&lang=en`)
  const first = page.getByRole('article').first()
  await expect(first.getByRole('link', { name: new RegExp(supplier) })).toContainText(
    s('en', 'card.reviews_other').replace('{{count}}', String(after.rating.count)),
  )
  await expect(first).toContainText(after.rating.score.toFixed(1))

  // The supplier page shows the review with its reply, in English and in Hebrew.
  await page.goto('/suppliers/aegean-wheels?reviews=he&lang=en')
  const review = page.getByRole('article').filter({ hasText: comment })
  await expect(review).toContainText(reply)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(supplier)
  await checkA11y()
  await page.goto('/suppliers/aegean-wheels?reviews=he&lang=he')
  await expect(page.getByRole('article').filter({ hasText: comment })).toContainText(reply)
  await expect(page.getByText(text('he', 'suppliers', 'supplierPage.basedOn_other').replace('{{count}}', String(after.rating.count)))).toBeVisible()
  await checkA11y()
})
