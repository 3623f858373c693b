import type { InputHTMLAttributes, Ref } from 'react'
import { useTranslation } from '../../i18n/useTranslation'
import { TextField } from './TextField'

/** A box's binding: useLightForm's `field(path)`. */
type Field = { label: string; error?: string | undefined; input: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> } }

/** A new password and its confirmation (sign-up, change and reset password), with the length hint. */
export function NewPasswordFields({ password, confirm }: { password: Field; confirm: Field }) {
  const { t } = useTranslation('account')
  return (
    <>
      <TextField
        label={password.label}
        type="password"
        autoComplete="new-password"
        required
        hint={t('fields.passwordHint')}
        error={password.error}
        {...password.input}
      />
      <TextField label={confirm.label} type="password" autoComplete="new-password" required error={confirm.error} {...confirm.input} />
    </>
  )
}
