import { useMemo } from 'react'
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
 * The same few texts come back on every card ("5 seats", "Manual", "Deposit: 200 €"): each is
 * translated once per language and remembered, here and on the server, where a results page
 * asked the translator for them some three hundred times. Bounded: cleared past a few thousand. One map
 * per language, so that a text without values is found by its key alone (a literal, its hash
 * kept), not by a key made again for each of a page's three hundred texts (record 0153).
 */
const rememberedIn = new Map<TLanguage, Map<string, string>>()
const REMEMBER_AT_MOST = 5_000

/**
 * Read once by a list of cars and handed to each card: a translation hook per card (and per
 * part of it) cost the results page more than its markup, on the server and when hydrating.
 */
export function useCarText(): TCarText {
  const { t, i18n } = useTranslation('search')
  const { currency, minimumAge } = useSettings()
  const { rate } = useDisplayCurrency()
  const language = i18n.language as TLanguage
  return useMemo(() => {
    const texts = rememberedIn.get(language) ?? new Map<string, string>()
    rememberedIn.set(language, texts)
    const translate: TCarTranslate = (key, values) => {
      let id = key
      // The values are flat (a count, a price; the type says so): their names and texts make the rest of the key.
      if (values) for (const name in values) id += `\u0001${name}\u0002${values[name]}`
      let text = texts.get(id)
      if (text === undefined) {
        if (texts.size >= REMEMBER_AT_MOST) texts.clear()
        text = t(key, values)
        texts.set(id, text)
      }
      return text
    }
    return { t: translate, language, price: shownPrice(currency, rate, language), minimumAge }
  }, [t, language, currency, rate, minimumAge])
}
