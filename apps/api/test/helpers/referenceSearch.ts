import { sql, type SQL } from 'drizzle-orm'
import { UNLIMITED_MILEAGE } from '@wheelbase/core/enums'
import { RATED_FROM } from '@wheelbase/core/reviews'
import { MONTHLY_FROM_DAYS, WEEKLY_FROM_DAYS } from '@wheelbase/core/rates'
import type { TSearchQuery } from '@wheelbase/core/schemas/search'
import { deskProblem, outOfHoursOf } from '@wheelbase/core/deskHours'
import { queryRows, type Db } from '../../src/db/client'
import { desksOfSuppliers } from '../../src/data/supplierDesk'
import { availableCars, sqlList } from '../../src/data/availability'
import type { TPeriod } from '../../src/data/period'
import { searchAnswerSql } from '../../src/features/cars/searchQuery'

const oneOf = (column: SQL, values: readonly string[]) => (values.length ? sql`${column} IN (${sqlList(values)})` : sql`FALSE`)

/** The supplier's column of the car, looked up on its own. */
const supplierColumn = (column: string) => sql`(SELECT u.${sql.raw(column)} FROM users u WHERE u._id = c.supplier_id)`

/** The filters written out for the criteria set, the way the search read them before record 0099. */
function filtersAsSet(query: TSearchQuery, period: TPeriod, now: Date): SQL {
  const parts: SQL[] = []
  // Free cancellation now: the option included, and the deadline (the supplier's hours before the
  // pick-up, on its place's clock) computed by PostgreSQL's own time zones, not core's.
  if (query.freeCancel)
    parts.push(sql`c.cancellation = 0 AND ${now.toISOString()}::timestamptz <=
      (((${period.from.toISOString()}::timestamptz AT TIME ZONE ${period.timeZone}) - ${supplierColumn('free_cancel_hours')} * interval '1 hour') AT TIME ZONE ${period.timeZone})`)
  if (query.noCard) parts.push(sql`(c.deposit = 0 OR coalesce(c.deposit_method, ${supplierColumn('deposit_method')}) <> 'creditCard')`)
  if (query.aircon) parts.push(sql`c.aircon`)
  if (query.doors4) parts.push(sql`c.doors >= 4`)
  if (query.seats5) parts.push(sql`c.seats >= 5`)
  if (query.age !== undefined) parts.push(sql`c.minimum_age <= ${query.age}`)
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

/** Each supplier's desk's answer to one rental, from core deskHours.ts itself: why it refuses it, else its ends outside hours and the fee for each. */
export type TDeskVerdicts = Map<string, { hidden: 'closed' | 'notice' | null; lateEnds: number; lateFee: number | null }>

/** What core's desk rule says of the rental for every supplier (its desk read by data/supplierDesk.ts). */
export async function deskVerdicts(db: Db, period: TPeriod, now: Date): Promise<TDeskVerdicts> {
  const ids = (await queryRows<{ _id: string }>(db, sql`SELECT _id FROM users WHERE type = 'supplier'`)).map((r) => r._id)
  const verdicts: TDeskVerdicts = new Map()
  for (const [id, desk] of await desksOfSuppliers(db, ids)) {
    const problem = deskProblem(desk, { from: period.from, ...period.ends }, now)
    const late = outOfHoursOf(desk, period.ends)
    verdicts.set(id, {
      hidden: problem === 'desk.shortNotice' ? 'notice' : problem ? 'closed' : null,
      lateEnds: late?.ends ?? 0,
      lateFee: desk.outOfHoursFee,
    })
  }
  return verdicts
}

/**
 * The car search as it was before migration 0012 and record 0099: availability read from the
 * bookings themselves (data/availability.ts availableCars, the rule the checkout still checks one
 * car with), and each filter written out only when it is set, as literal conditions; the desk's
 * hours and notice as core's rule judged them (deskVerdicts). The property test holds the search
 * to its answers; the bench times the two.
 */
export function referenceSearchSql(period: TPeriod, query: TSearchQuery, page: number, now: Date, desks: TDeskVerdicts): SQL {
  return searchAnswerSql(referenceMatchingSql(period, query, now, desks), period, query, page)
}

/** The cars matching everything but the supplier filter, with their price and their desk's verdict, as the reference finds them. */
export function referenceMatchingSql(period: TPeriod, query: TSearchQuery, now: Date, desks: TDeskVerdicts): SQL {
  const rows = [...desks].map(([id, v]) => sql`(${id}::uuid, ${v.lateEnds}::int, ${v.lateFee}::int, ${v.hidden}::text)`)
  const verdicts = rows.length ? sql`(VALUES ${sql.join(rows, sql`, `)}) AS d(supplier_id, late_ends, late_fee, hidden)` : null
  const of = (column: string) => (verdicts ? sql`(SELECT d.${sql.raw(column)} FROM ${verdicts} WHERE d.supplier_id = c.supplier_id)` : sql`NULL`)
  const lateCents = sql`coalesce(${of('late_ends')} * ${of('late_fee')}, 0)`
  return sql`SELECT c._id, c.supplier_id, ${rentalDayByDay(period)} + ${feesOneByOne(period, query.age)} + ${lateCents} AS price,
      coalesce(${of('late_ends')}, 0) AS late_ends, ${of('late_fee')} AS late_fee, ${of('hidden')} AS hidden
    ${availableCars(period, now)} ${filtersAsSet(query, period, now)} AND ${period.days} >= ${minimumDaysOneByOne(period)}`
}

/** The shortest rental looked up one place at a time: the first day's season's, the car's, the supplier's, else 1. */
function minimumDaysOneByOne(period: TPeriod): SQL {
  return sql`coalesce(
    (SELECT s.min_days FROM car_seasons s WHERE s.car_id = c._id AND ${period.firstDay}::date BETWEEN s.from_day AND s.to_day AND s.min_days IS NOT NULL),
    c.min_rental_days,
    (SELECT u.min_rental_days FROM users u WHERE u._id = c.supplier_id),
    1)`
}

/** The car's supplier's fees, each looked up on its own, as a clerk would add them to the bill. */
function feesOneByOne(period: TPeriod, age: number | undefined): SQL {
  const parts: SQL[] = [
    sql`coalesce((SELECT f.fee FROM supplier_place_fees f WHERE f.supplier_id = c.supplier_id AND f.location_id = ${period.pickupId}), 0)`,
  ]
  if (period.dropoffId !== period.pickupId) {
    parts.push(
      sql`coalesce((SELECT f.fee FROM supplier_place_fees f WHERE f.supplier_id = c.supplier_id AND f.location_id = ${period.dropoffId}), 0)`,
    )
    parts.push(sql`coalesce(
      (SELECT f.fee FROM supplier_one_way_fees f WHERE f.supplier_id = c.supplier_id
        AND ((f.place_a = ${period.pickupId} AND f.place_b = ${period.dropoffId}) OR (f.place_a = ${period.dropoffId} AND f.place_b = ${period.pickupId}))),
      (SELECT u.one_way_fee FROM users u WHERE u._id = c.supplier_id), 0)`)
  }
  if (age !== undefined)
    parts.push(sql`coalesce((SELECT CASE WHEN ${age} < u.young_driver_age THEN
        CASE WHEN u.young_driver_cap IS NOT NULL AND u.young_driver_cap < u.young_driver_fee * ${period.days} THEN u.young_driver_cap
        ELSE u.young_driver_fee * ${period.days} END END FROM users u WHERE u._id = c.supplier_id), 0)`)
  return sql`(${sql.join(parts, sql` + `)})`
}

/**
 * The rental's cost counted day by day, as a driver would: each of its dates costs its season's
 * price, or else the cheapest of the prices that apply to a rental that long.
 */
function rentalDayByDay(period: TPeriod): SQL {
  const lengthRates = sql.raw(
    `least(c.daily_price, c.discounted_price${period.days >= WEEKLY_FROM_DAYS ? ', c.weekly_price' : ''}${
      period.days >= MONTHLY_FROM_DAYS ? ', c.monthly_price' : ''
    })`,
  )
  return sql`(SELECT sum(coalesce((SELECT s.daily_price FROM car_seasons s WHERE s.car_id = c._id AND d::date BETWEEN s.from_day AND s.to_day), ${lengthRates}))::bigint
    FROM generate_series(${period.firstDay}::date, ${period.firstDay}::date + ${period.days - 1}::int, interval '1 day') d)`
}
