import { deskProblem, deskProblemParams, type TDeskRules } from '@wheelbase/core/deskHours'
import { minimumDaysOf, type TMinimumDays } from '@wheelbase/core/minimumDays'
import { invalid } from './errors'
import type { TPeriod } from '../data/period'

/** The codes of a desk's 400s, per refusal. */
const CODES = { 'desk.shortNotice': 'short_notice', 'desk.closedPickup': 'desk_closed', 'desk.closedDropoff': 'desk_closed' } as const

/**
 * The supplier's terms for one car's rental at every door but the search, which holds them in SQL:
 * the quote, the checkout, an amendment (its quote too) and a staff booking. First the shortest
 * rental (core minimumDaysOf: the season's, the car's, the supplier's), then the desk (core
 * deskProblem: notice, hours, dates closed). Each is a 400 whose message names the minimum, the
 * notice or the time. An amendment that keeps its pick-up time is not asked for notice again.
 */
export function checkTerms(rates: { car: TMinimumDays; desk: TDeskRules }, period: TPeriod, now: Date, keepsPickup = false): void {
  const minimum = minimumDaysOf(rates.car, rates.desk.minRentalDays, period.firstDay)
  if (period.days < minimum) throw invalid('rental_too_short', 'search.rentalTooShort', { days: minimum })
  const rental = { from: period.from, ...period.ends, keepsPickup }
  const problem = deskProblem(rates.desk, rental, now)
  if (problem) throw invalid(CODES[problem], problem, deskProblemParams(problem, rates.desk, rental))
}
