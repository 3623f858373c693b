import type { SQL } from 'drizzle-orm'
import type { TSearchQuery } from '@wheelbase/core/schemas/search'
import { availableCars } from '../../src/data/availability'
import type { TPeriod } from '../../src/data/period'
import { carSearchSql } from '../../src/features/cars/searchQuery'

/**
 * The car search as it was before migration 0012: the same statement, with availability read from
 * the bookings themselves (data/availability.ts availableCars, the rule the checkout still checks
 * one car with). The property test holds the search to its answers; the bench times the two.
 */
export function referenceSearchSql(period: TPeriod, query: TSearchQuery, page: number, now: Date): SQL {
  return carSearchSql(period, query, page, now, availableCars)
}
