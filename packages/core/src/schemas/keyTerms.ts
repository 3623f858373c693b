import { z } from 'zod'
import { FUEL_POLICIES } from '../enums'
import { LANGUAGES } from '../languages'
import { CANCEL_FEE_KINDS, DEPOSIT_METHODS, TERMS_LIMITS, TRAVEL_RULES, type TExcess, type TKeyTerms } from '../supplierTerms'

/** Cents the console accepts for an amount of the terms (an excess, a fee). */
export const termsCents = z
  .number({ error: 'validation.fillField' })
  .int({ error: 'validation.invalidValue' })
  .min(0, { error: 'validation.invalidValue' })
  .max(TERMS_LIMITS.amount, { error: 'validation.invalidValue' })

const stated = termsCents.nullable().default(null)
/** An excess per cover, in cents; null where the car does not offer it or the supplier did not say. */
export const ZExcess = z.object({
  none: stated,
  collisionDamageWaiver: stated,
  theftProtection: stated,
  fullInsurance: stated,
}) satisfies z.ZodType<TExcess, unknown>

/** The conditions by language, each up to 1,000 characters; an empty one is left out. */
export const ZConditions = z
  .partialRecord(z.enum(LANGUAGES), z.string().trim().max(TERMS_LIMITS.conditions, { error: 'validation.tooLong' }))
  .transform((all) => Object.fromEntries(Object.entries(all).filter(([, text]) => text)))

const amount = z.number().int().nullable()

/** A car's terms as the driver reads them before paying and the booking keeps them (core supplierTerms.ts). */
export const ZKeyTerms = z.object({
  version: z.number().int(),
  supplierLanguage: z.enum(LANGUAGES),
  depositCents: z.number().int(),
  depositMethod: z.enum(DEPOSIT_METHODS),
  depositReleaseDays: z.number().int(),
  excess: z.object({ none: amount, collisionDamageWaiver: amount, theftProtection: amount, fullInsurance: amount }).nullable(),
  licenceMinYears: z.number().int(),
  permitOutsideEu: z.boolean(),
  crossBorder: z.enum(TRAVEL_RULES),
  crossBorderFee: z.number().int().nullable(),
  ferry: z.enum(TRAVEL_RULES),
  ferryFee: z.number().int().nullable(),
  freeCancelHours: z.number().int(),
  cancelFeeKind: z.enum(CANCEL_FEE_KINDS),
  cancelFeeValue: z.number().int(),
  lateGraceMinutes: z.number().int(),
  conditions: z.partialRecord(z.enum(LANGUAGES), z.string()),
  fuelPolicy: z.enum(FUEL_POLICIES),
  mileageKm: z.number().int().nullable(),
}) satisfies z.ZodType<TKeyTerms>
