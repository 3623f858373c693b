import type { TSupplierRating } from '@wheelbase/core/schemas/search'
import type { TLanguage } from '@wheelbase/core/languages'
import type { TCarText } from './carText'
import { formatNumber } from '../../lib/intl'

/** A score as the language writes one decimal (8.7, 8,7). */
export const formatScore = (score: number, language: TLanguage): string =>
  formatNumber(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }, score)

/**
 * A supplier's standing where a driver chooses: its average out of 10 in a dark box and the
 * number of reviews, or "New" below three reviews. The box's number is read out with its scale.
 */
export function SupplierRating({ rating, text: { t, language } }: { rating: TSupplierRating; text: Pick<TCarText, 't' | 'language'> }) {
  if (rating.score === null)
    return (
      <p className="rating">
        <span className="rounded-md border border-primary px-1.5 text-xs font-bold">{t('card.new')}</span>
        <span className="sr-only">{t('card.newHint')}</span>
      </p>
    )
  const score = formatScore(rating.score, language)
  return (
    <p className="rating">
      <span aria-hidden className="score">
        {score}
      </span>
      <span className="sr-only">{t('card.ratingOutOf', { score })}</span>
      <span>{t('card.reviews', { count: rating.count })}</span>
    </p>
  )
}
