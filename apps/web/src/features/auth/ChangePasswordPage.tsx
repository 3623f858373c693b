import { useTranslation } from '../../i18n/useTranslation'
import { toast } from '../../lib/toast'
import { z } from 'zod'
import { ZPassword } from '@wheelbase/core/schemas/auth'
import { fieldErrorText } from '../../components/form/fieldError'
import { SubmitButton } from '../../components/form/SubmitButton'
import { TextField } from '../../components/form/TextField'
import { RequireSession } from '../../components/RequireSession'
import { schemaCheck } from '../../lib/form/schemaErrors'
import { useLightForm } from '../../lib/form/useLightForm'
import { useChangePassword, useHasPassword } from './api'
import { useSettings } from '../../lib/settings'
import { AuthCard } from './AuthCard'
import { NewPasswordFields } from '../../components/form/NewPasswordFields'

const schema = z
  .object({
    password: z.string(),
    newPassword: z.string().min(1, { error: 'validation.chooseNewPassword' }).pipe(ZPassword),
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], error: 'validation.passwordsDontMatch' })
const check = schemaCheck(schema)

function ChangePasswordForm({ userId }: { userId: string }) {
  const { t } = useTranslation(['pages', 'account'])
  const settings = useSettings()
  const hasPassword = useHasPassword(userId)
  const change = useChangePassword()
  const form = useLightForm({ password: '', newPassword: '', confirmPassword: '' }, check)
  const label = (key: string) => t(`account:fields.${key}`)
  const error = (name: 'password' | 'newPassword' | 'confirmPassword', key: string) =>
    fieldErrorText(t, form.errors[name], () => label(key), settings.minimumAge)

  const onSubmit = form.handleSubmit(
    async (values) => {
      await change.mutateAsync({ body: { _id: userId, password: values.password, newPassword: values.newPassword } })
      toast.success(t('messages:errors.passwordChanged'))
      form.reset()
    },
    { at: { wrong_password: 'password' }, lost: t('messages:errors.passwordUpdate') },
  )

  if (hasPassword.isPending) return <p role="status">{t('common:loading')}</p>
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
      {hasPassword.data?.hasPassword ? (
        <TextField
          label={label('currentPassword')}
          type="password"
          autoComplete="current-password"
          required
          error={error('password', 'currentPassword')}
          {...form.field('password')}
        />
      ) : (
        <p>{t('account:changePassword.noPasswordYet')}</p>
      )}
      <NewPasswordFields
        password={{ label: label('newPassword'), error: error('newPassword', 'newPassword'), input: form.field('newPassword') }}
        confirm={{ label: label('confirmPassword'), error: error('confirmPassword', 'confirmPassword'), input: form.field('confirmPassword') }}
      />
      <SubmitButton busy={form.submitting}>{t('account:changePassword.submit')}</SubmitButton>
    </form>
  )
}

export default function ChangePasswordPage() {
  const { t } = useTranslation('pages')
  return (
    <RequireSession title={t('changePassword.title')}>
      {(user) => (
        <AuthCard title={t('changePassword.title')} lead={t('changePassword.lead')}>
          <ChangePasswordForm userId={user._id} />
        </AuthCard>
      )}
    </RequireSession>
  )
}
