import { sql, type SQL } from 'drizzle-orm'
import { UNLIMITED_MILEAGE } from '@wheelbase/core/enums'
import { type TSearchQuery } from '@wheelbase/core/schemas/search'
import { RATED_FROM } from '@wheelbase/core/reviews'
import { CARS_PAGE_SIZE } from '@wheelbase/core/search'
import { freeHoursLimit } from '@wheelbase/core/supplierTerms'
import { MONTHLY_FROM_DAYS, WEEKLY_FROM_DAYS } from '@wheelbase/core/rates'
import type { TPeriod } from '../../data/period'
import type { TSupplierFees } from '@wheelbase/core/fees'
import type { TDeskEnd } from '@wheelbase/core/deskHours'
import type { SupplierRow, TCarColumns } from './present'

/*
 * The search is one statement whose text depends only on the order asked for: every criterion is a
 * value, and one a driver did not set is a value that lets every car through (NULL, false, an empty
 * list). So PostgreSQL parses and plans it once per connection (db/client.ts queryPrepared) rather
 * than on every search: planning this statement cost a third of its time (record 0099).
 */

/**
 * A list as one array value, written as PostgreSQL's array text ('{"a","b"}') and cast in the
 * statement: PGlite serializes a JavaScript array only for the array types it knew when it opened,
 * and the enums' arrays are made later, by the migrations.
 */
const arrayText = (values: readonly string[]) => `{${values.map((v) => `"${v.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`
/** A list as one array value (`= ANY (…)`), or NULL when the criterion is not set. */
const listOrNull = (values: readonly string[] | undefined) => (values ? arrayText(values) : null)

/** Every filter but the supplier one (the supplier checkboxes count against these). */
function specFilters(query: TSearchQuery): SQL {
  const mileage = new Set(query.mileage ?? ['limited', 'unlimited'])
  const depositCents = query.deposit === undefined ? null : query.deposit * 100
  return sql`
      AND (NOT ${query.aircon === true}::boolean OR c.aircon)
      AND (NOT ${query.doors4 === true}::boolean OR c.doors >= 4)
      AND (NOT ${query.seats5 === true}::boolean OR c.seats >= 5)
      -- A driver younger than the car's minimum age could not take it at the desk.
      AND (${query.age ?? null}::int IS NULL OR c.minimum_age <= ${query.age ?? null}::int)
      AND (${depositCents}::int IS NULL OR c.deposit < ${depositCents}::int)
      AND (${listOrNull(query.gearbox)}::gearbox[] IS NULL OR c.gearbox = ANY (${listOrNull(query.gearbox)}::gearbox[]))
      AND (${listOrNull(query.fuel)}::fuel_type[] IS NULL OR c.fuel_type = ANY (${listOrNull(query.fuel)}::fuel_type[]))
      AND (${listOrNull(query.fuelPolicy)}::fuel_policy[] IS NULL OR c.fuel_policy = ANY (${listOrNull(query.fuelPolicy)}::fuel_policy[]))
      AND (${listOrNull(query.category)}::car_category[] IS NULL OR c.category = ANY (${listOrNull(query.category)}::car_category[]))
      -- Every item asked for: a driver who needs CarPlay and Bluetooth wants both.
      AND c.equipment @> ${arrayText(query.equipment ?? [])}::car_equipment[]
      AND (${mileage.has('limited')}::boolean OR c.mileage = ${UNLIMITED_MILEAGE})
      AND (${mileage.has('unlimited')}::boolean OR c.mileage <> ${UNLIMITED_MILEAGE})
      -- "8+": the supplier's shown average (core averageOf, in whole numbers: floor((20·sum + n) / 2n)
      -- tenths) is at least that, from the kept sums (a few hundred rows at most, read once).
      AND (${query.rating ?? null}::int IS NULL OR c.supplier_id = ANY (ARRAY(SELECT supplier_id FROM supplier_ratings
        WHERE review_count >= ${RATED_FROM} AND 20 * score_sum::bigint + review_count >= 20 * ${query.rating ?? null}::int * review_count::bigint)))`
}

