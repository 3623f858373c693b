import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { weekAt } from '@wheelbase/core/deskHours'
import { FUEL_POLICIES, type TFuelPolicy } from '@wheelbase/core/enums'
import type { TLanguage } from '@wheelbase/core/languages'
import type { TPlaceFacts, TPlacePage, TPlaceSupplier } from '@wheelbase/core/schemas/placePage'
import type { TDepositMethod } from '@wheelbase/core/supplierTerms'
import { byName } from '@wheelbase/core/sorting'
import { queryRows, type Db } from '../../db/client'
import { bookings, reviews, supplierHours, users } from '../../db/schema'
import { presentReview, ratingOf } from '../../data/reviews'

/** The latest shown reviews of rentals picked up at a place. */
export const PLACE_REVIEWS = 6

/** The cars a place page counts: offered now (available, not deleted) by a supplier in business, at the place. */
const carsHere = (placeId: string, joined = sql``) => sql`
  FROM cars c JOIN users s ON s._id = c.supplier_id AND s.type = 'supplier' AND NOT s.blacklisted ${joined}
  WHERE c.available AND c.deleted_at IS NULL AND c.location_ids @> ARRAY[${placeId}::uuid]`

type TSupplierRow = {
  _id: string
  fullName: string
  avatar: string | null
  slug: string | null
  depositMethod: TDepositMethod
  freeCancelHours: number
  ratingCount: number
  ratingSum: number
  carCount: number
}

/** The suppliers with cars at a place, by name: their score, cars here, the week their desk keeps here, and their terms in short. */
export async function placeSuppliers(db: Db, placeId: string, language: TLanguage): Promise<TPlaceSupplier[]> {
  const rows = await queryRows<TSupplierRow>(
    db,
    sql`SELECT s._id, s.full_name AS "fullName", s.avatar, s.slug, s.deposit_method AS "depositMethod",
        s.free_cancel_hours AS "freeCancelHours", coalesce(r.review_count, 0)::int AS "ratingCount",
        coalesce(r.score_sum, 0)::int AS "ratingSum", count(*)::int AS "carCount"
      ${carsHere(placeId, sql`LEFT JOIN supplier_ratings r ON r.supplier_id = s._id`)}
      GROUP BY s._id, r.review_count, r.score_sum`,
  )
  if (!rows.length) return []
  const hours = await db
    .select({
      supplierId: supplierHours.supplierId,
      locationId: supplierHours.locationId,
      weekday: supplierHours.weekday,
      opens: supplierHours.opens,
      closes: supplierHours.closes,
    })
    .from(supplierHours)
    .where(
      and(
        inArray(
          supplierHours.supplierId,
          rows.map((r) => r._id),
        ),
        or(isNull(supplierHours.locationId), eq(supplierHours.locationId, placeId)),
      ),
    )
  return rows
    .map(({ ratingCount, ratingSum, slug, ...row }) => ({
      ...row,
      slug: slug ?? row._id,
      rating: ratingOf({ ratingCount, ratingSum }),
      hours: weekAt(
        hours.filter((h) => h.supplierId === row._id),
        placeId,
      )
        .map(({ weekday, opens, closes }) => ({ weekday: weekday as TPlaceSupplier['hours'][number]['weekday'], opens, closes }))
        .sort((a, b) => a.weekday - b.weekday || a.opens - b.opens),
    }))
    .sort(byName(language, (s) => s.fullName))
}

type TFactsRow = {
  cars: number
  depositMin: number | null
  depositMax: number | null
  noCardCars: number
  cancelMin: number | null
  cancelMax: number | null
} & Record<TFuelPolicy, number>

/**
 * What the page's questions are answered from: the cars here, their deposits (and how many the
 * desk takes without a credit card: core needsCreditCard, the search's noCard filter), their fuel
 * policies, and their suppliers' free cancellation.
 */
export async function placeFacts(db: Db, placeId: string): Promise<TPlaceFacts> {
  const fuel = FUEL_POLICIES.map((policy) => sql`count(*) FILTER (WHERE c.fuel_policy = ${policy})::int AS ${sql.identifier(policy)}`)
  const [row] = await queryRows<TFactsRow>(
    db,
    sql`SELECT count(*)::int AS cars, min(c.deposit) AS "depositMin", max(c.deposit) AS "depositMax",
        count(*) FILTER (WHERE c.deposit = 0 OR coalesce(c.deposit_method, s.deposit_method) <> 'creditCard')::int AS "noCardCars",
        min(s.free_cancel_hours) AS "cancelMin", max(s.free_cancel_hours) AS "cancelMax", ${sql.join(fuel, sql`, `)}
      ${carsHere(placeId)}`,
  )
  const cars = row?.cars ?? 0
  const range = (min: number | null | undefined, max: number | null | undefined) =>
    cars && min != null && max != null ? { min: Number(min), max: Number(max) } : null
  return {
    cars,
    deposit: range(row?.depositMin, row?.depositMax),
    noCardCars: row?.noCardCars ?? 0,
    fuelPolicies: FUEL_POLICIES.map((policy) => ({ policy, cars: row?.[policy] ?? 0 })).filter((p) => p.cars > 0),
    freeCancelHours: range(row?.cancelMin, row?.cancelMax),
  }
}

const suppliers = alias(users, 'supplier')

/** The latest shown reviews of rentals picked up at a place, of suppliers in business, with the supplier's name. */
export async function placeReviews(db: Db, placeId: string): Promise<TPlacePage['reviews']> {
  const rows = await db
    .select({ review: reviews, author: users.fullName, supplier: suppliers.fullName })
    .from(reviews)
    .innerJoin(bookings, eq(bookings._id, reviews.bookingId))
    .innerJoin(users, eq(users._id, reviews.driverId))
    .innerJoin(suppliers, and(eq(suppliers._id, reviews.supplierId), eq(suppliers.blacklisted, false)))
    .where(and(eq(bookings.pickupLocationId, placeId), isNull(reviews.hiddenAt)))
    .orderBy(desc(reviews.createdAt), desc(reviews._id))
    .limit(PLACE_REVIEWS)
  return rows.map((row) => ({ ...presentReview(row.review, row.author), supplier: row.supplier }))
}
