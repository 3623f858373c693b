import { useTranslation } from '../../i18n/useTranslation'
import { FLEET_SORTS } from '@wheelbase/core/consoleLists'
import { Plus } from 'lucide-react'
import type { TStoredUser } from '../../lib/localStore'
import { useFleet, type TFleetFilters } from './api'
import { ConsoleShell } from './ConsoleShell'
import { filterSelect, ListFrame } from './ListFrame'
import { oneOf, useListParams } from './useListParams'
import { FleetRow } from './FleetRow'
import { CalendarFeedPanel } from './feeds/CalendarFeedPanel'
import { LinkButton } from '../../components/ui/Button'
import { Card } from '../../components/ui/Card'

const AVAILABILITY = ['all', 'yes', 'no'] as const
const DEFAULTS: TFleetFilters = { q: '', sort: 'name', available: 'all', supplier: '' }

/** The fleet with its search, sort and availability filter (and an admin's supplier), all in the URL. */
function Fleet({ user }: { user: TStoredUser }) {
  const { t } = useTranslation('console')
  const [filters, change] = useListParams<TFleetFilters>(
    (params) => ({
      q: params.get('q') ?? '',
      sort: oneOf(FLEET_SORTS, params.get('sort'), 'name'),
      available: oneOf(AVAILABILITY, params.get('available'), 'all'),
      supplier: user.type === 'admin' ? (params.get('supplier') ?? '') : '',
    }),
    DEFAULTS,
  )
  const select = filterSelect('fleet', filters, DEFAULTS, change)
  const fleet = useFleet(filters)
  const items = fleet.data?.pages.flatMap((page) => page.items) ?? []
  const total = fleet.data?.pages[0]?.total ?? 0
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="fleet-title" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="fleet-title" className="text-xl font-bold">
            {t('fleet.title')}
          </h2>
          <LinkButton to="/console/cars/new">
            <Plus aria-hidden className="size-5" />
            {t('fleet.add')}
          </LinkButton>
        </div>
        {filters.supplier && (
          <Card as="p" className="flex flex-wrap items-center gap-3 px-4 py-3">
            <span>{t('fleet.oneSupplier', { supplier: items[0]?.supplier.fullName ?? '…' })}</span>
            <button type="button" onClick={() => change({ ...filters, supplier: '' })} className="min-h-11 font-semibold underline">
              {t('fleet.allSuppliers')}
            </button>
          </Card>
        )}
        <ListFrame
          id="fleet"
          search={{ value: filters.q, onSearch: (q) => change({ ...filters, q }), label: t('fleet.search') }}
          selectCount={2}
          selects={
            <>
              {select('sort', FLEET_SORTS, t('fleet.sort'), (sort) => t(`fleet.sorts.${sort}`))}
              {select('available', AVAILABILITY, t('fleet.availability'), (value) => t(`fleet.show.${value}`))}
            </>
          }
          count={t('fleet.count', { count: total })}
          showMore={t('fleet.showMore')}
          pages={fleet}
          isEmpty={items.length === 0}
        >
          {items.map((car) => (
            <FleetRow key={car._id} car={car} showSupplier={user.type === 'admin'} />
          ))}
        </ListFrame>
      </section>
      {/* An admin's fleet feed is one supplier's: it shows once a supplier is chosen. */}
      {(user.type !== 'admin' || filters.supplier) && (
        <CalendarFeedPanel key={filters.supplier} scope={user.type === 'admin' ? { supplier: filters.supplier } : {}} kind="fleet" />
      )}
    </div>
  )
}

/**
 * /console: the supply side, for suppliers and admins (its code loads only when opened). This
 * first screen is the fleet: a supplier's cars, or every car for an admin.
 */
export default function ConsolePage() {
  const { t } = useTranslation('console')
  return (
    <ConsoleShell title={t('title')} lead={(user) => t(user.type === 'admin' ? 'leadAdmin' : 'lead')}>
      {(user) => <Fleet user={user} />}
    </ConsoleShell>
  )
}
