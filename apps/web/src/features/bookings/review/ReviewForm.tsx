import { useTranslation } from '../../../i18n/useTranslation'
import { COMMENT_MAX, hasContactDetails, SUB_SCORES } from '@wheelbase/core/reviews'
import { toLanguage } from '@wheelbase/core/languages'
import type { TReview, TReviewBody } from '@wheelbase/core/schemas/reviews'
import { fieldErrorText } from '../../../components/form/fieldError'
import { SubmitButton } from '../../../components/form/SubmitButton'
import { TextArea } from '../../../components/form/TextArea'
import { useLightForm, type TFormErrors } from '../../../lib/form/useLightForm'
import { useSettings } from '../../../lib/settings'
import { toast } from '../../../lib/toast'
import { ScoreField } from './ScoreField'

const SCORES = ['score', ...SUB_SCORES] as const
type TReviewForm = Record<(typeof SCORES)[number], number> & { comment: string }
const empty: TReviewForm = { score: 0, carCondition: 0, cleanliness: 0, pickupReturn: 0, value: 0, comment: '' }

/** The server's rules, checked first here: every score chosen, a comment of at most 1,000 characters without contact details. */
function check(values: TReviewForm): TFormErrors {
  const errors: TFormErrors = {}
  for (const name of SCORES) if (!values[name]) errors[name] = 'validation.fillField'
  if (values.comment.length > COMMENT_MAX) errors.comment = 'validation.tooLong'
  else if (hasContactDetails(values.comment)) errors.comment = 'validation.contactDetails'
  return errors
}

/**
 * "Rate your rental": the overall score and the four others from 1 to 10, and an optional
 * comment, in the language the driver writes in (the page's). Sent once; the page then shows it.
 */
export function ReviewForm({ send }: { send: (body: TReviewBody) => Promise<TReview> }) {
  const { t, i18n } = useTranslation(['bookings', 'messages'])
  const settings = useSettings()
  const form = useLightForm(empty, check)
  const label = (name: (typeof SCORES)[number] | 'comment') => t(`review.${name}`)
  const error = (name: (typeof SCORES)[number] | 'comment') => fieldErrorText(t, form.errors[name], () => label(name), settings.minimumAge)
  const onSubmit = form.handleSubmit(async ({ comment, ...scores }) => {
    await send({ ...scores, ...(comment.trim() ? { comment: comment.trim() } : {}), language: toLanguage(i18n.language) ?? 'en' })
    toast.success(t('review.sent'))
  })
  return (
    <form
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-labelledby="review-title"
      className="flex flex-col gap-5 rounded-xl border border-line p-4"
    >
      <div>
        <h3 id="review-title" className="text-lg font-bold">
          {t('review.title')}
        </h3>
        <p className="text-sm text-muted">{t('review.lead')}</p>
      </div>
      {SCORES.map((name) => (
        <ScoreField
          key={name}
          name={name}
          legend={label(name)}
          value={form.values[name]}
          error={error(name)}
          onChange={(score) => form.set(name, score)}
          inputRef={form.ref(name)}
        />
      ))}
      <TextArea label={t('review.comment')} maxLength={COMMENT_MAX} error={error('comment')} {...form.field('comment')} />
      <SubmitButton busy={form.submitting}>{t('review.submit')}</SubmitButton>
    </form>
  )
}
