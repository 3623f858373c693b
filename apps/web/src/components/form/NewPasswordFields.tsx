import type { UseFormRegisterReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { TextField } from './TextField'

type Field = { label: string; error?: string | undefined; input: UseFormRegisterReturn }

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
