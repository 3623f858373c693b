import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useRouteError } from 'react-router'
import { PageShell } from '../components/PageShell'

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
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="min-h-11 rounded-full border border-primary px-5 font-semibold hover:bg-focused"
        >
          {t('errorPage.retry')}
        </button>
        <Link to="/" className="inline-flex min-h-11 items-center rounded-full bg-primary px-5 font-semibold text-white hover:bg-black">
          {t('errorPage.home')}
        </Link>
      </div>
    </PageShell>
  )
}
