import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { signInPathFrom } from '../lib/returnPath'
import { useSession } from '../lib/session'
import type { TStoredUser } from '../lib/localStore'
import { PageShell } from './PageShell'

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
      <div className="rounded-card bg-white p-6 shadow-card">
        <p>{t('signInRequired')}</p>
        <Link
          to={signInPathFrom(pathname + search)}
          className="mt-4 inline-flex min-h-11 items-center rounded-full bg-primary px-5 font-semibold text-white hover:bg-black"
        >
          {t('goToSignIn')}
        </Link>
      </div>
      {signedOut}
    </PageShell>
  )
}
