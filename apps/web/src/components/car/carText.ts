import { useMemo } from 'react'
import { remembering } from '../../i18n/translator'
import { useTranslation } from '../../i18n/useTranslation'
import type { TLanguage } from '@wheelbase/core/languages'
import { useSettings } from '../../lib/settings'
import { useDisplayCurrency } from '../../lib/displayCurrency'
import { shownPrice } from '../../lib/usePrice'

/** A translation of the search namespace, with its values (count, price, …). */
export type TCarTranslate = (key: string, values?: Record<string, string | number>) => string

/** What a car's texts are written with: the search namespace, prices (as shown: lib/usePrice.ts), the usual minimum age. */
export type TCarText = { t: TCarTranslate; language: TLanguage; price: (cents: number) => string; minimumAge: number }

/**
 * Read once by a list of cars and handed to each card: a translation hook per card (and per
 * part of it) cost the results page more than its markup, on the server and when hydrating.
 */
export function useCarText(): TCarText {
  const { t, i18n } = useTranslation('search')
  const { currency, minimumAge } = useSettings()
  const { rate } = useDisplayCurrency()
  const language = i18n.language as TLanguage
  // The same few texts come back on every card ("5 seats", "Manual", "Deposit: 200 €"): each is
  // translated once per language and remembered (i18n/translator.ts), as on the server.
  return useMemo(
    () => ({ t: remembering(t) as TCarTranslate, language, price: shownPrice(currency, rate, language), minimumAge }),
    [t, language, currency, rate, minimumAge],
  )
}
