import { useId } from 'react'
import { useTranslation } from '../../../i18n/useTranslation'
import type { TExtra } from '@wheelbase/core/extras'
import { FieldErrorText } from '../../../components/form/FieldMessage'
import { fieldClass } from '../../../components/form/TextField'
import type { TExtraValue } from './carFormValues'

/** One option of the car: unavailable, included in the price, or at a price (per rental or per day). */
export function ExtraField({
  name,
  value,
  onChange,
  error,
  currency,
  priceRef,
}: {
  name: TExtra
  value: TExtraValue
  onChange: (value: TExtraValue) => void
  error?: string | undefined
  currency: string
  priceRef: (element: HTMLElement | null) => void
}) {
  const { t } = useTranslation(['console', 'search'])
  const id = useId()
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 font-medium">{t(`search:extras.${name}`)}</legend>
      <div className="flex gap-2">
        <select
          aria-label={`${t(`search:extras.${name}`)}: ${t('car.extraState')}`}
          value={value.state}
          onChange={(e) => onChange({ ...value, state: e.target.value as TExtraValue['state'] })}
          className={`${fieldClass} min-w-0 flex-1`}
        >
          {(['unavailable', 'included', 'priced'] as const).map((state) => (
            <option key={state} value={state}>
              {t(`car.extraStates.${state}`)}
            </option>
          ))}
        </select>
        {value.state === 'priced' && (
          <input
            ref={priceRef}
            inputMode="decimal"
            aria-label={`${t(`search:extras.${name}`)}: ${t('car.extraPrice', { currency })}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            value={value.price}
            onChange={(e) => onChange({ ...value, price: e.target.value })}
            className={`${fieldClass} w-28`}
          />
        )}
      </div>
      <FieldErrorText id={`${id}-error`} error={error} />
    </fieldset>
  )
}
