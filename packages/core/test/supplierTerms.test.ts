import { describe, expect, it } from 'vitest'
import { ZSupplierTerms } from '../src/schemas/consoleTerms'
import { bookingCancellation, cancellationFeeCents, conditionsIn, keyTermsOf, type TSupplierTerms } from '../src/supplierTerms'

const TERMS: TSupplierTerms = {
  depositMethod: 'creditCard',
  depositReleaseDays: 14,
  excess: { none: 100_000, collisionDamageWaiver: 30_000, theftProtection: null, fullInsurance: 0 },
  licenceMinYears: 1,
  permitOutsideEu: true,
  crossBorder: 'forbidden',
  crossBorderFee: null,
  ferry: 'fee',
  ferryFee: 5_000,
  freeCancelHours: 48,
  cancelFeeKind: 'firstDay',
  cancelFeeValue: 0,
  lateGraceMinutes: 59,
  conditions: { el: 'Κείμενο', fr: 'Texte' },
}

describe('a supplier’s terms', () => {
  it('charges the first day, a percentage or a fixed amount, never more than the total', () => {
    expect(cancellationFeeCents(TERMS, { totalCents: 30_001, days: 3 })).toBe(10_000)
    expect(cancellationFeeCents({ ...TERMS, cancelFeeKind: 'percent', cancelFeeValue: 25 }, { totalCents: 30_002, days: 3 })).toBe(7_501)
    expect(cancellationFeeCents({ ...TERMS, cancelFeeKind: 'fixed', cancelFeeValue: 50_000 }, { totalCents: 30_000, days: 3 })).toBe(30_000)
  })

  it('costs nothing up to the deadline itself and the fee a minute after it', () => {
    const booking = { from: new Date('2027-06-12T07:00:00Z'), totalPrice: 30_000, days: 3 }
    const deadline = new Date('2027-06-10T07:00:00Z') // 10:00 in Athens, two days before
    expect(bookingCancellation(TERMS, booking, 'Europe/Athens', deadline)).toEqual({ deadline, feeCents: 0, feeAfterCents: 10_000 })
    expect(bookingCancellation(TERMS, booking, 'Europe/Athens', new Date(deadline.getTime() + 60_000)).feeCents).toBe(10_000)
  })

  it('takes the car’s own deposit method and excess over the supplier’s, and reads unlimited mileage as null', () => {
    const supplier = { ...TERMS, version: 3, language: 'el' as const }
    const car = { deposit: 40_000, depositMethod: null, excess: null, fuelPolicy: 'likeForlike' as const, mileage: -1 }
    expect(keyTermsOf(supplier, car)).toMatchObject({
      version: 3,
      depositCents: 40_000,
      depositMethod: 'creditCard',
      excess: TERMS.excess,
      mileageKm: null,
    })
    const own = { none: 50_000, collisionDamageWaiver: null, theftProtection: null, fullInsurance: null }
    expect(keyTermsOf(supplier, { ...car, depositMethod: 'cardOrCash', excess: own, mileage: 250 })).toMatchObject({
      depositMethod: 'cardOrCash',
      excess: own,
      mileageKm: 250,
    })
  })

  it('shows the conditions in the reader’s language, else the supplier’s own marked untranslated', () => {
    const terms = { conditions: TERMS.conditions, supplierLanguage: 'el' as const }
    expect(conditionsIn(terms, 'fr')).toEqual({ text: 'Texte', language: 'fr', translated: true })
    expect(conditionsIn(terms, 'en')).toEqual({ text: 'Κείμενο', language: 'el', translated: false })
    expect(conditionsIn({ conditions: { fr: 'Texte' }, supplierLanguage: 'el' }, 'he')).toEqual({ text: 'Texte', language: 'fr', translated: false })
    expect(conditionsIn({ conditions: {}, supplierLanguage: 'el' }, 'he')).toBeNull()
  })

  it('asks for a fee exactly where the rule needs one and drops the fees it does not', () => {
    const body = { ...TERMS, crossBorder: 'forbidden', crossBorderFee: 9_000, cancelFeeKind: 'firstDay', cancelFeeValue: 7 }
    expect(ZSupplierTerms.parse(body)).toMatchObject({ crossBorderFee: null, ferryFee: 5_000, cancelFeeValue: 0 })
    const paths = (over: object) => ZSupplierTerms.safeParse({ ...TERMS, ...over }).error?.issues.map((i) => i.path.join('.'))
    expect(paths({ ferryFee: null })).toEqual(['ferryFee'])
    expect(paths({ cancelFeeKind: 'percent', cancelFeeValue: 101 })).toEqual(['cancelFeeValue'])
    expect(paths({ cancelFeeKind: 'fixed', cancelFeeValue: 0 })).toEqual(['cancelFeeValue'])
    expect(paths({ conditions: { en: 'x'.repeat(1001) } })).toEqual(['conditions.en'])
  })
})

describe('the key terms’ schema', () => {
  it('lists every deposit method, travel rule and fee kind of the rules', async () => {
    const { ZKeyTerms } = await import('../src/schemas/search')
    const { CANCEL_FEE_KINDS, DEPOSIT_METHODS, TRAVEL_RULES } = await import('../src/supplierTerms')
    expect(ZKeyTerms.shape.depositMethod.options).toEqual([...DEPOSIT_METHODS])
    expect(ZKeyTerms.shape.crossBorder.options).toEqual([...TRAVEL_RULES])
    expect(ZKeyTerms.shape.ferry.options).toEqual([...TRAVEL_RULES])
    expect(ZKeyTerms.shape.cancelFeeKind.options).toEqual([...CANCEL_FEE_KINDS])
  })
})
