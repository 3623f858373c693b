import { useState } from 'react'
import { useTranslation } from '../../i18n/useTranslation'
import { Link } from 'react-router'
import { toast } from '../../lib/toast'
import { ZEmailBody } from '@wheelbase/core/schemas/auth'
import { fieldErrorText } from '../../components/form/fieldError'
import { FormAlert } from '../../components/form/FormAlert'
import { SubmitButton } from '../../components/form/SubmitButton'
import { TextField } from '../../components/form/TextField'
import { schemaCheck } from '../../lib/form/schemaErrors'
import { useLightForm } from '../../lib/form/useLightForm'
import { useSettings } from '../../lib/settings'
import { resendRequest, useResendLink } from './api'
import { AuthCard } from './AuthCard'

const check = schemaCheck(ZEmailBody)

export default function ForgotPasswordPage() {
  const { t } = useTranslation(['pages', 'account'])
  const settings = useSettings()
  const [sent, setSent] = useState(false)
  const resending = useResendLink()
  const form = useLightForm({ email: '' }, check)
  const onSubmit = form.handleSubmit(
    async ({ email }) => {
      await resending.mutateAsync(resendRequest(email, true))
      setSent(true)
      toast.success(t('messages:errors.resetEmailSent'))
    },
    { at: { 404: 'email' } },
  )
  return (
    <AuthCard title={t('pages:forgotPassword.title')} lead={t('pages:forgotPassword.lead')}>
      {sent ? (
        <FormAlert tone="success" message={t('messages:errors.resetEmailSent')} />
      ) : (
        <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
          <TextField
            label={t('account:fields.email')}
            type="email"
            autoComplete="email"
            required
            error={fieldErrorText(t, form.errors.email, () => t('account:fields.email'), settings.minimumAge)}
            {...form.field('email')}
          />
          <SubmitButton busy={form.submitting}>{t('account:forgotPassword.submit')}</SubmitButton>
        </form>
      )}
      <p className="mt-6 text-center">
        <Link to="/sign-in" className="underline">
          {t('account:forgotPassword.backToSignIn')}
        </Link>
      </p>
    </AuthCard>
  )
}
