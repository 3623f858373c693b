import { useTranslation } from '../../../i18n/useTranslation'
import { AUDITED_TABLES } from '@wheelbase/core/schemas/consoleAudit'
import { ConsoleShell } from '../ConsoleShell'
import { filterSelect, ListFrame } from '../ListFrame'
import { oneOf, useListParams } from '../useListParams'
import { useAudit } from './api'
import { AuditEntry } from './AuditEntry'

const TABLE_CHOICES = ['all', ...AUDITED_TABLES] as const
type TAuditFilters = { table: (typeof TABLE_CHOICES)[number]; record: string }
const DEFAULTS: TAuditFilters = { table: 'all', record: '' }

function AuditList() {
  const { t } = useTranslation('console')
  const [filters, change] = useListParams<TAuditFilters>(
    (params) => ({ table: oneOf(TABLE_CHOICES, params.get('table'), 'all'), record: params.get('record') ?? '' }),
    DEFAULTS,
  )
  const select = filterSelect('audit', filters, DEFAULTS, change)
  const pages = useAudit({
    ...(filters.table === 'all' ? {} : { table: filters.table }),
    ...(filters.record ? { record: filters.record } : {}),
  })
  const items = pages.data?.pages.flatMap((page) => page.items) ?? []
  const total = pages.data?.pages[0]?.total ?? 0
  return (
    <section aria-label={t('audit.title')} className="flex flex-col gap-4">
      <ListFrame
        id="audit"
        search={{ value: filters.record, onSearch: (record) => change({ ...filters, record }), label: t('audit.findRecord') }}
        selectCount={1}
        selects={select('table', TABLE_CHOICES, t('audit.what'), (table) => (table === 'all' ? t('audit.allTables') : t(`audit.tables.${table}`)))}
        count={t('audit.count', { count: total })}
        empty={t('audit.empty')}
        showMore={t('audit.showMore')}
        pages={pages}
        isEmpty={items.length === 0}
      >
        {items.map((entry) => (
          <AuditEntry key={entry._id} entry={entry} />
        ))}
      </ListFrame>
    </section>
  )
}

/** /console/audit: who changed what and when; admins read every change, a supplier its own records'. */
export default function AuditPage() {
  const { t } = useTranslation('console')
  return (
    <ConsoleShell title={t('audit.title')} lead={(user) => t(user.type === 'admin' ? 'audit.leadAdmin' : 'audit.leadSupplier')}>
      {() => <AuditList />}
    </ConsoleShell>
  )
}
