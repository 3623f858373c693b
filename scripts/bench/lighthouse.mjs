// Lighthouse, mobile preset (its default: a mid-range phone, slow 4G, 4× CPU slowdown), on the
// built server: the median of `runs` runs per page, each in a fresh Chromium from CHROMIUM_PATH.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage']

async function once(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: FLAGS })
  try {
    const { lhr } = await lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: ['performance', 'accessibility'] })
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN
    return {
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      // Lighthouse's own measure of the host's speed: its simulated phone is 4× slower than this
      // host, so figures taken on a slower day (a lower index) are not comparable with a faster one's.
      benchmarkIndex: lhr.environment.benchmarkIndex,
    }
  } finally {
    await chrome.kill()
  }
}

/** The median of the runs that measured it: a run whose audit failed (no value) is left out, not sorted in as NaN. */
const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : NaN
}

/**
 * Each page in each language, `runs` times interleaved (page A, page B, … then again), so that a
 * slow moment of the machine does not fall on one page only; each figure is its own median.
 */
export async function benchLighthouse(base, pages, { runs = 5, languages = ['en', 'he'] } = {}) {
  const targets = pages.flatMap((page) =>
    languages.map((language) => ({ page, language, url: `${base}${page.route}${page.route.includes('?') ? '&' : '?'}lang=${language}` })),
  )
  const samples = new Map(targets.map((t) => [t.url, []]))
  for (let round = 0; round < runs; round++) for (const target of targets) samples.get(target.url).push(await once(target.url))
  return targets.map(({ page, language, url }) => {
    const all = samples.get(url)
    return {
      page: page.label,
      language,
      performance: median(all.map((s) => s.performance)),
      accessibility: median(all.map((s) => s.accessibility)),
      lcpMs: median(all.map((s) => s.lcpMs)),
      tbtMs: median(all.map((s) => s.tbtMs)),
      cls: median(all.map((s) => s.cls)),
      benchmarkIndex: median(all.map((s) => s.benchmarkIndex)),
    }
  })
}

export function lighthouseReport(rows, runs) {
  const lines = [`\nLighthouse ${'12.8'} mobile, median of ${runs} interleaved runs per page (Chromium ${CHROMIUM_PATH})`]
  lines.push('  page          lang  perf  a11y  LCP s   TBT ms  CLS    host index')
  for (const r of rows)
    lines.push(
      `  ${r.page.padEnd(13)} ${r.language.padEnd(4)}  ${String(r.performance).padStart(4)}  ${String(r.accessibility).padStart(4)}  ${(r.lcpMs / 1000).toFixed(2).padStart(5)}  ${r.tbtMs.toFixed(0).padStart(6)}  ${r.cls.toFixed(3)}  ${r.benchmarkIndex.toFixed(0).padStart(10)}`,
    )
  lines.push("  (host index: Lighthouse's benchmarkIndex, the median of the page's runs; a lower one means a slower host and more blocking time)")
  lines.push('  (budget, DESIGN §7: performance ≥ 95, LCP ≤ 2.0 s, CLS 0, accessibility 100 on home and a real results link, in English and Hebrew)')
  return lines.join('\n')
}
