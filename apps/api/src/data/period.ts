import { rentalDays } from '@wheelbase/core/days'
import type { Db } from '../db/client'
import { badRequest } from '../platform/errors'
import { findLocationsById, type TLocationRow } from './locations'

/**
 * A rental period between two places, as the search and the checkout take it. The period rules
 * (drop-off after pick-up, pick-up not past) are the contracts' schemas' (core periodProblem);
 * what they cannot know is that both places exist. Days are counted on the pick-up location's
 * wall clock (core rentalDays); absent drop-off means "Return to same location".
 */
export type TPeriod = { pickupId: string; dropoffId: string; from: Date; to: Date; days: number }
/** A period with the two places' rows, as they were read for it. */
export type TPeriodPlaces = TPeriod & { places: { pickup: TLocationRow; dropoff: TLocationRow } }

export async function periodOf(
  db: Db,
  where: { pickup: string; dropoff?: string | undefined; from: string; to: string },
): Promise<TPeriodPlaces> {
  const dropoffId = where.dropoff ?? where.pickup
  const found = await findLocationsById(db, [where.pickup, dropoffId])
  const pickup = found.get(where.pickup)
  const dropoff = found.get(dropoffId)
  if (!pickup || !dropoff) throw badRequest('unknown_location', 'search.unknownLocation')
  const from = new Date(where.from)
  const to = new Date(where.to)
  return { pickupId: pickup._id, dropoffId, from, to, days: rentalDays(from, to, pickup.timeZone), places: { pickup, dropoff } }
}
