import { expect, test } from '../fixtures'
import { startApp, startStub } from '../servers'
import { text } from '../i18n'

test('sends page views only after the visitor accepts cookies @desktop', async ({ page }) => {
  // It starts a server of its own (migrations on a fresh data dir): as the shared servers' fixture allows, two minutes.
  test.setTimeout(120_000)
  const analytics = await startStub('analytics')
  const app = await startApp({ GA_MEASUREMENT_ID: 'G-TEST123', ANALYTICS_SCRIPT_URL: `${analytics.url}/gtag/js`, SEED: 'none' })
  const heading = page.getByRole('heading', { level: 1 })
  const pageViews = () =>
    page.evaluate(() =>
      (window.dataLayer ?? [])
        .map((entry) => Array.from(entry as ArrayLike<unknown>))
        .filter((args) => args[0] === 'event' && args[1] === 'page_view')
        .map((args) => (args[2] as { page_path: string }).page_path),
    )
  try {
    await page.goto(`${app.url}/`)
    const banner = page.getByRole('region', { name: text('en', 'common', 'cookieBanner.title') })
    await expect(banner).toBeVisible()
    await page
      .getByRole('banner')
      .getByRole('link', { name: text('en', 'common', 'menu.about') })
      .click()
    await expect(heading).toHaveText(text('en', 'info', 'about.title'))
    expect(analytics.requests).toEqual([])

    await banner.getByRole('button', { name: text('en', 'common', 'cookieBanner.accept') }).click()
    await expect(banner).toBeHidden()
    await expect.poll(() => analytics.requests).toEqual(['/gtag/js?id=G-TEST123'])
    await page
      .getByRole('banner')
      .getByRole('link', { name: text('en', 'common', 'menu.contact') })
      .click()
    await expect(heading).toHaveText(text('en', 'pages', 'contact.title'))
    await expect.poll(pageViews).toEqual(['/about', '/contact'])

    await page.reload()
    await expect(heading).toHaveText(text('en', 'pages', 'contact.title'))
    await expect(banner).toBeHidden()
  } finally {
    await page.goto('about:blank') // nothing of the page may still be loading when its server stops
    await app.stop()
    await analytics.close()
  }
})

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}
