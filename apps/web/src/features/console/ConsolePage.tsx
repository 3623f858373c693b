import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { FLEET_SORTS } from '@wheelbase/core/schemas/console'
import { SearchBox } from '../../components/form/SearchBox'
import { fieldClass } from '../../components/form/TextField'
import { ListEnd } from '../../components/ListEnd'
import { PageShell } from '../../components/PageShell'
import { RequireSession } from '../../components/RequireSession'
import type { TStoredUser } from '../../lib/localStore'
import { useFleet, type TFleetFilters } from './api'
import { FleetRow } from './FleetRow'

const AVAILABILITY = ['all', 'yes', 'no'] as const
const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : fallback

function filtersOf(params: URLSearchParams): TFleetFilters {
  return {
    q: params.get('q') ?? '',
    sort: oneOf(FLEET_SORTS, params.get('sort'), 'name'),
    available: oneOf(AVAILABILITY, params.get('available'), 'all'),
  }
}

/** The fleet with its search, sort and availability filter, all in the URL. */
function Fleet({ user }: { user: TStoredUser }) {
  const { t } = useTranslation('console')
  const [params, setParams] = useSearchParams()
  const [filters, setFilters] = useState(() => filtersOf(params))
  const fleet = useFleet(filters)
  const change = (next: TFleetFilters) => {
    setFilters(next)
    const search = new URLSearchParams()
    if (next.q) search.set('q', next.q)
    if (next.sort !== 'name') search.set('sort', next.sort)
    if (next.available !== 'all') search.set('available', next.available)
    setParams(search, { replace: true })
  }
  const items = fleet.data?.pages.flatMap((page) => page.items) ?? []
  const total = fleet.data?.pages[0]?.total ?? 0
  return (
    <section aria-labelledby="fleet-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="fleet-title" className="text-xl font-bold">
          {t('fleet.title')}
        </h2>
        <Link to="/bookings" className="inline-flex min-h-11 items-center rounded-full border border-primary px-5 font-semibold hover:bg-focused">
          {t('bookings')}
        </Link>
      </div>
      <div className="grid gap-3 rounded-card bg-white p-4 shadow-card desk:grid-cols-[1fr_auto_auto]">
        <SearchBox
          id="fleet-q"
          label={t('fleet.search')}
          placeholder={t('fleet.search')}
          submitLabel={t('fleet.search')}
          initial={filters.q}
          onSearch={(q) => change({ ...filters, q })}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor="fleet-sort" className="text-sm font-semibold">
            {t('fleet.sort')}
          </label>
          <select
            id="fleet-sort"
            value={filters.sort}
            onChange={(e) => change({ ...filters, sort: oneOf(FLEET_SORTS, e.target.value, 'name') })}
            className={fieldClass}
          >
            {FLEET_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`fleet.sorts.${sort}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="fleet-available" className="text-sm font-semibold">
            {t('fleet.availability')}
          </label>
          <select
            id="fleet-available"
            value={filters.available}
            onChange={(e) => change({ ...filters, available: oneOf(AVAILABILITY, e.target.value, 'all') })}
            className={fieldClass}
          >
            {AVAILABILITY.map((value) => (
              <option key={value} value={value}>
                {t(`fleet.show.${value}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p aria-live="polite" className="font-semibold">
        {fleet.isPending ? t('loading') : t('fleet.count', { count: total })}
      </p>
      {fleet.isError && <p role="alert">{t('loadError')}</p>}
      <ul className={`flex flex-col gap-3 ${fleet.isPlaceholderData ? 'opacity-60' : ''}`}>
        {items.map((car) => (
          <FleetRow key={car._id} car={car} showSupplier={user.type === 'admin'} />
        ))}
      </ul>
      <ListEnd pages={fleet} label={t('fleet.showMore')} busyLabel={t('loading')} paused={fleet.isPlaceholderData} />
    </section>
  )
}

/**
 * /console: the supply side, for suppliers and admins (its code loads only when opened). This
 * first screen is the fleet: a supplier's cars, or every car for an admin.
 */
export default function ConsolePage() {
  const { t } = useTranslation('console')
  return (
    <RequireSession title={t('title')}>
      {(user) =>
        user.type === 'user' ? (
          <PageShell title={t('title')}>
            <p role="alert" className="rounded-card bg-white p-6 shadow-card">
              {t('staffOnly')}
            </p>
          </PageShell>
        ) : (
          <PageShell title={t('title')} lead={t(user.type === 'admin' ? 'leadAdmin' : 'lead')} wide>
            <Fleet user={user} />
          </PageShell>
        )
      }
    </RequireSession>
  )
}
