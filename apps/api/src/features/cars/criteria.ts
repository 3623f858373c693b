import { rentalDays } from '@wheelbase/core/days'
import { type TSearchQuery } from '@wheelbase/core/schemas/search'
import type { Db } from '../../db/client'
import { findLocationsById } from '../../data/locations'
import { badRequest } from '../../platform/errors'

/**
 * What the contract's schema cannot know: that both places exist. The period rules (drop-off
 * after pick-up, pick-up not past) are the schema's (core periodProblem). Days are counted on the
 * pick-up location's wall clock (core rentalDays); absent drop-off means "Return to same location".
 */
export type TPeriod = { pickupId: string; dropoffId: string; from: Date; to: Date; days: number }
export type TCriteria = TPeriod & { query: TSearchQuery; page: number }

export async function periodOf(db: Db, where: { pickup: string; dropoff?: string | undefined; from: string; to: string }): Promise<TPeriod> {
  const dropoffId = where.dropoff ?? where.pickup
  const found = await findLocationsById(db, [where.pickup, dropoffId])
  const pickup = found.get(where.pickup)
  const dropoff = found.get(dropoffId)
  if (!pickup || !dropoff) throw badRequest('unknown_location', 'search.unknownLocation')
  const from = new Date(where.from)
  const to = new Date(where.to)
  return { pickupId: pickup._id, dropoffId, from, to, days: rentalDays(from, to, pickup.timeZone) }
}

/** A validated search query as the search runs it. */
export async function criteriaOf(db: Db, query: TSearchQuery): Promise<TCriteria> {
  return { ...(await periodOf(db, query)), query, page: query.page ?? 1 }
}
