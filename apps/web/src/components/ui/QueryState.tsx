import type { ReactNode } from 'react'
import { useTranslation } from '../../i18n/useTranslation'

type TQueryOf<T> = { data: T | undefined; error: { message: string } | null }

/**
 * A query's states in a section: its data through `children` once it has some (kept while a
 * refetch fails), else its error as an alert, else "Loading…".
 */
export function QueryState<T>({ query, children }: { query: TQueryOf<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation('common')
  if (query.data !== undefined) return <>{children(query.data)}</>
  if (query.error) return <p role="alert">{query.error.message}</p>
  return <p role="status">{t('loading')}</p>
}