/** The columns a result shows, as JSON with the names of the drizzle row (so presentCar reads it as is). */
const CAR_JSON = sql`json_build_object(
  '_id', c._id, 'name', c.name, 'image', c.image, 'dailyPrice', c.daily_price, 'deposit', c.deposit, 'seats', c.seats,
  'doors', c.doors, 'aircon', c.aircon, 'gearbox', c.gearbox, 'fuelType', c.fuel_type, 'fuelPolicy', c.fuel_policy,
  'mileage', c.mileage, 'cancellation', c.cancellation, 'amendments', c.amendments, 'theftProtection', c.theft_protection,
  'collisionDamageWaiver', c.collision_damage_waiver, 'fullInsurance', c.full_insurance, 'additionalDriver', c.additional_driver,
  'minimumAge', c.minimum_age, 'category', c.category, 'equipment', c.equipment,
  'discountedPrice', c.discounted_price, 'weeklyPrice', c.weekly_price, 'monthlyPrice', c.monthly_price,
  'seasons', (SELECT coalesce(json_agg(json_build_object('from', s.from_day, 'to', s.to_day, 'dailyPrice', s.daily_price) ORDER BY s.from_day), '[]'::json)
    FROM car_seasons s WHERE s.car_id = c._id))`
/** With its kept review sums (supplier_ratings r, joined beside users s): presentCar turns them into the card's rating. */
const SUPPLIER_JSON = sql`json_build_object('_id', s._id, 'fullName', s.full_name, 'avatar', s.avatar, 'slug', s.slug,
  'ratingCount', coalesce(r.review_count, 0), 'ratingSum', coalesce(r.score_sum, 0))`
/** The shown average in tenths (core averageOf), null for a new supplier: the order of "best rated". */
const RATING_TENTHS = sql`CASE WHEN r.review_count >= ${RATED_FROM} THEN (20 * r.score_sum::bigint + r.review_count) / (2 * r.review_count) END`

export type TSearchRow = {
  total: number
  suppliers: (SupplierRow & { count: number })[]
  items: { car: TCarColumns; supplier: SupplierRow; fees: TSupplierFees; outOfHours: { ends: number; fee: number | null } }[]
  /** The suppliers whose cars matched but whose desk refuses the rental, by why (core deskProblem). */
  hidden: { closed: number; notice: number }
}

/**
 * A shown car's supplier fees as core fees.ts takes them (so its lines are core's, as the quote's
 * are), read in the search's own statement: only the pair and the places of this rental, a few
 * primary-key look-ups for the page's cars.
 */
function supplierFeesJson(places: Pick<TPeriod, 'pickupId' | 'dropoffId'>): SQL {
  const pickup = sql`${places.pickupId}::uuid`
  const dropoff = sql`${places.dropoffId}::uuid`
  return sql`json_build_object('oneWayFee', s.one_way_fee,
    'youngDriver', CASE WHEN s.young_driver_age IS NOT NULL AND s.young_driver_fee IS NOT NULL
      THEN json_build_object('underAge', s.young_driver_age, 'perDay', s.young_driver_fee, 'cap', s.young_driver_cap) END,
    'oneWayPairs', (SELECT coalesce(json_agg(json_build_object('places', json_build_array(f.place_a, f.place_b), 'fee', f.fee)), '[]'::json)
      FROM supplier_one_way_fees f WHERE f.supplier_id = s._id AND f.place_a = least(${pickup}, ${dropoff}) AND f.place_b = greatest(${pickup}, ${dropoff})),
    'placeFees', (SELECT coalesce(json_agg(json_build_object('locationId', f.location_id, 'fee', f.fee) ORDER BY f.location_id), '[]'::json)
      FROM supplier_place_fees f WHERE f.supplier_id = s._id AND f.location_id IN (${pickup}, ${dropoff})))`
}

