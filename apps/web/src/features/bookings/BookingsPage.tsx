import { Search } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { BOOKING_STATUSES, type TBookingStatus } from '@wheelbase/core/bookingStatus'
import { fieldClass } from '../../components/form/TextField'
import { ListEnd } from '../../components/ListEnd'
import { PageShell } from '../../components/PageShell'
import { RequireSession } from '../../components/RequireSession'
import { useSettings } from '../../lib/settings'
import { useBookings, type TBookingFilters } from './api'
import { BookingRow, BookingRowSkeleton } from './BookingRow'

const filtersOf = (params: URLSearchParams): TBookingFilters => ({
  status: (params.get('status') ?? '').split(',').filter((s): s is TBookingStatus => (BOOKING_STATUSES as readonly string[]).includes(s)),
  q: params.get('q') ?? '',
})

/** The status and keyword filters; they live in the URL, so a filtered list survives a reload. */
function Filters({ filters, onChange }: { filters: TBookingFilters; onChange: (next: TBookingFilters) => void }) {
  const { t } = useTranslation('bookings')
  const [q, setQ] = useState(filters.q)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onChange({ ...filters, q: q.trim() })
  }
  const toggle = (status: TBookingStatus, on: boolean) =>
    onChange({ ...filters, status: BOOKING_STATUSES.filter((s) => (s === status ? on : filters.status.includes(s))) })
  return (
    <div className="flex flex-col gap-4 self-start rounded-card bg-white p-4 shadow-card">
      <form role="search" onSubmit={submit} className="flex gap-2">
        <label htmlFor="bookings-q" className="sr-only">
          {t('filters.keyword')}
        </label>
        <input
          id="bookings-q"
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder={t('filters.keywordPlaceholder')}
          className={`${fieldClass} min-w-0 flex-1`}
        />
        <button
          type="submit"
          aria-label={t('filters.search')}
          className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-primary text-white hover:bg-black"
        >
          <Search aria-hidden className="size-5" />
        </button>
      </form>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="mb-2 text-sm font-semibold">{t('filters.status')}</legend>
        {BOOKING_STATUSES.map((status) => (
          <label
            key={status}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-line px-4 has-[:checked]:border-primary has-[:checked]:bg-focused"
          >
            <input
              type="checkbox"
              checked={filters.status.includes(status)}
              onChange={(e) => toggle(status, e.target.checked)}
              className="size-4 accent-primary"
            />
            {t(`status.${status}`)}
          </label>
        ))}
      </fieldset>
    </div>
  )
}

function Bookings() {
  const { t } = useTranslation('bookings')
  const { pageSizes } = useSettings()
  const [params, setParams] = useSearchParams()
  // The ticks change at once; the URL follows (a filtered list survives a reload and can be shared).
  const [filters, setFilters] = useState(() => filtersOf(params))
  // 10 at a time on a phone (spec §9: mobile is 960 px wide or less), 20 otherwise.
  const [size] = useState(() => (window.matchMedia('(max-width: 960px)').matches ? pageSizes.bookingsMobile : pageSizes.bookings))
  const bookings = useBookings(filters, size)
  const change = (next: TBookingFilters) => {
    setFilters(next)
    const search = new URLSearchParams()
    if (next.status.length) search.set('status', next.status.join(','))
    if (next.q) search.set('q', next.q)
    setParams(search, { replace: true })
  }
  const items = bookings.data?.pages.flatMap((page) => page.items) ?? []
  const total = bookings.data?.pages[0]?.total ?? 0
  return (
    <div className="grid gap-6 desk:grid-cols-[300px_1fr]">
      <Filters filters={filters} onChange={change} />
      <section aria-labelledby="bookings-count" className="flex flex-col gap-3">
        <h2 id="bookings-count" className="font-semibold" aria-live="polite">
          {bookings.isPending ? t('loading') : t('count', { count: total })}
        </h2>
        {bookings.isError && <p role="alert">{t('loadError')}</p>}
        <ul className={`flex flex-col gap-3 ${bookings.isPlaceholderData ? 'opacity-60' : ''}`}>
          {bookings.isPending ? [0, 1, 2].map((i) => <BookingRowSkeleton key={i} />) : items.map((b) => <BookingRow key={b._id} booking={b} />)}
        </ul>
        {!bookings.isPending && !items.length && (
          <div className="rounded-card bg-white p-8 text-center shadow-card">
            <p className="text-muted">{filters.status.length || filters.q ? t('emptyFiltered') : t('empty')}</p>
            <Link to="/" className="mt-4 inline-flex min-h-11 items-center rounded-full bg-primary px-5 font-semibold text-white hover:bg-black">
              {t('rentACar')}
            </Link>
          </div>
        )}
        <ListEnd pages={bookings} label={t('showMore')} busyLabel={t('loading')} paused={bookings.isPlaceholderData} />
      </section>
    </div>
  )
}

export default function BookingsPage() {
  const { t } = useTranslation('bookings')
  return (
    <RequireSession title={t('title')}>
      {() => (
        <PageShell title={t('title')} lead={t('lead')} wide>
          <Bookings />
        </PageShell>
      )}
    </RequireSession>
  )
}
