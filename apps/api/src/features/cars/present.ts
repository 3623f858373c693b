import { EXTRAS, type TExtra } from '@wheelbase/core/extras'
import { withPercentage, type TPriceBreakdown } from '@wheelbase/core/pricing'
import type { TCar, TCarResult } from '@wheelbase/core/schemas/search'
import type { TSeason } from '@wheelbase/core/rates'
import { ratingOf } from '../../data/reviews'
import type { cars, users } from '../../db/schema'

export type CarRow = typeof cars.$inferSelect
/** What a driver is shown of a car (the search reads exactly these columns). */
export type TCarColumns = Omit<CarRow, 'supplierId' | 'available' | 'createdAt' | 'updatedAt'> & { seasons: TSeason[] }
/** A supplier as the search reads it: with its kept review sums (supplier_ratings; 0 and 0 without reviews). */
export type SupplierRow = Pick<typeof users.$inferSelect, '_id' | 'fullName' | 'avatar' | 'slug'> & { ratingCount: number; ratingSum: number }

/** A car as a driver sees it: every amount with the configured percentage, extras as −1 / 0 / price. */
export function presentCar(car: Omit<TCarColumns, 'seasons'>, supplier: SupplierRow, percentage: number): TCar {
  const extras = Object.fromEntries(EXTRAS.map((extra) => [extra, car[extra] > 0 ? withPercentage(car[extra], percentage) : car[extra]])) as Record<
    TExtra,
    number
  >
  return {
    _id: car._id,
    name: car.name,
    image: car.image,
    // (Every supplier has its address from the database; its id reaches the same page.)
    supplier: {
      _id: supplier._id,
      fullName: supplier.fullName,
      avatar: supplier.avatar,
      slug: supplier.slug ?? supplier._id,
      rating: ratingOf(supplier),
    },
    pricePerDay: withPercentage(car.dailyPrice, percentage),
    deposit: car.deposit,
    seats: car.seats,
    doors: car.doors,
    aircon: car.aircon,
    gearbox: car.gearbox,
    fuelType: car.fuelType,
    fuelPolicy: car.fuelPolicy,
    mileage: car.mileage,
    minimumAge: car.minimumAge,
    category: car.category,
    equipment: car.equipment,
    extras,
  }
}

/**
 * With the price of the whole rental before any extra is chosen, the supplier's fees for this
 * driver included (the headline total is all-in: domain/price.ts priceRental). Its price per day is the
 * rental's own, fees apart: the one rate it is charged at, or the average of its days when their
 * rates differ (a season, a weekly rate).
 */
export function presentResult(car: TCarColumns, supplier: SupplierRow, days: number, percentage: number, price: TPriceBreakdown): TCarResult {
  const rentalLines = price.lines.filter((line) => line.kind === 'rental')
  const [only] = rentalLines
  const pricePerDay =
    only && rentalLines.length === 1
      ? withPercentage(only.unitCents, percentage)
      : Math.round(rentalLines.reduce((sum, line) => sum + line.amountCents, 0) / days)
  return { ...presentCar(car, supplier, percentage), pricePerDay, days, totalPrice: price.totalCents, regularPrice: price.regularCents }
}
