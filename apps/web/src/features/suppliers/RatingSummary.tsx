import { useTranslation } from '../../i18n/useTranslation'
import { SCORE_MAX, SUB_SCORES } from '@wheelbase/core/reviews'
import type { TLanguage } from '@wheelbase/core/languages'
import type { TRating } from '@wheelbase/core/schemas/reviews'
import { formatScore } from '../../components/car/SupplierRating'
import { Card } from '../../components/ui/Card'

/**
 * The averages: the overall score large, each of the four beside a bar. The bars only draw what the
 * numbers say (hidden from assistive technology); "New" stands in until there are three reviews.
 */
export function RatingSummary({ rating }: { rating: TRating }) {
  const { t, i18n } = useTranslation(['suppliers', 'search'])
  const language = i18n.language as TLanguage
  const rated = rating.score !== null && rating.count >= 3
  return (
    <Card as="section" aria-labelledby="supplier-rating" className="grid gap-6 p-5 desk:grid-cols-[auto_1fr]">
      <div className="flex flex-col gap-2">
        <h2 id="supplier-rating" className="text-xl font-bold">
          {t('supplierPage.rating')}
        </h2>
        {rated && rating.score !== null ? (
          <p className="flex items-center gap-3">
            <span className="rounded-lg bg-primary px-3 py-2 text-3xl font-bold text-white tabular-nums">{formatScore(rating.score, language)}</span>
            <span>
              <span className="block font-semibold">{t('supplierPage.outOf', { max: SCORE_MAX })}</span>
              <span className="block text-sm text-muted">{t('supplierPage.basedOn', { count: rating.count })}</span>
            </span>
          </p>
        ) : (
          <p>
            <span className="me-2 rounded-md border border-primary px-1.5 text-sm font-bold">{t('search:card.new')}</span>
            {t('supplierPage.newSupplier')}
          </p>
        )}
        <p className="max-w-xs text-sm text-muted">{t('supplierPage.verified')}</p>
      </div>
      {rated && (
        <dl className="grid grid-cols-[minmax(0,auto)_minmax(4rem,1fr)_auto] items-center gap-x-3 gap-y-3 self-center">
          {SUB_SCORES.map((name) => {
            const value = rating[name] ?? 0
            return (
              <div key={name} className="contents">
                <dt className="text-sm">{t(`supplierPage.scores.${name}`)}</dt>
                <dd aria-hidden className="h-2 overflow-hidden rounded-full bg-focused">
                  <span className="block h-full rounded-full bg-primary" style={{ width: `${(value / SCORE_MAX) * 100}%` }} />
                </dd>
                <dd className="text-sm font-semibold tabular-nums">{formatScore(value, language)}</dd>
              </div>
            )
          })}
        </dl>
      )}
    </Card>
  )
}