/**
 * The cars available for the period (the rule of data/availability.ts availableCars), read from the
 * search's own columns (migration 0012): the cars offered at both places come from one look-up of
 * the GIN index on location_ids; a car whose blocked periods (its bookings and, since migration
 * 0026, its blocks) meet the period is out, and so is one
 * held by an online checkout still within its payment deadline (bookings_holds_idx: a handful at
 * any time, asked for once). The active suppliers are asked for once too, not joined per car; the
 * test is written so that it cannot be an index condition: the planner would otherwise AND the
 * place's few cars with every car of every active supplier (cars_supplier_idx), a tenth of the work.
 */
export function searchableCars(period: TPeriod, now: Date, joined: SQL = sql``): SQL {
  const from = period.from.toISOString()
  const to = period.to.toISOString()
  const places = period.dropoffId === period.pickupId ? [period.pickupId] : [period.pickupId, period.dropoffId]
  return sql`
    FROM cars c ${joined}
    WHERE c.available AND c.deleted_at IS NULL
      AND c.location_ids @> ${arrayText(places)}::uuid[]
      AND coalesce(c.supplier_id = ANY (ARRAY(SELECT _id FROM users WHERE type = 'supplier' AND NOT blacklisted)), false)
      AND NOT c.blocked_periods && tstzrange(${from}::timestamptz, ${to}::timestamptz, '[)')
      AND c._id <> ALL (ARRAY(
        SELECT b.car_id FROM bookings b
        WHERE b.status = 'pending' AND b.payment_deadline > ${now.toISOString()}::timestamptz
          AND b.to_ts > ${from}::timestamptz AND b.from_ts < ${to}::timestamptz
      ))`
}

/**
 * The rental's cost before options and percentage, as core rates.ts prices it (the search orders
 * by it): the base rate (the lowest of the daily, discounted, weekly from 7 days and monthly from
 * 30 days prices) for every day, plus, for each season meeting the rental's days (the GiST index of
 * car_seasons_no_overlap, asked only when the car's kept season days meet the rental's), the
 * difference of its price on the days it covers.
 */
export function rentalCentsSql(period: Pick<TPeriod, 'days' | 'firstDay'>): SQL {
  const days = sql`${period.days}::int`
  const base = sql`least(c.daily_price, c.discounted_price, CASE WHEN ${days} >= ${WEEKLY_FROM_DAYS} THEN c.weekly_price END,
    CASE WHEN ${days} >= ${MONTHLY_FROM_DAYS} THEN c.monthly_price END)`
  const rental = sql`daterange(${period.firstDay}::date, ${period.firstDay}::date + ${days})`
  // The probe runs only for a car whose seasons meet the rental (cars.season_days, migration 0021).
  return sql`(${base}::bigint * ${days} + CASE WHEN c.season_days && ${rental} THEN coalesce((
      SELECT sum((s.daily_price - ${base})::bigint * (upper(${rental} * daterange(s.from_day, s.to_day, '[]')) - lower(${rental} * daterange(s.from_day, s.to_day, '[]'))))
      FROM car_seasons s WHERE s.car_id = c._id AND daterange(s.from_day, s.to_day, '[]') && ${rental}), 0) ELSE 0 END)::bigint`
}

/**
 * Whether the supplier's desk is open at one end of the rental (core deskHours.ts deskOpen, from
 * the end read off its place's clock there): not a date closed everywhere or at that place, and
 * inside that place's own hours where it has some, else the supplier's week; no hours at all is
 * open around the clock. An aggregate over the supplier's hours rows at no place or at the
 * rental's places (`h`, deskHoursSql), so both ends are read off one pass.
 */
function deskOpenSql(end: TDeskEnd): SQL {
  const place = sql`${end.locationId}::uuid`
  const minute = sql`${end.minute}::int`
  const within = sql`h.weekday = ${end.weekday}::int AND h.opens <= ${minute} AND ${minute} <= h.closes`
  return sql`(NOT EXISTS (SELECT 1 FROM supplier_closed_days d WHERE d.supplier_id = u._id AND d.day = ${end.day}::date
        AND (d.location_id IS NULL OR d.location_id = ${place}))
      AND (NOT coalesce(bool_or(h.location_id IS NULL OR h.location_id = ${place}), false)
        OR CASE WHEN bool_or(h.location_id = ${place}) THEN coalesce(bool_or(h.location_id = ${place} AND ${within}), false)
          ELSE coalesce(bool_or(h.location_id IS NULL AND ${within}), false) END))`
}

