import { useTranslation } from 'react-i18next'
import { formatPrice } from '@wheelbase/core/money'
import type { TLanguage } from '@wheelbase/core/languages'
import { useSettings } from './settings'

/** Formats cents in the configured currency the way spec section 9 pins for the UI language. */
export function usePrice(): (cents: number) => string {
  const { i18n } = useTranslation()
  const { currency } = useSettings()
  return (cents) => formatPrice(cents, currency, i18n.language as TLanguage)
}
