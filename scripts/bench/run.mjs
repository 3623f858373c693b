// `npm run bench`: measures the budgets of DESIGN.md section 7 that exist so far and prints them.
// Figures, not assertions: they go into the issue notes. `--only app`, `--only lighthouse`, `--only search`, `--only schedule`, `--only pictures`, `--only checkout` or `--only audit`
// (npm run bench:search) runs one part: app = start-up, memory, page bytes, sign-in.
import { execSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { measurePages } from './pageBytes.mjs'
import { benchLighthouse, lighthouseReport } from './lighthouse.mjs'
import { benchDurability } from './durabilityBench.mjs'
import { benchSignIn } from './signInBench.mjs'
import { ROOT, startTimed } from './serverBench.mjs'
import { tsImport } from 'tsx/esm/api'

const ROUTES = ['/', '/search', '/about', '/sign-in', '/locations', '/suppliers', '/bookings']

/** A results page as a shared link opens it: the first demo location, a week from now, three days. */
async function resultsRoute(base) {
  const { items } = await (await fetch(`${base}/api/locations?size=1`)).json()
  const day = (n) => new Date(Date.now() + n * 86_400_000).toISOString()
  return `/search?pickup=${items[0]._id}&from=${encodeURIComponent(day(7))}&to=${encodeURIComponent(day(10))}`
}

/** The checkout of the first car of that search, as its Book link opens it (before any payment method is chosen). */
async function checkoutRoute(base, results) {
  const query = results.slice('/search?'.length)
  const { items } = await (await fetch(`${base}/api/cars/search?${query}`)).json()
  return `/checkout?car=${items[0]._id}&${query}`
}
const PARTS = ['app', 'lighthouse', 'durability', 'search', 'checkout', 'bookings', 'schedule', 'pictures', 'audit']
// LIGHTHOUSE_RUNS=1 for a quick look; the figures of a note are medians of 5.
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5)
// LIGHTHOUSE_LANGUAGES=en for a shorter run (LIGHTHOUSE_PAGES=car-hire for one page); LIGHTHOUSE_REFERENCE=/path/of/a/built/checkout to measure another revision beside this one.
const LIGHTHOUSE_LANGUAGES = (process.env.LIGHTHOUSE_LANGUAGES ?? 'en,he').split(',')
const fmt = (n, digits = 1) => n.toFixed(digits)

const onlyAt = process.argv.indexOf('--only')
const only = onlyAt === -1 ? undefined : process.argv[onlyAt + 1]
if (only !== undefined && !PARTS.includes(only)) {
  console.error(`--only takes one of: ${PARTS.join(', ')}`)
  process.exit(2)
}
const runs = (part) => only === undefined || only === part

console.log('Building…')
execSync('npm run build', { cwd: ROOT, stdio: 'ignore' })

const results = { date: new Date().toISOString(), node: process.version, cpus: os.cpus().length }
if (runs('app') || runs('durability') || runs('lighthouse')) await benchApp()
// TypeScript, loaded through tsx: it seeds and queries through the API's own modules (migrations, factories, search SQL).
const search = runs('search') ? await tsImport('./searchBench.ts', import.meta.url) : undefined
if (search) {
  console.log('Car search: seeding PostgreSQL and PGlite, then loading each (about 2 minutes)…')
  results.search = await search.benchSearch(startTimed)
}

const checkout = runs('checkout') ? await tsImport('./checkoutBench.ts', import.meta.url) : undefined
if (checkout) {
  console.log('Checkout: seeding PostgreSQL and PGlite with the demo data, then 50 drivers at once on one car…')
  results.checkout = await checkout.benchCheckout(startTimed)
}

const bookingsList = runs('bookings') ? await tsImport('./bookingsBench.ts', import.meta.url) : undefined
if (bookingsList) {
  console.log("Bookings list: seeding PostgreSQL with one supplier's 20,000 bookings, then 8 clients…")
  results.bookings = await bookingsList.benchBookings(startTimed)
}

const schedule = runs('schedule') ? await tsImport('./scheduleBench.ts', import.meta.url) : undefined
if (schedule) {
  console.log('Fleet schedule: seeding PostgreSQL with 300 cars and a year of their bookings, then 8 clients…')
  results.schedule = await schedule.benchSchedule(startTimed)
}

