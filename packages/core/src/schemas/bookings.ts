import { z } from 'zod'
import { ZPriceLines } from './price'
import { STATUS_REFUSALS } from '../bookingRules'
import { BOOKING_STATUSES } from '../bookingStatus'
import { LANGUAGES } from '../languages'
import { EXTRAS } from '../extras'
import { BOOKING_CHANNELS } from '../enums'
import { ZChosenOptions, ZDriverDetails, ZPaymentParts } from './checkout'
import { ZReview } from './reviews'
import { withPeriodRules, ZKeyTerms, ZSupplier } from './search'

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
  /** When its driver checked in online (issue 45); null before. */
  checkedInAt: z.string().nullable(),
})
export type TBookingRow = z.infer<typeof ZBookingRow>

export const ZBookingsResult = z.object({
  items: z.array(ZBookingRow),
  /** How many match, counted up to 1,000 (`totalCapped` when there are more), on the first page only. */
  total: z.number().int().nullable(),
  totalCapped: z.boolean(),
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
  /** The flight the driver lands with (an airport pick-up), as boards show it: "A3602". */
  flightNumber: z.string().nullable(),
  options: z.array(z.enum(EXTRAS)),
  lines: ZPriceLines,
  deposit: z.number().int(),
  currency: z.string(),
  paymentDeadline: z.string().nullable(),
  card: z.object({ last4: z.string(), brand: z.string() }).nullable(),
  /** The share paid online at the checkout (core deposit.ts); null: paid in full, or later. */
  depositPercent: z.number().int().nullable(),
  /** Of a deposit paid online: what is paid and what the desk takes. */
  parts: ZPaymentParts,
  history: z.array(
    z.object({
      at: z.string(),
      from: z.enum(BOOKING_STATUSES).nullable(),
      to: z.enum(BOOKING_STATUSES),
      by: z.enum(['you', 'driver', 'supplier', 'admin', 'system']),
    }),
  ),
  /** The driver's review of this rental, once written (its supplier's reply with it). */
  review: ZReview.nullable(),
  /** The car's terms as its driver read them before paying (core supplierTerms.ts); null for a booking older than them. */
  terms: ZKeyTerms.nullable(),
  /**
   * Its cancellation under those terms: free until the deadline (ISO, on the pick-up place's
   * clock), the fee after it, and, once the driver asked, what that request costs.
   */
  cancellation: z
    .object({ deadline: z.string(), timeZone: z.string(), feeAfterCents: z.number().int(), requestFeeCents: z.number().int().nullable() })
    .nullable(),
  /** Whether the caller may review it now: its driver, after drop-off, of a rental that took place, not yet reviewed. */
  mayReview: z.boolean(),
  /**
   * A booking staff recorded from another channel (issue 44): where it came from, how it is paid,
   * and, where staff set their own total, the quote it replaced and why. Null for Wheelbase's own.
   */
  channel: z
    .object({
      kind: z.enum(BOOKING_CHANNELS),
      reference: z.string().nullable(),
      paidAtDesk: z.boolean(),
      quotedTotal: z.number().int(),
      priceReason: z.string().nullable(),
    })
    .nullable(),
})
export type TBookingDetail = z.infer<typeof ZBookingDetail>
export const ZBookingParams = z.object({ id: z.string().max(200) })
export const ZCancelRequestResult = z.object({ cancelRequest: z.literal(true) })

/** A selection of bookings (staff actions): one, several, or every row loaded so far. */
const ZBookingIds = z
  .array(z.uuid({ error: 'validation.invalidValue' }))
  .min(1)
  .max(500)
  .transform((ids) => [...new Set(ids)])

/** Staff set one status on a selection; each booking is checked on its own (core statusChangeProblem). */
export const ZStatusUpdateBody = z.object({ ids: ZBookingIds, status: z.enum(BOOKING_STATUSES) })
export const ZStatusUpdateResult = z.object({
  updated: z.array(z.uuid()),
  /** The bookings left as they were, each with its reason (message `bookings.refused…`). */
  refused: z.array(z.object({ _id: z.uuid(), reference: z.string(), reason: z.enum([...STATUS_REFUSALS, 'refundFailed']) })),
})
export type TStatusUpdateResult = z.infer<typeof ZStatusUpdateResult>

/** Staff delete a selection of bookings that no longer hold a car (else 409, and nothing is deleted). */
export const ZDeleteBookingsBody = z.object({ ids: ZBookingIds })
export const ZDeleteBookingsResult = z.object({ deleted: z.number().int() })

/** Staff answer a driver's cancel request: accept (cancel, refunding a paid booking) or decline. */
export const ZCancelDecisionBody = z.object({ accept: z.boolean() })
export const ZCancelDecisionResult = z.object({ status: z.enum(BOOKING_STATUSES), cancelRequest: z.boolean() })

/**
 * A driver's amendment of their booking: the new places, times, options and additional driver, as
 * the checkout takes them. The quote shows the new price and the difference before anything
 * changes; the amendment itself carries the total the driver saw (a price that moved since is a 409).
 */
export const amendShape = (minAge: number) => ({
  pickup: z.uuid({ error: 'validation.invalidValue' }),
  dropoff: z.uuid({ error: 'validation.invalidValue' }).optional(),
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
  options: ZChosenOptions.prefault({}),
  additionalDriver: ZDriverDetails(minAge).optional(),
})
export const ZAmendBody = (minAge: number) => z.object(amendShape(minAge)).superRefine(withPeriodRules)
export type TAmendBody = z.output<ReturnType<typeof ZAmendBody>>
export const ZAmendConfirmBody = (minAge: number) => z.object({ change: ZAmendBody(minAge), expectedTotal: z.number().int().min(0) })

export const ZAmendQuote = z.object({
  days: z.number().int(),
  lines: ZPriceLines,
  totalPrice: z.number().int(),
  /** New total minus the current one: charged (paid online) when above zero, refunded when below. */
  difference: z.number().int(),
  /** Whether the car is free for the new period at the new places (this booking aside). */
  available: z.boolean(),
})
export type TAmendQuote = z.infer<typeof ZAmendQuote>
export const ZAmendResult = z.object({ totalPrice: z.number().int(), charged: z.number().int(), refunded: z.number().int() })

/** The voucher's language: the page's, which a plain download link cannot send as Accept-Language. */
export const ZVoucherQuery = z.object({ lang: z.enum(LANGUAGES).optional() })

/** A PDF file: bytes, described for the API's documentation only. */
export const ZPdf = z.string().meta({ format: 'binary' })
