import { chromium } from '@playwright/test'

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * The bytes Chromium actually downloads for a page until the network is idle, on a cold cache,
 * by kind: JavaScript (lazy chunks and translation files included — they are JS modules here),
 * CSS, and everything. The service worker's registration (record 0147) is asked only once the
 * page is interactive and the browser idle: it is told apart (`afterKb`), not counted as the
 * page's JavaScript; the worker's own script is the browser's request, not the page's.
 */
const AFTER_INTERACTIVE = /\/assets\/registerServiceWorker-[\w-]+\.js$/
export async function measurePages(baseUrl, routes, { viewport = { width: 412, height: 915 } } = {}) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS })
  const rows = []
  try {
    for (const route of routes) {
      const context = await browser.newContext({ viewport, locale: 'en-US' })
      const page = await context.newPage()
      const responses = []
      page.on('requestfinished', (request) => responses.push(request))
      await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' })
      await page.waitForTimeout(300)
      let js = 0
      let css = 0
      let total = 0
      let jsFiles = 0
      let after = 0
      for (const request of responses) {
        const sizes = await request.sizes()
        const bytes = sizes.responseBodySize + sizes.responseHeadersSize
        if (AFTER_INTERACTIVE.test(new URL(request.url()).pathname)) {
          after += sizes.responseBodySize
          continue
        }
        total += bytes
        const type = request.resourceType()
        if (type === 'script') {
          js += sizes.responseBodySize
          jsFiles++
        } else if (type === 'stylesheet') css += sizes.responseBodySize
      }
      rows.push({ route, jsKb: js / 1024, jsFiles, cssKb: css / 1024, totalKb: total / 1024, afterKb: after / 1024 })
      await context.close()
    }
  } finally {
    await browser.close()
  }
  return rows
}
