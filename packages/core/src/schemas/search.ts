import { z } from 'zod'
import { ZPriceLines } from './price'
import type { TCancelFeeKind, TDepositMethod, TKeyTerms, TTravelRule } from '../supplierTerms'
import { LANGUAGES } from '../languages'
import { CAR_CATEGORIES, CAR_EQUIPMENT, FUEL_POLICIES, FUEL_TYPES, GEARBOXES, LOCATION_KINDS, MILEAGE_KINDS } from '../enums'
import { EXTRAS } from '../extras'
import { DRIVER_AGE } from '../fees'
import { DEPOSIT_THRESHOLDS, MAX_SEARCH_PAGE, MIN_RATINGS, NO_PERIOD_LIMITS, periodProblem, SORTS } from '../search'
import { ZSingleLine } from './text'

// Query strings carry lists as comma-separated values: suppliers=a,b&fuel=diesel,hybrid.
const list = <T extends z.ZodType<unknown, string>>(item: T) =>
  z
    .string()
    .transform((value) => (value === '' ? [] : value.split(',')))
    .pipe(z.array(item))

const flag = z.enum(['1', 'true']).transform(() => true)

export const ZLocation = z.object({
  _id: z.uuid(),
  /** Its page's address: /car-hire/{slug}. */
  slug: z.string(),
  kind: z.enum(LOCATION_KINDS),
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  timeZone: z.string(),
  image: z.string().nullable(),
  /** Its street address (one line), where the admin gave one. */
  address: z.string().nullable(),
})
export type TLocation = z.infer<typeof ZLocation>

export const ZLocationsQuery = z.object({
  q: ZSingleLine(100).optional(),
  size: z.coerce.number().int().min(1).max(100).optional(),
})
export const ZLocationList = z.object({ items: z.array(ZLocation), total: z.number().int() })

/** A supplier's reviews in short: how many, and the average once there are enough (core supplierScore; null: "New"). */
export const ZSupplierRating = z.object({ count: z.number().int(), score: z.number().nullable() })
export type TSupplierRating = z.infer<typeof ZSupplierRating>
export const ZSupplier = z.object({ _id: z.uuid(), fullName: z.string(), avatar: z.string().nullable() })
export type TSupplier = z.infer<typeof ZSupplier>
/** A supplier where a driver chooses (cards, the checkout, the supplier list): with its rating. */
export const ZRatedSupplier = ZSupplier.extend({ slug: z.string(), rating: ZSupplierRating })
export type TRatedSupplier = z.infer<typeof ZRatedSupplier>
export const ZSupplierWithCount = ZRatedSupplier.extend({ carCount: z.number().int() })
export const ZSupplierList = z.object({ items: z.array(ZSupplierWithCount), total: z.number().int() })

/** A place of the search: missing is "please choose", anything but an id "we do not know it". */
const place = (missing: 'search.pickupRequired' | 'search.dropoffRequired') =>
  z
    .string({ error: missing })
    .min(1, { error: missing })
    .pipe(z.uuid({ error: 'search.unknownLocation' }))
const instant = z.iso.datetime({ offset: true, error: 'search.datesRequired' })
/** A driver's age in whole years, as the search form asks it when not 25–70. */
const ZDriverAge = z.coerce
  .number({ error: 'search.invalidAge' })
  .int({ error: 'search.invalidAge' })
  .min(DRIVER_AGE.min, { error: 'search.invalidAge' })
  .max(DRIVER_AGE.max, { error: 'search.invalidAge' })

const PAGE = /^[1-9][0-9]{0,5}$/
const ZPage = z
  .string({ error: 'search.badPage' })
  .refine((v) => PAGE.test(v) && Number(v) <= MAX_SEARCH_PAGE, { error: 'search.badPage' })
  .transform(Number)

/**
 * Adds the period rules that need no setting (core periodProblem: order, not past) to a
 * where-and-when object; "now" is read at each check. The limits, which the server's
 * configuration sets, are the server's check (apps/api data/period.ts), with the same rule.
 */
