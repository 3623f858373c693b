import type { ComponentProps, ReactNode } from 'react'
import { useTranslation } from '../../i18n/useTranslation'
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
  // A required text box of this driver's, its id for the e2e tests and the page's anchors.
  const box = (key: 'fullName' | 'email' | 'phone', idPart: string, props: Partial<ComponentProps<typeof TextField>>) => (
    <TextField id={`${prefix}-${idPart}`} label={label(key)} required error={error(key)} {...props} {...form.field(`${who}.${key}`)} />
  )
  return (
    <div className="grid gap-4 desk:grid-cols-2">
      {box('fullName', 'name', { autoComplete: own ? 'name' : 'off' })}
      {box('email', 'email', {
        type: 'email',
        autoComplete: own ? 'email' : 'off',
        hint: emailHint,
        onBlur: onEmailBlur ? (e) => onEmailBlur(e.target.value) : undefined,
      })}
      {box('phone', 'phone', { type: 'tel', autoComplete: own ? 'tel' : 'off', hint: t('account:fields.phoneHint') })}
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
