import { EyeOff, MessageSquareReply } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '../../../i18n/useTranslation'
import { LANGUAGE_NAMES } from '@wheelbase/core/languages'
import { SUB_SCORES } from '@wheelbase/core/reviews'
import type { TReview } from '@wheelbase/core/schemas/reviews'
import { Button } from '../../../components/ui/Button'
import { formatDate } from '../../../lib/intl'
import { HideDialog } from './HideDialog'
import { ReplyForm } from './ReplyForm'
import { Card } from '../../../components/ui/Card'

const When = ({ iso, language }: { iso: string; language: string }) => (
  <time dateTime={iso}>{formatDate(language, { dateStyle: 'medium' }, new Date(iso))}</time>
)

/**
 * One review as its supplier and admins see it: author, date, language, the scores, the comment,
 * the reply, and whether it is hidden and why (in words, not by colour). The supplier replies or
 * edits its reply in place; an admin hides it with a reason.
 */
export function ReviewRow({ review, role }: { review: TReview; role: 'supplier' | 'admin' }) {
  const { t, i18n } = useTranslation('console')
  const [open, setOpen] = useState<'reply' | 'hide' | null>(null)
  const opener = useRef<HTMLButtonElement>(null)
  const hiddenNote = useRef<HTMLParagraphElement>(null)
  // Where focus goes once the form or the dialog closes: back to its button, or to the note of a review just hidden.
  const returnTo = useRef<'opener' | 'hidden' | null>(null)
  useEffect(() => {
    if (open || !returnTo.current) return
    // Hidden, but the list asked again has not come back yet: its note takes focus when it does
    // (focus sent to the Hide button meanwhile was lost when the button went with the answer).
    if (returnTo.current === 'hidden' && !hiddenNote.current) return
    const target = returnTo.current === 'hidden' ? hiddenNote.current : opener.current
    target?.focus()
    returnTo.current = null
  }, [open, review.hidden])
  const close = (to: 'opener' | 'hidden') => {
    returnTo.current = to
    setOpen(null)
  }
  const titleId = `review-${review._id}`
  return (
    <li>
      <Card as="article" aria-labelledby={titleId} className="flex flex-col gap-3 p-5">
        <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <h2 id={titleId} className="text-lg font-bold">
            {review.author ?? t('common:formerDriver')}
          </h2>
          <p className="text-sm text-muted">
            <When iso={review.createdAt} language={i18n.language} />
            {' · '}
            <span lang={review.language}>{LANGUAGE_NAMES[review.language]}</span>
          </p>
          {review.hidden && (
            <span className="inline-flex items-center gap-1 rounded-full border border-red-700 px-2 text-sm font-semibold text-red-800">
              <EyeOff aria-hidden className="size-4" />
              {t('reviews.hiddenBadge')}
            </span>
          )}
        </header>
        <p className="text-2xl font-bold tabular-nums">
          <span className="sr-only">{t('reviews.scores.score')}: </span>
          {t('reviews.outOf', { score: review.score })}
        </p>
        <dl className="grid grid-cols-[auto_auto] justify-start gap-x-4 gap-y-1 text-sm">
          {SUB_SCORES.map((name) => (
            <div key={name} className="contents">
              <dt className="text-muted">{t(`reviews.scores.${name}`)}</dt>
              <dd className="font-semibold tabular-nums">{t('reviews.outOf', { score: review[name] })}</dd>
            </div>
          ))}
        </dl>
        {review.comment ? (
          <blockquote lang={review.language} className="whitespace-pre-line border-s-4 border-line ps-3">
            {review.comment}
          </blockquote>
        ) : (
          <p className="text-sm text-muted">{t('reviews.noComment')}</p>
        )}
        {review.hidden && (
          <p ref={hiddenNote} tabIndex={-1} role="note" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            <span className="font-semibold">{t('reviews.hiddenOn')} </span>
            <When iso={review.hidden.at} language={i18n.language} />
            {'. '}
            <span className="font-semibold">{t('reviews.hiddenReason')} </span>
            {review.hidden.reason}
          </p>
        )}
        {review.reply && open !== 'reply' && (
          <div className="rounded-lg bg-focused p-3">
            <p className="text-sm font-semibold">
              {t(role === 'supplier' ? 'reviews.yourReply' : 'reviews.supplierReply')} · <When iso={review.reply.at} language={i18n.language} />
            </p>
            <p className="whitespace-pre-line">{review.reply.text}</p>
          </div>
        )}
        {open === 'reply' && <ReplyForm review={review} onClose={() => close('opener')} />}
        {role === 'supplier' && open !== 'reply' && (
          <Button ref={opener} type="button" variant="secondary" className="self-start" aria-describedby={titleId} onClick={() => setOpen('reply')}>
            <MessageSquareReply aria-hidden className="size-5" />
            {t(review.reply ? 'reviews.editReply' : 'reviews.reply')}
          </Button>
        )}
        {role === 'admin' && !review.hidden && (
          <Button
            ref={opener}
            type="button"
            variant="dangerOutline"
            className="self-start"
            aria-describedby={titleId}
            onClick={() => setOpen('hide')}
          >
            <EyeOff aria-hidden className="size-5" />
            {t('reviews.hide')}
          </Button>
        )}
        {open === 'hide' && <HideDialog review={review} onClose={(hidden) => close(hidden ? 'hidden' : 'opener')} />}
      </Card>
    </li>
  )
}
