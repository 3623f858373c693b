import { useTranslation } from '../../i18n/useTranslation'
import type { TReview } from '@wheelbase/core/schemas/reviews'
import { formatDate } from '../../lib/intl'
import { Card } from '../ui/Card'

/** One verified review as the public sees it: score, author and date, the comment in its own language, and the supplier's reply. */
export function PublicReview({ review, supplier }: { review: TReview; supplier: string }) {
  const { t, i18n } = useTranslation(['suppliers', 'search'])
  const date = (iso: string) => formatDate(i18n.language, { dateStyle: 'medium' }, new Date(iso))
  return (
    <Card
      as="article"
      aria-label={t('supplierPage.reviewBy', { author: review.author ?? t('common:formerDriver') })}
      className="flex flex-col gap-3 p-5"
    >
      <div className="flex flex-wrap items-center gap-3">
        <span aria-hidden className="rounded-md bg-primary px-2 py-1 font-bold text-white tabular-nums">
          {review.score}
        </span>
        <span className="sr-only">{t('supplierPage.scored', { score: review.score })}</span>
        <bdi className="font-semibold">{review.author ?? t('common:formerDriver')}</bdi>
        <span className="text-sm text-muted">{date(review.createdAt)}</span>
      </div>
      {review.comment && (
        <p lang={review.language} dir="auto" className="whitespace-pre-line break-words">
          {review.comment}
        </p>
      )}
      {review.reply && (
        <div className="rounded-lg bg-focused p-3">
          <p className="text-sm font-semibold">{t('supplierPage.reply', { supplier })}</p>
          <p dir="auto" className="whitespace-pre-line break-words">
            {review.reply.text}
          </p>
        </div>
      )}
      {review.hidden && (
        <p role="note" className="rounded-lg bg-red-50 p-3 text-sm font-semibold text-red-800">
          {t('supplierPage.hidden', { reason: review.hidden.reason })}
        </p>
      )}
    </Card>
  )
}
