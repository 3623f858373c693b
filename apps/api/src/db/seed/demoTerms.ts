import type { TSupplierTerms } from '@wheelbase/core/supplierTerms'

/** The demo suppliers' terms at the desk (record 0129): what a driver reads in the key facts. */
const BASE: TSupplierTerms = {
  depositMethod: 'creditCard',
  depositReleaseDays: 14,
  excess: { none: 120_000, collisionDamageWaiver: 40_000, theftProtection: 60_000, fullInsurance: 0 },
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
  conditions: {},
  depositPercent: null,
}

const BY_SUPPLIER: Record<string, Partial<TSupplierTerms>> = {
  'aegean-wheels': {
    depositMethod: 'creditOrDebit',
    depositPercent: 20,
    depositReleaseDays: 10,
    excess: { none: 90_000, collisionDamageWaiver: 30_000, theftProtection: 45_000, fullInsurance: 0 },
    conditions: {
      en: 'Bring the credit or debit card used to book, in the main driver’s name. Snow chains on request in winter.',
      el: 'Φέρτε την πιστωτική ή χρεωστική κάρτα της κράτησης, στο όνομα του κύριου οδηγού. Αλυσίδες χιονιού κατόπιν αιτήματος τον χειμώνα.',
    },
  },
  'olympus-rent': {
    licenceMinYears: 2,
    freeCancelHours: 24,
    cancelFeeKind: 'percent',
    cancelFeeValue: 20,
    ferry: 'forbidden',
    ferryFee: null,
    excess: { none: 150_000, collisionDamageWaiver: 50_000, theftProtection: null, fullInsurance: 0 },
  },
  'cyclades-drive': {
    depositMethod: 'cardOrCash',
    ferry: 'allowed',
    ferryFee: null,
    freeCancelHours: 72,
    lateGraceMinutes: 120,
    conditions: { en: 'Island hopping welcome: tell us your ferry dates and we keep a spare key at the port office.' },
  },
  'minoan-motors': { crossBorder: 'fee', crossBorderFee: 15_000, cancelFeeKind: 'fixed', cancelFeeValue: 5_000 },
}

export function demoTermsOf(key: string): TSupplierTerms {
  return { ...BASE, ...BY_SUPPLIER[key] }
}
