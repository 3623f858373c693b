import { useTranslation } from 'react-i18next'
import { JOB_VIEWS, type TJobView } from '@wheelbase/core/consoleLists'
import { SelectField } from '../../../components/form/SelectField'
import { ListEnd } from '../../../components/ListEnd'
import { ConsoleShell } from '../ConsoleShell'
import { oneOf, useListParams } from '../useListParams'
import { useJobs } from './api'
import { JobRow } from './JobRow'
import { Card, cardClass } from '../../../components/ui/Card'

const COLUMNS = ['kind', 'state', 'attempts', 'lastError', 'lastTry', 'action'] as const

/** The parked or the failing work, as the URL says, in a table of its own. */
function JobsList() {
  const { t } = useTranslation('console')
  const [filters, change] = useListParams<{ status: TJobView }>((params) => ({ status: oneOf(JOB_VIEWS, params.get('status'), 'parked') }), {
    status: 'parked',
  })
  const pages = useJobs(filters.status)
  const items = pages.data?.pages.flatMap((page) => page.items) ?? []
  const total = pages.data?.pages[0]?.total ?? 0
  return (
    <section aria-label={t('jobs.title')} className="flex flex-col gap-4">
      <Card className="p-4">
        <SelectField
          compact
          id="jobs-status"
          label={t('jobs.view')}
          value={filters.status}
          onChange={(e) => change({ status: oneOf(JOB_VIEWS, e.target.value, 'parked') })}
          options={JOB_VIEWS.map((view) => ({ value: view, label: t(`jobs.views.${view}`) }))}
        />
      </Card>
      <p aria-live="polite" className="font-semibold">
        {pages.isPending ? t('loading') : t('jobs.count', { count: total })}
      </p>
      {pages.isError && <p role="alert">{t('loadError')}</p>}
      {!pages.isPending && !pages.isError && items.length === 0 && (
        <Card as="p" className="p-6">
          {t(`jobs.empty.${filters.status}`)}
        </Card>
      )}
      {items.length > 0 && (
        <div className={cardClass(`overflow-x-auto ${pages.isPlaceholderData ? 'opacity-60' : ''}`)}>
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
        </div>
      )}
      <ListEnd pages={pages} label={t('jobs.showMore')} busyLabel={t('loading')} paused={pages.isPlaceholderData} />
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
