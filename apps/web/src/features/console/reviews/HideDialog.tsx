import { useTranslation } from '../../../i18n/useTranslation'
import { HIDE_REASON_MAX } from '@wheelbase/core/reviews'
import type { TReview } from '@wheelbase/core/schemas/reviews'
import { fieldErrorText } from '../../../components/form/fieldError'
import { TextArea } from '../../../components/form/TextArea'
import { Button } from '../../../components/ui/Button'
import { ModalDialog } from '../../../components/ui/ModalDialog'
import { schemaErrors } from '../../../lib/form/schemaErrors'
import { useLightForm } from '../../../lib/form/useLightForm'
import { useSettings } from '../../../lib/settings'
import { toast } from '../../../lib/toast'
import { useHideReview } from './api'

type THideForm = { reason: string }

async function validate(values: THideForm) {
  const { ZHideBody } = await import('@wheelbase/core/schemas/reviews')
  return schemaErrors(ZHideBody.safeParse(values))
}

/**
 * An admin's question before hiding a review, with the reason its author and supplier will read:
 * the browser's modal dialog (ModalDialog: focus kept inside, Escape cancels), open while mounted.
 * `onClose(true)` once the review is hidden.
 */
export function HideDialog({ review, onClose }: { review: TReview; onClose: (hidden: boolean) => void }) {
  const { t } = useTranslation(['console', 'messages'])
  const settings = useSettings()
  const hide = useHideReview()
  const form = useLightForm<THideForm>({ reason: '' }, validate)
  const label = t('reviews.hideReason')
  const error = fieldErrorText(t, form.errors.reason, () => label, settings.minimumAge)
  const onSubmit = form.handleSubmit(async (values) => {
    await hide.mutateAsync({ params: { id: review._id }, body: values })
    toast.success(t('reviews.hidden', { author: review.author ?? t('common:formerDriver') }))
    onClose(true)
  })
  return (
    <ModalDialog open wide title={t('reviews.hideTitle')} text={t('reviews.hideText')} onCancel={() => onClose(false)}>
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="mt-4 flex flex-col gap-4">
        <TextArea label={label} required rows={3} maxLength={HIDE_REASON_MAX} error={error} {...form.field('reason')} />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => onClose(false)}>
            {t('reviews.cancel')}
          </Button>
          <Button type="submit" variant="danger" busy={form.submitting}>
            {t('reviews.hideConfirm')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  )
}
