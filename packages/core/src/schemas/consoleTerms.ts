import { z } from 'zod'
import { CANCEL_FEE_KINDS, DEPOSIT_METHODS, TERMS_LIMITS, TRAVEL_RULES, type TExcess, type TSupplierTerms } from '../supplierTerms'
import { LANGUAGES } from '../languages'
import { ZKeyTerms } from './search'
export { ZIdParams as ZTermsParams } from './consoleShared'

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

const whole = (max: number, min = 0) =>
  z
    .number({ error: 'validation.fillField' })
    .int({ error: 'validation.invalidValue' })
    .min(min, { error: 'validation.invalidValue' })
    .max(max, { error: 'validation.invalidValue' })

/**
 * A supplier's terms as the console edits them (core supplierTerms.ts, record 0129). A fee is
 * given exactly when its rule asks for one (travel "for a fee", a cancellation fee of a
 * percentage or a fixed amount); a percentage is 1–100.
 */
export const ZSupplierTerms = z
  .object({
    depositMethod: z.enum(DEPOSIT_METHODS, { error: 'validation.invalidValue' }),
    depositReleaseDays: whole(TERMS_LIMITS.releaseDays),
    excess: ZExcess.nullable().default(null),
    licenceMinYears: whole(TERMS_LIMITS.licenceYears),
    permitOutsideEu: z.boolean({ error: 'validation.invalidValue' }),
    crossBorder: z.enum(TRAVEL_RULES, { error: 'validation.invalidValue' }),
    crossBorderFee: termsCents.nullable().default(null),
    ferry: z.enum(TRAVEL_RULES, { error: 'validation.invalidValue' }),
    ferryFee: termsCents.nullable().default(null),
    freeCancelHours: whole(TERMS_LIMITS.freeCancelHours),
    cancelFeeKind: z.enum(CANCEL_FEE_KINDS, { error: 'validation.invalidValue' }),
    cancelFeeValue: termsCents.default(0),
    lateGraceMinutes: whole(TERMS_LIMITS.graceMinutes),
    conditions: ZConditions.default({}),
    depositPercent: whole(TERMS_LIMITS.depositPercent.max, TERMS_LIMITS.depositPercent.min).nullable().default(null),
  })
  .superRefine((terms, ctx) => {
    for (const travel of ['crossBorder', 'ferry'] as const) {
      const fee = terms[`${travel}Fee`]
      if (terms[travel] === 'fee' && !fee) ctx.addIssue({ code: 'custom', message: 'validation.fillField', path: [`${travel}Fee`] })
    }
    if (terms.cancelFeeKind === 'percent' && (terms.cancelFeeValue < 1 || terms.cancelFeeValue > 100))
      ctx.addIssue({ code: 'custom', message: 'validation.invalidValue', path: ['cancelFeeValue'] })
    if (terms.cancelFeeKind === 'fixed' && terms.cancelFeeValue < 1)
      ctx.addIssue({ code: 'custom', message: 'validation.fillField', path: ['cancelFeeValue'] })
  })
  .transform((terms): TSupplierTerms => ({
    ...terms,
    crossBorderFee: terms.crossBorder === 'fee' ? terms.crossBorderFee : null,
    ferryFee: terms.ferry === 'fee' ? terms.ferryFee : null,
    cancelFeeValue: terms.cancelFeeKind === 'firstDay' ? 0 : terms.cancelFeeValue,
  }))
export type TSupplierTermsBody = z.input<typeof ZSupplierTerms>

/** The terms as read back: with their version (one more at each save) and the supplier's own language. */
export const ZSupplierTermsResult = ZKeyTerms.pick({
  version: true,
  supplierLanguage: true,
  depositMethod: true,
  depositReleaseDays: true,
  excess: true,
  licenceMinYears: true,
  permitOutsideEu: true,
  crossBorder: true,
  crossBorderFee: true,
  ferry: true,
  ferryFee: true,
  freeCancelHours: true,
  cancelFeeKind: true,
  cancelFeeValue: true,
  lateGraceMinutes: true,
  conditions: true,
  depositPercent: true,
})
export type TSupplierTermsResult = z.infer<typeof ZSupplierTermsResult>
