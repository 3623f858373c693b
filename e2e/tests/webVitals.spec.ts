import { expect, METRICS_TOKEN, test } from '../fixtures'
import { text } from '../i18n'

/** The value of one series of the operators' metrics, or 0 when it is absent. */
function seriesValue(metrics: string, name: string, labels: Record<string, string>): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`)
  const line = metrics.split('\n').find((l) => l.startsWith(`${name}{`) && wanted.every((pair) => l.includes(pair)))
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0
}

/**
 * What real visitors feel: with cookies accepted, a results page loaded, used and left reports its
 * LCP, INP and CLS, which the operators' metrics hold as histograms for that page and language.
 */
test('a results page with consent reports its Core Web Vitals to the metrics @desktop', async ({ page, request }) => {
  await page.addInitScript(() => window.localStorage.setItem('wb-cookie-consent', 'accepted'))
  const scrape = async () => (await request.get('/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text()
  const counts = async () => {
    const metrics = await scrape()
    return ['lcp_seconds', 'inp_seconds', 'cls'].map((name) =>
      seriesValue(metrics, `wheelbase_web_vitals_${name}_count`, { page: '/search', language: 'en' }),
    )
  }
  const before = await counts()
  const { items } = (await (await request.get('/api/locations?q=athens city')).json()) as { items: { _id: string }[] }
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString()
  const measured = page.waitForResponse((res) => /web-vitals|webVitals/.test(res.url()))
  await page.goto(`/search?lang=en&pickup=${items[0]?._id ?? ''}&from=${encodeURIComponent(day(5))}&to=${encodeURIComponent(day(7))}`)
  await measured
  // An interaction, for INP: a real click and key on the sort (a programmatic selectOption is no user input).
  const sort = page.getByRole('combobox', { name: text('en', 'search', 'sort.label') })
  await sort.focus()
  await page.keyboard.press('ArrowDown')
  await expect(page).toHaveURL(/sort=/)
  await page.getByRole('heading', { level: 1 }).click()
  // Leaving the page hides it: the vitals go then.
  await page.goto('/about?lang=en')
  await expect.poll(counts, { timeout: 10_000 }).toEqual(before.map((n) => n + 1))
})

test('a page without consent loads no measuring and reports nothing @desktop', async ({ page }) => {
  const loaded: string[] = []
  page.on('request', (req) => {
    if (/web-vitals|webVitals|\/api\/vitals/.test(req.url())) loaded.push(req.url())
  })
  await page.goto('/?lang=en')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.goto('/about?lang=en')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(loaded).toEqual([])
})
