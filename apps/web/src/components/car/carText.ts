import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { formatPrice } from '@wheelbase/core/money'
import type { TLanguage } from '@wheelbase/core/languages'
import { useSettings } from '../../lib/settings'
import { textKey } from '../../i18n/textKey'

/** A translation of the search namespace, with its values (count, price, …). */
export type TCarTranslate = (key: string, values?: Record<string, string | number>) => string

/** What a car's texts are written with: the search namespace, prices, the usual minimum age. */
export type TCarText = { t: TCarTranslate; language: TLanguage; price: (cents: number) => string; minimumAge: number }

/**
 * The same few texts come back on every card ("5 seats", "Manual", "Deposit: 200 €"): each is
 * translated once per language and remembered, here and on the server, where a results page
 * asked i18next for them some three hundred times. Bounded: cleared past a few thousand.
 */
const remembered = new Map<string, string>()
const REMEMBER_AT_MOST = 5_000

/**
 * Read once by a list of cars and handed to each card: a translation hook per card (and per
 * part of it) cost the results page more than its markup, on the server and when hydrating.
 */
export function useCarText(): TCarText {
  const { t, i18n } = useTranslation('search')
  const { currency, minimumAge } = useSettings()
  const language = i18n.language as TLanguage
  return useMemo(() => {
    const translate: TCarTranslate = (key, values) => {
      const flat = textKey(key, values)
      if (flat === null) return t(key, values)
      const id = `${language} ${flat}`
      let text = remembered.get(id)
      if (text === undefined) {
        if (remembered.size >= REMEMBER_AT_MOST) remembered.clear()
        text = t(key, values)
        remembered.set(id, text)
      }
      return text
    }
    return { t: translate, language, price: (cents: number) => formatPrice(cents, currency, language), minimumAge }
  }, [t, language, currency, minimumAge])
}
