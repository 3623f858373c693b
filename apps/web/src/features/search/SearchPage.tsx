import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { flushSync } from 'react-dom'
import { useNavigate, useSearchParams } from 'react-router'
import { SORTS, type TSort } from '@wheelbase/core/search'
import { FormAlert } from '../../components/form/FormAlert'
import { PageShell } from '../../components/PageShell'
import { ApiError } from '../../lib/api/client'
import { localStore } from '../../lib/localStore'
import { useCarSearch } from './api'
import {
  criteriaFromParams,
  criteriaProblem,
  criteriaToParams,
  FILTER_KEYS,
  searchPath,
  type TCriteria,
  type TFilters,
} from '../../lib/search/criteria'
import { Filters } from './Filters'
import { Results } from './Results'
import { SearchForm } from '../../components/search/SearchForm'
import { SearchSummary } from './SearchSummary'
import { Icon } from '../../components/icons/Icon'

const activeFilterCount = (criteria: TCriteria) => FILTER_KEYS.filter((key) => criteria[key] !== undefined).length
const NO_FILTERS: TFilters = Object.fromEntries(FILTER_KEYS.map((key) => [key, undefined]))

/**
 * /search: the criteria live in the URL (reload and shared links show the same cars); editing
 * the place or dates, a filter or the sort replaces the query without reloading the page.
 */
export default function SearchPage() {
  const { t } = useTranslation('search')
  const { t: tm } = useTranslation('messages')
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const criteria = useMemo(() => criteriaFromParams(params), [params])
  // A link whose period has passed or is backwards is answered here, without asking the server.
  const problem = criteria ? criteriaProblem(criteria) : null
  const search = useCarSearch(problem ? null : criteria)
  // The first page shown: while changed criteria load, the previous answer (dimmed).
  const first = search.data?.pages[0]
  const answered = search.isSuccess && !search.isPlaceholderData
  // A search that answered is remembered: the home page's form starts from it next time.
  useEffect(() => {
    if (criteria && answered) localStore.setLastSearch({ pickup: criteria.pickup, dropoff: criteria.dropoff, from: criteria.from, to: criteria.to })
  }, [criteria, answered])
  const drawerRef = useRef<HTMLDialogElement>(null)
  // The drawer's filters exist while it is open: the page (and the server's HTML) holds one set.
  const [drawerOpen, setDrawerOpen] = useState(false)
  const openDrawer = () => {
    flushSync(() => setDrawerOpen(true))
    drawerRef.current?.showModal()
  }
  const [editing, setEditing] = useState(false)

  if (!criteria)
    return (
      <PageShell title={t('searchPage.title')} lead={t('searchPage.lead')} wide>
        <div className="rounded-card bg-white p-4 shadow-card desk:p-6">
          <SearchForm onSearch={(value) => void navigate(searchPath(value))} />
        </div>
      </PageShell>
    )

  // A filter replaces the history entry (Back leaves the results) and applies at once, so a
  // ticked box never flickers back while the new list loads.
  const setFilters = (filters: TFilters) => setParams(criteriaToParams({ ...criteria, ...filters }), { replace: true, flushSync: true })
  const error = problem ? tm(problem) : search.error instanceof ApiError ? search.error.message : search.error ? t('results.error') : undefined
  const active = activeFilterCount(criteria)
  const filters = <Filters filters={criteria} suppliers={first?.suppliers ?? []} onChange={setFilters} />

  return (
    <PageShell title={t('searchPage.title')} wide>
      {/* Keyboard users would pass the search form and some twenty filters before the first car. */}
      <a href="#results" className="sr-only rounded bg-primary px-4 py-2 text-white focus:not-sr-only focus:absolute focus:z-40">
        {t('results.skipTo')}
      </a>
      <div className="rounded-card bg-white p-4 shadow-card desk:p-6">
        {!editing && (
          <div className="desk:hidden">
            <SearchSummary criteria={criteria} onEdit={() => setEditing(true)} />
          </div>
        )}
        <div className={editing ? '' : 'hidden desk:block'}>
          <SearchForm
            key={`${criteria.pickup}|${criteria.dropoff ?? ''}|${criteria.from}|${criteria.to}`}
            start={criteria}
            // A new place drops the supplier choice (other suppliers serve it); other filters stay.
            onSearch={(value) => {
              setEditing(false)
              void navigate(searchPath({ ...criteria, ...value, suppliers: value.pickup === criteria.pickup ? criteria.suppliers : undefined }))
            }}
          />
        </div>
      </div>
      {error && (
        <div className="mt-6">
          <FormAlert message={error} />
        </div>
      )}
      <div className="mt-8 flex gap-8">
        <aside aria-label={t('filters.title')} className="hidden w-72 shrink-0 desk:block">
          <div className="sticky top-4 max-h-[calc(100vh-2rem)] overflow-auto rounded-card bg-white px-4 shadow-card">{filters}</div>
        </aside>
        <section
          id="results"
          tabIndex={-1}
          aria-labelledby="results-heading"
          aria-busy={search.isFetching}
          className="min-w-0 flex-1 focus-ring-none"
        >
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <h2 id="results-heading" className="text-lg font-bold" aria-live="polite">
              {first ? t('results.count', { count: first.total }) : error ? t('results.count', { count: 0 }) : t('results.loading')}
            </h2>
            <div className="flex flex-wrap items-center gap-3">
              <button
                type="button"
                onClick={openDrawer}
                className="inline-flex min-h-11 items-center gap-2 rounded-full border border-primary bg-white px-4 font-semibold desk:hidden"
              >
                <Icon name="sliders-horizontal" className="size-4" />
                {active ? t('filters.openCount', { number: active }) : t('filters.open')}
              </button>
              <label className="flex items-center gap-2 text-sm">
                <span className="font-medium">{t('sort.label')}</span>
                <select
                  value={criteria.sort ?? 'price_asc'}
                  onChange={(event) => setFilters({ sort: event.target.value as TSort })}
                  className="min-h-11 rounded-xl border border-line bg-white px-3"
                >
                  {SORTS.map((sort) => (
                    <option key={sort} value={sort}>
                      {t(`sort.${sort}`)}
                    </option>
                  ))}
                </select>
              </label>
            </div>
          </div>
          {!error && <Results search={search} criteria={criteria} onResetFilters={active ? () => setFilters(NO_FILTERS) : undefined} />}
        </section>
      </div>
      <dialog
        ref={drawerRef}
        onClose={() => setDrawerOpen(false)}
        aria-label={t('filters.title')}
        className="m-0 ms-auto h-full max-h-none w-[min(24rem,100%)] max-w-none bg-white p-0 backdrop:bg-black/40"
      >
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between border-b border-line px-4 py-2">
            <h2 className="text-lg font-bold">{t('filters.title')}</h2>
            <button
              type="button"
              aria-label={t('filters.close')}
              onClick={() => drawerRef.current?.close()}
              className="flex size-11 items-center justify-center rounded-full hover:bg-focused"
            >
              <Icon name="x" className="size-5" />
            </button>
          </div>
          <div className="flex-1 overflow-auto px-4">{drawerOpen && filters}</div>
          <div className="border-t border-line p-4">
            <button
              type="button"
              onClick={() => drawerRef.current?.close()}
              className="min-h-12 w-full rounded-full bg-primary font-semibold text-white"
            >
              {first ? t('filters.show', { count: first.total }) : t('filters.close')}
            </button>
          </div>
        </div>
      </dialog>
    </PageShell>
  )
}
