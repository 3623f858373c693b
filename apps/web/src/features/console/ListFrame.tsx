import type { ReactNode } from 'react'
import { useTranslation } from '../../i18n/useTranslation'
import { SearchBox } from '../../components/form/SearchBox'
import { SelectField } from '../../components/form/SelectField'
import { ListEnd } from '../../components/ListEnd'
import { Card, cardClass } from '../../components/ui/Card'
import { oneOf } from './useListParams'

type TPages = {
  isPending: boolean
  isError: boolean
  isPlaceholderData: boolean
  hasNextPage: boolean
  isFetchingNextPage: boolean
  fetchNextPage: () => Promise<unknown>
}

// Whole class names, so that Tailwind finds them in the source.
const GRID = [
  'desk:grid-cols-1',
  'desk:grid-cols-[minmax(0,1fr)_auto]',
  'desk:grid-cols-[minmax(0,1fr)_auto_auto]',
  'desk:grid-cols-[minmax(0,1fr)_auto_auto_auto]',
]
const SELECTS_ONLY = ['desk:grid-cols-1', 'desk:grid-cols-1', 'desk:grid-cols-2', 'desk:grid-cols-3']

type Props = {
  id: string
  /** The keyword box, when the list has one. */
  search?: { value: string; onSearch: (q: string) => void; label: string }
  selects: ReactNode
  /** How many selects stand in the filter card (the grid's columns on a desktop). */
  selectCount: 1 | 2 | 3
  /** What the list holds ("12 cars", an average score): announced as it changes. */
  count: ReactNode
  /** Said in a card when the list is loaded and holds nothing. */
  empty?: string
  /** Said instead of the list until a filter is chosen (an admin's reviews: which supplier). */
  waiting?: string | null
  showMore: string
  pages: TPages
  /** The rows: list items by default; `table` when the list is its own table, in a card. */
  rows?: 'list' | 'table'
  isEmpty: boolean
  children: ReactNode
}

/**
 * The frame of every console list: the filters (a keyword box, the list's selects), the count
 * (announced), the rows, and the next page as the end comes near (or "Show more"). The filters
 * live in the URL (useListParams); the rows are the list's own.
 */
export function ListFrame({ id, search, selects, selectCount, count, empty, waiting, showMore, pages, rows = 'list', isEmpty, children }: Props) {
  const { t } = useTranslation('console')
  const faded = pages.isPlaceholderData ? 'opacity-60' : ''
  const columns = search ? GRID[selectCount] : SELECTS_ONLY[selectCount]
  return (
    <>
      {/* One column on a phone: the selects as wide as the card, not as their longest option. */}
      <div className={cardClass(`grid grid-cols-1 gap-3 p-4 ${columns ?? GRID[0]}`)}>
        {search && <SearchBox id={`${id}-q`} label={search.label} submitLabel={search.label} initial={search.value} onSearch={search.onSearch} />}
        {selects}
      </div>
      {waiting ? (
        <Card as="p" className="p-6">
          {waiting}
        </Card>
      ) : (
        <>
          <p aria-live="polite" className="font-semibold">
            {pages.isPending ? t('loading') : count}
          </p>
          {pages.isError && <p role="alert">{t('loadError')}</p>}
          {empty && !pages.isPending && !pages.isError && isEmpty && (
            <Card as="p" className="p-6">
              {empty}
            </Card>
          )}
          {rows === 'list' ? (
            <ul className={`flex flex-col gap-3 ${faded}`}>{children}</ul>
          ) : (
            !isEmpty && <div className={cardClass(`overflow-x-auto ${faded}`)}>{children}</div>
          )}
          <ListEnd pages={pages} label={showMore} busyLabel={t('loading')} paused={pages.isPlaceholderData} />
        </>
      )}
    </>
  )
}

type TListSelectProps<T extends string> = {
  id?: string
  label: string
  value: T
  choices: readonly T[]
  /** What a value not among the choices reads as. */
  fallback: T
  labelOf: (choice: T) => string
  onChange: (choice: T) => void
}

/** A filter of a console list: a compact select of fixed choices. */
export function ListSelect<T extends string>({ id, label, value, choices, fallback, labelOf, onChange }: TListSelectProps<T>) {
  return (
    <SelectField
      compact
      id={id}
      label={label}
      value={value}
      onChange={(e) => onChange(oneOf(choices, e.target.value, fallback))}
      options={choices.map((choice) => ({ value: choice, label: labelOf(choice) }))}
    />
  )
}

/**
 * The selects of a list's URL filters, one line each: `select('sort', SORTS, label, labelOf)` is
 * the select of `filters.sort` (id `${id}-sort`), a stray value read as its default.
 */
export function filterSelect<F extends { [K in keyof F]: string }>(id: string, filters: F, defaults: F, change: (next: F) => void) {
  return <K extends keyof F & string>(key: K, choices: readonly F[K][], label: string, labelOf: (choice: F[K]) => string) => (
    <ListSelect
      id={`${id}-${key}`}
      label={label}
      value={filters[key]}
      choices={choices}
      fallback={defaults[key]}
      labelOf={labelOf}
      onChange={(value) => change({ ...filters, [key]: value })}
    />
  )
}
