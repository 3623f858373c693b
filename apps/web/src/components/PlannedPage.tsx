import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { signInPathFrom } from '../lib/returnPath'
import { useSession } from '../lib/session'
import { PageShell } from './PageShell'
import { LinkButton } from './ui/Button'

/**
 * A route whose screen lands with a later capability: the final heading and lead now, and for
 * pages that need a session, the sign-in prompt a signed-out visitor will keep seeing.
 */
export function PlannedPage({ pageKey, needsSession = false, wide = false }: { pageKey: string; needsSession?: boolean; wide?: boolean }) {
  const { t } = useTranslation('pages')
  const { user } = useSession()
  const { pathname, search } = useLocation()
  return (
    <PageShell title={t(`${pageKey}.title`)} lead={t(`${pageKey}.lead`)} wide={wide}>
      <div className="rounded-card bg-white p-6 shadow-card">
        {needsSession && !user ? (
          <>
            <p>{t('signInRequired')}</p>
            <LinkButton to={signInPathFrom(pathname + search)} className="mt-4">
              {t('goToSignIn')}
            </LinkButton>
          </>
        ) : (
          <p className="text-muted">{t('comingSoon')}</p>
        )}
      </div>
    </PageShell>
  )
}
