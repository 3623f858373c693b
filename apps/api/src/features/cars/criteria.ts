import { type TSearchQuery } from '@wheelbase/core/schemas/search'
import type { Db } from '../../db/client'
import { periodOf, type TPeriod } from '../../data/period'

export type TCriteria = TPeriod & { query: TSearchQuery; page: number }

/** A validated search query as the search runs it. */
export async function criteriaOf(db: Db, query: TSearchQuery): Promise<TCriteria> {
  return { ...(await periodOf(db, query)), query, page: query.page ?? 1 }
}
