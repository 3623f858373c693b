import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from '../../i18n/useTranslation'
import { flushSync } from 'react-dom'
import { useNavigate, useSearchParams } from 'react-router'
import { SORTS, type TSort } from '@wheelbase/core/search'
import { QueryForm } from '../../components/form/QueryForm'
import { TargetButton } from '../../components/TargetButton'
import { useEarlyInputs } from '../../lib/hydration'
import { FormAlert } from '../../components/form/FormAlert'
import { PageShell } from '../../components/PageShell'
import { failureText } from '../../lib/api/failure'
import { localStore } from '../../lib/localStore'
import { useCarSearch } from './api'
import {
  criteriaFromParams,
  criteriaProblem,
  criteriaToParams,
  FILTER_KEYS,
  filtersFromParams,
  searchPath,
  type TCriteria,
  type TFilters,
} from '../../lib/search/criteria'
import { Filters, suppliersOf } from './Filters'
import { Results } from './Results'
import { HiddenSuppliers } from './HiddenSuppliers'
import { SearchForm } from '../../components/search/SearchForm'
import { SearchSummary } from './SearchSummary'
import { DeskOnly } from '../../components/DeskOnly'
import { Icon } from '../../components/icons/Icon'
import { Button, buttonClass } from '../../components/ui/Button'
import { useSettings } from '../../lib/settings'
import { useDisplayCurrency } from '../../lib/displayCurrency'
import { Card } from '../../components/ui/Card'
import { KnownPlacesContext } from '../../lib/places'
import { useBasePath, withBase } from '../../lib/basePath'

const activeFilterCount = (criteria: TCriteria) => FILTER_KEYS.filter((key) => criteria[key] !== undefined).length
const NO_FILTERS: TFilters = Object.fromEntries(FILTER_KEYS.map((key) => [key, undefined]))

/** The query of the criteria without some keys: what a form sent before the app runs keeps. */
function queryWithout(criteria: TCriteria, keys: readonly string[]): URLSearchParams {
  const query = criteriaToParams(criteria)
  for (const key of keys) query.delete(key)
  return query
}

/** What a form's fields say, as a query (the boxes ticked, the options chosen). */
function formQuery(form: HTMLFormElement): URLSearchParams {
  const query = new URLSearchParams()
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') query.append(name, value)
  return query
}

/** Ids of the elements a link leads to before the app runs (CSS :target shows them on a phone). */
const SEARCH_FORM_ID = 'search-form'
const FILTERS_ID = 'filters'

/**
 * /search: the criteria live in the URL (reload and shared links show the same cars); editing
 * the place or dates, a filter or the sort replaces the query without reloading the page.
 */
