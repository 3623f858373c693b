import { keyFacts, type TFact, type TFactRental } from '@wheelbase/core/keyFacts'
import type { TLanguage } from '@wheelbase/core/languages'
import { formatPrice } from '@wheelbase/core/money'
import type { TKeyTerms } from '@wheelbase/core/supplierTerms'
import { fillText, textAt, type TTextTree } from '@wheelbase/core/translate'
import el from '@wheelbase/core/messages/keyFacts/el.json'
import en from '@wheelbase/core/messages/keyFacts/en.json'
import fr from '@wheelbase/core/messages/keyFacts/fr.json'
import he from '@wheelbase/core/messages/keyFacts/he.json'
import zh from '@wheelbase/core/messages/keyFacts/zh.json'
import type { TBookingSummary } from '../data/bookingSummary'
import { locationName } from '../data/locations'

const TEXTS: Record<TLanguage, TTextTree> = { en, fr, el, he, zh }

/** The key facts' texts as the browser reads them (the same files and rules: core translate.ts). */
export function keyFactsTranslator(language: TLanguage): (key: string, values?: Record<string, string | number>) => string {
  return (key, values = {}) => {
    const text = textAt(TEXTS[language], key, language, typeof values.count === 'number' ? { count: values.count } : {})
    return typeof text === 'string' ? fillText(text, values) : key
  }
}

/** A booking's key facts in a reader's language, as its mail and its voucher write them. */
export function bookingKeyFacts(terms: TKeyTerms, rental: TFactRental, language: TLanguage, currency: string): { title: string; facts: TFact[] } {
  const t = keyFactsTranslator(language)
  return { title: t('title'), facts: keyFacts(terms, rental, { t, price: (cents) => formatPrice(cents, currency, language), language }) }
}

/** A booking's key facts as a mail's paragraphs: the title, then each fact on one line ("Deposit: 300 €, … · Released …"). */
export function keyFactParagraphs(summary: TBookingSummary, language: TLanguage): string[] {
  const { booking } = summary
  if (!booking.terms) return []
  const { title, facts } = bookingKeyFacts(booking.terms, bookingRental(summary, language), language, booking.priceSnapshot.currency)
  return [title, ...facts.map((fact) => `${fact.label}: ${fact.lines.map((line) => line.text).join(fact.list ? '; ' : ' · ')}`)]
}

/**
 * The rental a booking's key facts are read for: its pick-up on that place's clock, and the
 * cancellation it has (included or bought: 0; else none). A mail or a voucher states the deadline
 * whenever it is read ("until", never "ended"): its "now" is the epoch.
 */
export function bookingRental(summary: TBookingSummary, language: TLanguage): TFactRental {
  const { booking, pickup } = summary
  return {
    pickup: { at: booking.from, timeZone: pickup.timeZone, place: locationName(pickup, language) },
    cancellation: booking.cancellation ? 0 : -1,
    now: new Date(0),
  }
}