/** The ends of the rental outside the supplier u's hours (0, 1 or 2), one look at its hours rows. */
function lateEndsSql(period: Pick<TPeriod, 'pickupId' | 'dropoffId' | 'ends'>): SQL {
  return sql`(SELECT CASE WHEN ${deskOpenSql(period.ends.pickup)} THEN 0 ELSE 1 END + CASE WHEN ${deskOpenSql(period.ends.dropoff)} THEN 0 ELSE 1 END
    FROM supplier_hours h WHERE h.supplier_id = u._id
      AND (h.location_id IS NULL OR h.location_id IN (${period.pickupId}::uuid, ${period.dropoffId}::uuid)))`
}

/**
 * Each supplier's terms for this rental and driver, one row per supplier, the `terms` of
 * carMatchingSql (a few rows):
 * - `fee`: its fees (priced by domain/price.ts priceRental from the lines): the one-way fee (the
 *   pair's own, else the flat one) when the places differ, the young driver's fee (capped) below
 *   the supplier's age, the surcharges at the pick-up and at a different drop-off, and the
 *   out-of-hours fee for each end outside hours where the desk takes such ends;
 * - `late_ends`, `late_fee`: those ends and the fee for each, for the price's line;
 * - `hidden`: why the desk refuses the rental (core deskProblem): 'notice' when the pick-up is
 *   sooner than its notice, 'closed' when an end is outside hours and the desk refuses such ends;
 * - `min_days`: its shortest rental (minimumDaysSql);
 * - `free_cancel_hours`, `deposit_method`: its terms the filters read (termsFiltersSql).
 */
export function supplierTermsSql(period: Pick<TPeriod, 'pickupId' | 'dropoffId' | 'days' | 'from' | 'ends'>, age: number | null, now: Date): SQL {
  const pickup = sql`${period.pickupId}::uuid`
  const dropoff = sql`${period.dropoffId}::uuid`
  const days = sql`${period.days}::int`
  return sql`
    SELECT supplier_id, min_days, free_cancel_hours, deposit_method, fee + CASE WHEN out_of_hours = 'fee' THEN coalesce(out_of_hours_fee, 0) * late_ends ELSE 0 END AS fee,
      CASE WHEN out_of_hours = 'fee' THEN late_ends ELSE 0 END AS late_ends, out_of_hours_fee AS late_fee,
      CASE WHEN short_notice THEN 'notice' WHEN out_of_hours = 'refuse' AND late_ends > 0 THEN 'closed' END AS hidden
    FROM (
      SELECT u._id AS supplier_id, u.out_of_hours, u.out_of_hours_fee, u.min_rental_days AS min_days, u.free_cancel_hours, u.deposit_method,
        CASE WHEN ${pickup} <> ${dropoff} THEN coalesce(pair.fee, u.one_way_fee, 0) + coalesce(at_dropoff.fee, 0) ELSE 0 END
        + CASE WHEN ${age}::int < u.young_driver_age THEN least(u.young_driver_fee * ${days}, coalesce(u.young_driver_cap, u.young_driver_fee * ${days})) ELSE 0 END
        + coalesce(at_pickup.fee, 0) AS fee,
        ${lateEndsSql(period)} AS late_ends,
        ${period.from.toISOString()}::timestamptz < ${now.toISOString()}::timestamptz + u.notice_minutes * interval '1 minute' AS short_notice
      FROM users u
      LEFT JOIN supplier_one_way_fees pair ON pair.supplier_id = u._id AND pair.place_a = least(${pickup}, ${dropoff}) AND pair.place_b = greatest(${pickup}, ${dropoff})
      LEFT JOIN supplier_place_fees at_pickup ON at_pickup.supplier_id = u._id AND at_pickup.location_id = ${pickup}
      LEFT JOIN supplier_place_fees at_dropoff ON at_dropoff.supplier_id = u._id AND at_dropoff.location_id = ${dropoff}
      WHERE u.type = 'supplier'
      -- A fence: the outer SELECT reads late_ends three times, and flattened, each read would ask the desk's hours again.
      OFFSET 0
    ) terms`
}

