import { deskProblem, deskProblemParams, type TDeskRules } from '@wheelbase/core/deskHours'
import { invalid } from './errors'
import type { TPeriod } from '../data/period'

/** The codes of a desk's 400s, per refusal. */
const CODES = { 'desk.shortNotice': 'short_notice', 'desk.closedPickup': 'desk_closed', 'desk.closedDropoff': 'desk_closed' } as const

/**
 * The desk's rule (core deskProblem) at every door but the search, which holds it in SQL: the
 * quote, the checkout, an amendment (its quote too) and a staff booking. A 400 whose message names
 * the notice or the time; an amendment that keeps its pick-up time is not asked for notice again.
 */
export function checkDesk(desk: TDeskRules, period: TPeriod, now: Date, keepsPickup = false): void {
  const rental = { from: period.from, ...period.ends, keepsPickup }
  const problem = deskProblem(desk, rental, now)
  if (problem) throw invalid(CODES[problem], problem, deskProblemParams(problem, desk, rental))
}