const pictures = runs('pictures') ? await tsImport('./picturesBench.ts', import.meta.url) : undefined
if (pictures) {
  console.log('Pictures: the server streaming them from the disk and from a bucket, and a signed-URL redirect…')
  results.pictures = await pictures.benchPictures(startTimed)
}

const audit = runs('audit') ? await tsImport('./auditBench.ts', import.meta.url) : undefined
if (audit) {
  console.log('Audit trail: 20 staff status changes at once, with and without the trail (about 1 minute)…')
  results.audit = await audit.benchAudit(startTimed)
}

if (runs('app')) printApp()
if (results.lighthouse) console.log(lighthouseReport(results.lighthouse, LIGHTHOUSE_RUNS))
if (results.durability) printDurability()
if (search) console.log(search.searchReport(results.search))
if (checkout) console.log(checkout.checkoutReport(results.checkout))
if (bookingsList) console.log(bookingsList.bookingsReport(results.bookings))
if (schedule) console.log(schedule.scheduleReport(results.schedule))
if (pictures) console.log(pictures.picturesReport(results.pictures))
if (audit) console.log(audit.auditReport(results.audit))

mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true })
writeFileSync(path.join(ROOT, 'bench-results', 'latest.json'), JSON.stringify(results, null, 2))

// Start-up, memory, page bytes and sign-in, on the embedded database with the demo seed.
async function benchApp() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wheelbase-bench-'))
  try {
    const first = await startTimed({ DATA_DIR: dataDir })
    await new Promise((r) => setTimeout(r, 1500))
    results.startEmptyMs = first.ms
    results.rssAfterFirstStartMb = first.rssMb()
    await first.stop()

    if (runs('app')) {
      // Rate limits off for the load, as behind a real deployment's many client addresses.
      const second = await startTimed({ DATA_DIR: dataDir, RATE_LIMIT_SIGN_IN: '1000000' })
      await new Promise((r) => setTimeout(r, 1500))
      results.startSeededMs = second.ms
      results.rssSeededMb = second.rssMb()
      const results_ = await resultsRoute(second.url)
      results.pages = await measurePages(second.url, [...ROUTES, results_, await checkoutRoute(second.url, results_)])
      results.rssAfterPagesMb = second.rssMb()
      // The results page's own HTML, raw, in each language (issue 47: ≤ 60 KB for 15 cars).
      results.resultsHtml = []
      for (const language of ['en', 'fr', 'el', 'he', 'zh']) {
        const html = await (await fetch(`${second.url}/${language}${results_}`)).text()
        results.resultsHtml.push({ language, kb: Buffer.byteLength(html) / 1024, cards: html.match(/<article /g)?.length ?? 0 })
      }
      results.signIn = await benchSignIn(second.url, { clients: 20, total: 400 })
      await second.stop()
    }
    if (runs('lighthouse')) {
      console.log(
        `Lighthouse: home, a real results link and its checkout, a place's page, in ${LIGHTHOUSE_LANGUAGES.join(' and ')}, ${LIGHTHOUSE_RUNS} runs each (about 10 minutes)…`,
      )
      const server = await startTimed({ DATA_DIR: dataDir })
      const pagesOf = async (url, prefix = '') => {
        const search = await resultsRoute(url)
        // A place's page (issue 48), the first the sitemap lists: ours only, the reference has none.
        const sitemap = await (await fetch(`${url}/sitemap.xml`)).text()
        const place = /<loc>[^<]*?(\/car-hire\/[^<]+)<\/loc>/.exec(sitemap)?.[1]
        return [
          { label: `${prefix}/`, route: '/' },
          { label: `${prefix}/search?…`, route: search },
          { label: `${prefix}/checkout?…`, route: await checkoutRoute(url, search) },
          ...(place && !prefix ? [{ label: '/car-hire/…', route: place }] : []),
        ].map((page) => (prefix ? { ...page, base: url } : page))
      }
      // Another revision, built in its own checkout (LIGHTHOUSE_REFERENCE=/path), in the same runs: a
      // slow moment of the machine falls on both, so the ratio holds where the figures alone would not.
      const referenceDir = process.env.LIGHTHOUSE_REFERENCE
      const referenceData = referenceDir ? mkdtempSync(path.join(os.tmpdir(), 'wheelbase-bench-ref-')) : null
      const reference = referenceDir ? await startTimed({ DATA_DIR: referenceData }, path.resolve(referenceDir)) : null
      try {
        // LIGHTHOUSE_PAGES=car-hire: only the pages whose label holds it.
        const only = process.env.LIGHTHOUSE_PAGES
        const pages = [...(await pagesOf(server.url)), ...(reference ? await pagesOf(reference.url, 'ref ') : [])].filter(
          (page) => !only || page.label.includes(only),
        )
        results.lighthouse = await benchLighthouse(server.url, pages, { runs: LIGHTHOUSE_RUNS, languages: LIGHTHOUSE_LANGUAGES })
      } finally {
        await server.stop()
        await reference?.stop()
        if (referenceData) rmSync(referenceData, { recursive: true, force: true })
      }
    }
    if (runs('durability')) {
      console.log('Embedded durability: sign-in and search with PGLITE_FSYNC on and off (about 1 minute)…')
      results.durability = await benchDurability(startTimed, dataDir)
      results.durability.commit = await (await tsImport('./commitBench.ts', import.meta.url)).benchCommits()
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

function printApp() {
  console.log('\nStart-up (npm start to first 200 from /api/health, embedded database)')
  console.log(`  empty data dir (migrate + seed): ${fmt(results.startEmptyMs, 0)} ms`)
  console.log(`  seeded data dir:                 ${fmt(results.startSeededMs, 0)} ms`)
  console.log('\nResident memory of the server (seeded embedded database)')
  console.log(
    `  after start: ${fmt(results.rssSeededMb, 0)} MB   after serving the pages below: ${fmt(results.rssAfterPagesMb, 0)} MB   (budgets, DESIGN §7: 300 MB at rest, 400 MB after a load)`,
  )
  console.log('\nBytes Chromium downloads until the page is idle (cold cache, phone viewport, compressed as sent)')
  console.log('  route          JS KB  JS files  CSS KB  all KB   then: SW registration KB')
  for (const p of results.pages) {
    console.log(
      `  ${(p.route.startsWith('/search?') ? '/search?…' : p.route.startsWith('/checkout?') ? '/checkout?…' : p.route).padEnd(13)} ${fmt(p.jsKb, 2).padStart(6)}  ${String(p.jsFiles).padStart(8)}  ${fmt(p.cssKb).padStart(6)}  ${fmt(p.totalKb).padStart(6)}   ${fmt(p.afterKb ?? 0).padStart(6)}`,
    )
  }
  console.log('  (budget, DESIGN §7: home and results ≤ 140 KB of JS, checkout ≤ 150 KB; the registration, once interactive, is not counted)')
  console.log(
    `\nA results page's HTML, raw: ${results.resultsHtml.map((r) => `${r.language} ${fmt(r.kb)} KB (${r.cards} cars)`).join('   ')}   (budget, issue 47: ≤ 60 KB for 15 cars)`,
  )

  const s = results.signIn
  console.log(`\nSign-in (argon2id verify + new session), ${s.clients} concurrent clients, ${s.count} sign-ins, ${s.failures} failed`)
  console.log(`  p50 ${fmt(s.p50)} ms   p95 ${fmt(s.p95)} ms   ${fmt(s.perSecond)} sign-ins/s`)
}

function printDurability() {
  const { on, off } = results.durability
  console.log('\nEmbedded database durability (PGLITE_FSYNC), seeded demo data, best of two interleaved rounds each')
  console.log('                      fsync on    fsync off   cost')
  const row = (label, a, b, unit = 'ms', digits = 1) =>
    console.log(`  ${label.padEnd(18)} ${fmt(a, digits).padStart(8)} ${unit}  ${fmt(b, digits).padStart(8)} ${unit}  ${fmt(a / b, 2)}×`)
  row('sign-in p50', on.signInP50, off.signInP50)
  row('sign-in p95', on.signInP95, off.signInP95)
  row('sign-ins/s', on.signInPerSecond, off.signInPerSecond, '/s')
  row('search p50', on.searchP50, off.searchP50)
  row('search p95', on.searchP95, off.searchP95)
  const { commit } = results.durability
  row('one commit', commit.onMs, commit.offMs, 'ms', 3)
  console.log(`  (one commit: ${commit.commits} single-row INSERTs in a row on a fresh embedded database, ms each)`)
}
