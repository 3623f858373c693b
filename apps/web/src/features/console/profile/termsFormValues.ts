import { LANGUAGES, type TLanguage } from '@wheelbase/core/languages'
import type { TSupplierTermsResult } from '@wheelbase/core/schemas/consoleTerms'
import type { TSupplierTerms } from '@wheelbase/core/supplierTerms'
import { EXCESS_COVERS, type TExcessCover } from '@wheelbase/core/supplierTerms'
import type { TFormErrors } from '../../../lib/form/useLightForm'
import { schemaErrors } from '../../../lib/form/schemaErrors'
import { centsOf, unitsOf, wholeOf } from '../../../lib/form/amounts'

/** The terms form as typed: amounts in the currency's units, numbers as text until sent, an excess left empty where not stated. */
export type TTermsForm = {
  depositMethod: string
  depositReleaseDays: string
  excess: Record<TExcessCover, string>
  licenceMinYears: string
  permitOutsideEu: boolean
  crossBorder: string
  crossBorderFee: string
  ferry: string
  ferryFee: string
  freeCancelHours: string
  cancelFeeKind: string
  /** A percentage, or an amount in units (fixed). */
  cancelFeeValue: string
  lateGraceMinutes: string
  conditions: Record<TLanguage, string>
  /** The share a driver may pay online (10–90); empty: not offered. */
  depositPercent: string
}

const units = (cents: number | null | undefined) => (cents === null || cents === undefined ? '' : unitsOf(cents))

export function termsFormOf(terms: TSupplierTermsResult): TTermsForm {
  return {
    depositMethod: terms.depositMethod,
    depositReleaseDays: String(terms.depositReleaseDays),
    excess: Object.fromEntries(EXCESS_COVERS.map((cover) => [cover, units(terms.excess?.[cover])])) as Record<TExcessCover, string>,
    licenceMinYears: String(terms.licenceMinYears),
    permitOutsideEu: terms.permitOutsideEu,
    crossBorder: terms.crossBorder,
    crossBorderFee: units(terms.crossBorderFee),
    ferry: terms.ferry,
    ferryFee: units(terms.ferryFee),
    freeCancelHours: String(terms.freeCancelHours),
    cancelFeeKind: terms.cancelFeeKind,
    cancelFeeValue:
      terms.cancelFeeKind === 'fixed' ? unitsOf(terms.cancelFeeValue) : terms.cancelFeeKind === 'percent' ? String(terms.cancelFeeValue) : '',
    lateGraceMinutes: String(terms.lateGraceMinutes),
    conditions: Object.fromEntries(LANGUAGES.map((l) => [l, terms.conditions[l] ?? ''])) as Record<TLanguage, string>,
    depositPercent: terms.depositPercent === null ? '' : String(terms.depositPercent),
  }
}

/** The body core's ZSupplierTerms checks (the server checks the same). */
export function termsInputOf(form: TTermsForm): Record<string, unknown> {
  const stated = EXCESS_COVERS.some((cover) => form.excess[cover].trim())
  return {
    ...form,
    depositReleaseDays: wholeOf(form.depositReleaseDays),
    excess: stated ? Object.fromEntries(EXCESS_COVERS.map((cover) => [cover, centsOf(form.excess[cover]) ?? null])) : null,
    licenceMinYears: wholeOf(form.licenceMinYears),
    crossBorderFee: centsOf(form.crossBorderFee) ?? null,
    ferryFee: centsOf(form.ferryFee) ?? null,
    freeCancelHours: wholeOf(form.freeCancelHours),
    cancelFeeValue:
      form.cancelFeeKind === 'fixed'
        ? (centsOf(form.cancelFeeValue) ?? 0)
        : form.cancelFeeKind === 'percent'
          ? (wholeOf(form.cancelFeeValue) ?? 0)
          : 0,
    lateGraceMinutes: wholeOf(form.lateGraceMinutes),
    depositPercent: form.depositPercent.trim() ? wholeOf(form.depositPercent) : null,
  }
}

export async function validateTermsForm(form: TTermsForm): Promise<TFormErrors> {
  const { ZSupplierTerms } = await import('@wheelbase/core/schemas/consoleTerms')
  return schemaErrors(ZSupplierTerms.safeParse(termsInputOf(form)))
}

/** The body the terms endpoint takes, made by the server's own schema from a form that passed its check. */
export async function termsBodyOf(form: TTermsForm): Promise<TSupplierTerms> {
  const { ZSupplierTerms } = await import('@wheelbase/core/schemas/consoleTerms')
  return ZSupplierTerms.parse(termsInputOf(form))
}
