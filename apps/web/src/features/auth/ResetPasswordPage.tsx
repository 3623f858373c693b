import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { toast } from '../../lib/toast'
import { FormAlert } from '../../components/form/FormAlert'
import { ApiError } from '../../lib/api/client'
import { authApi } from './api'
import { AuthCard } from './AuthCard'
import { useCheckedLink } from './linkParams'
import { NewPasswordForm } from './NewPasswordForm'

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
          <Link
            to="/sign-in"
            className="inline-flex min-h-12 items-center justify-center rounded-full bg-primary px-6 font-semibold text-white hover:bg-black"
          >
            {t('account:activate.goToSignIn')}
          </Link>
        </div>
      ) : check.isPending ? (
        <p role="status">{t('account:activate.checking')}</p>
      ) : check.isError ? (
        <div className="flex flex-col gap-4">
          <FormAlert message={t(expired ? 'account:resetPassword.expired' : 'account:resetPassword.invalid')} />
          <Link
            to="/forgot-password"
            className="inline-flex min-h-12 items-center justify-center rounded-full border border-primary px-6 font-semibold hover:bg-focused"
          >
            {t('account:resetPassword.askAgain')}
          </Link>
        </div>
      ) : (
        <NewPasswordForm submitLabel={t('account:resetPassword.submit')} onSubmit={save} />
      )}
    </AuthCard>
  )
}
