import type { TFunction } from 'i18next'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { formatPrice } from '@wheelbase/core/money'
import type { TLanguage } from '@wheelbase/core/languages'
import { useSettings } from '../../lib/settings'

/** What a car's texts are written with: the search namespace, prices, the usual minimum age. */
export type TCarText = { t: TFunction<'search'>; language: TLanguage; price: (cents: number) => string; minimumAge: number }

/**
 * Read once by a list of cars and handed to each card: a translation hook per card (and per
 * part of it) cost the results page more than its markup, on the server and when hydrating.
 */
export function useCarText(): TCarText {
  const { t, i18n } = useTranslation('search')
  const { currency, minimumAge } = useSettings()
  const language = i18n.language as TLanguage
  return useMemo(
    () => ({ t, language, price: (cents: number) => formatPrice(cents, currency, language), minimumAge }),
    [t, language, currency, minimumAge],
  )
}
