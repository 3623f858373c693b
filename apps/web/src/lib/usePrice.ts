import { useTranslation } from '../i18n/useTranslation'
import { formatPrice } from '@wheelbase/core/money'
import { convertCents } from '@wheelbase/core/money'
import type { TDisplayRate } from '@wheelbase/core/currencies'
import type { TLanguage } from '@wheelbase/core/languages'
import { useSettings } from './settings'
import { useDisplayCurrency } from './displayCurrency'

/** Formats cents in the configured currency the way spec section 9 pins for the UI language: what is charged. */
export function usePrice(): (cents: number) => string {
  const { i18n } = useTranslation()
  const { currency } = useSettings()
  return (cents) => formatPrice(cents, currency, i18n.language as TLanguage)
}

/** Cents of the marketplace's currency as shown: in the driver's currency while its rate is fresh (an estimate), else as charged. */
export const shownPrice = (currency: string, rate: TDisplayRate | null, language: TLanguage) => (cents: number) =>
  rate ? formatPrice(convertCents(cents, rate.micros), rate.currency, language) : formatPrice(cents, currency, language)

/** A price as a shopper reads it (cards, options, the quote): see shownPrice. */
export function useShownPrice(): (cents: number) => string {
  const { i18n } = useTranslation()
  const { currency } = useSettings()
  const { rate } = useDisplayCurrency()
  return shownPrice(currency, rate, i18n.language as TLanguage)
}
