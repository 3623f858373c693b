import { useTranslation } from '../../i18n/useTranslation'
import { PageShell } from '../../components/PageShell'
import { SupplierLogos } from '../../components/SupplierLogos'

export default function SuppliersPage() {
  const { t } = useTranslation(['suppliers', 'search'])
  return (
    <PageShell title={t('suppliersPage.title')} lead={t('suppliersPage.lead')} wide>
      <SupplierLogos large />
    </PageShell>
  )
}
