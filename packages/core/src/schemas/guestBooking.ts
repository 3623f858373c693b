import { z } from 'zod'
import { ZEmail } from './auth'

/** A booking reference as drivers read it: "WB-" and eight hex digits (any case, spaces around ignored). */
export const ZBookingReference = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^WB-[0-9A-F]{8}$/, { error: 'validation.invalidValue' })

/** "Email me a link to my booking": the reference and the driver's email; the answer never says whether they match. */
export const ZManageLinkBody = z.object({ reference: ZBookingReference, email: ZEmail })
export const ZManageLinkSent = z.object({ sent: z.literal(true) })

/** The token of the emailed link, sent once by the page it opens; it becomes this browser's hour with the booking. */
export const ZOpenManageLinkBody = z.object({ token: z.string().min(20).max(200) })
export const ZOpenManageLinkResult = z.object({ bookingId: z.uuid() })