/**
 * The answer from the cars matching everything but the supplier filter (`matching`: a SELECT of
 * _id, supplier_id, price (the rental's cost), late_ends and late_fee (the out-of-hours line) and
 * hidden (why the desk refuses the rental, else NULL)): those offered are counted per supplier; the supplier filter
 * then gives the total and the page, ordered by price with ties by _id (so every database pages alike),
 * with each car's columns and supplier. One round trip for the whole answer.
 */
export function searchAnswerSql(matching: SQL, places: Pick<TPeriod, 'pickupId' | 'dropoffId'>, query: TSearchQuery, page: number): SQL {
  const suppliers = listOrNull(query.suppliers)
  // Best rated first (new suppliers last), then the cheapest; or by price. Ties by _id, so every database pages alike.
  const order = (of: string) => {
    const t = sql.raw(of)
    return query.sort === 'rating'
      ? sql`${t}rank DESC NULLS LAST, ${t}price ASC, ${t}_id ASC`
      : sql`${t}price ${query.sort === 'price_desc' ? sql`DESC` : sql`ASC`}, ${t}_id ASC`
  }
  // Only the rating's order reads the kept sums here: a price order pages the chosen cars as they are.
  const ranked =
    query.sort === 'rating'
      ? sql`SELECT m._id, m.supplier_id, m.price, m.late_ends, m.late_fee, ${RATING_TENTHS} AS rank FROM chosen m LEFT JOIN supplier_ratings r ON r.supplier_id = m.supplier_id`
      : sql`SELECT _id, supplier_id, price, late_ends, late_fee, NULL::bigint AS rank FROM chosen`
  // The cars whose supplier's desk refuses the rental are left out, and their suppliers counted by why.
  return sql`
    WITH matching AS MATERIALIZED (${matching}),
    offered AS (SELECT _id, supplier_id, price, late_ends, late_fee FROM matching WHERE hidden IS NULL),
    chosen AS (SELECT * FROM offered WHERE ${suppliers}::uuid[] IS NULL OR supplier_id = ANY (${suppliers}::uuid[])),
    page AS (
      SELECT * FROM (${ranked}) ranked
      ORDER BY ${order('')} LIMIT ${CARS_PAGE_SIZE} OFFSET ${(page - 1) * CARS_PAGE_SIZE}
    )
    SELECT
      (SELECT count(*)::int FROM chosen) AS total,
      (SELECT coalesce(json_agg(json_build_object('_id', s._id, 'fullName', s.full_name, 'avatar', s.avatar, 'slug', s.slug, 'count', counts.n,
                'ratingCount', coalesce(r.review_count, 0), 'ratingSum', coalesce(r.score_sum, 0))), '[]'::json)
         FROM (SELECT supplier_id, count(*)::int AS n FROM offered GROUP BY supplier_id) counts
         JOIN users s ON s._id = counts.supplier_id LEFT JOIN supplier_ratings r ON r.supplier_id = s._id) AS suppliers,
      (SELECT coalesce(json_agg(json_build_object('car', ${CAR_JSON}, 'supplier', ${SUPPLIER_JSON}, 'fees', ${supplierFeesJson(places)},
                'outOfHours', json_build_object('ends', p.late_ends, 'fee', p.late_fee)) ORDER BY ${order('p.')}), '[]'::json)
         FROM page p JOIN cars c ON c._id = p._id JOIN users s ON s._id = p.supplier_id
         LEFT JOIN supplier_ratings r ON r.supplier_id = s._id) AS items,
      (SELECT json_build_object('closed', count(DISTINCT supplier_id) FILTER (WHERE hidden = 'closed'),
                'notice', count(DISTINCT supplier_id) FILTER (WHERE hidden = 'notice'))
         FROM matching WHERE hidden IS NOT NULL) AS hidden`
}