export function withPeriodRules<T extends { from?: string | undefined; to?: string | undefined }>(value: T, ctx: z.RefinementCtx) {
  if (!value.from || !value.to) return
  const problem = periodProblem(new Date(value.from), new Date(value.to), new Date(), NO_PERIOD_LIMITS)
  if (problem)
    ctx.addIssue({ code: 'custom', message: problem, path: [problem === 'search.pickupInPast' || problem === 'search.pickupTooFar' ? 'from' : 'to'] })
}

/**
 * The car search criteria as they travel in the query string, both to the API and in the
 * browser's /search URL. Absent filters do not restrict; `suppliers` absent means every supplier.
 * Each problem has its own message (the first one is answered); that the places exist is the
 * server's to check.
 */
export const ZSearchQuery = z
  .object({
    pickup: place('search.pickupRequired'),
    dropoff: place('search.dropoffRequired').optional(),
    from: instant,
    to: instant,
    suppliers: list(z.uuid()).optional(),
    aircon: flag.optional(),
    doors4: flag.optional(),
    seats5: flag.optional(),
    deposit: z.coerce
      .number()
      .refine((n) => (DEPOSIT_THRESHOLDS as readonly number[]).includes(n))
      .optional(),
    gearbox: list(z.enum(GEARBOXES)).optional(),
    fuel: list(z.enum(FUEL_TYPES)).optional(),
    mileage: list(z.enum(MILEAGE_KINDS)).optional(),
    fuelPolicy: list(z.enum(FUEL_POLICIES)).optional(),
    /** Cancelling is free now (core freeCancellationNow): the option included, the supplier's deadline ahead. */
    freeCancel: flag.optional(),
    /** The desk takes the deposit without a credit card (core needsCreditCard is false). */
    noCard: flag.optional(),
    /** Any of these ranges. */
    category: list(z.enum(CAR_CATEGORIES)).optional(),
    /** All of this equipment. */
    equipment: list(z.enum(CAR_EQUIPMENT)).optional(),
    rating: z.coerce
      .number()
      .refine((n) => (MIN_RATINGS as readonly number[]).includes(n))
      .optional(),
    /**
     * The driver's age, asked when not 25–70 (core fees.ts DRIVER_AGE): the totals then include a
     * young driver's fee, and cars the driver is too young for are left out.
     */
    age: ZDriverAge.optional(),
    sort: z.enum(SORTS).optional(),
    page: ZPage.optional(),
  })
  .superRefine(withPeriodRules)

export type TSearchQueryInput = z.input<typeof ZSearchQuery>
export type TSearchQuery = z.output<typeof ZSearchQuery>

/** Each extra as a driver sees it: −1 unavailable, 0 included, else its price with the percentage. */
export const ZExtras = z.object(Object.fromEntries(EXTRAS.map((extra) => [extra, z.number().int()])) as Record<(typeof EXTRAS)[number], z.ZodNumber>)

export const ZCar = z.object({
  _id: z.uuid(),
  name: z.string(),
  image: z.string().nullable(),
  supplier: ZRatedSupplier,
  /** The daily price as shown: with the configured percentage, in cents. */
  pricePerDay: z.number().int(),
  deposit: z.number().int(),
  seats: z.number().int(),
  doors: z.number().int(),
  aircon: z.boolean(),
  gearbox: z.enum(GEARBOXES),
  fuelType: z.enum(FUEL_TYPES),
  fuelPolicy: z.enum(FUEL_POLICIES),
  mileage: z.number().int(),
  minimumAge: z.number().int(),
  category: z.enum(CAR_CATEGORIES),
  equipment: z.array(z.enum(CAR_EQUIPMENT)),
  extras: ZExtras,
})
export type TCar = z.infer<typeof ZCar>

export const ZCarResult = ZCar.extend({
  days: z.number().int(),
  totalPrice: z.number().int(),
  /** The total at the regular price, shown struck through, when the car's discounted price lowers it; else null. */
  regularPrice: z.number().int().nullable(),
})
export type TCarResult = z.infer<typeof ZCarResult>

