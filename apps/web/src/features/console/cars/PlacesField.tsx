import { useId, useState } from 'react'
import { useTranslation } from '../../../i18n/useTranslation'
import { searchKey } from '@wheelbase/core/searchKey'
import { FieldErrorText } from '../../../components/form/FieldMessage'
import { inputClass } from '../../../components/form/TextField'
import { useLocations } from '../../../lib/places'

/** The places where the car is offered: every location, in the UI language, narrowed by typing. */
export function PlacesField({
  value,
  onChange,
  error,
  firstRef,
}: {
  value: string[]
  onChange: (ids: string[]) => void
  error?: string | undefined
  firstRef: (element: HTMLElement | null) => void
}) {
  const { t } = useTranslation(['console'])
  const id = useId()
  const [filter, setFilter] = useState('')
  const places = useLocations()
  const needle = searchKey(filter)
  const shown = (places.data?.items ?? []).filter((place) => !needle || searchKey(place.name).includes(needle))
  const chosen = new Set(value)
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} className="flex flex-col gap-2">
      <legend className="mb-1 font-medium">
        {t('car.places')} <span aria-hidden>*</span>
      </legend>
      <p className="text-sm text-muted">{t('car.placesChosen', { count: value.length })}</p>
      <input
        type="search"
        aria-label={t('car.placesFilter')}
        placeholder={t('car.placesFilter')}
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        className={inputClass}
      />
      <ul className="grid max-h-64 gap-1 overflow-y-auto rounded-xl border border-line bg-white p-2 desk:grid-cols-2">
        {shown.map((place, index) => (
          <li key={place._id}>
            <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-focused">
              <input
                ref={index === 0 ? firstRef : undefined}
                type="checkbox"
                checked={chosen.has(place._id)}
                aria-invalid={error ? true : undefined}
                onChange={(e) => onChange(e.target.checked ? [...value, place._id] : value.filter((v) => v !== place._id))}
                className="size-5 shrink-0 accent-primary"
              />
              <span>{place.name}</span>
            </label>
          </li>
        ))}
      </ul>
      <FieldErrorText id={`${id}-error`} error={error} />
    </fieldset>
  )
}
