import { localDate, rentalDays } from '@wheelbase/core/days'
import { deskEnd, type TDeskEnd } from '@wheelbase/core/deskHours'
import { periodProblem, periodProblemParams, SEARCH_ISSUES, type TPeriodLimits } from '@wheelbase/core/search'
import type { Db } from '../db/client'
import { invalid } from '../domain/errors'
import { findLocationsById, type TLocationRow } from './locations'

/**
 * A rental period between two places, as search, quote, checkout and amendment take it: the one
 * door each of them goes through. The period rules are core's periodProblem (a drop-off after the
 * pick-up, a pick-up not past, no longer than the longest rental, no further ahead than the
 * horizon), checked here with the configured limits, so no door lets a period through that
 * another refuses, and none reaches the database's constraints or overflows a total. Days are
 * counted on the pick-up location's wall clock (core rentalDays); absent drop-off means "Return to
 * same location". The first day is the pick-up's date on that clock: a day's rate goes by its date
 * (core rates.ts). Its ends are read off each place's own clock, as the desk's hours are kept
 * (core deskHours.ts).
 */
export type TPeriod = {
  pickupId: string
  dropoffId: string
  from: Date
  to: Date
  days: number
  firstDay: string
  /** The pick-up place's clock: the days, the first day and the cancellation deadline are read on it. */
  timeZone: string
  ends: { pickup: TDeskEnd; dropoff: TDeskEnd }
}
/** A period with the two places' rows, as they were read for it. */
export type TPeriodPlaces = TPeriod & { places: { pickup: TLocationRow; dropoff: TLocationRow } }

export async function periodOf(
  db: Db,
  where: { pickup: string; dropoff?: string | undefined; from: string; to: string },
  limits: TPeriodLimits,
  now: Date,
): Promise<TPeriodPlaces> {
  const from = new Date(where.from)
  const to = new Date(where.to)
  const problem = periodProblem(from, to, now, limits)
  if (problem) throw invalid(SEARCH_ISSUES.codes[problem], problem, periodProblemParams(problem, limits))
  const dropoffId = where.dropoff ?? where.pickup
  const found = await findLocationsById(db, [where.pickup, dropoffId])
  const pickup = found.get(where.pickup)
  const dropoff = found.get(dropoffId)
  if (!pickup || !dropoff) throw invalid('unknown_location', 'search.unknownLocation')
  return {
    pickupId: pickup._id,
    dropoffId,
    from,
    to,
    days: rentalDays(from, to, pickup.timeZone),
    firstDay: localDate(from, pickup.timeZone),
    timeZone: pickup.timeZone,
    ends: { pickup: deskEnd(from, pickup._id, pickup.timeZone), dropoff: deskEnd(to, dropoff._id, dropoff.timeZone) },
    places: { pickup, dropoff },
  }
}
