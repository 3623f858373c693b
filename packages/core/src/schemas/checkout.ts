import { z } from 'zod'
import { ZPriceLines } from './price'
import { cardDigits, isValidCardNumber, isValidCvc, isValidExpiry } from '../card'
import { BOOKING_STATUSES } from '../bookingStatus'
import { EXTRAS } from '../extras'
import { FLIGHT_NUMBER_MAX, isFlightNumber, normalizeFlightNumber } from '../flight'
import { ZBirthDate, ZEmail, ZFullName } from './auth'
import { ZPhone } from './person'

/**
 * The checkout of one car (spec §2 /checkout): where and when, the chosen options, the driver,
 * and how to pay. The client's prices are never sent: the server computes the price with core.
 */
export const ZChosenOptions = z.object(
  Object.fromEntries(EXTRAS.map((extra) => [extra, z.boolean().default(false)])) as Record<(typeof EXTRAS)[number], z.ZodDefault<z.ZodBoolean>>,
)

/** A driver's details; the minimum age is the car's (checked by the server against the car). */
export const ZDriverDetails = (minAge: number) =>
  z.object({
    fullName: ZFullName,
    email: ZEmail,
    phone: ZPhone,
    birthDate: ZBirthDate(minAge),
  })

/** The test gateway's card fields; only the last four digits and the brand are ever kept. */
export const ZCard = z.object({
  number: z
    .string()
    .max(30)
    .refine(isValidCardNumber, { error: 'validation.invalidCardNumber' })
    .transform((v) => cardDigits(v) ?? ''),
  expiry: z
    .string()
    .max(10)
    .refine((v) => isValidExpiry(v), { error: 'validation.invalidExpiry' }),
  cvc: z.string().max(4).refine(isValidCvc, { error: 'validation.invalidCvc' }),
})

/** A flight number as typed from a ticket (core flight.ts), kept as boards show it: "a3 602" is "A3602". */
export const ZFlightNumber = z
  .string()
  .max(FLIGHT_NUMBER_MAX, { error: 'validation.invalidFlightNumber' })
  .refine(isFlightNumber, { error: 'validation.invalidFlightNumber' })
  .transform(normalizeFlightNumber)

/** What an online payment at the checkout covers: the whole price, or the supplier's deposit share. */
export const ZPaymentPart = z.enum(['full', 'deposit']).default('full')

/** What a booking paid in part online shows: paid online, and due at the desk; null otherwise. */
export const ZPaymentParts = z.object({ paidCents: z.number().int(), deskCents: z.number().int() }).nullable()

export const ZCheckoutBody = (minAge: number) =>
  z.object({
    car: z.uuid(),
    pickup: z.uuid(),
    dropoff: z.uuid().optional(),
    from: z.iso.datetime({ offset: true }),
    to: z.iso.datetime({ offset: true }),
    options: ZChosenOptions.prefault({}),
    /** Signed out: the driver, whose account the checkout creates. Signed in: this booking's driver details (prefilled from the profile). */
    driver: ZDriverDetails(minAge),
    additionalDriver: ZDriverDetails(minAge).optional(),
    /** For an airport pick-up (kept for no other place): the flight the driver lands with, so a late one does not lose the car. */
    flightNumber: ZFlightNumber.optional(),
    /**
     * Later; by card on this page (the test gateway); or online on the provider's hosted page
     * (Stripe). Online, `part` says whether the whole price is paid now or the supplier's deposit
     * share (core deposit.ts), the rest at the desk.
     */
    payment: z.discriminatedUnion('method', [
      z.object({ method: z.literal('later') }),
      z.object({ method: z.literal('card'), card: ZCard, part: ZPaymentPart }),
      z.object({ method: z.literal('online'), part: ZPaymentPart }),
    ]),
    /** A guest accepts the terms and solves the sign-up captcha. */
    acceptTerms: z.boolean().optional(),
    captcha: z.string().max(4000).optional(),
    /** After a declined card: the session id of that attempt, which lets the guest it made pay again under the same account. */
    retryOf: z.string().min(20).max(100).optional(),
    language: z.enum(['en', 'fr', 'el', 'he', 'zh']).optional(),
    /** The version of the supplier's terms the driver read (the car's keyTerms): a booking is made on those, or refused with 409 terms_changed. */
    termsVersion: z.number().int().min(1).optional(),
  })
export type TCheckoutBody = z.output<ReturnType<typeof ZCheckoutBody>>

export const ZCheckoutResult = z.object({
  bookingId: z.uuid(),
  /** The unguessable id of /checkout-session/{sessionId}. */
  sessionId: z.string(),
  status: z.enum(BOOKING_STATUSES),
  totalPrice: z.number().int(),
  /** A hosted payment (Stripe): the page to send the driver to. */
  redirectUrl: z.url().optional(),
})
export type TCheckoutResult = z.infer<typeof ZCheckoutResult>

/**
 * A checkout is sent with an Idempotency-Key (a new one per payment attempt): the same key and
 * body give the same booking; the same key with another body is refused (422).
 */
export const ZCheckoutHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .min(16)
    .max(200)
    .regex(/^[\w-]+$/),
})

/** What /checkout-session/{sessionId} shows: safe to refresh, reachable from a mail's link. */
export const ZCheckoutSession = z.object({
  bookingId: z.uuid(),
  reference: z.string(),
  status: z.enum(BOOKING_STATUSES),
  payLater: z.boolean(),
  car: z.object({ _id: z.uuid(), name: z.string(), image: z.string().nullable() }),
  supplier: z.string(),
  pickup: z.object({ _id: z.uuid(), name: z.string() }),
  dropoff: z.object({ _id: z.uuid(), name: z.string() }),
  /** ISO 8601 with the pick-up place's offset: the times on that place's clock. */
  from: z.string(),
  to: z.string(),
  days: z.number().int(),
  options: z.array(z.enum(EXTRAS)),
  lines: ZPriceLines,
  totalPrice: z.number().int(),
  deposit: z.number().int(),
  /** A deposit paid online (core deposit.ts paymentParts): what is paid and what the desk takes. */
  parts: ZPaymentParts,
  /** Set for a card payment that was declined: the page offers the same checkout again. */
  paymentFailed: z.boolean(),
})
export type TCheckoutSession = z.infer<typeof ZCheckoutSession>
export const ZCheckoutSessionParams = z.object({ sessionId: z.string().min(20).max(100) })

/** Stripe signs each webhook call: the header holds the timestamp and the signatures of the raw body. */
export const ZWebhookHeaders = z.looseObject({ 'stripe-signature': z.string().max(4000).optional() })
export const ZWebhookResult = z.object({ received: z.literal(true) })
