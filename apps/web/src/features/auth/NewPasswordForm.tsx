import { useTranslation } from '../../i18n/useTranslation'
import { z } from 'zod'
import { ZPassword } from '@wheelbase/core/schemas/auth'
import { fieldErrorText } from '../../components/form/fieldError'
import { SubmitButton } from '../../components/form/SubmitButton'
import { schemaCheck } from '../../lib/form/schemaErrors'
import { useLightForm } from '../../lib/form/useLightForm'
import { useSettings } from '../../lib/settings'
import { NewPasswordFields } from '../../components/form/NewPasswordFields'

const schema = z
  .object({ password: ZPassword, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], error: 'validation.passwordsDontMatch' })
const check = schemaCheck(schema)

/** A new password and its confirmation, with the spec's messages. */
export function NewPasswordForm({ submitLabel, onSubmit }: { submitLabel: string; onSubmit: (password: string) => Promise<void> }) {
  const { t } = useTranslation('account')
  const settings = useSettings()
  const form = useLightForm({ password: '', confirmPassword: '' }, check)
  const error = (path: 'password' | 'confirmPassword', label: string) => fieldErrorText(t, form.errors[path], () => label, settings.minimumAge)
  return (
    <form noValidate onSubmit={(e) => void form.handleSubmit((v) => onSubmit(v.password))(e)} className="flex flex-col gap-4">
      <NewPasswordFields
        password={{ label: t('fields.newPassword'), error: error('password', t('fields.newPassword')), input: form.field('password') }}
        confirm={{
          label: t('fields.confirmPassword'),
          error: error('confirmPassword', t('fields.confirmPassword')),
          input: form.field('confirmPassword'),
        }}
      />
      <SubmitButton busy={form.submitting}>{submitLabel}</SubmitButton>
    </form>
  )
}
