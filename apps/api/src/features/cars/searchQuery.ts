import { sql, type SQL } from 'drizzle-orm'
import { UNLIMITED_MILEAGE } from '@wheelbase/core/enums'
import { type TSearchQuery } from '@wheelbase/core/schemas/search'
import { RATED_FROM } from '@wheelbase/core/reviews'
import { CARS_PAGE_SIZE } from '@wheelbase/core/search'
import { sqlList } from '../../data/availability'
import type { TPeriod } from '../../data/period'
import type { SupplierRow, TCarColumns } from './present'

const oneOf = (column: SQL, values: readonly string[]) => (values.length ? sql`${column} IN (${sqlList(values)})` : sql`FALSE`)

/** Every filter but the supplier one (the supplier checkboxes count against these). */
function specFilters(query: TSearchQuery): SQL {
  const parts: SQL[] = []
  if (query.aircon) parts.push(sql`c.aircon`)
  if (query.doors4) parts.push(sql`c.doors >= 4`)
  if (query.seats5) parts.push(sql`c.seats >= 5`)
  if (query.deposit !== undefined) parts.push(sql`c.deposit < ${query.deposit * 100}`)
  // Compared as the enum columns they are (the values were checked against the same enums):
  // a ::text cast hides the column statistics, and the planner, guessing 1% of the cars, then
  // probed car_locations once per car instead of hashing the location's cars.
  if (query.gearbox) parts.push(oneOf(sql`c.gearbox`, query.gearbox))
  if (query.fuel) parts.push(oneOf(sql`c.fuel_type`, query.fuel))
  if (query.fuelPolicy) parts.push(oneOf(sql`c.fuel_policy`, query.fuelPolicy))
  if (query.category) parts.push(oneOf(sql`c.category`, query.category))
  // Every item asked for: a driver who needs CarPlay and Bluetooth wants both.
  if (query.equipment?.length) parts.push(sql`c.equipment @> ARRAY[${sqlList(query.equipment)}]::car_equipment[]`)
  const mileage = new Set(query.mileage ?? ['limited', 'unlimited'])
  if (!mileage.has('limited')) parts.push(sql`c.mileage = ${UNLIMITED_MILEAGE}`)
  if (!mileage.has('unlimited')) parts.push(sql`c.mileage <> ${UNLIMITED_MILEAGE}`)
  // "8+": the supplier's shown average (core averageOf, in whole numbers: floor((20·sum + n) / 2n)
  // tenths) is at least that, from the kept sums (a few hundred rows at most, read once).
  if (query.rating !== undefined)
    parts.push(sql`c.supplier_id IN (SELECT supplier_id FROM supplier_ratings
      WHERE review_count >= ${RATED_FROM} AND 20 * score_sum::bigint + review_count >= ${query.rating * 20} * review_count::bigint)`)
  return parts.length ? sql`AND ${sql.join(parts, sql` AND `)}` : sql``
}

/** The columns a result shows, as JSON with the names of the drizzle row (so presentCar reads it as is). */
const CAR_JSON = sql`json_build_object(
  '_id', c._id, 'name', c.name, 'image', c.image, 'dailyPrice', c.daily_price, 'deposit', c.deposit, 'seats', c.seats,
  'doors', c.doors, 'aircon', c.aircon, 'gearbox', c.gearbox, 'fuelType', c.fuel_type, 'fuelPolicy', c.fuel_policy,
  'mileage', c.mileage, 'cancellation', c.cancellation, 'amendments', c.amendments, 'theftProtection', c.theft_protection,
  'collisionDamageWaiver', c.collision_damage_waiver, 'fullInsurance', c.full_insurance, 'additionalDriver', c.additional_driver,
  'minimumAge', c.minimum_age, 'category', c.category, 'equipment', c.equipment)`
/** With its kept review sums (supplier_ratings r, joined beside users s): presentCar turns them into the card's rating. */
const SUPPLIER_JSON = sql`json_build_object('_id', s._id, 'fullName', s.full_name, 'avatar', s.avatar, 'slug', s.slug,
  'ratingCount', coalesce(r.review_count, 0), 'ratingSum', coalesce(r.score_sum, 0))`
/** The shown average in tenths (core averageOf), null for a new supplier: the order of "best rated". */
const RATING_TENTHS = sql`CASE WHEN r.review_count >= ${RATED_FROM} THEN (20 * r.score_sum::bigint + r.review_count) / (2 * r.review_count) END`

export type TSearchRow = {
  total: number
  suppliers: (SupplierRow & { count: number })[]
  items: { car: TCarColumns; supplier: SupplierRow }[]
}

