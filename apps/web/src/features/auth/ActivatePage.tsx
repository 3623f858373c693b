import { useState } from 'react'
import { useTranslation } from '../../i18n/useTranslation'
import { toast } from '../../lib/toast'
import { FormAlert } from '../../components/form/FormAlert'
import { SubmitButton } from '../../components/form/SubmitButton'
import { toastFailure } from '../../lib/api/failure'
import { resendRequest, useActivate, useResendLink } from './api'
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
  const checked = useCheckedLink()
  const activating = useActivate()
  const resending = useResendLink()
  const [done, setDone] = useState(false)

  const activate = async (password?: string) => {
    if (checked.state !== 'valid') return
    const { userId, token } = checked.link
    try {
      await activating.mutateAsync({ body: { userId, token, ...(password ? { password } : {}) } })
      setDone(true)
    } catch (e) {
      toastFailure(e)
    }
  }

  const resend = async () => {
    if (checked.state !== 'expired') return
    try {
      await resending.mutateAsync(resendRequest(checked.link.email, false))
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
      ) : checked.state === 'checking' ? (
        <p role="status">{t('account:activate.checking')}</p>
      ) : checked.state === 'expired' ? (
        <div className="flex flex-col gap-4">
          <FormAlert message={t('account:activate.expired')} />
          <Button variant="secondary" size="lg" onClick={() => void resend()}>
            {t('account:activate.resend')}
          </Button>
        </div>
      ) : checked.state === 'invalid' ? (
        <div className="flex flex-col gap-4">
          <FormAlert message={t('account:activate.invalid')} />
          {signInLink(t('account:activate.goToSignIn'))}
        </div>
      ) : checked.needsPassword ? (
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
          <SubmitButton busy={activating.isPending}>{t('account:activate.submit')}</SubmitButton>
        </form>
      )}
    </AuthCard>
  )
}
