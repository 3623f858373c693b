import { useTranslation } from '../../../i18n/useTranslation'
import { JOB_VIEWS, type TJobView } from '@wheelbase/core/consoleLists'
import { ConsoleShell } from '../ConsoleShell'
import { filterSelect, ListFrame } from '../ListFrame'
import { oneOf, useListParams } from '../useListParams'
import { useJobs } from './api'
import { JobRow } from './JobRow'

type TJobFilters = { status: TJobView }
const DEFAULTS: TJobFilters = { status: 'parked' }
const COLUMNS = ['kind', 'state', 'attempts', 'lastError', 'lastTry', 'action'] as const

/** The parked or the failing work, as the URL says, in a table of its own. */
function JobsList() {
  const { t } = useTranslation('console')
  const [filters, change] = useListParams<TJobFilters>((params) => ({ status: oneOf(JOB_VIEWS, params.get('status'), 'parked') }), DEFAULTS)
  const select = filterSelect('jobs', filters, DEFAULTS, change)
  const pages = useJobs(filters.status)
  const items = pages.data?.pages.flatMap((page) => page.items) ?? []
  const total = pages.data?.pages[0]?.total ?? 0
  return (
    <section aria-label={t('jobs.title')} className="flex flex-col gap-4">
      <ListFrame
        id="jobs"
        selectCount={1}
        selects={select('status', JOB_VIEWS, t('jobs.view'), (view) => t(`jobs.views.${view}`))}
        count={t('jobs.count', { count: total })}
        empty={t(`jobs.empty.${filters.status}`)}
        showMore={t('jobs.showMore')}
        pages={pages}
        rows="table"
        isEmpty={items.length === 0}
      >
        {/* On a phone each row stacks as a card (role="table": some browsers drop a block-displayed table's meaning). */}
        <table role="table" className="w-full border-collapse text-start max-desk:block">
          <caption className="sr-only">{t(`jobs.views.${filters.status}`)}</caption>
          <thead className="max-desk:sr-only">
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className="whitespace-nowrap p-3 text-start text-sm font-semibold text-muted">
                  {t(`jobs.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="max-desk:block">
            {items.map((job) => (
              <JobRow key={job._id} job={job} />
            ))}
          </tbody>
        </table>
      </ListFrame>
    </section>
  )
}

/** /console/jobs: work after a commit that keeps failing (mails, mostly), for admins to retry once its cause is fixed. */
export default function JobsPage() {
  const { t } = useTranslation('console')
  return (
    <ConsoleShell title={t('jobs.title')} lead={t('jobs.lead')} adminOnly>
      {() => <JobsList />}
    </ConsoleShell>
  )
}
