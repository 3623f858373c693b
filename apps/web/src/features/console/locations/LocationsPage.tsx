import { Plus, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from '../../../i18n/useTranslation'
import { Link } from 'react-router'
import { LOCATION_SORTS } from '@wheelbase/core/consoleLists'
import type { TConsoleLocation } from '@wheelbase/core/schemas/consoleAdmin'
import type { TLanguage } from '@wheelbase/core/languages'
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog'
import { useAction } from '../../../lib/useAction'
import { ConsoleShell } from '../ConsoleShell'
import { filterSelect, ListFrame } from '../ListFrame'
import { oneOf, useListParams } from '../useListParams'
import { useConsoleLocations, useDeleteLocation, type TLocationFilters } from './api'
import { LinkButton } from '../../../components/ui/Button'
import { Card } from '../../../components/ui/Card'

function LocationRow({ location }: { location: TConsoleLocation }) {
  const { t, i18n } = useTranslation(['console', 'messages'])
  const deletion = useDeleteLocation()
  const [confirming, setConfirming] = useState(false)
  const name = location.names[i18n.language as TLanguage] ?? location.names.en
  const inUse = location.cars > 0 || location.bookings > 0
  const { run } = useAction()
  const remove = () => {
    setConfirming(false)
    return run(() => deletion.mutateAsync({ params: { id: location._id } }), t('locations.deleted', { name }))
  }
  return (
    <Card as="li" className="flex items-center gap-4 p-4">
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <h2 className="font-bold">
          <Link to={`/console/locations/${location._id}`} className="underline-offset-2 hover:underline">
            {name}
          </Link>
        </h2>
        <p className="text-sm text-muted">
          {t(`locations.kinds.${location.kind}`)} · {location.timeZone} · {t('fleet.count', { count: location.cars })} ·{' '}
          {t('locations.bookings', { count: location.bookings })}
        </p>
      </div>
      {!inUse && (
        <button
          type="button"
          onClick={() => setConfirming(true)}
          aria-label={`${t('fleet.delete')}: ${name}`}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-red-800 hover:bg-red-50"
        >
          <Trash2 aria-hidden className="size-5" />
        </button>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('locations.deleteTitle', { name })}
        text={t('locations.deleteText')}
        confirmLabel={t('fleet.delete')}
        cancelLabel={t('fleet.keep')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void remove()}
      />
    </Card>
  )
}

/** /console/locations: every location, searched in any language and sorted, for admins; add, edit, delete an unused one. */
const DEFAULTS: TLocationFilters = { q: '', sort: 'name' }

export default function LocationsPage() {
  const { t } = useTranslation('console')
  const [filters, change] = useListParams<TLocationFilters>(
    (params) => ({ q: params.get('q') ?? '', sort: oneOf(LOCATION_SORTS, params.get('sort'), 'name') }),
    DEFAULTS,
  )
  const select = filterSelect('locations', filters, DEFAULTS, change)
  const places = useConsoleLocations(filters)
  const items = places.data?.pages.flatMap((page) => page.items) ?? []
  return (
    <ConsoleShell title={t('locations.title')} lead={t('locations.lead')} adminOnly>
      {() => (
        <section aria-label={t('locations.title')} className="flex flex-col gap-4">
          <div className="flex justify-end">
            <LinkButton to="/console/locations/new">
              <Plus aria-hidden className="size-5" />
              {t('locations.add')}
            </LinkButton>
          </div>
          <ListFrame
            id="locations"
            search={{ value: filters.q, onSearch: (q) => change({ ...filters, q }), label: t('locations.search') }}
            selectCount={1}
            selects={select('sort', LOCATION_SORTS, t('fleet.sort'), (sort) => t(`users.sorts.${sort}`))}
            count={t('locations.count', { count: places.data?.pages[0]?.total ?? 0 })}
            showMore={t('locations.showMore')}
            pages={places}
            isEmpty={items.length === 0}
          >
            {items.map((location) => (
              <LocationRow key={location._id} location={location} />
            ))}
          </ListFrame>
        </section>
      )}
    </ConsoleShell>
  )
}
