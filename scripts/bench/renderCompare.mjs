/**
 * Two (or more) builds of the server's render, compared in one process on the same answers:
 * `node scripts/bench/renderCompare.mjs <page path> <server entry dir>…`, with a server of the
 * app running at RENDER_COMPARE_URL (default http://localhost:3000) for the page's answers.
 * Build the one to compare with `vite build --ssr src/ssr/entry-server.tsx --outDir <dir>` inside
 * apps/web (its packages resolve from there). Rounds alternate between the builds, so that a
 * machine that speeds up or slows down (a shared VM moves by a quarter within minutes) moves
 * both alike: differences of 0.1 ms a page show, which a server under load hides (record 0153).
 * Run with NODE_ENV=production (React's development build is three times slower).
 */
import path from 'node:path'

const [page, ...dirs] = process.argv.slice(2)
if (!page || dirs.length === 0) throw new Error('usage: renderCompare.mjs <page path> <server entry dir>…')
const base = process.env.RENDER_COMPARE_URL ?? 'http://localhost:3000'
const language = process.env.RENDER_COMPARE_LANGUAGE ?? 'en'
const entries = await Promise.all(dirs.map((dir) => import(path.resolve(dir, 'entry-server.js'))))

/** The API's GETs over HTTP, as the server's in-process calls answer them. */
const call = async (contract, request) => {
  let address = contract.path
  for (const [name, value] of Object.entries(request.params ?? {})) address = address.replace(`:${name}`, encodeURIComponent(value))
  const query = new URLSearchParams(request.query ?? {}).toString()
  const response = await fetch(`${base}${address}${query ? `?${query}` : ''}`)
  return { status: response.status, body: response.status === 200 ? await response.json() : null }
}

const settings = await (await fetch(`${base}/api/settings/public`)).json()
const answers = await entries[0].prepare({ url: page, language, call })
const request = {
  url: page,
  base: language === 'en' ? '' : `/${language}`,
  language,
  source: 'path',
  user: null,
  currency: { chosen: settings.currency, rate: null },
  answers,
  settings,
}
const ROUNDS = 20
const PER_ROUND = 150
for (const entry of entries) for (let i = 0; i < 800; i++) await entry.renderAnswers(request) // compiled and warm
const totals = entries.map(() => ({ wall: 0, cpu: 0 }))
for (let round = 0; round < ROUNDS; round++)
  for (const [index, entry] of entries.entries()) {
    const cpu = process.cpuUsage()
    const start = performance.now()
    for (let i = 0; i < PER_ROUND; i++) await entry.renderAnswers(request)
    const used = process.cpuUsage(cpu)
    totals[index].wall += performance.now() - start
    totals[index].cpu += (used.user + used.system) / 1000
  }
const pages = ROUNDS * PER_ROUND
console.log(`${page} (${language}), ${pages} renders each, ms a page: wall (this thread) and CPU (every thread: GC too)`)
for (const [index, dir] of dirs.entries())
  console.log(`  ${dir}: ${(totals[index].wall / pages).toFixed(3)} wall, ${(totals[index].cpu / pages).toFixed(3)} CPU`)
