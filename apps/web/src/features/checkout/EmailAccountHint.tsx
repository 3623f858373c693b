import { useState } from 'react'
import { useTranslation } from '../../i18n/useTranslation'
import { Link } from 'react-router'
import { failureText } from '../../lib/api/failure'
import { useResendLink } from './api'
import { signInPathFrom } from '../../lib/returnPath'

export type TEmailState = 'unknown' | 'registered' | 'noPassword'

/**
 * Under a guest's email: an address with an account gets the sign-in link (back to this very
 * checkout); one whose account has no password yet (an earlier guest checkout) gets the link to
 * choose one, by mail, instead of a sign-in it cannot do.
 */
export function EmailAccountHint({ state, email, returnTo }: { state: TEmailState; email: string; returnTo: string }) {
  const { t } = useTranslation('checkout')
  const [sent, setSent] = useState<'idle' | 'busy' | 'sent' | string>('idle')
  const resendLink = useResendLink()
  if (state === 'registered')
    return (
      <Link to={signInPathFrom(returnTo)} className="font-semibold text-primary underline">
        {t('driver.signInToBook')}
      </Link>
    )
  if (state !== 'noPassword') return null
  if (sent === 'sent')
    return (
      <span role="status" className="text-primary">
        {t('driver.linkSent', { email })}
      </span>
    )
  const send = async () => {
    setSent('busy')
    try {
      await resendLink.mutateAsync({ params: { appType: 'frontend', email, reset: 'true' } })
      setSent('sent')
    } catch (e) {
      setSent(failureText(e, t('errors.network')))
    }
  }
  return (
    <span className="flex flex-col items-start gap-1 text-primary">
      <span>{t('driver.noPassword')}</span>
      <button type="button" disabled={sent === 'busy'} onClick={() => void send()} className="min-h-11 font-semibold underline disabled:opacity-60">
        {t('driver.sendLink')}
      </button>
      {sent !== 'idle' && sent !== 'busy' && <span role="alert">{sent}</span>}
    </span>
  )
}