/**
 * The search as the API runs it: its text depends only on query.sort (see above). The price it
 * orders by is the rental's and the supplier's fees for this driver, as the cards' totals are.
 */
export function carSearchSql(period: TPeriod, query: TSearchQuery, page: number, now: Date): SQL {
  return searchAnswerSql(carMatchingSql(period, query, now), period, query, page)
}

/** The cars matching everything but the supplier filter, each with its price (see carSearchSql). */
/**
 * The car's shortest rental for a rental starting on the period's first day (core minimumDaysOf):
 * the minimum of the season holding that day (asked only of a car whose kept season days hold it),
 * else the car's, else its supplier's (`terms.min_days`), else 1.
 */
export function minimumDaysSql(period: Pick<TPeriod, 'firstDay'>): SQL {
  const first = sql`${period.firstDay}::date`
  return sql`coalesce(CASE WHEN c.season_days @> ${first} THEN (SELECT s.min_days FROM car_seasons s
      WHERE s.car_id = c._id AND s.from_day <= ${first} AND ${first} <= s.to_day) END, c.min_rental_days, terms.min_days, 1)`
}

/**
 * The filters on the supplier's terms (core supplierTerms.ts), with the terms row of the car's
 * supplier: free cancellation now (the option included, and the supplier's hours no more than
 * freeHoursLimit, core's own deadline rule for this pick-up), and no credit card needed (no deposit,
 * or the car's method, else the supplier's, other than a credit card only).
 */
export function termsFiltersSql(period: Pick<TPeriod, 'from' | 'timeZone'>, query: TSearchQuery, now: Date): SQL {
  const limit = query.freeCancel ? freeHoursLimit(period.from, period.timeZone, now) : null
  return sql`
      AND (${limit}::int IS NULL OR (c.cancellation = 0 AND terms.free_cancel_hours <= ${limit}::int))
      AND (NOT ${query.noCard === true}::boolean OR c.deposit = 0 OR coalesce(c.deposit_method, terms.deposit_method) <> 'creditCard')`
}

export function carMatchingSql(period: TPeriod, query: TSearchQuery, now: Date): SQL {
  const price = sql`${rentalCentsSql(period)} + coalesce(terms.fee, 0)`
  // The terms once per supplier, then one hash look-up per car (joined as a subquery, they were
  // evaluated again for every car).
  return sql`WITH terms AS MATERIALIZED (${supplierTermsSql(period, query.age ?? null, now)})
    SELECT c._id, c.supplier_id, ${price} AS price, terms.late_ends, terms.late_fee, terms.hidden
    ${searchableCars(period, now, sql`LEFT JOIN terms ON terms.supplier_id = c.supplier_id`)} ${specFilters(query)} ${termsFiltersSql(period, query, now)}
      AND ${period.days}::int >= ${minimumDaysSql(period)}`
}

/**
 * The cheapest offered car of each category for a rental, as the search filtered by that category
 * and ordered by price would list it first (the same matching, price and tie by _id), with what its
 * card shows: a place page's "from" prices (features/cars/placePage.ts).
 */
export function cheapestByCategorySql(period: TPeriod, query: TSearchQuery, now: Date): SQL {
  return sql`
    WITH matching AS MATERIALIZED (${carMatchingSql(period, query, now)}),
    cheapest AS (
      SELECT DISTINCT ON (c.category) m._id, m.supplier_id, m.late_ends, m.late_fee
      FROM matching m JOIN cars c ON c._id = m._id
      WHERE m.hidden IS NULL
      ORDER BY c.category, m.price ASC, m._id ASC
    )
    SELECT ${CAR_JSON} AS car, ${SUPPLIER_JSON} AS supplier, ${supplierFeesJson(period)} AS fees,
      json_build_object('ends', p.late_ends, 'fee', p.late_fee) AS "outOfHours"
    FROM cheapest p JOIN cars c ON c._id = p._id JOIN users s ON s._id = p.supplier_id
    LEFT JOIN supplier_ratings r ON r.supplier_id = s._id`
}
