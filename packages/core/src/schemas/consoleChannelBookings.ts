import { z } from 'zod'
import { BOOKING_CHANNELS, CHANNEL_LIMITS, CHANNEL_PAYMENTS } from '../enums'
import { BOOKING_STATUSES } from '../bookingStatus'
import { ZBirthDate, ZEmail, ZFullName, ZLanguage } from './auth'
import { ZChosenOptions, ZDriverDetails, ZFlightNumber } from './checkout'
import { ZPhone } from './person'
import { amendShape, ZAmendQuote, ZBookingParams } from './bookings'
import { withPeriodRules } from './search'
import { ZSingleLine } from './text'

/** Staff's own total of a booking from another channel, in cents, with why (the quote is kept beside it). */
const ZOwnTotal = z.object({
  totalCents: z.number({ error: 'validation.invalidValue' }).int().min(0).max(CHANNEL_LIMITS.totalCents, { error: 'validation.invalidValue' }),
  reason: ZSingleLine(CHANNEL_LIMITS.reason).pipe(z.string().min(1, { error: 'channelBookings.reasonRequired' })),
})

/**
 * A booking staff record for a car of theirs, taken on another channel (issue 44): by phone, at
 * the desk, on their own website or another marketplace. Where and when, options and flight as a
 * checkout takes them; the driver as the desk heard them (an email only where given); the channel
 * and its reference; paid at the desk or to pay at pick-up. The server quotes the price by the
 * checkout's rule; staff may replace the total with their own, with a reason (both are kept).
 */
export const ZChannelBookingBody = (minAge: number) =>
  z
    .object({
      car: z.uuid({ error: 'validation.invalidValue' }),
      pickup: z.uuid({ error: 'validation.invalidValue' }),
      dropoff: z.uuid({ error: 'validation.invalidValue' }).optional(),
      from: z.iso.datetime({ offset: true, error: 'validation.invalidDate' }),
      to: z.iso.datetime({ offset: true, error: 'validation.invalidDate' }),
      options: ZChosenOptions.prefault({}),
      driver: z.object({
        fullName: ZFullName,
        phone: ZPhone,
        birthDate: ZBirthDate(minAge),
        email: z.preprocess((v) => (v === '' ? undefined : v), ZEmail.optional()),
        /** The language of the driver's mail, when staff send one. */
        language: ZLanguage.optional(),
      }),
      additionalDriver: ZDriverDetails(minAge).optional(),
      flightNumber: ZFlightNumber.optional(),
      channel: z.enum(BOOKING_CHANNELS, { error: 'validation.fillField' }),
      reference: ZSingleLine(CHANNEL_LIMITS.reference)
        .nullish()
        .transform((v) => v || null),
      payment: z.enum(CHANNEL_PAYMENTS, { error: 'validation.fillField' }),
      /** Staff's own total instead of the quote, in cents, with why. */
      price: ZOwnTotal.optional(),
      /** Mail the driver the confirmation: only where an email was given. */
      mailDriver: z.boolean().default(false),
    })
    .superRefine((body, ctx) => {
      if (body.mailDriver && !body.driver.email) ctx.addIssue({ code: 'custom', message: 'channelBookings.emailForMail', path: ['driver', 'email'] })
    })
export type TChannelBookingBody = z.output<ReturnType<typeof ZChannelBookingBody>>
export type TChannelBookingInput = z.input<ReturnType<typeof ZChannelBookingBody>>

export const ZChannelBookingResult = z.object({
  bookingId: z.uuid(),
  reference: z.string(),
  status: z.enum(BOOKING_STATUSES),
  /** What the driver pays: staff's total where they set one, else the quote. */
  totalPrice: z.number().int(),
  /** The quote by the checkout's rule, fees included. */
  quotedTotal: z.number().int(),
})
export type TChannelBookingResult = z.infer<typeof ZChannelBookingResult>

/**
 * Staff's change of a booking from another channel (issue 44), through the driver's amendment
 * path: new places, times, options and additional driver, and another car of the same supplier
 * where the booking moves; a total of their own (with why) where the agreed price is not the
 * quote. Without one, the booking takes the new quote, and a total staff set before goes.
 */
export const ZChannelAmendBody = (minAge: number) =>
  z
    .object({ ...amendShape(minAge), car: z.uuid({ error: 'validation.invalidValue' }).optional(), price: ZOwnTotal.optional() })
    .superRefine(withPeriodRules)
export type TChannelAmendBody = z.output<ReturnType<typeof ZChannelAmendBody>>
/** The change, with the quote staff saw (a price that moved since is a 409). */
export const ZChannelAmendConfirmBody = (minAge: number) => z.object({ change: ZChannelAmendBody(minAge), expectedQuote: z.number().int().min(0) })
export const ZChannelAmendResult = z.object({
  /** What the driver pays now: staff's total where they set one, else the quote. */
  totalPrice: z.number().int(),
  quotedTotal: z.number().int(),
  /** The new total minus the old one: settled at the desk. */
  difference: z.number().int(),
})
export type TChannelAmendResult = z.infer<typeof ZChannelAmendResult>
export const ZChannelBookingParams = ZBookingParams
export const ZChannelAmendQuote = ZAmendQuote
