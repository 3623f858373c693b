import type { TFlavorResult, TSearchBench } from './results'
import type { TCpuPerRequest } from './cpu'

const ms = (n: number) => `${n.toFixed(1)} ms`
const total = (use: TCpuPerRequest) => use.serverMs + use.databaseMs
/** A server process's CPU per request, and PostgreSQL's when it is a server of its own (PGlite's is in the server's). */
const cpu = (use: TCpuPerRequest) => `server ${use.serverMs.toFixed(2)} ms${use.databaseMs ? ` + PostgreSQL ${use.databaseMs.toFixed(2)} ms` : ''}`

function flavorLines(name: string, r: TFlavorResult): string[] {
  const { c1, c8, c32 } = r.load
  const non2xx = c1.non2xx + c8.non2xx + c32.non2xx
  const errors = c1.errors + c8.errors + c32.errors
  const messages = [...new Set([c1, c8, c32].flatMap((load) => load.errorMessages))]
  return [
    `  ${name} (seeded in ${r.seedSeconds.toFixed(0)} s; server RSS ${r.rssAtRestMb.toFixed(0)} MB at rest, ${r.rssMb.toFixed(0)} MB after the load (budgets 300 and 400 MB); machine load average ${r.loadAverage.toFixed(1)} before it)`,
    `    8 clients:  p50 ${ms(c8.p50)}   p95 ${ms(c8.p95)}   p99 ${ms(c8.p99)}   ${c8.perSecond.toFixed(0)} req/s`,
    `    32 clients: p95 ${ms(c32.p95)}   ${c32.perSecond.toFixed(0)} req/s`,
    `    results page rendered by the server, 8 clients: p50 ${ms(r.page.p50)}   p95 ${ms(r.page.p95)}   ${r.page.perSecond.toFixed(0)} req/s   (${(r.page.p95 / c8.p95).toFixed(2)}× the API's p95; budget 1.5×, issue 47; non-2xx ${r.page.non2xx})`,
    `    CPU per request at 8 clients: API ${cpu(r.cpu.api)}; results page ${cpu(r.cpu.page)}; page/API ${(total(r.cpu.page) / total(r.cpu.api)).toFixed(2)}× (budget 2×, issue 47)`,
    `    1 client:   p50 ${ms(c1.p50)}   ${c1.perSecond.toFixed(0)} req/s`,
    `    search SQL alone (${r.sql.search.count} queries, one at a time): mean ${ms(r.sql.search.mean)}   p50 ${ms(r.sql.search.p50)}   p95 ${ms(r.sql.search.p95)}`,
    `    the reference statement (before 0012 and 0099), same searches in turn: p50 ${ms(r.sql.reference.p50)}   p95 ${ms(r.sql.reference.p95)}   new/old p50 ${r.sql.ratioP50.toFixed(2)}×   p95 ${r.sql.ratioP95.toFixed(2)}× (target p50 ≤ 0.5×)`,
    `    API p50 at 1 client / SQL p50: ${r.apiOverSqlP50.toFixed(1)}×`,
    `    non-2xx answers: ${non2xx}   connection errors and time-outs: ${errors}${messages.length ? ` (${messages.join('; ')})` : ''}`,
    `    EXPLAIN ANALYZE (one place, one week, no filter): ${ms(r.explain.executionMs)}; indexes ${r.explain.indexes.join(', ') || 'none'}; seq scans ${r.explain.seqScans.join(', ') || 'none'}`,
  ]
}

export function searchReport(r: TSearchBench): string {
  const lines = [
    `\nCar search (${r.cars.toLocaleString('en')} cars, ${r.bookings.toLocaleString('en')} bookings), criteria varied per request (sort by rating and 8+ now and then)`,
  ]
  const reviews = `${r.reviews.toLocaleString('en')} reviews`
  lines.push(
    ...('skipped' in r.postgresWithoutReviews
      ? [`  PostgreSQL skipped: ${r.postgresWithoutReviews.skipped}`]
      : flavorLines('PostgreSQL, no reviews', r.postgresWithoutReviews)),
  )
  lines.push(...('skipped' in r.postgres ? [] : flavorLines(`PostgreSQL, ${reviews}`, r.postgres)))
  lines.push(...('skipped' in r.postgresWithSeasons ? [] : flavorLines(`PostgreSQL, ${reviews}, seasons on half the cars`, r.postgresWithSeasons)))
  lines.push(
    ...('skipped' in r.postgresWithBlocks
      ? []
      : flavorLines(`PostgreSQL, ${reviews}, seasons, blocks on a tenth of the cars, opening hours on every supplier`, r.postgresWithBlocks)),
  )
  lines.push(...flavorLines(`PGlite, ${reviews}`, r.pglite))
  lines.push('  (budget: p95 ≤ 50 ms at 8 clients on PostgreSQL)')
  return lines.join('\n')
}
