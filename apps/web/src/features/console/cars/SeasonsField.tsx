import { useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { FieldErrorText } from '../../../components/form/FieldMessage'
import { fieldClass } from '../../../components/form/TextField'
import { Button, buttonClass } from '../../../components/ui/Button'
import type { TSeasonValue } from './carFormValues'

type Props = {
  value: TSeasonValue[]
  onChange: (value: TSeasonValue[]) => void
  /** A season's field's error, by its path ('seasons.1.to'). */
  error: (path: string) => string | undefined
  currency: string
  fieldRef: (path: string) => (element: HTMLElement | null) => void
}

const EMPTY: TSeasonValue = { from: '', to: '', dailyPrice: '' }

/**
 * A car's seasons (record 0101): date ranges, both days included, each with its own price per day.
 * One row per season, its three boxes labelled with the season's number; the server refuses two
 * that overlap, on the later one's end date.
 */
export function SeasonsField({ value, onChange, error, currency, fieldRef }: Props) {
  const { t } = useTranslation('console')
  const id = useId()
  // Focus follows the change: into a new row's first box, or to "Add a season" when a row goes (never to the page).
  const list = useRef<HTMLOListElement>(null)
  const add = useRef<HTMLButtonElement>(null)
  const focusNew = useRef(false)
  useEffect(() => {
    if (!focusNew.current) return
    focusNew.current = false
    list.current?.querySelector<HTMLInputElement>('li:last-child input')?.focus()
  }, [value.length])
  const change = (index: number, season: Partial<TSeasonValue>) => onChange(value.map((s, i) => (i === index ? { ...s, ...season } : s)))
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 font-medium">{t('car.fields.seasons')}</legend>
      <p className="text-sm text-muted">{t('car.seasonsHint')}</p>
      {value.length === 0 && <p className="text-sm">{t('car.noSeasons')}</p>}
      <ol ref={list} className="flex flex-col gap-3">
        {value.map((season, index) => {
          const path = (field: keyof TSeasonValue) => `seasons.${index}.${field}`
          const box = (field: keyof TSeasonValue, label: string, extra: React.InputHTMLAttributes<HTMLInputElement>) => {
            const problem = error(path(field))
            return (
              <label className="flex flex-col gap-1 text-sm">
                {label}
                <input
                  ref={fieldRef(path(field))}
                  value={season[field]}
                  onChange={(e) => change(index, { [field]: e.target.value })}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem ? `${id}-${index}-${field}` : undefined}
                  className={`${fieldClass} w-full`}
                  {...extra}
                />
                <FieldErrorText id={`${id}-${index}-${field}`} error={problem} />
              </label>
            )
          }
          return (
            <li key={index} className="grid items-start gap-3 rounded-xl border border-line p-3 desk:grid-cols-[1fr_1fr_1fr_auto]">
              {box('from', t('car.seasonFrom', { n: index + 1 }), { type: 'date' })}
              {box('to', t('car.seasonTo', { n: index + 1 }), { type: 'date', min: season.from || undefined })}
              {box('dailyPrice', t('car.seasonPrice', { n: index + 1, currency }), { inputMode: 'decimal' })}
              <Button
                variant="plain"
                className="desk:mt-6"
                onClick={() => {
                  onChange(value.filter((_, i) => i !== index))
                  add.current?.focus()
                }}
              >
                {t('car.removeSeason', { n: index + 1 })}
              </Button>
            </li>
          )
        })}
      </ol>
      <div>
        <button
          ref={add}
          type="button"
          className={buttonClass({ variant: 'secondary' })}
          onClick={() => {
            focusNew.current = true
            onChange([...value, EMPTY])
          }}
        >
          {t('car.addSeason')}
        </button>
      </div>
    </fieldset>
  )
}
