import { z } from 'zod'
import { COUNTRIES } from '../checkIn'
export { ZBookingParams as ZCheckInParams } from './bookings'

/**
 * A driver's online check-in (issue 45, core checkIn.ts): the licence number as printed (letters,
 * digits, spaces and hyphens, kept in capitals), the issuing country (ISO 3166-1), the date of
 * issue, and whether they hold an international driving permit.
 */
export const ZCheckInBody = z.object({
  licenceNumber: z
    .string({ error: 'validation.fillField' })
    .trim()
    .min(1, { error: 'validation.fillField' })
    .max(24, { error: 'validation.tooLong' })
    .regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, { error: 'validation.invalidValue' })
    .transform((number) => number.toUpperCase().replace(/\s+/g, ' ')),
  country: z.string({ error: 'validation.fillField' }).refine((code) => COUNTRIES.includes(code), { error: 'validation.fillField' }),
  issued: z.iso.date({ error: 'validation.invalidDate' }),
  permit: z.boolean({ error: 'validation.invalidValue' }).default(false),
})
export type TCheckInBody = z.input<typeof ZCheckInBody>

export const ZCheckInResult = z.object({ checkedInAt: z.string() })

/** The check-in as the booking's supplier and the admins read it (nobody else: 404). */
export const ZCheckInDetails = z.object({
  licenceNumber: z.string(),
  country: z.string(),
  issued: z.string(),
  permit: z.boolean(),
  checkedInAt: z.string(),
})
export type TCheckInDetails = z.infer<typeof ZCheckInDetails>
