import { sql, type SQL } from 'drizzle-orm'
import { UNLIMITED_MILEAGE } from '@wheelbase/core/enums'
import { RATED_FROM } from '@wheelbase/core/reviews'
import type { TSearchQuery } from '@wheelbase/core/schemas/search'
import { availableCars, sqlList } from '../../src/data/availability'
import type { TPeriod } from '../../src/data/period'
import { searchAnswerSql } from '../../src/features/cars/searchQuery'

const oneOf = (column: SQL, values: readonly string[]) => (values.length ? sql`${column} IN (${sqlList(values)})` : sql`FALSE`)

/** The filters written out for the criteria set, the way the search read them before record 0099. */
function filtersAsSet(query: TSearchQuery): SQL {
  const parts: SQL[] = []
  if (query.aircon) parts.push(sql`c.aircon`)
  if (query.doors4) parts.push(sql`c.doors >= 4`)
  if (query.seats5) parts.push(sql`c.seats >= 5`)
  if (query.deposit !== undefined) parts.push(sql`c.deposit < ${query.deposit * 100}`)
  if (query.gearbox) parts.push(oneOf(sql`c.gearbox`, query.gearbox))
  if (query.fuel) parts.push(oneOf(sql`c.fuel_type`, query.fuel))
  if (query.fuelPolicy) parts.push(oneOf(sql`c.fuel_policy`, query.fuelPolicy))
  if (query.category) parts.push(oneOf(sql`c.category`, query.category))
  for (const item of query.equipment ?? []) parts.push(sql`${item}::car_equipment = ANY (c.equipment)`)
  const mileage = new Set(query.mileage ?? ['limited', 'unlimited'])
  if (!mileage.has('limited')) parts.push(sql`c.mileage = ${UNLIMITED_MILEAGE}`)
  if (!mileage.has('unlimited')) parts.push(sql`c.mileage <> ${UNLIMITED_MILEAGE}`)
  // The shown average of the supplier's reviews, computed from the reviews themselves (not the kept sums).
  if (query.rating !== undefined)
    parts.push(sql`(SELECT CASE WHEN count(*) >= ${RATED_FROM} THEN (20 * sum(v.score) + count(*)) / (2 * count(*)) >= ${query.rating * 10} ELSE false END
      FROM reviews v WHERE v.supplier_id = c.supplier_id AND v.hidden_at IS NULL)`)
  return parts.length ? sql`AND ${sql.join(parts, sql` AND `)}` : sql``
}

/**
 * The car search as it was before migration 0012 and record 0099: availability read from the
 * bookings themselves (data/availability.ts availableCars, the rule the checkout still checks one
 * car with), and each filter written out only when it is set, as literal conditions. The property
 * test holds the search to its answers; the bench times the two.
 */
export function referenceSearchSql(period: TPeriod, query: TSearchQuery, page: number, now: Date): SQL {
  return searchAnswerSql(sql`SELECT c._id, c.supplier_id, c.daily_price ${availableCars(period, now)} ${filtersAsSet(query)}`, query, page)
}
