import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '../../lib/toast'
import { FormAlert } from '../../components/form/FormAlert'
import { ApiError } from '../../lib/api/client'
import { authApi } from './api'
import { AuthCard } from './AuthCard'
import { useCheckedLink } from './linkParams'
import { NewPasswordForm } from './NewPasswordForm'
import { LinkButton } from '../../components/ui/Button'

export default function ResetPasswordPage() {
  const { t } = useTranslation(['pages', 'account'])
  const { link, check, expired } = useCheckedLink()
  const [done, setDone] = useState(false)
  const save = async (password: string) => {
    if (!link) return
    try {
      await authApi.activate({ userId: link.userId, token: link.token, password })
      setDone(true)
    } catch (e) {
      toast.error(e instanceof ApiError ? e.message : t('messages:errors.unhandled'))
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
      ) : check.isPending ? (
        <p role="status">{t('account:activate.checking')}</p>
      ) : check.isError ? (
        <div className="flex flex-col gap-4">
          <FormAlert message={t(expired ? 'account:resetPassword.expired' : 'account:resetPassword.invalid')} />
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