export const ZSearchResult = z.object({
  items: z.array(ZCarResult),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  nextPage: z.number().int().nullable(),
  days: z.number().int(),
  /**
   * Suppliers with cars that match but whose desk refuses this rental (core deskHours.ts), by why:
   * closed at the pick-up or drop-off time, or the pick-up sooner than their notice. The results
   * say so rather than leave the driver wondering.
   */
  hidden: z.object({ closed: z.number().int(), notice: z.number().int() }),
  /** Cars matching every criterion but the supplier filter, per supplier (for its checkboxes). */
  suppliers: z.array(ZRatedSupplier.extend({ count: z.number().int() })),
  /**
   * The places searched between, in the caller's language: the results page names them without
   * asking again. No drop-off when the car goes back where it came from (the pick-up, not twice).
   */
  places: z.object({ pickup: ZLocation, dropoff: ZLocation.optional() }),
})
export type TSearchResult = z.infer<typeof ZSearchResult>

/**
 * The optional quote criteria of one car: all of pick-up, from and to, or none (the pick-up alone
 * is not a period), with the same rules as a search.
 */
export const ZCarQuery = z
  .object({
    pickup: place('search.pickupRequired').optional(),
    dropoff: place('search.dropoffRequired').optional(),
    from: instant.optional(),
    to: instant.optional(),
    /** The driver's age as searched (see ZSearchQuery): the quote's young driver's fee. */
    age: ZDriverAge.optional(),
    /** The options chosen, comma-separated: the quote is then the checkout's price for them. */
    options: list(z.enum(EXTRAS)).optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.pickup && !value.from && !value.to && !value.dropoff) return
    if (!value.pickup) return ctx.addIssue({ code: 'custom', message: 'search.pickupRequired', path: ['pickup'] })
    if (!value.from || !value.to) return ctx.addIssue({ code: 'custom', message: 'search.datesRequired', path: ['from'] })
    withPeriodRules(value, ctx)
  })
/** The car's path: any text (an id that is not one is simply not found, 404). */
export const ZCarParams = z.object({ id: z.string().max(200) })
const amount = z.number().int().nullable()
const travel = z.enum(['allowed', 'fee', 'forbidden'] satisfies TTravelRule[])

/** A car's terms as the driver reads them before paying and the booking keeps them (core supplierTerms.ts).
 * Its lists are written out here: the browser's first script lists this module's imports, and
 * none of the terms' rules need be among them (each list's type is the rules' own). */
export const ZKeyTerms = z.object({
  version: z.number().int(),
  supplierLanguage: z.enum(LANGUAGES),
  depositCents: z.number().int(),
  depositMethod: z.enum(['creditCard', 'creditOrDebit', 'cardOrCash'] satisfies TDepositMethod[]),
  depositReleaseDays: z.number().int(),
  excess: z.object({ none: amount, collisionDamageWaiver: amount, theftProtection: amount, fullInsurance: amount }).nullable(),
  licenceMinYears: z.number().int(),
  permitOutsideEu: z.boolean(),
  crossBorder: travel,
  crossBorderFee: z.number().int().nullable(),
  ferry: travel,
  ferryFee: z.number().int().nullable(),
  freeCancelHours: z.number().int(),
  cancelFeeKind: z.enum(['firstDay', 'percent', 'fixed'] satisfies TCancelFeeKind[]),
  cancelFeeValue: z.number().int(),
  lateGraceMinutes: z.number().int(),
  conditions: z.partialRecord(z.enum(LANGUAGES), z.string()),
  /** The share a driver may pay online, the rest at the desk (core deposit.ts); null (or absent, in older snapshots): not offered. */
  depositPercent: z.number().int().nullable().default(null),
  fuelPolicy: z.enum(FUEL_POLICIES),
  mileageKm: z.number().int().nullable(),
}) satisfies z.ZodType<TKeyTerms>

export const ZCarDetail = ZCar.extend({
  // Each with its clock (a change of the booking's times is read on the pick-up place's) and its
  // kind (an airport pick-up asks for the flight number).
  locations: z.array(ZLocation.pick({ _id: true, name: true, timeZone: true, kind: true })),
  supplierPayLater: z.boolean(),
  /** What the desk asks (core supplierTerms.ts): shown before payment, kept by the booking. */
  keyTerms: ZKeyTerms,
  quote: z
    .object({
      days: z.number().int(),
      totalPrice: z.number().int(),
      regularPrice: z.number().int().nullable(),
      available: z.boolean(),
      /** One line per item, as the checkout stores it (core computePrice). */
      lines: ZPriceLines,
    })
    .nullable(),
})
export type TCarDetail = z.infer<typeof ZCarDetail>