export default function SearchPage() {
  const { t } = useTranslation('search')
  const { t: tm } = useTranslation('messages')
  const { t: tc } = useTranslation()
  const settings = useSettings()
  const { rate } = useDisplayCurrency()
  const navigate = useNavigate()
  const base = useBasePath()
  const [params, setParams] = useSearchParams()
  const criteria = useMemo(() => criteriaFromParams(params), [params])
  // A link whose period has passed or is backwards is answered here, without asking the server.
  const problem = criteria ? criteriaProblem(criteria) : null
  const search = useCarSearch(problem ? null : criteria)
  // The first page shown: while changed criteria load, the previous answer (dimmed).
  const first = search.data?.pages[0]
  // The places it names: the form and the summary show them without asking (lib/places.ts). Not
  // those of a previous answer still shown: after a change of language its names are in the old one.
  const places = useMemo(
    () => (first && !search.isPlaceholderData ? [first.places.pickup, ...(first.places.dropoff ? [first.places.dropoff] : [])] : []),
    [first, search.isPlaceholderData],
  )
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
  // A filter replaces the history entry (Back leaves the results) and applies at once, so a
  // ticked box never flickers back while the new list loads.
  const applyFilters = (filters: TFilters, flush: boolean) => {
    if (criteria) setParams(criteriaToParams({ ...criteria, ...filters }), { replace: true, flushSync: flush })
  }
  // Filters and sort changed before the app started: taken in one change once it runs.
  const listRef = useRef<HTMLDivElement>(null)
  const filtersForm = useRef<HTMLFormElement>(null)
  const sortRef = useRef<HTMLSelectElement>(null)
  useEarlyInputs(listRef, (changed) => {
    const form = filtersForm.current
    const next: TFilters = {}
    if (form && changed.some((field) => field.form === form)) {
      const read = filtersFromParams(formQuery(form))
      for (const key of FILTER_KEYS) Object.assign(next, { [key]: read[key] })
      const allIds = (search.data?.pages[0]?.suppliers ?? []).map((supplier) => supplier._id)
      next.suppliers = read.suppliers && suppliersOf(read.suppliers, allIds)
    }
    const sort = sortRef.current
    if (sort && changed.includes(sort) && (SORTS as readonly string[]).includes(sort.value)) next.sort = sort.value as TSort
    // Not flushed: this runs as the page mounts, where React cannot render again at once.
    applyFilters(next, false)
  })

  if (!criteria)
    return (
      <PageShell title={t('searchPage.title')} lead={t('searchPage.lead')} wide>
        <Card className="p-4 desk:p-6">
          <SearchForm onSearch={(value) => void navigate(searchPath(value))} />
        </Card>
      </PageShell>
    )

  const setFilters = (filters: TFilters) => applyFilters(filters, true)
  const error = problem ? tm(problem) : search.error ? failureText(search.error, t('results.error')) : undefined
  const active = activeFilterCount(criteria)
  const filtersOf = (formRef?: typeof filtersForm) => (
    <Filters
      formRef={formRef}
      filters={criteria}
      suppliers={first?.suppliers ?? []}
      onChange={setFilters}
      hrefOf={(filters) => withBase(base, searchPath({ ...criteria, ...filters }))}
      keep={queryWithout(criteria, FILTER_KEYS)}
    />
  )
  return (
    <KnownPlacesContext.Provider value={places}>
      <PageShell title={t('searchPage.title')} wide>
        {/* Keyboard users would pass the search form and some twenty filters before the first car. */}
        <a href="#results" className="sr-only rounded bg-primary px-4 py-2 text-white focus:not-sr-only focus:absolute focus:z-40">
          {t('results.skipTo')}
        </a>
        <Card className="p-4 desk:p-6">
          {!editing && (
            <div className="desk:hidden">
              <SearchSummary criteria={criteria} formId={SEARCH_FORM_ID} onEdit={() => setEditing(true)} />
            </div>
          )}
          <div id={SEARCH_FORM_ID} className={`scroll-mt-20 ${editing ? '' : 'hidden target:block desk:block'}`}>
            {/* A phone shows the summary: the form is rendered once it opens. */}
            <DeskOnly target={SEARCH_FORM_ID} awake={editing}>
              <SearchForm
                key={`${criteria.pickup}|${criteria.dropoff ?? ''}|${criteria.from}|${criteria.to}`}
                start={criteria}
                carry={queryWithout(criteria, ['pickup', 'dropoff', 'from', 'to', 'suppliers'])}
                // A new place drops the supplier choice (other suppliers serve it); other filters stay.
                onSearch={(value) => {
                  setEditing(false)
                  void navigate(searchPath({ ...criteria, ...value, suppliers: value.pickup === criteria.pickup ? criteria.suppliers : undefined }))
                }}
              />
            </DeskOnly>
          </div>
        </Card>
        {error && (
          <div className="mt-6">
            <FormAlert message={error} />
          </div>
        )}
        <div ref={listRef} className="mt-8 flex flex-col gap-8 desk:flex-row">
          <aside id={FILTERS_ID} aria-label={t('filters.title')} className="hidden shrink-0 scroll-mt-20 target:block desk:block desk:w-72">
            <Card className="px-4 desk:sticky desk:top-4 desk:max-h-[calc(100vh-2rem)] desk:overflow-auto">
              {/* A phone filters in the drawer: these are rendered if the page grows wide enough to show them. */}
              <DeskOnly target={FILTERS_ID}>{filtersOf(filtersForm)}</DeskOnly>
            </Card>
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
                <TargetButton to={FILTERS_ID} onPress={openDrawer} className={buttonClass({ variant: 'secondary' }, 'bg-white desk:hidden')}>
                  <Icon name="sliders-horizontal" className="size-4" />
                  {active ? t('filters.openCount', { number: active }) : t('filters.open')}
                </TargetButton>
                <QueryForm action="/search" keep={queryWithout(criteria, ['sort'])} submit={tc('apply')} className="flex items-center gap-2">
                  <label className="flex items-center gap-2 text-sm">
                    <span className="font-medium">{t('sort.label')}</span>
                    <select
                      ref={sortRef}
                      name="sort"
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
                </QueryForm>
              </div>
            </div>
            {rate && <p className="-mt-2 mb-4 text-sm text-muted">{t('results.estimate', { currency: rate.currency, base: settings.currency })}</p>}
            {first && !error && <HiddenSuppliers hidden={first.hidden} from={criteria.from} to={criteria.to} />}
            {!error && (
              <Results
                search={search}
                criteria={criteria}
                resetFilters={
                  active ? { href: withBase(base, searchPath({ ...criteria, ...NO_FILTERS })), apply: () => setFilters(NO_FILTERS) } : undefined
                }
              />
            )}
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
            <div className="flex-1 overflow-auto px-4">{drawerOpen && filtersOf()}</div>
            <div className="border-t border-line p-4">
              <Button size="lg" wide onClick={() => drawerRef.current?.close()}>
                {first ? t('filters.show', { count: first.total }) : t('filters.close')}
              </Button>
            </div>
          </div>
        </dialog>
      </PageShell>
    </KnownPlacesContext.Provider>
  )
}
