import { useId, useRef, useState } from 'react'
import { useEarlyInputs } from '../../lib/hydration'
import { useTranslation } from '../../i18n/useTranslation'
import { FieldErrorText } from './FieldMessage'
import { fieldClass } from './TextField'
import { datePartsOrder } from '../../lib/intl'

type TPart = 'day' | 'month' | 'year'
type TParts = Record<TPart, string>
const AUTOCOMPLETE = { day: 'bday-day', month: 'bday-month', year: 'bday-year' } as const
type Props = {
  label: string
  value: string
  onChange: (value: string) => void
  error?: string | undefined
  required?: boolean
  /** Receives the first box (focused when the date is in error). */
  firstRef?: (element: HTMLInputElement | null) => void
  /** A birth date (the browser's birthday autofill); false for another date one knows (a licence's issue). */
  birthday?: boolean
}

const split = (iso: string): TParts => {
  const [year = '', month = '', day = ''] = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? iso.split('-') : []
  return { year, month, day }
}
/** YYYY-MM-DD, or '' when nothing is typed; a part missing gives a value the schema refuses. */
const join = ({ year, month, day }: TParts) => (year || month || day ? `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}` : '')

/**
 * A date one knows by heart (a birth date): day, month and year typed in three labelled boxes,
 * in the language's order, with the browser's birthday autofill. No calendar, nobody picks a
 * birth date from one, and no date-picker library on the pages that only need this.
 */
export function MemorableDateField({ label, value, onChange, error, required, firstRef, birthday = true }: Props) {
  const { t, i18n } = useTranslation('account')
  const id = useId()
  const errorId = `${id}-error`
  const [parts, setParts] = useState(() => split(value))
  const [seen, setSeen] = useState(value)
  // A value set from outside (a profile's prefill) replaces what the boxes show.
  if (value !== seen) {
    setSeen(value)
    if (value !== join(parts)) setParts(split(value))
  }
  const change = (part: TPart, typed: string) => {
    const next = { ...parts, [part]: typed.replace(/\D/g, '').slice(0, part === 'year' ? 4 : 2) }
    setParts(next)
    setSeen(join(next))
    onChange(join(next))
  }
  // Typed before the app started: the three boxes taken at once.
  const boxes = useRef<HTMLFieldSetElement>(null)
  useEarlyInputs(boxes, (changed) => {
    const next = { ...parts }
    for (const box of changed) if (box.dataset.part) next[box.dataset.part as TPart] = box.value.replace(/\D/g, '')
    setParts(next)
    setSeen(join(next))
    onChange(join(next))
  })
  return (
    <fieldset ref={boxes} className="flex flex-col gap-1.5">
      <legend className="mb-1.5 font-medium">
        {label}
        {required && <span aria-hidden> *</span>}
      </legend>
      <div className="flex gap-2">
        {datePartsOrder(i18n.language).map((part, index) => (
          <div key={part} className="flex flex-col gap-1">
            <label htmlFor={`${id}-${part}`} className="text-sm text-muted">
              {t(`date.${part}`)}
            </label>
            <input
              ref={index === 0 ? firstRef : undefined}
              id={`${id}-${part}`}
              data-part={part}
              inputMode="numeric"
              autoComplete={birthday ? AUTOCOMPLETE[part] : 'off'}
              maxLength={part === 'year' ? 4 : 2}
              value={parts[part]}
              onChange={(e) => change(part, e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-required={required || undefined}
              aria-describedby={error ? errorId : undefined}
              dir="ltr"
              className={`${fieldClass} ${part === 'year' ? 'w-24' : 'w-16'} text-center tabular-nums`}
            />
          </div>
        ))}
      </div>
      <FieldErrorText id={errorId} error={error} />
    </fieldset>
  )
}
