import type { ReactNode } from 'react'
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { DateField } from '../../components/form/DateField'
import { TextField } from '../../components/form/TextField'
import type { TCheckoutForm } from './checkoutForm'

type Props = {
  who: 'driver' | 'additionalDriver'
  register: UseFormRegister<TCheckoutForm>
  control: Control<TCheckoutForm>
  errors: FieldErrors<TCheckoutForm>
  /** Translates a field's message (an i18n key from the schemas, or the server's text). */
  errorText: (message: string | undefined, field: string) => string | undefined
  onEmailBlur?: (email: string) => void
  emailHint?: ReactNode
}

/** Full name, email, phone (international form) and birth date of the driver or the additional driver. */
export function DriverFields({ who, register, control, errors, errorText, onEmailBlur, emailHint }: Props) {
  const { t } = useTranslation(['checkout', 'account'])
  const fieldErrors = errors[who]
  const label = (key: string) => t(`account:fields.${key}`)
  const error = (key: 'fullName' | 'email' | 'phone' | 'birthDate') => errorText(fieldErrors?.[key]?.message, label(key))
  const prefix = who === 'driver' ? 'driver' : 'additional-driver'
  return (
    <div className="grid gap-4 desk:grid-cols-2">
      <TextField
        id={`${prefix}-name`}
        label={label('fullName')}
        autoComplete={who === 'driver' ? 'name' : 'off'}
        required
        error={error('fullName')}
        {...register(`${who}.fullName`)}
      />
      <TextField
        id={`${prefix}-email`}
        label={label('email')}
        type="email"
        autoComplete={who === 'driver' ? 'email' : 'off'}
        required
        error={error('email')}
        hint={emailHint}
        {...register(`${who}.email`, onEmailBlur ? { onBlur: (e: React.FocusEvent<HTMLInputElement>) => onEmailBlur(e.target.value) } : {})}
      />
      <TextField
        id={`${prefix}-phone`}
        label={label('phone')}
        type="tel"
        autoComplete={who === 'driver' ? 'tel' : 'off'}
        required
        hint={t('account:fields.phoneHint')}
        error={error('phone')}
        {...register(`${who}.phone`)}
      />
      <Controller
        control={control}
        name={`${who}.birthDate`}
        render={({ field }) => (
          <DateField label={label('birthDate')} required value={field.value} onChange={field.onChange} error={error('birthDate')} />
        )}
      />
    </div>
  )
}
