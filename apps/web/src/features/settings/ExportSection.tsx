import { useTranslation } from '../../i18n/useTranslation'
import type { TDataExport } from '@wheelbase/core/schemas/accountExport'
import { Button } from '../../components/ui/Button'
import { CardSection } from '../../components/ui/Card'
import { formatDate } from '../../lib/intl'
import { useAction } from '../../lib/useAction'
import { useExports, useRequestExport } from './api'

const linkClass = 'inline-flex min-h-11 items-center font-semibold text-primary underline'

function ExportRow({ item }: { item: TDataExport }) {
  const { t, i18n } = useTranslation('account')
  if (item.status === 'preparing' || !item.expiresAt) return <p role="status">{t('dataExport.preparing')}</p>
  const until = formatDate(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }, new Date(item.expiresAt))
  const base = `/api/account/exports/${item._id}`
  return (
    <div className="flex flex-col gap-1">
      <p className="font-medium">{t('dataExport.ready', { date: until })}</p>
      <p className="flex flex-wrap gap-x-6">
        <a href={`${base}/summary.html`} target="_blank" rel="noopener" className={linkClass}>
          {t('dataExport.summary')}
        </a>
        <a href={`${base}/export.json`} download className={linkClass}>
          {t('dataExport.json')}
        </a>
      </p>
    </div>
  )
}

/**
 * Settings' "Download your data" (issue 46, record 0137): ask for an export, follow it while it is
 * prepared, and download the file or read the summary for the 7 days it is kept.
 */
export function ExportSection() {
  const { t } = useTranslation(['account', 'common'])
  const query = useExports()
  const request = useRequestExport()
  const { busy, run } = useAction()
  const items = query.data?.items ?? []
  const preparing = items.some((item) => item.status === 'preparing')
  return (
    <CardSection id="data-export-heading" title={t('dataExport.title')} lead={t('dataExport.lead')} main className="p-6 desk:p-8">
      <div className="flex flex-col gap-4">
        {items.map((item) => (
          <ExportRow key={item._id} item={item} />
        ))}
        <p className="text-sm text-muted">{t('dataExport.format')}</p>
        <p>
          <Button
            variant="secondary"
            busy={busy}
            disabled={busy || preparing}
            onClick={() => void run(() => request.mutateAsync({}), t('dataExport.started'))}
          >
            {t('dataExport.prepare')}
          </Button>
        </p>
      </div>
    </CardSection>
  )
}
