import { useTranslation } from '../i18n/useTranslation'
import { PageShell } from '../components/PageShell'
import { LinkButton } from '../components/ui/Button'

export function NotFoundPage() {
  const { t } = useTranslation()
  return (
    <PageShell title={t('notFound.title')} lead={t('notFound.text')}>
      <LinkButton to="/">{t('notFound.home')}</LinkButton>
    </PageShell>
  )
}

export default NotFoundPage
