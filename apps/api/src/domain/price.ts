import { feeParts, type TSupplierFees } from '@wheelbase/core/fees'
import { computePrice, priceTooHigh, type TCarPricing, type TChosenOptions, type TPriceBreakdown } from '@wheelbase/core/pricing'
import type { TRentalDays } from '@wheelbase/core/rates'
import type { TSeason } from '@wheelbase/core/rates'
import { outOfHoursOf, type TDeskEnd, type TDeskRules } from '@wheelbase/core/deskHours'
import { seasonsOf } from '../data/carRates'
import { feesOf } from '../data/supplierFees'
import { deskOf } from '../data/supplierDesk'
import type { Db } from '../db/client'
import { DomainError } from './errors'

/** Everything a rental's price depends on. */
export type TRentalToPrice = {
  /** The car's rates: its daily price, its seasons and rates by length, its extras. */
  car: TCarPricing
  /** How long, from which day, between which places (a one-way fee, a place's surcharge), and its ends on the places' clocks. */
  rental: TRentalDays & { pickupId: string; dropoffId: string; ends?: { pickup: TDeskEnd; dropoff: TDeskEnd } }
  options: TChosenOptions
  /** The driver's age at pick-up, for a young driver's fee; null: unknown, or 25–70 as searched. */
  driverAge: number | null
  /** PRICE_PERCENTAGE: added to every line, rounded per line. */
  percentage: number
  /** The supplier's fees (none: NO_FEES). */
  fees: TSupplierFees
  /** The supplier's desk: an end outside its hours, where it takes one for a fee, is a line (core outOfHoursOf). */
  desk?: TDeskRules
  /** The search's own count of those ends and the fee (its SQL twin of outOfHoursOf), in place of the desk's. */
  outOfHours?: { ends: number; fee: number | null } | null
}

/**
 * The one price path (DESIGN §3, issue 43): every price a driver, a supplier or a mail is shown —
 * a search result, a car's quote, the checkout, an amendment, a staff booking, the demo's bookings —
 * is these lines, core's computePrice over the car's rates and the supplier's fees for this driver.
 * Nothing else builds price lines (lint: no other module imports computePrice or feeParts).
 */
export function priceRental({ car, rental, options, driverAge, percentage, fees, desk, outOfHours }: TRentalToPrice): TPriceBreakdown {
  const late = outOfHours ?? (desk && rental.ends ? outOfHoursOf(desk, rental.ends) : null)
  const feeLines = feeParts(fees, {
    pickupId: rental.pickupId,
    dropoffId: rental.dropoffId,
    days: rental.days,
    driverAge,
    outOfHours: late ?? undefined,
  })
  return computePrice(car, rental, options, percentage, feeLines)
}

/**
 * A price a booking can carry (core priceTooHigh): the quote, the checkout, an amendment and a
 * staff booking refuse a dearer one alike, with a 400, before anything is written.
 */
export function bookablePrice(price: TPriceBreakdown): TPriceBreakdown {
  if (priceTooHigh(price)) throw new DomainError('invalid', 'price_too_high', 'checkout.priceTooHigh')
  return price
}

/**
 * What a door needs of the database for one car: its seasons and its supplier's fees (priceRental),
 * and its supplier's desk (domain/desk.ts checkTerms; outOfHoursOf for the price).
 */
export async function pricingOf<T extends { _id: string; supplierId: string }>(
  db: Db,
  car: T,
): Promise<{ car: T & { seasons: TSeason[] }; fees: TSupplierFees; desk: TDeskRules }> {
  // Asked together: each is a few small reads, and a pool runs them side by side.
  const [seasons, fees, desk] = await Promise.all([seasonsOf(db, car._id), feesOf(db, car.supplierId), deskOf(db, car.supplierId)])
  return { car: { ...car, seasons }, fees, desk }
}
