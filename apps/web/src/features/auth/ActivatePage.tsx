import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '../../lib/toast'
import { FormAlert } from '../../components/form/FormAlert'
import { SubmitButton } from '../../components/form/SubmitButton'
import { ApiError } from '../../lib/api/client'
import { authApi } from './api'
import { AuthCard } from './AuthCard'
import { useCheckedLink } from './linkParams'
import { NewPasswordForm } from './NewPasswordForm'
import { Button, LinkButton } from '../../components/ui/Button'

const signInLink = (label: string) => (
  <LinkButton to="/sign-in" size="lg" wide>
    {label}
  </LinkButton>
)

export default function ActivatePage() {
  const { t } = useTranslation(['pages', 'account'])
  const { link, check, expired } = useCheckedLink()
  const [done, setDone] = useState(false)
  const [busy, setBusy] = useState(false)

  const activate = async (password?: string) => {
    if (!link) return
    setBusy(true)
    try {
      await authApi.activate({ userId: link.userId, token: link.token, ...(password ? { password } : {}) })
      setDone(true)
    } catch (e) {
      toast.error(e instanceof ApiError ? e.message : t('messages:errors.unhandled'))
    } finally {
      setBusy(false)
    }
  }

  const resend = async () => {
    if (!link) return
    try {
      await authApi.resend(link.email, false)
      toast.success(t('messages:errors.validationEmailSent'))
    } catch {
      toast.error(t('messages:errors.validationEmail'))
    }
  }

  return (
    <AuthCard title={t('pages:activate.title')} lead={t('pages:activate.lead')}>
      {done ? (
        <div className="flex flex-col gap-4">
          <FormAlert tone="success" message={t('account:activate.done')} />
          {signInLink(t('account:activate.goToSignIn'))}
        </div>
      ) : check.isPending ? (
        <p role="status">{t('account:activate.checking')}</p>
      ) : expired ? (
        <div className="flex flex-col gap-4">
          <FormAlert message={t('account:activate.expired')} />
          <Button variant="secondary" size="lg" onClick={() => void resend()}>
            {t('account:activate.resend')}
          </Button>
        </div>
      ) : check.isError ? (
        <div className="flex flex-col gap-4">
          <FormAlert message={t('account:activate.invalid')} />
          {signInLink(t('account:activate.goToSignIn'))}
        </div>
      ) : check.data.needsPassword ? (
        <div className="flex flex-col gap-4">
          <p>{t('account:activate.choosePassword')}</p>
          <NewPasswordForm submitLabel={t('account:activate.submit')} onSubmit={activate} />
        </div>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault()
            void activate()
          }}
          className="flex flex-col gap-4"
        >
          <p>{t('account:activate.ready')}</p>
          <SubmitButton busy={busy}>{t('account:activate.submit')}</SubmitButton>
        </form>
      )}
    </AuthCard>
  )
}