/**
 * The cars available for the period (the rule of data/availability.ts availableCars), read from the
 * search's own columns (migration 0012): the cars offered at both places come from one look-up of
 * the GIN index on location_ids; a car whose blocked periods meet the period is out, and so is one
 * held by an online checkout still within its payment deadline (bookings_holds_idx: a handful at
 * any time, asked for once). The active suppliers are asked for once too, not joined per car.
 */
export function searchableCars(period: TPeriod, now: Date): SQL {
  const from = period.from.toISOString()
  const to = period.to.toISOString()
  const places = period.dropoffId === period.pickupId ? sql`ARRAY[${period.pickupId}]` : sql`ARRAY[${period.pickupId}, ${period.dropoffId}]`
  return sql`
    FROM cars c
    WHERE c.available AND c.deleted_at IS NULL
      AND c.location_ids @> ${places}::uuid[]
      AND c.supplier_id = ANY (ARRAY(SELECT _id FROM users WHERE type = 'supplier' AND NOT blacklisted))
      AND NOT c.blocked_periods && tstzrange(${from}::timestamptz, ${to}::timestamptz, '[)')
      AND c._id <> ALL (ARRAY(
        SELECT b.car_id FROM bookings b
        WHERE b.status = 'pending' AND b.payment_deadline > ${now.toISOString()}::timestamptz
          AND b.to_ts > ${from}::timestamptz AND b.from_ts < ${to}::timestamptz
      ))`
}

/** Which cars are available: searchableCars, or (the bench's and the tests' reference) availableCars. */
export type TAvailableCars = (period: TPeriod, now: Date) => SQL

/**
 * One round trip for the whole answer: the cars matching everything but the supplier filter are
 * counted per supplier; the supplier filter then gives the total and the page, ordered by price
 * with ties by _id (so every database pages the same way), with each car's columns and supplier.
 */
export function carSearchSql(period: TPeriod, query: TSearchQuery, page: number, now: Date, available: TAvailableCars = searchableCars): SQL {
  const bySupplier = query.suppliers ? oneOf(sql`supplier_id`, query.suppliers) : sql`TRUE`
  // Best rated first (new suppliers last), then the cheapest; or by price. Ties by _id, so every database pages alike.
  const order = (of: string) => {
    const t = sql.raw(of)
    return query.sort === 'rating'
      ? sql`${t}rank DESC NULLS LAST, ${t}daily_price ASC, ${t}_id ASC`
      : sql`${t}daily_price ${query.sort === 'price_desc' ? sql`DESC` : sql`ASC`}, ${t}_id ASC`
  }
  // Only the rating's order reads the kept sums here: a price order pages the chosen cars as they are.
  const ranked =
    query.sort === 'rating'
      ? sql`SELECT m._id, m.supplier_id, m.daily_price, ${RATING_TENTHS} AS rank FROM chosen m LEFT JOIN supplier_ratings r ON r.supplier_id = m.supplier_id`
      : sql`SELECT _id, supplier_id, daily_price, NULL::bigint AS rank FROM chosen`
  return sql`
    WITH matching AS MATERIALIZED (
      SELECT c._id, c.supplier_id, c.daily_price ${available(period, now)} ${specFilters(query)}
    ),
    chosen AS (SELECT _id, supplier_id, daily_price FROM matching WHERE ${bySupplier}),
    page AS (
      SELECT * FROM (${ranked}) ranked
      ORDER BY ${order('')} LIMIT ${CARS_PAGE_SIZE} OFFSET ${(page - 1) * CARS_PAGE_SIZE}
    )
    SELECT
      (SELECT count(*)::int FROM chosen) AS total,
      (SELECT coalesce(json_agg(json_build_object('_id', s._id, 'fullName', s.full_name, 'avatar', s.avatar, 'slug', s.slug, 'count', counts.n,
                'ratingCount', coalesce(r.review_count, 0), 'ratingSum', coalesce(r.score_sum, 0))), '[]'::json)
         FROM (SELECT supplier_id, count(*)::int AS n FROM matching GROUP BY supplier_id) counts
         JOIN users s ON s._id = counts.supplier_id LEFT JOIN supplier_ratings r ON r.supplier_id = s._id) AS suppliers,
      (SELECT coalesce(json_agg(json_build_object('car', ${CAR_JSON}, 'supplier', ${SUPPLIER_JSON}) ORDER BY ${order('p.')}), '[]'::json)
         FROM page p JOIN cars c ON c._id = p._id JOIN users s ON s._id = p.supplier_id
         LEFT JOIN supplier_ratings r ON r.supplier_id = s._id) AS items`
}
