import type { TLanguage } from '@wheelbase/core/languages'
import type { TRate } from '@wheelbase/core/rates'
import { chargeName, fill, TEXTS } from '../../../mail/templates'
import type { TExtra } from '@wheelbase/core/extras'
import type { TFeeKind } from '@wheelbase/core/fees'
import el from './locales/el.json'
import en from './locales/en.json'
import fr from './locales/fr.json'
import he from './locales/he.json'
import zh from './locales/zh.json'

/**
 * The voucher's own labels. What the mails already say (option names, the footer) comes from the
 * mail texts, so a translation is fixed in one place.
 */
export type TVoucherTexts = typeof en
export const VOUCHER_TEXTS: Record<TLanguage, TVoucherTexts> = { en, fr, el, he, zh }

export type TVoucherLabels = TVoucherTexts & {
  extras: (typeof TEXTS)[TLanguage]['extras']
  /** An option's or a fee's name on a price line (the mails' texts). */
  charge: (kind: TExtra | TFeeKind) => string
  footer: string
  /** "Rental, 3 days" with the plural form of the language (i18next-style _one / _other keys), and its rate unless daily. */
  rental: (days: number, rate?: TRate) => string
}

export function voucherTexts(language: TLanguage): TVoucherLabels {
  const texts = VOUCHER_TEXTS[language]
  const plural = new Intl.PluralRules(language)
  return {
    ...texts,
    extras: TEXTS[language].extras,
    charge: (kind) => chargeName(TEXTS[language], kind),
    footer: TEXTS[language].footer,
    rental: (days, rate) => {
      const one = plural.select(days) === 'one'
      if (!rate || rate === 'daily') return fill(one ? texts.price.rental_one : texts.price.rental_other, { days: String(days) })
      return fill(one ? texts.price.rentalAt_one : texts.price.rentalAt_other, { days: String(days), rate: TEXTS[language].rates[rate] })
    },
  }
}
