import { useTranslation } from '../../../i18n/useTranslation'
import { SUB_SCORES } from '@wheelbase/core/reviews'
import type { TReview } from '@wheelbase/core/schemas/reviews'
import { formatDate } from '../../../lib/intl'

/** A review as its author, its supplier and admins see it on the booking: scores, comment, reply, and why it was hidden. */
export function ReviewCard({ review, supplier }: { review: TReview; supplier: string }) {
  const { t, i18n } = useTranslation('bookings')
  return (
    <section aria-labelledby="review-title" className="flex flex-col gap-3 rounded-xl border border-line p-4">
      <h3 id="review-title" className="text-lg font-bold">
        {t('review.yours')}
      </h3>
      <p className="text-2xl font-bold tabular-nums">{t('review.outOf', { score: review.score })}</p>
      <dl className="grid grid-cols-[auto_auto] justify-start gap-x-4 gap-y-1 text-sm">
        {SUB_SCORES.map((name) => (
          <div key={name} className="contents">
            <dt className="text-muted">{t(`review.${name}`)}</dt>
            <dd className="font-semibold tabular-nums">{t('review.outOf', { score: review[name] })}</dd>
          </div>
        ))}
      </dl>
      {review.comment && (
        <blockquote lang={review.language} className="whitespace-pre-line border-s-4 border-line ps-3">
          {review.comment}
        </blockquote>
      )}
      <p className="text-xs text-muted">
        {review.author ?? t('common:formerDriver')} · {formatDate(i18n.language, { dateStyle: 'medium' }, new Date(review.createdAt))}
      </p>
      {review.reply && (
        <div className="rounded-lg bg-focused p-3">
          <p className="text-sm font-semibold">{t('review.reply', { supplier })}</p>
          <p className="whitespace-pre-line">{review.reply.text}</p>
        </div>
      )}
      {review.hidden && (
        <p role="note" className="rounded-lg bg-red-50 p-3 text-sm font-semibold text-red-800">
          {t('review.hidden', { reason: review.hidden.reason })}
        </p>
      )}
    </section>
  )
}
