import { z } from 'zod'
import { FLEET_SORTS } from '../consoleLists'

export { ZCarParams } from './consoleShared'

/** The fleet list of the console: a supplier's own cars, or any supplier's for an admin, by pages. */
export const ZFleetQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(20),
  q: z.string().trim().max(100).optional(),
  sort: z.enum(FLEET_SORTS, { error: 'validation.invalidValue' }).default('name'),
  /** Only the cars on offer, only those taken off, or all. */
  available: z.enum(['all', 'yes', 'no'], { error: 'validation.invalidValue' }).default('all'),
  /** Admins: one supplier's cars. */
  supplier: z.uuid({ error: 'validation.invalidValue' }).optional(),
})
export type TFleetQuery = z.output<typeof ZFleetQuery>

export const ZFleetCar = z.object({
  _id: z.uuid(),
  name: z.string(),
  image: z.string().nullable(),
  supplier: z.object({ _id: z.uuid(), fullName: z.string() }),
  dailyPrice: z.number().int(),
  available: z.boolean(),
  /** How many places offer it. */
  places: z.number().int(),
  /** Bookings that still hold it (a blocking status, a period not over). */
  upcoming: z.number().int(),
  /** When it last changed, and whether by the caller. */
  updatedAt: z.string(),
})
export type TFleetCar = z.infer<typeof ZFleetCar>

export const ZFleetResult = z.object({
  items: z.array(ZFleetCar),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  nextPage: z.number().int().nullable(),
})
export type TFleetResult = z.infer<typeof ZFleetResult>

/** Offer a car, or take it off search: its bookings stay. */
export const ZCarAvailabilityBody = z.object({ available: z.boolean() })
export const ZCarAvailabilityResult = z.object({ available: z.boolean() })
export const ZCarDeleted = z.object({ deleted: z.literal(true) })
