import { LoaderCircle, RotateCcw } from 'lucide-react'
import { useTranslation } from '../../../i18n/useTranslation'
import type { TConsoleJob } from '@wheelbase/core/schemas/consoleAdmin'
import { useAction } from '../../../lib/useAction'
import { formatDate } from '../../../lib/intl'
import { useRetryJob } from './api'
import { Button } from '../../../components/ui/Button'

/** The words for a kind of work; a kind this version does not name (from a newer instance) shows as it is. */
export function useKindLabel() {
  const { t, i18n } = useTranslation('console')
  return (kind: string) => {
    const key = `jobs.kinds.${kind}`
    return i18n.exists(key, 'console') ? t(key) : kind
  }
}

/** A cell's column name, shown on a phone where the row stacks as a card (the table's header says it to screen readers). */
function Label({ column }: { column: string }) {
  const { t } = useTranslation('console')
  return (
    <span aria-hidden className="me-2 text-sm text-muted desk:hidden">
      {t(`jobs.columns.${column}`)}:
    </span>
  )
}

const formatted = (language: string, iso: string) => formatDate(language, { dateStyle: 'medium', timeStyle: 'short' }, new Date(iso))
const When = ({ iso, language }: { iso: string; language: string }) => <time dateTime={iso}>{formatted(language, iso)}</time>

/** Parked after its last try, failing while it waits for its next one, or queued once retried. */
const stateOf = (job: TConsoleJob) => (job.status === 'queued' && job.attempts > 0 ? 'failing' : job.status)

/** One item of work: what it is, how it stands, its last error and last try, and "Retry now". */
export function JobRow({ job }: { job: TConsoleJob }) {
  const { t, i18n } = useTranslation(['console', 'messages'])
  const kindLabel = useKindLabel()
  const retry = useRetryJob()
  const kind = kindLabel(job.kind)
  const state = stateOf(job)
  const canRetry = state === 'parked' || state === 'failing'
  // The promise, not mutate()'s callbacks: those would not run once the refreshed list has left this row out.
  const action = useAction()
  const run = () => action.run(() => retry.mutateAsync({ params: { id: job._id } }), t('jobs.retried', { kind }))
  return (
    <tr className="border-t border-line align-top max-desk:block max-desk:py-2">
      <th scope="row" className="p-3 text-start font-semibold max-desk:block max-desk:pb-1">
        {kind}
      </th>
      <td className="p-3 max-desk:block max-desk:py-1">
        <Label column="state" />
        {t(`jobs.states.${state}`)}
        {state === 'failing' && (
          <span className="block text-sm text-muted">
            {t('jobs.nextTry')} <When iso={job.runAt} language={i18n.language} />
          </span>
        )}
      </td>
      <td className="p-3 tabular-nums max-desk:block max-desk:py-1">
        <Label column="attempts" />
        {job.attempts}
      </td>
      <td className="max-w-md p-3 max-desk:block max-desk:py-1">
        <Label column="lastError" />
        {job.lastError ? (
          <span dir="ltr" className="block whitespace-pre-wrap break-words font-mono text-sm">
            {job.lastError}
          </span>
        ) : (
          <span className="text-muted">{t('jobs.noError')}</span>
        )}
      </td>
      <td className="whitespace-nowrap p-3 max-desk:block max-desk:py-1">
        <Label column="lastTry" />
        <When iso={job.updatedAt} language={i18n.language} />
      </td>
      <td className="p-3 max-desk:block max-desk:pt-1">
        {canRetry && (
          <Button
            type="button"
            onClick={() => void run()}
            disabled={retry.isPending}
            aria-busy={retry.isPending || undefined}
            aria-label={t('jobs.retryOne', { kind, at: formatted(i18n.language, job.updatedAt) })}
            variant="secondary"
            className="whitespace-nowrap"
          >
            {retry.isPending ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : <RotateCcw aria-hidden className="size-4" />}
            {t('jobs.retry')}
          </Button>
        )}
      </td>
    </tr>
  )
}
