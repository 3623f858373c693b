import { CAR_CATEGORIES, type TCarCategory } from '@wheelbase/core/enums'
import { placeRentals } from '@wheelbase/core/placePage'
import type { TPlacePrice } from '@wheelbase/core/schemas/placePage'
import type { TSearchQuery } from '@wheelbase/core/schemas/search'
import { periodProblem, type TPeriodLimits } from '@wheelbase/core/search'
import { queryPrepared, type Db } from '../../db/client'
import type { TLocationRow } from '../../data/locations'
import { periodOf } from '../../data/period'
import { priceRental } from '../../domain/price'
import { presentResult } from './present'
import { cheapestByCategorySql, type TSearchRow } from './searchQuery'

type TCheapestRow = TSearchRow['items'][number]

/**
 * How long a process keeps a place's "from" prices: thirty searches (some 5 ms each on
 * PostgreSQL, 20–40 on PGlite) for a figure that says "from", on a page search engines and
 * first-time visitors open. Each price stays a real one: the page links to its search, which
 * prices it again, to the cent, as the booking will.
 */
const KEPT_MS = 10 * 60_000
const kept = new WeakMap<Db, Map<string, { until: number; prices: Promise<TPlacePrice[]> }>>()

/**
 * The cheapest car of each category over the place's rentals (core placeRentals: 3 days from
 * 10:00 on each of the next 30 days): for each rental, the car the search filtered by that
 * category would list first, priced as its card is; the lowest total over the rentals, the
 * earliest rental on a tie. Categories with no car offered here are left out.
 */
export function placePrices(db: Db, place: TLocationRow, percentage: number, limits: TPeriodLimits, now: Date): Promise<TPlacePrice[]> {
  let byPlace = kept.get(db)
  if (!byPlace) kept.set(db, (byPlace = new Map()))
  const key = place._id
  const entry = byPlace.get(key)
  if (entry && entry.until > now.getTime()) return entry.prices
  // One computation for the requests that arrive meanwhile; a failure is not kept.
  const prices = findPlacePrices(db, place, percentage, limits, now)
  byPlace.set(key, { until: now.getTime() + KEPT_MS, prices })
  prices.catch(() => byPlace.delete(key))
  return prices
}

async function findPlacePrices(db: Db, place: TLocationRow, percentage: number, limits: TPeriodLimits, now: Date): Promise<TPlacePrice[]> {
  const best = new Map<TCarCategory, TPlacePrice>()
  // A configuration whose horizon is shorter than the window keeps the rentals within it.
  const rentals = placeRentals(now, place.timeZone).filter((r) => !periodProblem(new Date(r.from), new Date(r.to), now, limits))
  for (const rental of rentals) {
    const where = { pickup: place._id, from: rental.from, to: rental.to }
    const period = await periodOf(db, where, limits, now)
    const query: TSearchQuery = where
    const rows = await queryPrepared<TCheapestRow>(db, cheapestByCategorySql(period, query, now))
    for (const { car, supplier, fees, outOfHours } of rows) {
      const price = priceRental({ car, rental: period, options: {}, driverAge: null, percentage, fees, outOfHours })
      const result = presentResult(car, supplier, period.days, percentage, price)
      const found = best.get(car.category)
      if (found && found.totalPrice <= result.totalPrice) continue
      best.set(car.category, {
        category: car.category,
        carName: car.name,
        supplier: supplier.fullName,
        from: rental.from,
        to: rental.to,
        days: result.days,
        totalPrice: result.totalPrice,
        pricePerDay: result.pricePerDay,
      })
    }
  }
  return CAR_CATEGORIES.flatMap((category) => best.get(category) ?? [])
}
