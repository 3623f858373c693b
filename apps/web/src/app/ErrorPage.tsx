import { useEffect } from 'react'
import { useTranslation } from '../i18n/useTranslation'
import { useRouteError } from 'react-router'
import { PageShell } from '../components/PageShell'
import { Button, LinkButton } from '../components/ui/Button'

/** Shown when a page crashes: the spec's "An unhandled error occurred.", and the error is logged. */
export function ErrorPage() {
  const { t } = useTranslation()
  const error = useRouteError()
  useEffect(() => {
    console.error('An unhandled error occurred.', error)
  }, [error])
  return (
    <PageShell title={t('errorPage.title')} lead={t('errorPage.text')}>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => window.location.reload()}>
          {t('errorPage.retry')}
        </Button>
        <LinkButton to="/">{t('errorPage.home')}</LinkButton>
      </div>
    </PageShell>
  )
}
