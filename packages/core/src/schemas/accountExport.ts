import { z } from 'zod'
import { BOOKING_STATUSES } from '../bookingStatus'
import { LANGUAGES } from '../languages'
import { ZReview } from './reviews'

/**
 * Everything Wheelbase holds about one account (issue 46, GDPR Art. 15 and 20), as one JSON file
 * that follows this schema, published at /api/account/export-schema.json. Amounts are in cents of
 * the booking's currency; times are ISO 8601. A new field is added as optional, and `version`
 * changes only when a field changes meaning.
 */
export const EXPORT_FORMAT = 'wheelbase-account-export'
export const EXPORT_VERSION = 1

const ZWhen = z.iso.datetime()
const ZPerson = z.object({ fullName: z.string(), email: z.string(), phone: z.string(), birthDate: z.string() })

export const ZExportedBooking = z.object({
  _id: z.uuid(),
  reference: z.string(),
  status: z.enum(BOOKING_STATUSES),
  car: z.string(),
  supplier: z.string(),
  pickup: z.string(),
  dropoff: z.string(),
  from: ZWhen,
  to: ZWhen,
  totalCents: z.number().int(),
  currency: z.string(),
  payLater: z.boolean(),
  options: z.array(z.string()),
  driver: ZPerson.partial().nullable(),
  additionalDriver: ZPerson.nullable(),
  flightNumber: z.string().nullable(),
  card: z.object({ brand: z.string().nullable(), last4: z.string() }).nullable(),
  checkIn: z.object({ licenceNumber: z.string(), country: z.string(), issued: z.string(), permit: z.boolean(), at: ZWhen }).nullable(),
  statusHistory: z.array(z.object({ from: z.enum(BOOKING_STATUSES).nullable(), to: z.enum(BOOKING_STATUSES), at: ZWhen })),
  createdAt: ZWhen,
})

export const ZAccountExport = z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.literal(EXPORT_VERSION),
  generatedAt: ZWhen,
  account: z.object({
    _id: z.uuid(),
    type: z.enum(['user', 'supplier', 'admin']),
    fullName: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    birthDate: z.string().nullable(),
    location: z.string().nullable(),
    bio: z.string().nullable(),
    language: z.enum(LANGUAGES),
    avatar: z.string().nullable(),
    verified: z.boolean(),
    createdAt: ZWhen,
  }),
  consents: z.object({ emailNotifications: z.boolean() }),
  bookings: z.array(ZExportedBooking),
  reviews: z.array(
    ZReview.pick({
      _id: true,
      bookingId: true,
      score: true,
      carCondition: true,
      cleanliness: true,
      pickupReturn: true,
      value: true,
      comment: true,
      language: true,
      createdAt: true,
    }).extend({
      supplier: z.string(),
      reply: z.string().nullable(),
      hiddenReason: z.string().nullable(),
    }),
  ),
  notifications: z.array(z.object({ _id: z.uuid(), message: z.string(), read: z.boolean(), createdAt: ZWhen })),
  sessions: z.array(z.object({ signedInAt: ZWhen, lastSeenAt: ZWhen, userAgent: z.string().nullable(), ip: z.string().nullable() })),
  /** How the account signs in (record 0138): never a secret, a key or a code. */
  signIn: z.object({
    hasPassword: z.boolean(),
    passkeys: z.array(z.object({ name: z.string(), createdAt: ZWhen, lastUsedAt: ZWhen.nullable() })),
    authenticatorApp: z.boolean(),
    recoveryCodesLeft: z.number().int().nonnegative(),
  }),
})
export type TAccountExport = z.infer<typeof ZAccountExport>
export type TExportedBooking = z.infer<typeof ZExportedBooking>

/** An export as settings list it: being prepared, or ready until it expires (the files are mailed as links too). */
export const ZDataExport = z.object({
  _id: z.uuid(),
  status: z.enum(['preparing', 'ready']),
  requestedAt: ZWhen,
  expiresAt: ZWhen.nullable(),
})
export type TDataExport = z.infer<typeof ZDataExport>
export const ZDataExports = z.object({ items: z.array(ZDataExport) })

export const ZExportFileParams = z.object({ id: z.uuid(), format: z.enum(['json', 'html']) })
/** The mailed link's proof: the link's token (a guest, or an admin's request, has no session). */
export const ZExportLinkQuery = z.object({ t: z.string().min(20).max(100) })
export { ZIdParams as ZExportUserParams } from './common'

/** The readable summary, a whole HTML page in the account's language. */
export const ZHtml = z.string().meta({ format: 'html' })
/** The published JSON Schema of the export file. */
export const ZJsonSchema = z.record(z.string(), z.unknown())
