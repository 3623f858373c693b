import { and, eq, isNull, sql } from 'drizzle-orm'
import { byName } from '@wheelbase/core/sorting'
import type { TLanguage } from '@wheelbase/core/languages'
import { type TCarDetail, type TSearchResult } from '@wheelbase/core/schemas/search'
import { CARS_PAGE_SIZE } from '@wheelbase/core/search'
import { queryPrepared, type Db } from '../../db/client'
import { carLocations, cars, locations, supplierRatings, users } from '../../db/schema'
import { locationName, locationNameColumns, presentLocation } from '../../data/locations'
import { carKeyTerms, supplierTermsColumns } from '../../data/supplierTerms'
import { isCarAvailable } from '../../data/availability'
import type { TPeriod } from '../../data/period'
import type { TCriteria } from './criteria'
import { presentCar, presentResult } from './present'
import { ratingOf } from '../../data/reviews'
import { bookedOptions, type TChosenOptions } from '@wheelbase/core/pricing'
import { carSearchSql, type TSearchRow } from './searchQuery'
import { bookablePrice, priceRental, pricingOf } from '../../domain/price'
import { checkTerms } from '../../domain/desk'

const supplierColumns = {
  _id: users._id,
  fullName: users.fullName,
  avatar: users.avatar,
  slug: users.slug,
  payLater: users.payLater,
  ratingCount: sql<number>`coalesce(${supplierRatings.reviewCount}, 0)`.mapWith(Number),
  ratingSum: sql<number>`coalesce(${supplierRatings.scoreSum}, 0)`.mapWith(Number),
}

export async function searchCars(db: Db, criteria: TCriteria, language: TLanguage, percentage: number, now: Date): Promise<TSearchResult> {
  const [row] = await queryPrepared<TSearchRow>(db, carSearchSql(criteria, criteria.query, criteria.page, now))
  const { total, suppliers, items: rows, hidden } = row ?? { total: 0, suppliers: [], items: [], hidden: { closed: 0, notice: 0 } }
  const driverAge = criteria.query.age ?? null
  const items = rows.map(({ car, supplier, fees, outOfHours }) =>
    presentResult(
      car,
      supplier,
      criteria.days,
      percentage,
      priceRental({ car, rental: criteria, options: {}, driverAge, percentage, fees, outOfHours }),
    ),
  )
  const facets = suppliers.map(({ ratingCount, ratingSum, slug, ...supplier }) => ({
    ...supplier,
    slug: slug ?? supplier._id,
    rating: ratingOf({ ratingCount, ratingSum }),
  }))
  const shown = (criteria.page - 1) * CARS_PAGE_SIZE + items.length
  return {
    items,
    total,
    page: criteria.page,
    pageSize: CARS_PAGE_SIZE,
    nextPage: items.length > 0 && shown < total ? criteria.page + 1 : null,
    days: criteria.days,
    hidden,
    suppliers: facets.sort(byName(language, (s) => s.fullName)),
    places: {
      pickup: presentLocation(criteria.places.pickup, language),
      ...(criteria.places.dropoff._id === criteria.places.pickup._id ? {} : { dropoff: presentLocation(criteria.places.dropoff, language) }),
    },
  }
}

/**
 * One car for the checkout (404 unless offered by an active supplier), with a quote for a period:
 * the checkout's price for the options chosen and the driver's age as searched, fees included.
 */
export async function findCar(
  db: Db,
  id: string,
  period: TPeriod | null,
  language: TLanguage,
  percentage: number,
  wanted: { options?: TChosenOptions; driverAge?: number | null } = {},
  now: Date,
): Promise<TCarDetail | undefined> {
  const chosen = wanted.options ?? {}
  const [found] = await db
    .select({ car: cars, supplier: supplierColumns, terms: supplierTermsColumns })
    .from(cars)
    .innerJoin(users, and(eq(users._id, cars.supplierId), eq(users.type, 'supplier'), eq(users.blacklisted, false)))
    .leftJoin(supplierRatings, eq(supplierRatings.supplierId, users._id))
    .where(and(eq(cars._id, id), isNull(cars.deletedAt)))
  if (!found) return undefined
  const places = await db
    .select({ _id: locations._id, ...locationNameColumns, timeZone: locations.timeZone, kind: locations.kind })
    .from(carLocations)
    .innerJoin(locations, eq(locations._id, carLocations.locationId))
    .where(eq(carLocations.carId, id))
  // The quote is the checkout's price for the same options (an option the car lacks adds nothing).
  const options = bookedOptions(found.car, chosen).options
  const rates = period ? await pricingOf(db, found.car) : null
  // The desk's hours and notice refuse the period as the checkout would (a translated 400).
  if (period && rates) checkTerms(rates, period, now)
  const price =
    period && rates ? bookablePrice(priceRental({ ...rates, rental: period, options, driverAge: wanted.driverAge ?? null, percentage })) : null
  const quote =
    period && price
      ? {
          days: period.days,
          totalPrice: price.totalCents,
          regularPrice: price.regularCents,
          available: await isCarAvailable(db, id, period, now),
          lines: price.lines,
        }
      : null
  return {
    ...presentCar(found.car, found.supplier, percentage),
    locations: places
      .map((p) => ({ _id: p._id, name: locationName(p, language), timeZone: p.timeZone, kind: p.kind }))
      .sort(byName(language, (p) => p.name)),
    supplierPayLater: found.supplier.payLater,
    keyTerms: carKeyTerms(found.terms, found.car),
    quote,
  }
}
