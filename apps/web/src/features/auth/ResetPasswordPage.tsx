import { useState } from 'react'
import { useTranslation } from '../../i18n/useTranslation'
import { FormAlert } from '../../components/form/FormAlert'
import { toastFailure } from '../../lib/api/failure'
import { useActivate } from './api'
import { AuthCard } from './AuthCard'
import { useCheckedLink } from './linkParams'
import { NewPasswordForm } from './NewPasswordForm'
import { LinkButton } from '../../components/ui/Button'

export default function ResetPasswordPage() {
  const { t } = useTranslation(['pages', 'account'])
  const checked = useCheckedLink()
  const activating = useActivate()
  const [done, setDone] = useState(false)
  const save = async (password: string) => {
    if (checked.state !== 'valid') return
    const { userId, token } = checked.link
    try {
      await activating.mutateAsync({ body: { userId, token, password } })
      setDone(true)
    } catch (e) {
      toastFailure(e)
    }
  }
  return (
    <AuthCard title={t('pages:resetPassword.title')} lead={t('pages:resetPassword.lead')}>
      {done ? (
        <div className="flex flex-col gap-4">
          <FormAlert tone="success" message={t('account:resetPassword.done')} />
          <LinkButton to="/sign-in" size="lg">
            {t('account:activate.goToSignIn')}
          </LinkButton>
        </div>
      ) : checked.state === 'checking' ? (
        <p role="status">{t('account:activate.checking')}</p>
      ) : checked.state !== 'valid' ? (
        <div className="flex flex-col gap-4">
          <FormAlert message={t(checked.state === 'expired' ? 'account:resetPassword.expired' : 'account:resetPassword.invalid')} />
          <LinkButton to="/forgot-password" variant="secondary" size="lg">
            {t('account:resetPassword.askAgain')}
          </LinkButton>
        </div>
      ) : (
        <NewPasswordForm submitLabel={t('account:resetPassword.submit')} onSubmit={save} />
      )}
    </AuthCard>
  )
}
