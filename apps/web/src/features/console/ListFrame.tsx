import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { SearchBox } from '../../components/form/SearchBox'
import { ListEnd } from '../../components/ListEnd'
import { cardClass } from '../../components/ui/Card'

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

/**
 * The frame of every console list: a keyword box and the list's selects, the count (announced),
 * the rows, and the next page as the end comes near (or "Show more"). The filters live in the URL
 * (useListParams); the rows are the list's own.
 */
export function ListFrame({
  id,
  search,
  onSearch,
  searchLabel,
  selects,
  selectCount,
  count,
  showMore,
  pages,
  children,
}: {
  id: string
  search: string
  onSearch: (q: string) => void
  searchLabel: string
  selects: ReactNode
  /** How many selects stand beside the keyword box (the grid's columns on a desktop). */
  selectCount: 1 | 2 | 3
  count: string
  showMore: string
  pages: TPages
  children: ReactNode
}) {
  const { t } = useTranslation('console')
  return (
    <>
      {/* One column on a phone: the selects as wide as the card, not as their longest option. */}
      <div className={cardClass(`grid grid-cols-1 gap-3 p-4 ${GRID[selectCount] ?? GRID[0]}`)}>
        <SearchBox id={`${id}-q`} label={searchLabel} submitLabel={searchLabel} initial={search} onSearch={onSearch} />
        {selects}
      </div>
      <p aria-live="polite" className="font-semibold">
        {pages.isPending ? t('loading') : count}
      </p>
      {pages.isError && <p role="alert">{t('loadError')}</p>}
      <ul className={`flex flex-col gap-3 ${pages.isPlaceholderData ? 'opacity-60' : ''}`}>{children}</ul>
      <ListEnd pages={pages} label={showMore} busyLabel={t('loading')} paused={pages.isPlaceholderData} />
    </>
  )
}
