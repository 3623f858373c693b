// Lighthouse, mobile preset (its default: a mid-range phone, slow 4G, 4× CPU slowdown), on the
// built server: the median of `runs` runs per page, each in a fresh Chromium from CHROMIUM_PATH.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { median } from './stats.mjs'

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage']

async function once(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: FLAGS })
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility', 'seo'],
    })
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN
    return {
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
      seo: Math.round((lhr.categories.seo.score ?? 0) * 100),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      mainThreadMs: audit('mainthread-work-breakdown'),
      // Where the main thread's time went (Lighthouse's groups: script evaluation, style and layout, parsing the HTML…).
      breakdown: Object.fromEntries((lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).map((item) => [item.group, item.duration])),
      cls: audit('cumulative-layout-shift'),
      // Lighthouse's own measure of the host's speed: its simulated phone is 4× slower than this
      // host, so figures taken on a slower day (a lower index) are not comparable with a faster one's.
      benchmarkIndex: lhr.environment.benchmarkIndex,
    }
  } finally {
    await chrome.kill()
  }
}

/** Lighthouse's groups of main-thread work, in the order the report prints them. */
const GROUPS = ['scriptEvaluation', 'styleLayout', 'parseHTML', 'scriptParseCompile', 'paintCompositeRender', 'garbageCollection', 'other']

/**
 * Each page in each language, `runs` times interleaved (page A, page B, … then again), so that a
 * slow moment of the machine does not fall on one page only; each figure is its own median.
 */
export async function benchLighthouse(base, pages, { runs = 5, languages = ['en', 'he'] } = {}) {
  const targets = pages.flatMap((page) =>
    languages.map((language) => ({
      page,
      language,
      url: `${page.base ?? base}${page.route}${page.route.includes('?') ? '&' : '?'}lang=${language}`,
    })),
  )
  const samples = new Map(targets.map((t) => [t.url, []]))
  for (let round = 0; round < runs; round++) for (const target of targets) samples.get(target.url).push(await once(target.url))
  return targets.map(({ page, language, url }) => {
    const all = samples.get(url)
    return {
      page: page.label,
      reference: Boolean(page.base),
      language,
      performance: median(all.map((s) => s.performance)),
      accessibility: median(all.map((s) => s.accessibility)),
      seo: median(all.map((s) => s.seo)),
      lcpMs: median(all.map((s) => s.lcpMs)),
      tbtMs: median(all.map((s) => s.tbtMs)),
      mainThreadMs: median(all.map((s) => s.mainThreadMs)),
      breakdown: Object.fromEntries(GROUPS.map((group) => [group, median(all.map((s) => s.breakdown[group] ?? 0))])),
      cls: median(all.map((s) => s.cls)),
      benchmarkIndex: median(all.map((s) => s.benchmarkIndex)),
    }
  })
}

export function lighthouseReport(rows, runs) {
  const lines = [`\nLighthouse ${'12.8'} mobile, median of ${runs} interleaved runs per page (Chromium ${CHROMIUM_PATH})`]
  lines.push('  page               lang  perf  a11y  seo   LCP s   TBT ms  main ms  CLS    host index')
  for (const r of rows)
    lines.push(
      `  ${r.page.padEnd(18)} ${r.language.padEnd(4)}  ${String(r.performance).padStart(4)}  ${String(r.accessibility).padStart(4)}  ${String(r.seo).padStart(4)}  ${(r.lcpMs / 1000).toFixed(2).padStart(5)}  ${r.tbtMs.toFixed(0).padStart(6)}  ${r.mainThreadMs.toFixed(0).padStart(7)}  ${r.cls.toFixed(3)}  ${r.benchmarkIndex.toFixed(0).padStart(10)}`,
    )
  lines.push(`  main-thread work by group, ms (medians): ${GROUPS.join(', ')}`)
  for (const r of rows)
    lines.push(`  ${r.page.padEnd(18)} ${r.language.padEnd(4)}  ${GROUPS.map((g) => r.breakdown[g].toFixed(0).padStart(5)).join(' ')}`)
  // Each page beside the reference revision's, measured in the same runs (LIGHTHOUSE_REFERENCE).
  const references = rows.filter((r) => r.reference)
  if (references.length) {
    lines.push('  beside the reference (same runs): TBT and main-thread work, ours ÷ reference')
    for (const ref of references) {
      const ours = rows.find((r) => !r.reference && r.page === ref.page.replace(/^ref /, '') && r.language === ref.language)
      if (!ours) continue
      lines.push(
        `  ${ours.page.padEnd(18)} ${ours.language.padEnd(4)}  TBT ${ours.tbtMs.toFixed(0)} ÷ ${ref.tbtMs.toFixed(0)} = ${(ours.tbtMs / ref.tbtMs).toFixed(2)}×   main ${ours.mainThreadMs.toFixed(0)} ÷ ${ref.mainThreadMs.toFixed(0)} = ${(ours.mainThreadMs / ref.mainThreadMs).toFixed(2)}×`,
      )
    }
    lines.push(
      '  (budget, issue 47: results TBT ≤ 150 ms and main-thread work ≤ 1,800 ms, each ≤ 0.9× the reference; home and checkout no worse than it)',
    )
  }
  lines.push("  (host index: Lighthouse's benchmarkIndex, the median of the page's runs; a lower one means a slower host and more blocking time)")
  lines.push('  (budget, DESIGN §7: performance ≥ 95, LCP ≤ 2.0 s, CLS 0, accessibility 100 on home and a real results link, in English and Hebrew)')
  return lines.join('\n')
}
