import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { ZPassword } from '@wheelbase/core/schemas/auth'
import { fieldErrorText } from '../../components/form/fieldError'
import { SubmitButton } from '../../components/form/SubmitButton'
import { useSettings } from '../../lib/settings'
import { NewPasswordFields } from '../../components/form/NewPasswordFields'

const schema = z
  .object({ password: ZPassword, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], error: 'validation.passwordsDontMatch' })

/** A new password and its confirmation, with the spec's messages. */
export function NewPasswordForm({ submitLabel, onSubmit }: { submitLabel: string; onSubmit: (password: string) => Promise<void> }) {
  const { t } = useTranslation('account')
  const settings = useSettings()
  const form = useForm<z.input<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { password: '', confirmPassword: '' } })
  const { errors, isSubmitting } = form.formState
  return (
    <form noValidate onSubmit={(e) => void form.handleSubmit((v) => onSubmit(v.password))(e)} className="flex flex-col gap-4">
      <NewPasswordFields
        password={{
          label: t('fields.newPassword'),
          error: fieldErrorText(t, errors.password?.message, () => t('fields.newPassword'), settings.minimumAge),
          input: form.register('password'),
        }}
        confirm={{
          label: t('fields.confirmPassword'),
          error: fieldErrorText(t, errors.confirmPassword?.message, () => t('fields.confirmPassword'), settings.minimumAge),
          input: form.register('confirmPassword'),
        }}
      />
      <SubmitButton busy={isSubmitting}>{submitLabel}</SubmitButton>
    </form>
  )
}
