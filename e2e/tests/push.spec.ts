import { expect, PUSH_SERVICE, test } from '../fixtures'
import { DEMO, signIn, signOut } from '../booking'
import { texts } from '../i18n'

// The app's worker runs here: the device's switch subscribes through it.
test.use({ serviceWorkers: 'allow' })

/**
 * The browser's push service stands in for FCM (no network here): the page's PushManager answers
 * with a subscription of the test server's push service (PUSH_SERVICES, fixtures.ts), and keeps it
 * across reloads as a browser does. Everything else is the app's own: the permission, the worker,
 * the calls.
 */
const FAKE_PUSH_SERVICE = (service: string) => {
  const KEY = 'e2e-push-subscription'
  const fake = (endpoint: string) => ({
    endpoint,
    toJSON: () => ({ endpoint, keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) } }),
    unsubscribe: async () => {
      window.localStorage.removeItem(KEY)
      return true
    },
  })
  PushManager.prototype.subscribe = async function () {
    const endpoint = `${service}/send/e2e-${crypto.randomUUID()}`
    window.localStorage.setItem(KEY, endpoint)
    return fake(endpoint) as unknown as PushSubscription
  }
  PushManager.prototype.getSubscription = async function () {
    const endpoint = window.localStorage.getItem(KEY)
    return (endpoint ? fake(endpoint) : null) as unknown as PushSubscription | null
  }
}

/**
 * Push notices in settings (issue 48, record 0148): a driver on a laptop in English, a supplier on a
 * phone in Hebrew. Each turns this device on (the browser asks leave first), chooses what is pushed
 * (kept across a reload and the same on each device), and signing out turns the device off.
 */
test('settings turn push notices on for this device and choose what they tell', async ({ page, context, checkA11y }, testInfo) => {
  const phone = testInfo.project.name === 'mobile'
  const language = phone ? 'he' : 'en'
  const account = phone ? DEMO.supplier : DEMO.driver
  const a = texts(language, 'push')
  await context.grantPermissions(['notifications'])
  await page.addInitScript(FAKE_PUSH_SERVICE, PUSH_SERVICE)
  await signIn(page, account, language)
  await expect.poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active)), { timeout: 15_000 }).toBe(true)
  await page.goto(`/${language}/settings`)
  const push = page.getByRole('region', { name: a('title') })
  const device = push.getByRole('switch', { name: a('thisDevice') })
  await expect(device).not.toBeChecked()
  await checkA11y()

  await device.click()
  await expect(page.getByText(a('turnedOn'))).toBeVisible()
  await expect(device).toBeChecked()
  await expect(push.getByText(a('devices').replace('{{count}}', '1'))).toBeVisible()

  // The choices of the account's kind, the same on each device: one turned off stays off.
  const topic = phone ? 'cancelRequest' : 'review'
  const other = phone ? 'approval' : 'newBooking'
  const choice = push.getByRole('switch', { name: a(`topic.${topic}`) })
  await expect(choice).toBeChecked()
  await expect(push.getByRole('switch', { name: a(`topic.${other}`) })).toHaveCount(0)
  // What the server keeps for the account.
  const kept = async () => (await (await page.request.get('/api/push')).json()) as { topics: string[]; reminderHours: number }
  await choice.click()
  await expect(page.getByText(a('saved')).first()).toBeVisible()
  await expect.poll(async () => (await kept()).topics.includes(topic)).toBe(false)
  if (!phone) {
    await push.getByRole('combobox', { name: a('reminderHours') }).selectOption('3')
    await expect.poll(async () => (await kept()).reminderHours).toBe(3)
  }
  await page.reload()
  await expect(device).toBeChecked()
  await expect(choice).not.toBeChecked()
  if (!phone) await expect(push.getByRole('combobox', { name: a('reminderHours') })).toHaveValue('3')
  await checkA11y()

  // Put back as they were, for the other tests of these demo accounts.
  await choice.click()
  await expect(choice).toBeChecked()
  if (!phone) await push.getByRole('combobox', { name: a('reminderHours') }).selectOption('24')
  await expect.poll(async () => (await kept()).reminderHours).toBe(24)
  expect((await kept()).topics).toContain(topic)

  // Signing out ends this device's subscription, here and on the server.
  await signOut(page, language)
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('e2e-push-subscription'))).toBeNull()
  await signIn(page, account, language)
  expect((await (await page.request.get('/api/push')).json()).devices).toBe(0)
})
