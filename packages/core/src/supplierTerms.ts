import { cancellationDeadline, freeToCancel } from './cancellation'
import { UNLIMITED_MILEAGE, type TFuelPolicy } from './enums'
import { extraState } from './extras'
import { LANGUAGES, type TLanguage } from './languages'

/**
 * A supplier's terms at the desk (issue 45, record 0129): what a driver must know before paying.
 * Structured, so that the search can filter on them and a booking can keep them as they were.
 */

/** How the desk takes the deposit: a credit card only; a credit or debit card; a card or cash. */
export const DEPOSIT_METHODS = ['creditCard', 'creditOrDebit', 'cardOrCash'] as const
export type TDepositMethod = (typeof DEPOSIT_METHODS)[number]

/** Crossing a border or taking a ferry: allowed, allowed for a fee, forbidden. */
export const TRAVEL_RULES = ['allowed', 'fee', 'forbidden'] as const
export type TTravelRule = (typeof TRAVEL_RULES)[number]

/** What cancelling after the free deadline costs: the first day's price, a percentage of the total, a fixed amount. */
export const CANCEL_FEE_KINDS = ['firstDay', 'percent', 'fixed'] as const
export type TCancelFeeKind = (typeof CANCEL_FEE_KINDS)[number]

/** The cover a driver may add, each with its own excess (null: the car does not offer it or the supplier did not say). */
export const EXCESS_COVERS = ['none', 'collisionDamageWaiver', 'theftProtection', 'fullInsurance'] as const
export type TExcessCover = (typeof EXCESS_COVERS)[number]
export type TExcess = Record<TExcessCover, number | null>

export const TERMS_LIMITS = {
  releaseDays: 60,
  licenceYears: 10,
  freeCancelHours: 720,
  graceMinutes: 240,
  conditions: 1000,
  depositPercent: { min: 10, max: 90 },
  amount: 100_000_00,
} as const

/** The supplier's terms as kept (on its account) and edited in the console. */
export type TSupplierTerms = {
  depositMethod: TDepositMethod
  /** Days after drop-off until the deposit is released. */
  depositReleaseDays: number
  /** In cents, the driver's liability; null: not stated. */
  excess: TExcess | null
  licenceMinYears: number
  /** An international driving permit for a licence issued outside the EU. */
  permitOutsideEu: boolean
  crossBorder: TTravelRule
  crossBorderFee: number | null
  ferry: TTravelRule
  ferryFee: number | null
  /** Cancelling is free until this many hours before pick-up (on the pick-up place's clock). */
  freeCancelHours: number
  cancelFeeKind: TCancelFeeKind
  /** A percentage (percent), cents (fixed), unused for the first day. */
  cancelFeeValue: number
  /** Minutes a late return is forgiven. */
  lateGraceMinutes: number
  /** Extra conditions in each language the supplier wrote them in. */
  conditions: Partial<Record<TLanguage, string>>
  /** The share of the price a driver may pay online at the checkout, the rest at the desk (core deposit.ts); null: not offered. */
  depositPercent: number | null
}

/** A car's own deposit method and excess, over its supplier's. */
export type TCarTermsOverride = { depositMethod: TDepositMethod | null; excess: TExcess | null }

/**
 * The terms of one car, as the driver reads them before paying and the booking keeps them: the
 * supplier's, with the car's overrides, its deposit, fuel and mileage, and the version read.
 */
export type TKeyTerms = Omit<TSupplierTerms, 'excess'> & {
  version: number
  /** The supplier's own language: where a translation of the conditions is missing, that text is shown, marked. */
  supplierLanguage: TLanguage
  depositCents: number
  excess: TExcess | null
  fuelPolicy: TFuelPolicy
  /** Km a day; null: unlimited. */
  mileageKm: number | null
}

type TCarFacts = TCarTermsOverride & { deposit: number; fuelPolicy: TFuelPolicy; mileage: number }

export function keyTermsOf(supplier: TSupplierTerms & { version: number; language: TLanguage }, car: TCarFacts): TKeyTerms {
  const { language, excess, ...terms } = supplier
  return {
    ...terms,
    supplierLanguage: language,
    depositCents: car.deposit,
    depositMethod: car.depositMethod ?? supplier.depositMethod,
    excess: car.excess ?? excess,
    fuelPolicy: car.fuelPolicy,
    mileageKm: car.mileage === UNLIMITED_MILEAGE ? null : car.mileage,
  }
}

