import { sql } from 'drizzle-orm'
import { queryPrepared, queryRows, type Db } from '../../../apps/api/src/db/client'
import { seededRandom } from '../../../apps/api/src/db/seed/random'
import { ZSearchQuery } from '@wheelbase/core/schemas/search'
import { DEFAULT_PERIOD_LIMITS } from '@wheelbase/core/search'
import { criteriaOf } from '../../../apps/api/src/features/cars/criteria'
import { carSearchSql } from '../../../apps/api/src/features/cars/searchQuery'
import { deskVerdicts, referenceSearchSql } from '../../../apps/api/test/helpers/referenceSearch'
import { randomSearchParams } from './criteria'
import type { TDataset } from './dataset'
import { summarize, type TLatencySummary } from './stats'

export type TSqlTimes = { search: TLatencySummary; reference: TLatencySummary; ratioP50: number; ratioP95: number }

/**
 * The search SQL alone, as the API runs it (the contract's schema and criteriaOf, then carSearchSql
 * through queryPrepared: on PostgreSQL, prepared once per connection), one query at a time: the
 * floor the API's latency is compared with. Each search also runs as the reference statement
 * (availability read from the bookings, as before migration 0012, and a new text for each set of
 * filters, as before record 0099: apps/api/test/helpers/referenceSearch.ts), in turn first and second, on the
 * same database in the same run: the ratio is the change's own. The criteria are parsed before
 * the clock starts, so the location look-ups are not counted.
 */
export async function timeSearchSql(db: Db, dataset: TDataset, { queries = 300, warmUp = 30 } = {}): Promise<TSqlTimes> {
  const random = seededRandom(424_242)
  const times = { search: [] as number[], reference: [] as number[] }
  for (let i = 0; i < warmUp + queries; i++) {
    const now = new Date()
    const criteria = await criteriaOf(db, ZSearchQuery.parse(randomSearchParams(random, dataset, now)), DEFAULT_PERIOD_LIMITS, now)
    const statements = {
      search: carSearchSql(criteria, criteria.query, criteria.page, now),
      reference: referenceSearchSql(criteria, criteria.query, criteria.page, now, await deskVerdicts(db, criteria, now)),
    }
    for (const which of i % 2 ? (['search', 'reference'] as const) : (['reference', 'search'] as const)) {
      const t0 = performance.now()
      await (which === 'search' ? queryPrepared(db, statements[which]) : queryRows(db, statements[which]))
      if (i >= warmUp) times[which].push(performance.now() - t0)
    }
  }
  const search = summarize(times.search)
  const reference = summarize(times.reference)
  return { search, reference, ratioP50: search.p50 / reference.p50, ratioP95: search.p95 / reference.p95 }
}

export type TExplain = { params: Record<string, string>; executionMs: number; indexes: string[]; seqScans: string[]; plan: string[] }

/** EXPLAIN ANALYZE of a typical search (one place, a week, no filter): which indexes it uses, which tables it reads whole. */
export async function explainSearch(db: Db, dataset: TDataset): Promise<TExplain> {
  const now = new Date()
  const from = new Date(now.getTime() + 30 * 86_400_000)
  from.setUTCHours(10, 0, 0, 0)
  const params = { pickup: dataset.locationIds[0] ?? '', from: from.toISOString(), to: new Date(from.getTime() + 7 * 86_400_000).toISOString() }
  const criteria = await criteriaOf(db, ZSearchQuery.parse(params), DEFAULT_PERIOD_LIMITS, now)
  const rows = await queryRows<Record<string, string>>(db, sql`EXPLAIN (ANALYZE, BUFFERS) ${carSearchSql(criteria, criteria.query, 1, now)}`)
  const plan = rows.map((row) => Object.values(row)[0] ?? '')
  const found = (pattern: RegExp) => [...new Set(plan.flatMap((line) => [...line.matchAll(pattern)].map((m) => m[1] ?? '')))]
  return {
    params,
    executionMs: Number(/Execution Time: ([\d.]+) ms/.exec(plan.join('\n'))?.[1] ?? NaN),
    indexes: found(/Index (?:Only )?Scan(?: Backward)? using (\w+)/g).concat(found(/Bitmap Index Scan on (\w+)/g)),
    seqScans: found(/Seq Scan on (\w+)/g),
    plan,
  }
}
