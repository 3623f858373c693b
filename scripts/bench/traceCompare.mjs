// Where a page's main-thread time goes, in two builds side by side: a Chrome trace of each URL on a
// phone's viewport at 4× CPU slowdown, alternated run by run so that the machine's drift falls on
// both alike, and the medians of each figure. Self time is summed per trace event (as Lighthouse's
// main-thread breakdown does), with the long tasks after the first paint.
//
//   node scripts/bench/traceCompare.mjs [--runs 5] [--top 25] URL_A [URL_B]
//
// Figures are the browser's own at 4×, not Lighthouse's simulation: compare the two columns, not
// these milliseconds with a Lighthouse report.
import { chromium } from '@playwright/test'
import { median } from './stats.mjs'

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const at = args.indexOf(name)
  if (at < 0) return fallback
  const [, value] = args.splice(at, 2)
  return Number(value)
}
const runs = option('--runs', 5)
const top = option('--top', 25)
const urls = args
if (urls.length === 0) {
  console.error('usage: node scripts/bench/traceCompare.mjs [--runs 5] [--top 25] URL_A [URL_B]')
  process.exit(2)
}

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'v8', 'blink.user_timing', 'loading', 'toplevel']

/** The renderer main thread's complete events, as [start, end, name] in ms, and its first paint. */
function mainThreadOf(events) {
  const mains = new Set(
    events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  )
  const counts = new Map()
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`
    if (mains.has(key)) counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  const [busiest] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]
  const [pid, tid] = busiest.split(':').map(Number)
  const own = events.filter((e) => e.pid === pid && e.tid === tid)
  const spans = []
  const open = new Map()
  for (const e of own) {
    if (e.ph === 'X' && typeof e.dur === 'number') spans.push([e.ts / 1000, (e.ts + e.dur) / 1000, e.name])
    else if (e.ph === 'B') open.set(e.name, e.ts)
    else if (e.ph === 'E' && open.has(e.name)) {
      spans.push([open.get(e.name) / 1000, e.ts / 1000, e.name])
      open.delete(e.name)
    }
  }
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid)
  return { spans: spans.sort((a, b) => a[0] - b[0] || b[1] - a[1]), fcp: fcp ? fcp.ts / 1000 : undefined }
}

const isTask = (name) => name === 'ThreadControllerImpl::RunTask' || name === 'RunTask'

/** Self time per event name inside top-level tasks, the tasks themselves, and blocking time after first paint. */
function summarize(events) {
  const { spans, fcp } = mainThreadOf(events)
  const self = new Map()
  const tasks = []
  const stack = []
  const close = (until) => {
    while (stack.length && stack[stack.length - 1].end <= until) {
      const done = stack.pop()
      self.set(done.name, (self.get(done.name) ?? 0) + done.end - done.start - done.children)
    }
  }
  for (const [start, end, name] of spans) {
    close(start)
    if (stack.length === 0 && !isTask(name)) continue
    if (stack.length === 0) tasks.push({ start, end })
    const parent = stack[stack.length - 1]
    const clipped = parent ? Math.min(end, parent.end) : end
    if (parent) parent.children += clipped - start
    stack.push({ start, end: clipped, name, children: 0 })
  }
  close(Infinity)
  const busy = tasks.reduce((sum, t) => sum + t.end - t.start, 0)
  const after = tasks.filter((t) => fcp === undefined || t.start >= fcp)
  const blocking = after.reduce((sum, t) => sum + Math.max(0, t.end - t.start - 50), 0)
  const long = tasks.filter((t) => t.end - t.start >= 50).map((t) => Math.round(t.end - t.start))
  return { busy, blocking, long, self }
}

async function traceOnce(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await browser.startTracing(page, { categories: CATEGORIES })
  await page.goto(url, { waitUntil: 'load' })
  await page.waitForTimeout(3000)
  const buffer = await browser.stopTracing()
  await context.close()
  return summarize(JSON.parse(buffer.toString()).traceEvents)
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
const results = urls.map(() => [])
for (let run = 0; run < runs; run += 1) {
  for (const [at, url] of urls.entries()) results[at].push(await traceOnce(browser, url))
}
await browser.close()

const fmt = (n) => String(Math.round(n)).padStart(8)
console.log(`\nmain thread at 4× CPU, phone viewport, median of ${runs} alternated runs (ms)`)
urls.forEach((url, at) => console.log(`  ${String.fromCharCode(65 + at)}: ${url}`))
const row = (label, pick) => console.log(`${label.padEnd(44)}${results.map((all) => fmt(median(all.map(pick)))).join('')}`)
row('busy, all tasks', (s) => s.busy)
row('blocking after first paint (>50 ms parts)', (s) => s.blocking)
console.log(
  `${'long tasks ≥50 ms, run by run'.padEnd(44)}${results.map((all) => '  ' + all.map((s) => `[${s.long.join(' ')}]`).join(' ')).join('  |  ')}`,
)
const names = new Set(results.flatMap((all) => all.flatMap((s) => [...s.self.keys()])))
const ranked = [...names]
  .map((name) => ({ name, medians: results.map((all) => median(all.map((s) => s.self.get(name) ?? 0))) }))
  .sort((a, b) => Math.max(...b.medians) - Math.max(...a.medians))
  .slice(0, top)
console.log('self time by event:')
for (const { name, medians } of ranked) console.log(`  ${name.slice(0, 42).padEnd(42)}${medians.map(fmt).join('')}`)
