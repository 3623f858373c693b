import { useEffect } from 'react'
import { useTranslation } from '../../../i18n/useTranslation'
import { REPLY_MAX } from '@wheelbase/core/reviews'
import type { TReview } from '@wheelbase/core/schemas/reviews'
import { fieldErrorText } from '../../../components/form/fieldError'
import { TextArea } from '../../../components/form/TextArea'
import { Button } from '../../../components/ui/Button'
import { schemaErrors } from '../../../lib/form/schemaErrors'
import { useLightForm } from '../../../lib/form/useLightForm'
import { useSettings } from '../../../lib/settings'
import { toast } from '../../../lib/toast'
import { useReplyToReview } from './api'

type TReplyForm = { text: string }

// Core's own rule of a reply (no contact details, at most REPLY_MAX characters), loaded with the form.
async function validate(values: TReplyForm) {
  const { ZReplyBody } = await import('@wheelbase/core/schemas/reviews')
  return schemaErrors(ZReplyBody.safeParse(values))
}

/** The supplier's one reply to a review, written or changed in place; the server's refusal shows at the field. */
export function ReplyForm({ review, onClose }: { review: TReview; onClose: () => void }) {
  const { t } = useTranslation(['console', 'messages'])
  const settings = useSettings()
  const reply = useReplyToReview()
  const form = useLightForm<TReplyForm>({ text: review.reply?.text ?? '' }, validate)
  const id = `reply-${review._id}`
  useEffect(() => document.getElementById(id)?.focus(), [id])
  const label = t('reviews.replyLabel')
  const error = fieldErrorText(t, form.errors.text, () => label, settings.minimumAge)
  const onSubmit = form.handleSubmit(async (values) => {
    await reply.mutateAsync({ params: { id: review._id }, body: values })
    toast.success(t('reviews.replySaved'))
    onClose()
  })
  return (
    <form noValidate aria-label={label} onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-3">
      <TextArea id={id} label={label} required maxLength={REPLY_MAX} error={error} {...form.field('text')} />
      <p className="text-sm text-muted">{t('reviews.characters', { count: form.values.text.length, max: REPLY_MAX })}</p>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={form.submitting}>
          {t(review.reply ? 'reviews.saveReply' : 'reviews.sendReply')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('reviews.cancel')}
        </Button>
      </div>
    </form>
  )
}
