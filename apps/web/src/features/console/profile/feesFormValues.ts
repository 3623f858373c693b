import type { TSupplierFees } from '@wheelbase/core/fees'
import type { TSupplierFeesOut } from '@wheelbase/core/schemas/consoleFees'
import type { TFormErrors } from '../../../lib/form/useLightForm'
import { schemaErrors } from '../../../lib/form/schemaErrors'
import { centsOf, unitsOf, wholeOf } from '../../../lib/form/amounts'

/** The fees form as typed: amounts in the currency's units, numbers as text until sent. */
export type TPairValue = { a: string; b: string; fee: string }
export type TPlaceFeeValue = { locationId: string; fee: string }
export type TFeesForm = {
  oneWayFee: string
  pairs: TPairValue[]
  young: boolean
  underAge: string
  perDay: string
  cap: string
  placeFees: TPlaceFeeValue[]
}

const units = (cents: number | null) => (cents === null ? '' : unitsOf(cents))

export function feesFormOf(fees: TSupplierFees): TFeesForm {
  return {
    oneWayFee: units(fees.oneWayFee),
    pairs: fees.oneWayPairs.map(({ places: [a, b], fee }) => ({ a, b, fee: units(fee) })),
    young: fees.youngDriver !== null,
    underAge: String(fees.youngDriver?.underAge ?? 25),
    perDay: units(fees.youngDriver?.perDay ?? null),
    cap: units(fees.youngDriver?.cap ?? null),
    placeFees: fees.placeFees.map((p) => ({ locationId: p.locationId, fee: units(p.fee) })),
  }
}

/** The body core's ZSupplierFees checks (the server checks the same). */
export function feesInputOf(form: TFeesForm): Record<string, unknown> {
  return {
    oneWayFee: centsOf(form.oneWayFee) ?? null,
    oneWayPairs: form.pairs.map((p) => ({ places: [p.a, p.b], fee: centsOf(p.fee) })),
    youngDriver: form.young ? { underAge: wholeOf(form.underAge) ?? -1, perDay: centsOf(form.perDay), cap: centsOf(form.cap) ?? null } : null,
    placeFees: form.placeFees.map((p) => ({ locationId: p.locationId, fee: centsOf(p.fee) })),
  }
}

/** Where a body's problem shows on the form: a pair's second place, the young driver's boxes. */
export function feesFormPath(path: string): string {
  const pair = /^oneWayPairs\.(\d+)\.(places\.([01])|fee)$/.exec(path)
  if (pair) return `pairs.${pair[1]}.${pair[3] === undefined ? 'fee' : pair[3] === '0' ? 'a' : 'b'}`
  return path.replace(/^youngDriver\./, '')
}

export async function validateFeesForm(form: TFeesForm): Promise<TFormErrors> {
  const { ZSupplierFees } = await import('@wheelbase/core/schemas/consoleFees')
  return schemaErrors(ZSupplierFees.safeParse(feesInputOf(form)), feesFormPath)
}

/** The body the fees endpoint takes, made by the server's own schema from a form that passed its check. */
export async function feesBodyOf(form: TFeesForm): Promise<TSupplierFeesOut> {
  const { ZSupplierFees } = await import('@wheelbase/core/schemas/consoleFees')
  return ZSupplierFees.parse(feesInputOf(form))
}
