import { useState } from 'react'
import { useTranslation } from '../../i18n/useTranslation'
import { useSearchParams } from 'react-router'
import { ListEnd } from '../../components/ListEnd'
import { PageShell } from '../../components/PageShell'
import { RequireSession } from '../../components/RequireSession'
import type { TStoredUser } from '../../lib/localStore'
import { useSettings } from '../../lib/settings'
import { useBookings, type TBookingFilters } from './api'
import { BookingRow, BookingRowSkeleton } from './BookingRow'
import { Filters, filtersOf, isFiltered, searchOf } from './Filters'
import { SelectionBar } from './staff/SelectionBar'
import { LinkButton } from '../../components/ui/Button'
import { Card } from '../../components/ui/Card'

function Bookings({ user }: { user: TStoredUser }) {
  const { t, i18n } = useTranslation('bookings')
  const { pageSizes } = useSettings()
  const [params, setParams] = useSearchParams()
  // The filters change at once; the URL follows (a filtered list survives a reload and can be shared).
  const [filters, setFilters] = useState(() => filtersOf(params))
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  // 10 at a time on a phone (spec §9: mobile is 960 px wide or less), 20 otherwise.
  const [size] = useState(() => (window.matchMedia('(max-width: 960px)').matches ? pageSizes.bookingsMobile : pageSizes.bookings))
  const bookings = useBookings(filters, size)
  const staff = user.type !== 'user'
  const change = (next: TBookingFilters) => {
    setFilters(next)
    setSelected(new Set())
    setParams(searchOf(next), { replace: true })
  }
  const items = bookings.data?.pages.flatMap((page) => page.items) ?? []
  const total = bookings.data?.pages[0]?.total ?? 0
  const capped = bookings.data?.pages[0]?.totalCapped ?? false
  const select = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })
  return (
    <div className="grid grid-cols-1 gap-6 desk:grid-cols-[300px_minmax(0,1fr)]">
      <Filters filters={filters} admin={user.type === 'admin'} onChange={change} />
      <section aria-labelledby="bookings-count" className="flex min-w-0 flex-col gap-3">
        <h2 id="bookings-count" className="font-semibold" aria-live="polite">
          {bookings.isPending
            ? t('loading')
            : capped
              ? t('countMore', { number: new Intl.NumberFormat(i18n.language).format(total) })
              : t('count', { count: total })}
        </h2>
        {bookings.isError && <p role="alert">{t('loadError')}</p>}
        {staff && items.length > 0 && <SelectionBar items={items} selected={selected} onSelect={setSelected} />}
        <ul className={`flex flex-col gap-3 ${bookings.isPlaceholderData ? 'opacity-60' : ''}`}>
          {bookings.isPending
            ? [0, 1, 2].map((i) => <BookingRowSkeleton key={i} />)
            : items.map((b) => (
                <BookingRow
                  key={b._id}
                  booking={b}
                  {...(staff ? { selection: { checked: selected.has(b._id), onChange: (on: boolean) => select(b._id, on) } } : {})}
                />
              ))}
        </ul>
        {!bookings.isPending && !items.length && (
          <Card className="p-8 text-center">
            <p className="text-muted">{isFiltered(filters) ? t('emptyFiltered') : t('empty')}</p>
            {!staff && (
              <LinkButton to="/" className="mt-4">
                {t('rentACar')}
              </LinkButton>
            )}
          </Card>
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
      {(user) => (
        <PageShell title={t('title')} lead={t(user.type === 'user' ? 'lead' : user.type === 'admin' ? 'leadAdmin' : 'leadStaff')} wide>
          <Bookings user={user} />
        </PageShell>
      )}
    </RequireSession>
  )
}
