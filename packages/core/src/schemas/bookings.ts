import { z } from 'zod'
import { BOOKING_STATUSES } from '../bookingStatus'
import { EXTRAS } from '../extras'
import { ZSupplier } from './search'

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.invalidValue' })
const statusList = z
  .string()
  .max(200)
  .transform((value) => (value === '' ? [] : value.split(',')))
  .pipe(z.array(z.enum(BOOKING_STATUSES, { error: 'validation.invalidValue' })))

/**
 * The bookings list (spec §2 /bookings): the caller's own (driver), its cars' (supplier) or all
 * (admin), newest first, with the filters of the page. Page sizes: 20, or 10 on a phone.
 */
export const ZBookingsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(20),
  status: statusList.optional(),
  /** Admins only: one supplier's bookings. */
  supplier: z.uuid({ error: 'validation.invalidValue' }).optional(),
  /** Pick-up between these dates (inclusive), on the calendar. */
  from: isoDate.optional(),
  to: isoDate.optional(),
  /** Reference, driver name or email, car name. */
  q: z.string().trim().max(100).optional(),
})
export type TBookingsQuery = z.output<typeof ZBookingsQuery>

const ZPlace = z.object({ _id: z.uuid(), name: z.string() })

export const ZBookingRow = z.object({
  _id: z.uuid(),
  reference: z.string(),
  status: z.enum(BOOKING_STATUSES),
  car: z.object({ _id: z.uuid(), name: z.string(), image: z.string().nullable() }),
  supplier: ZSupplier,
  /** The driver's name: shown to the driver and to the staff of this booking only. */
  driver: z.object({ fullName: z.string() }),
  pickup: ZPlace,
  dropoff: ZPlace,
  /** ISO 8601 with the pick-up place's offset. */
  from: z.string(),
  to: z.string(),
  days: z.number().int(),
  totalPrice: z.number().int(),
  payLater: z.boolean(),
  cancelRequest: z.boolean(),
})
export type TBookingRow = z.infer<typeof ZBookingRow>

export const ZBookingsResult = z.object({
  items: z.array(ZBookingRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  nextPage: z.number().int().nullable(),
})
export type TBookingsResult = z.infer<typeof ZBookingsResult>

const ZPerson = z.object({ fullName: z.string(), email: z.string(), phone: z.string().nullable(), birthDate: z.string().nullable() })

/** One booking as /booking shows it; the history says who acted by role, never by name. */
export const ZBookingDetail = ZBookingRow.extend({
  driver: ZPerson,
  additionalDriver: ZPerson.nullable(),
  options: z.array(z.enum(EXTRAS)),
  lines: z.array(z.object({ kind: z.string(), unitCents: z.number().int(), quantity: z.number().int(), amountCents: z.number().int() })),
  deposit: z.number().int(),
  currency: z.string(),
  paymentDeadline: z.string().nullable(),
  card: z.object({ last4: z.string(), brand: z.string() }).nullable(),
  history: z.array(
    z.object({
      at: z.string(),
      from: z.enum(BOOKING_STATUSES).nullable(),
      to: z.enum(BOOKING_STATUSES),
      by: z.enum(['you', 'driver', 'supplier', 'admin', 'system']),
    }),
  ),
})
export type TBookingDetail = z.infer<typeof ZBookingDetail>
export const ZBookingParams = z.object({ id: z.string().max(200) })
export const ZCancelRequestResult = z.object({ cancelRequest: z.literal(true) })
