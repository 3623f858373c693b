import { useTranslation } from '../../../i18n/useTranslation'
import { SCORE_MAX, SCORE_MIN } from '@wheelbase/core/reviews'
import { FieldErrorText } from '../../../components/form/FieldMessage'

const SCORES = Array.from({ length: SCORE_MAX - SCORE_MIN + 1 }, (_, i) => SCORE_MIN + i)

/**
 * One score from 1 to 10 as a group of radio buttons (arrow keys move within it, one tab stop),
 * each a 44-pixel target that wraps on a phone; the chosen one is filled and says its number.
 */
export function ScoreField({
  name,
  legend,
  value,
  error,
  onChange,
  inputRef,
}: {
  name: string
  legend: string
  value: number
  error?: string | undefined
  onChange: (score: number) => void
  inputRef?: ((element: HTMLElement | null) => void) | undefined
}) {
  const { t } = useTranslation('bookings')
  const errorId = `${name}-error`
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 font-semibold">
        {legend} <span className="font-normal text-muted">{value ? t('review.outOf', { score: value }) : ''}</span>
      </legend>
      <div className="flex flex-wrap gap-1.5">
        {SCORES.map((score) => (
          <label
            key={score}
            className="relative flex size-11 cursor-pointer items-center justify-center rounded-lg border border-line font-semibold tabular-nums has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-white has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-offset-2"
          >
            <input
              ref={score === (value || SCORE_MIN) ? inputRef : undefined}
              type="radio"
              name={name}
              value={score}
              checked={value === score}
              onChange={() => onChange(score)}
              aria-label={t('review.scoreValue', { score })}
              // Over the whole chip, transparent: a tap anywhere on it is on the radio itself.
              className="absolute inset-0 m-0 cursor-pointer appearance-none rounded-lg opacity-0"
            />
            <span aria-hidden className="pointer-events-none">
              {score}
            </span>
          </label>
        ))}
      </div>
      <FieldErrorText id={errorId} error={error} />
    </fieldset>
  )
}
