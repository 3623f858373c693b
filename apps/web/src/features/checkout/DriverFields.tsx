import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { MemorableDateField } from '../../components/form/MemorableDateField'
import { TextField } from '../../components/form/TextField'
import type { TLightForm } from '../../lib/form/useLightForm'
import type { TCheckoutForm } from './checkoutForm'

type Props = {
  who: 'driver' | 'additionalDriver'
  form: TLightForm<TCheckoutForm>
  /** Translates a field's message (an i18n key from the schemas, or the server's text). */
  errorText: (message: string | undefined, field: string) => string | undefined
  onEmailBlur?: ((email: string) => void) | undefined
  emailHint?: ReactNode
}

/** Full name, email, phone (international form) and birth date of the driver or the additional driver. */
export function DriverFields({ who, form, errorText, onEmailBlur, emailHint }: Props) {
  const { t } = useTranslation(['checkout', 'account'])
  const label = (key: string) => t(`account:fields.${key}`)
  const error = (key: 'fullName' | 'email' | 'phone' | 'birthDate') => errorText(form.errors[`${who}.${key}`], label(key))
  const prefix = who === 'driver' ? 'driver' : 'additional-driver'
  const own = who === 'driver'
  return (
    <div className="grid gap-4 desk:grid-cols-2">
      <TextField
        id={`${prefix}-name`}
        label={label('fullName')}
        autoComplete={own ? 'name' : 'off'}
        required
        error={error('fullName')}
        {...form.field(`${who}.fullName`)}
      />
      <TextField
        id={`${prefix}-email`}
        label={label('email')}
        type="email"
        autoComplete={own ? 'email' : 'off'}
        required
        error={error('email')}
        hint={emailHint}
        {...form.field(`${who}.email`)}
        onBlur={onEmailBlur ? (e) => onEmailBlur(e.target.value) : undefined}
      />
      <TextField
        id={`${prefix}-phone`}
        label={label('phone')}
        type="tel"
        autoComplete={own ? 'tel' : 'off'}
        required
        hint={t('account:fields.phoneHint')}
        error={error('phone')}
        {...form.field(`${who}.phone`)}
      />
      <MemorableDateField
        label={label('birthDate')}
        required
        value={String(form.get(`${who}.birthDate`) ?? '')}
        onChange={(value) => form.set(`${who}.birthDate`, value)}
        error={error('birthDate')}
        firstRef={form.ref(`${who}.birthDate`)}
      />
    </div>
  )
}
