import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'
import { startApp, startStub, type AppServer, type Stub } from './servers'

/** The push service of push.spec.ts's browser (`.invalid` never resolves). */
export const PUSH_SERVICE = 'https://push.wheelbase.invalid'

/** The bearer token of the test servers' metrics (`GET /metrics`). */
export const METRICS_TOKEN = 'e2e-metrics-token-0123456789abcdef'

/** Browser tests click fast and from one address: raise the rate limits, keep the captcha short. */
export const BROWSER_TEST_ENV = {
  CAPTCHA_MAX_NUMBER: '2000',
  METRICS_TOKEN,
  // The only push service the test servers send to (push.spec.ts fakes the browser's): a name that
  // never resolves, so no push ever leaves the machine.
  PUSH_SERVICES: PUSH_SERVICE,
  ...Object.fromEntries(
    [
      'SIGN_IN',
      'SIGN_UP',
      'PASSWORD_RESET',
      'VALIDATE_EMAIL',
      'RESEND',
      'CHECK_PASSWORD',
      'CONTACT',
      'UPLOAD',
      'CHECKOUT',
      'MANAGE_LINK',
      'REVIEW',
      'VITALS',
    ].map((k) => [`RATE_LIMIT_${k}`, '10000']),
  ),
}

/** The options a project may set (playwright.config.ts). */
export type TestFixturesOptions = Pick<TestFixtures, 'systemFont'>

type WorkerFixtures = { tiles: Stub; app: AppServer }
type TestFixtures = {
  checkA11y: (page?: Page) => Promise<void>
  /** The family `system-ui` resolves to in this project's Chromium (an option the projects set). */
  systemFont: string
}

/**
 * Each worker runs its own real server on a fresh data dir, map tiles from a loopback stub and
 * analytics off, so any console error is a real fault: it fails the test.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  systemFont: ['Noto Sans', { option: true }],
  tiles: [
    async ({}, use) => {
      const stub = await startStub('tiles')
      await use(stub)
      await stub.close()
    },
    { scope: 'worker' },
  ],
  app: [
    async ({ tiles }, use) => {
      const server = await startApp({ MAP_TILES_URL: `${tiles.url}/{z}/{x}/{y}.png`, ...BROWSER_TEST_ENV })
      await use(server)
      await server.stop()
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ app }, use) => {
    await use(app.url)
  },
  page: async ({ page }, use) => {
    const errors: string[] = []
    page.on('console', (message) => {
      // React's hydration-mismatch warning (a development build says it as a warning) is a fault too.
      if (message.type() === 'warning' && /hydrat/i.test(message.text())) errors.push(message.text())
      if (message.type() !== 'error') return
      // Chromium logs every 4xx answer; a refused sign-in or a taken address is an expected
      // answer of our API, shown to the user. Anything else (5xx, script errors) fails the test.
      // The same goes for the 404 of an address that is no page: its "Nothing to see here!" is the answer.
      const url = message.location().url || 'http://x/'
      const expectedRefusal =
        /status of 4\d\d/.test(message.text()) &&
        (new URL(url).pathname.startsWith('/api/') || (/status of 404/.test(message.text()) && url === page.url()))
      // A request the browser could not send because the test took it offline is what offline is.
      const offline = message.text().includes('net::ERR_INTERNET_DISCONNECTED')
      if (!expectedRefusal && !offline) errors.push(`${message.text()} (${message.location().url})`)
    })
    page.on('pageerror', (error) => errors.push(error.message))
    // A server-rendered page shows before it answers clicks: a load waits until the app has
    // taken over (hydrated), as a person would see the page settle before using it.
    for (const name of ['goto', 'reload'] as const) {
      const load = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>
      Object.assign(page, {
        [name]: async (...args: unknown[]) => {
          const response = await load(...args)
          // (Only our app's pages: about:blank and the stubs' pages have no root.)
          await page.waitForFunction(() => !document.getElementById('root') || document.documentElement.dataset.ready === 'true')
          return response
        },
      })
    }
    await use(page)
    expect(errors, 'console errors').toEqual([])
  },
  checkA11y: async ({ page }, use) => {
    await use(async (target = page) => {
      const results = await new AxeBuilder({ page: target }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([])
    })
  },
})

export { expect }
