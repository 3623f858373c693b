import { z } from 'zod'
import { CAR_CATEGORIES, FUEL_POLICIES } from '../enums'
import { DEPOSIT_METHODS } from '../supplierTerms'
import { WEEKDAYS } from '../deskHours'
import { ZReview } from './reviews'
import { ZLocation, ZRatedSupplier } from './search'

export const ZPlacePageParams = z.object({ slug: z.string().max(200) })

/** The cheapest car of a category over the page's rentals (core placePage.ts): the rental it was found for, and its price. */
export const ZPlacePrice = z.object({
  category: z.enum(CAR_CATEGORIES),
  carName: z.string(),
  supplier: z.string(),
  from: z.iso.datetime(),
  to: z.iso.datetime(),
  days: z.number().int(),
  /** Cents, all-in, as the search's card shows them. */
  totalPrice: z.number().int(),
  pricePerDay: z.number().int(),
})
export type TPlacePrice = z.infer<typeof ZPlacePrice>

/** One opening interval of a desk's week at this place, in minutes on the place's clock (core deskHours.ts). */
export const ZPlaceHours = z.object({ weekday: z.union(WEEKDAYS.map((d) => z.literal(d))), opens: z.number().int(), closes: z.number().int() })

/** A supplier with cars here: its score, its cars here, its desk's week here (empty: around the clock) and its terms in short. */
export const ZPlaceSupplier = ZRatedSupplier.extend({
  carCount: z.number().int(),
  hours: z.array(ZPlaceHours),
  depositMethod: z.enum(DEPOSIT_METHODS),
  freeCancelHours: z.number().int(),
})
export type TPlaceSupplier = z.infer<typeof ZPlaceSupplier>

/** The facts the page's questions are answered from: the cars here and their suppliers' terms. */
export const ZPlaceFacts = z.object({
  cars: z.number().int(),
  /** The lowest and highest deposit of the cars here, cents (0: none). */
  deposit: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
  /** Cars here whose deposit the desk takes without a credit card (core needsCreditCard is false). */
  noCardCars: z.number().int(),
  /** Cars here per fuel policy. */
  fuelPolicies: z.array(z.object({ policy: z.enum(FUEL_POLICIES), cars: z.number().int() })),
  /** The shortest and longest free cancellation (hours before pick-up) of the suppliers here. */
  freeCancelHours: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
})
export type TPlaceFacts = z.infer<typeof ZPlaceFacts>

/** A place's public page (/car-hire/{slug}): the place, "from" prices, its suppliers, recent reviews and facts. */
export const ZPlacePage = z.object({
  place: ZLocation,
  prices: z.array(ZPlacePrice),
  suppliers: z.array(ZPlaceSupplier),
  /** The latest shown reviews of rentals picked up here. */
  reviews: z.array(ZReview.extend({ supplier: z.string() })),
  facts: ZPlaceFacts,
})
export type TPlacePage = z.infer<typeof ZPlacePage>
