import { sql } from 'drizzle-orm'
import { queryRows, type Db } from '../../../apps/api/src/db/client'
import { seededRandom } from '../../../apps/api/src/db/seed/random'
import { ZSearchQuery } from '@wheelbase/core/schemas/search'
import { criteriaOf } from '../../../apps/api/src/features/cars/criteria'
import { carSearchSql } from '../../../apps/api/src/features/cars/searchQuery'
import { randomSearchParams } from './criteria'
import type { TDataset } from './dataset'
import { summarize, type TLatencySummary } from './stats'

/**
 * The search SQL alone, as the API runs it (the contract's schema and criteriaOf, then carSearchSql through queryRows),
 * one query at a time: the floor the API's latency is compared with. The criteria are parsed
 * before the clock starts, so the location look-ups are not counted.
 */
export async function timeSearchSql(db: Db, dataset: TDataset, { queries = 300, warmUp = 30 } = {}): Promise<TLatencySummary> {
  const random = seededRandom(424_242)
  const latencies: number[] = []
  for (let i = 0; i < warmUp + queries; i++) {
    const now = new Date()
    const criteria = await criteriaOf(db, ZSearchQuery.parse(randomSearchParams(random, dataset, now)))
    const query = carSearchSql(criteria, criteria.query, criteria.page, now)
    const t0 = performance.now()
    await queryRows(db, query)
    if (i >= warmUp) latencies.push(performance.now() - t0)
  }
  return summarize(latencies)
}

export type TExplain = { params: Record<string, string>; executionMs: number; indexes: string[]; seqScans: string[]; plan: string[] }

/** EXPLAIN ANALYZE of a typical search (same pick-up and drop-off, a week, no filter): which indexes it uses. */
export async function explainSearch(db: Db, dataset: TDataset): Promise<TExplain> {
  const now = new Date()
  const from = new Date(now.getTime() + 30 * 86_400_000)
  from.setUTCHours(10, 0, 0, 0)
  const params = { pickup: dataset.locationIds[0] ?? '', from: from.toISOString(), to: new Date(from.getTime() + 7 * 86_400_000).toISOString() }
  const criteria = await criteriaOf(db, ZSearchQuery.parse(params))
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
