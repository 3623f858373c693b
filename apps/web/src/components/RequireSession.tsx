import type { ReactNode } from 'react'
import { useTranslation } from '../i18n/useTranslation'
import { useLocation } from 'react-router'
import { signInPathFrom } from '../lib/returnPath'
import { useSession } from '../lib/session'
import type { TStoredUser } from '../lib/localStore'
import { PageShell } from './PageShell'
import { LinkButton } from './ui/Button'
import { Card } from './ui/Card'

/** Renders its page for a signed-in user; a signed-out visitor is asked to sign in and comes back here. */
export function RequireSession({
  title,
  children,
  signedOut,
}: {
  title: string
  children: (user: TStoredUser) => ReactNode
  /** Offered to a signed-out visitor below the sign-in (managing a booking without an account). */
  signedOut?: ReactNode
}) {
  const { t } = useTranslation('pages')
  const { user } = useSession()
  const { pathname, search } = useLocation()
  if (user) return <>{children(user)}</>
  return (
    <PageShell title={title}>
      <Card className="p-6">
        <p>{t('signInRequired')}</p>
        <LinkButton to={signInPathFrom(pathname + search)} className="mt-4">
          {t('goToSignIn')}
        </LinkButton>
      </Card>
      {signedOut}
    </PageShell>
  )
}
