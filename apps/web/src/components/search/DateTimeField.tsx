import { lazy, Suspense, useId, useRef, useState } from 'react'
import { useTranslation } from '../../i18n/useTranslation'
import { useEarlyInput, useHydrated } from '../../lib/hydration'
import { dateTimeFormat, formatDate } from '../../lib/intl'
import { fieldClass } from '../../components/form/TextField'
import { FieldErrorText } from '../../components/form/FieldMessage'

const CalendarPopover = lazy(() => import('./CalendarPopover'))

/** Every half hour of the day, as HH:mm. */
const TIMES = Array.from({ length: 48 }, (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`)
const timeOptions = new Map<string, string>()

/**
 * The half hours as the select's options, in a language's own format (9:30 AM, 09:30, 上午9:30),
 * written once per language. Two selects on the results page hold 96 options: as elements, the
 * largest part of its form for the server to render and the phone to hydrate; as one string,
 * neither does (the chosen one is marked where the string is used). Written as short as HTML
 * allows (a time needs no quotes, an option no end tag): 1 KB less on every page with a search
 * form. The browser reads them as React's `<option value="…">…</option>` (DateTimeField.test.tsx).
 */
function timeOptionsOf(language: string): string {
  let options = timeOptions.get(language)
  if (!options) {
    const format = dateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })
    // A time as a language writes it holds nothing to escape (DateTimeField.test.tsx: every language).
    options = TIMES.map((time, i) => `<option value=${time}>${format.format(Date.UTC(2000, 0, 1, 0, i * 30))}`).join('')
    timeOptions.set(language, options)
  }
  return options
}

/**
 * The half hours as the server's HTML holds them, read while hydrating it (a select of the
 * server's, found by its id): writing them again would build the page's first date formatter,
 * which costs a phone 30–140 ms (lib/intl.ts). Read back as `timeOptionsOf` writes them.
 */
function keepServerTimes(select: HTMLElement | null, language: string): void {
  if (!(select instanceof HTMLSelectElement) || select.options.length !== TIMES.length || timeOptions.has(language)) return
  timeOptions.set(language, Array.from(select.options, (option) => `<option value=${option.value}>${option.textContent ?? ''}`).join(''))
}

/**
 * The options with `time` marked chosen, as the server's HTML must show it before the app runs.
 * The field marks its first time only (the form's initial value): React sets the chosen option
 * from `value` after that, so a new time does not write the options again.
 */
const timeOptionsWith = (language: string, time: string) =>
  timeOptionsOf(language).replace(`<option value=${time}>`, `<option value=${time} selected>`)

import type { TDateTime } from '../../lib/search/dateTime'
import { Icon } from '../icons/Icon'

export type { TDateTime }

type Props = {
  legend: string
  /** The fields' names in a search sent before the app runs: `${name}Date` and `${name}Time`. */
  name?: string
  value: TDateTime
  minDate: string
  onChange: (value: TDateTime) => void
  error?: string | undefined
}

/**
 * A date (button opening a month calendar) and a time (every half hour), both shown in the UI
 * language's format. The calendar loads on first use.
 */
export function DateTimeField({ legend, name, value, minDate, onChange, error }: Props) {
  const { t, i18n } = useTranslation('search')
  const id = useId()
  const hydrated = useHydrated()
  const [open, setOpen] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const timeRef = useRef<HTMLSelectElement>(null)
  // A time picked before the app started.
  useEarlyInput(timeRef, (time) => onChange({ ...value, time }))
  const [y, m, d] = value.date.split('-').map(Number) as [number, number, number]
  const day = Date.UTC(y, m - 1, d)
  // The year only when it is not this one: the box stays short enough for a phone.
  const year = y === new Date().getFullYear() ? {} : ({ year: 'numeric' } as const)
  const shownDate = formatDate(i18n.language, { weekday: 'short', day: 'numeric', month: 'short', ...year, timeZone: 'UTC' }, day)
  const fullDate = formatDate(i18n.language, { dateStyle: 'full', timeZone: 'UTC' }, day)
  const [initialTime] = useState(value.time)
  if (!hydrated && typeof document !== 'undefined') keepServerTimes(document.getElementById(`${id}-time`), i18n.language)
  const errorId = `${id}-error`
  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 font-medium">{legend}</legend>
      <div className="flex gap-2">
        {name && <input type="hidden" name={`${name}Date`} value={value.date} />}
        <button
          ref={buttonRef}
          type="button"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-label={`${t('form.date')}: ${fullDate}`}
          onClick={() => setOpen(true)}
          className={`${fieldClass} flex min-w-0 flex-1 items-center gap-2 text-start ${error ? 'border-red-700' : ''}`}
        >
          <Icon name="calendar-days" className="size-5 shrink-0 text-muted" />
          <span className="truncate">{shownDate}</span>
        </button>
        <label htmlFor={`${id}-time`} className="sr-only">
          {t('form.time')}
        </label>
        <select
          ref={timeRef}
          id={`${id}-time`}
          name={name && `${name}Time`}
          value={value.time}
          onChange={(event) => onChange({ ...value, time: event.target.value })}
          className={`${fieldClass} w-auto min-w-24 shrink-0 ps-3 pe-2`}
          dangerouslySetInnerHTML={{ __html: timeOptionsWith(i18n.language, initialTime) }}
        />
      </div>
      <FieldErrorText id={errorId} error={error} />
      {open && (
        <Suspense fallback={null}>
          <CalendarPopover
            triggerRef={buttonRef}
            label={legend}
            value={value.date < minDate ? minDate : value.date}
            minValue={minDate}
            onSelect={(date) => {
              onChange({ ...value, date })
              setOpen(false)
              buttonRef.current?.focus()
            }}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </fieldset>
  )
}
