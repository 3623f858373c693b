/** What the search bench measures, per database and in all (searchBench.ts fills it, report.ts prints it). */
import type { TCpuPerRequest } from './cpu'
import type { TLoadResult } from './load'
import type { TExplain, TSqlTimes } from './rawSql'

export type TFlavorResult = {
  seedSeconds: number
  /** The search SQL and today's reference statement before it (issue 14), timed in turn. */
  sql: TSqlTimes
  explain: TExplain
  load: { c1: TLoadResult; c8: TLoadResult; c32: TLoadResult }
  /** The results page the server renders (the search, then React), at 8 clients: its p95 stays within 2× the API's (issue 13). */
  page: TLoadResult
  /**
   * CPU time per request of the 8-client loads, API and page: steadier from run to run than their
   * p95s, which share two cores with the database and the load generator.
   */
  cpu: { api: TCpuPerRequest; page: TCpuPerRequest }
  /** API p50 at one client over the search SQL's p50: what routing, validation, the follow-up queries and JSON add. */
  apiOverSqlP50: number
  /** After start, before the load. */
  rssAtRestMb: number
  /** After the load. */
  rssMb: number
  /** The machine's 1-minute load average as the load began: above ~1, something else was competing for the 2 cores. */
  loadAverage: number
}
export type TSearchBench = {
  cars: number
  bookings: number
  reviews: number
  /** The same on PostgreSQL with no review at all: what the ratings (join, sort, 8+ filter) cost. */
  postgresWithoutReviews: TFlavorResult | { skipped: string }
  postgres: TFlavorResult | { skipped: string }
  /** With the reviews, and seasons and rates by length on half the cars (issue 31): what pricing by date costs. */
  postgresWithSeasons: TFlavorResult | { skipped: string }
  /** And blocked periods on a tenth of the cars (issue 44), kept in their blocked periods as bookings are. */
  postgresWithBlocks: TFlavorResult | { skipped: string }
  pglite: TFlavorResult
}