/** The conditions in `language`, else the supplier's own with `translated` false; null when there are none. */
export function conditionsIn(
  terms: Pick<TKeyTerms, 'conditions' | 'supplierLanguage'>,
  language: TLanguage,
): { text: string; language: TLanguage; translated: boolean } | null {
  const own = terms.conditions[language]
  if (own) return { text: own, language, translated: true }
  const from = terms.conditions[terms.supplierLanguage] ? terms.supplierLanguage : LANGUAGES.find((l) => terms.conditions[l])
  const text = from && terms.conditions[from]
  return from && text ? { text, language: from, translated: false } : null
}

type TCancelTerms = Pick<TSupplierTerms, 'freeCancelHours' | 'cancelFeeKind' | 'cancelFeeValue'>

/** The fee of cancelling after the deadline, in cents, never more than the total: the first day is the total over the days, rounded. */
export function cancellationFeeCents(terms: TCancelTerms, rental: { totalCents: number; days: number }): number {
  const fee =
    terms.cancelFeeKind === 'firstDay'
      ? Math.round(rental.totalCents / Math.max(1, rental.days))
      : terms.cancelFeeKind === 'percent'
        ? Math.round((rental.totalCents * terms.cancelFeeValue) / 100)
        : terms.cancelFeeValue
  return Math.min(Math.max(0, fee), rental.totalCents)
}

/**
 * What cancelling at `at` costs under `terms`: nothing up to the deadline (core cancellation.ts,
 * on the pick-up place's clock), the fee after it.
 */
export function cancellationCharge(
  terms: TCancelTerms,
  rental: { pickup: Date; timeZone: string; totalCents: number; days: number },
  at: Date,
): { deadline: Date; feeCents: number } {
  const deadline = cancellationDeadline(rental.pickup, rental.timeZone, terms.freeCancelHours)
  return { deadline, feeCents: freeToCancel(at, deadline) ? 0 : cancellationFeeCents(terms, rental) }
}

/**
 * A booking's cancellation under the terms it keeps: the deadline, and the fee its driver is
 * charged when cancelling after it. A cancel request is read at the moment it was asked (staff may
 * answer it later), so `at` is the request's time where there is one.
 */
export function bookingCancellation(
  terms: TCancelTerms,
  booking: { from: Date; totalPrice: number; days: number },
  timeZone: string,
  at: Date,
): { deadline: Date; feeCents: number; feeAfterCents: number } {
  const rental = { pickup: booking.from, timeZone, totalCents: booking.totalPrice, days: booking.days }
  const { deadline, feeCents } = cancellationCharge(terms, rental, at)
  return { deadline, feeCents, feeAfterCents: cancellationFeeCents(terms, rental) }
}

/** Whether the desk takes the deposit only on a credit card (the search's "no credit card needed" leaves such cars out). */
export const needsCreditCard = (terms: Pick<TKeyTerms, 'depositCents' | 'depositMethod'>): boolean =>
  terms.depositCents > 0 && terms.depositMethod === 'creditCard'

/**
 * Whether cancelling a rental picked up at `pickup` would be free at `now`: its cancellation option
 * is included (core extras.ts: 0 cents), and the deadline of the supplier's policy is still ahead.
 */
export function freeCancellationNow(cancellationCents: number, freeHours: number, pickup: Date, timeZone: string, now: Date): boolean {
  return extraState(cancellationCents) === 'included' && freeToCancel(now, cancellationDeadline(pickup, timeZone, freeHours))
}

/**
 * The most hours of free cancellation a policy may have for cancelling to still be free at `now`
 * (−1: not even 0 hours): the deadline moves earlier as the hours grow, so one comparison per
 * supplier in the search (`free_cancel_hours <= limit`) is the rule itself.
 */
export function freeHoursLimit(pickup: Date, timeZone: string, now: Date): number {
  let low = -1
  let high = TERMS_LIMITS.freeCancelHours
  while (low < high) {
    const middle = Math.ceil((low + high) / 2)
    if (freeToCancel(now, cancellationDeadline(pickup, timeZone, middle))) low = middle
    else high = middle - 1
  }
  return low
}
