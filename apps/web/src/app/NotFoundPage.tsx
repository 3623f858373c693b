import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { PageShell } from '../components/PageShell'

export function NotFoundPage() {
  const { t } = useTranslation()
  return (
    <PageShell title={t('notFound.title')} lead={t('notFound.text')}>
      <Link to="/" className="inline-flex min-h-11 items-center rounded-full bg-primary px-5 font-semibold text-white hover:bg-black">
        {t('notFound.home')}
      </Link>
    </PageShell>
  )
}

export default NotFoundPage
