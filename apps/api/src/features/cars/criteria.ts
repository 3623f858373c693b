import { type TSearchQuery } from '@wheelbase/core/schemas/search'
import type { TPeriodLimits } from '@wheelbase/core/search'
import type { Db } from '../../db/client'
import { periodOf, type TPeriodPlaces } from '../../data/period'

export type TCriteria = TPeriodPlaces & { query: TSearchQuery; page: number }

/** A validated search query as the search runs it. */
export async function criteriaOf(db: Db, query: TSearchQuery, limits: TPeriodLimits, now: Date): Promise<TCriteria> {
  return { ...(await periodOf(db, query, limits, now)), query, page: query.page ?? 1 }
}
