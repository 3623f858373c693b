import { z } from 'zod'
import { FUEL_POLICIES, FUEL_TYPES, GEARBOXES, LOCATION_KINDS, MILEAGE_KINDS } from '../enums'
import { EXTRAS } from '../extras'
import { DEPOSIT_THRESHOLDS, SORTS } from '../search'
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
  kind: z.enum(LOCATION_KINDS),
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  timeZone: z.string(),
  image: z.string().nullable(),
})
export type TLocation = z.infer<typeof ZLocation>

export const ZLocationsQuery = z.object({
  q: ZSingleLine(100).optional(),
  size: z.coerce.number().int().min(1).max(100).optional(),
})
export const ZLocationList = z.object({ items: z.array(ZLocation), total: z.number().int() })

export const ZSupplier = z.object({ _id: z.uuid(), fullName: z.string(), avatar: z.string().nullable() })
export type TSupplier = z.infer<typeof ZSupplier>
export const ZSupplierWithCount = ZSupplier.extend({ carCount: z.number().int() })
export const ZSupplierList = z.object({ items: z.array(ZSupplierWithCount), total: z.number().int() })

/**
 * The car search criteria as they travel in the query string, both to the API and in the
 * browser's /search URL. Absent filters do not restrict; `suppliers` absent means every supplier.
 */
export const ZSearchQuery = z.object({
  pickup: z.uuid(),
  dropoff: z.uuid().optional(),
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
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
  sort: z.enum(SORTS).optional(),
  page: z.string().optional(),
})
export type TSearchQueryInput = z.input<typeof ZSearchQuery>
export type TSearchQuery = z.output<typeof ZSearchQuery>

/** Each extra as a driver sees it: −1 unavailable, 0 included, else its price with the percentage. */
export const ZExtras = z.object(Object.fromEntries(EXTRAS.map((extra) => [extra, z.number().int()])) as Record<(typeof EXTRAS)[number], z.ZodNumber>)

export const ZCar = z.object({
  _id: z.uuid(),
  name: z.string(),
  image: z.string().nullable(),
  supplier: ZSupplier,
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
  extras: ZExtras,
})
export type TCar = z.infer<typeof ZCar>

export const ZCarResult = ZCar.extend({ days: z.number().int(), totalPrice: z.number().int() })
export type TCarResult = z.infer<typeof ZCarResult>

export const ZSearchResult = z.object({
  items: z.array(ZCarResult),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  nextPage: z.number().int().nullable(),
  days: z.number().int(),
  /** Cars matching every criterion but the supplier filter, per supplier (for its checkboxes). */
  suppliers: z.array(ZSupplier.extend({ count: z.number().int() })),
})
export type TSearchResult = z.infer<typeof ZSearchResult>

/** One car for the checkout: with a quote and its availability when the criteria are given. */
export const ZCarQuery = ZSearchQuery.pick({ pickup: true, dropoff: true, from: true, to: true }).partial()
export const ZCarDetail = ZCar.extend({
  locations: z.array(ZLocation.pick({ _id: true, name: true })),
  supplierPayLater: z.boolean(),
  quote: z.object({ days: z.number().int(), totalPrice: z.number().int(), available: z.boolean() }).nullable(),
})
export type TCarDetail = z.infer<typeof ZCarDetail>
