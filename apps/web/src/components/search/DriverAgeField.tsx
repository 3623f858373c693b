import { useId, useRef } from 'react'
import { useTranslation } from '../../i18n/useTranslation'
import { DRIVER_AGE } from '@wheelbase/core/fees'
import { useEarlyInput } from '../../lib/hydration'
import { FieldErrorText } from '../form/FieldMessage'
import { fieldClass } from '../form/TextField'

/**
 * "Driver aged 25–70", ticked by default as on the large sites; unticked, it asks the driver's age
 * (the cards' totals then include a young driver's fee, record 0102). Before the app starts it works
 * by CSS alone: the age box shows beside an unticked box and is sent with the form (`age`).
 */
export function DriverAgeField({
  usual,
  age,
  error,
  onUsual,
  onAge,
}: {
  usual: boolean
  age: string
  error?: string | undefined
  onUsual: (usual: boolean) => void
  onAge: (age: string) => void
}) {
  const { t } = useTranslation('search')
  const id = useId()
  const box = useRef<HTMLInputElement>(null)
  const ageBox = useRef<HTMLInputElement>(null)
  useEarlyInput(box, (checked) => onUsual(checked === 'true'))
  useEarlyInput(ageBox, onAge)
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <input
        ref={box}
        id={`${id}-usual`}
        type="checkbox"
        className="peer size-5 accent-primary"
        checked={usual}
        onChange={(e) => onUsual(e.target.checked)}
      />
      <label htmlFor={`${id}-usual`} className="-ms-2 flex min-h-11 items-center">
        {t('form.usualAge', { from: DRIVER_AGE.usualFrom, to: DRIVER_AGE.usualTo })}
      </label>
      <div className="flex flex-col gap-1 peer-checked:hidden">
        <div className="flex items-center gap-2">
          <label htmlFor={`${id}-age`}>{t('form.driverAge')}</label>
          <input
            ref={ageBox}
            id={`${id}-age`}
            name="age"
            inputMode="numeric"
            autoComplete="off"
            maxLength={2}
            value={age}
            onChange={(e) => onAge(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={`${fieldClass} w-20`}
          />
        </div>
        <FieldErrorText id={`${id}-error`} error={error} />
      </div>
    </div>
  )
}
