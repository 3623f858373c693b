import { Building2, Plane, Ship } from 'lucide-react'
import { useCallback, useMemo } from 'react'
import { useTranslation } from '../../i18n/useTranslation'
import { useNavigate } from 'react-router'
import type { TLocation } from '@wheelbase/core/schemas/search'
import type { TMapActions } from '../../components/map/LeafletMap'
import { LocationsMap } from '../../components/map/LocationsMap'
import { PageShell } from '../../components/PageShell'
import { useLocations } from '../../lib/places'
import { searchPath } from '../../lib/search/criteria'
import { defaultPeriod, renderToday, toIso } from '../../lib/search/dateTime'
import { useHydrated } from '../../lib/hydration'
import { AppLink } from '../../components/AppLink'
import { buttonClass } from '../../components/ui/Button'
import { Skeleton } from '../../components/ui/Skeleton'
import { Card } from '../../components/ui/Card'

const KIND_ICONS = { airport: Plane, port: Ship, city: Building2 } as const

/** Every location on a map and in a list grouped by kind; "Search cars here" starts a search from one. */
export default function LocationsPage() {
  const { t } = useTranslation(['places', 'search'])
  const navigate = useNavigate()
  const { data, isPending } = useLocations()
  const items = useMemo(() => data?.items ?? [], [data])
  const hydrated = useHydrated()
  // The results of a new search from a place: links in the page (they work before the app runs).
  const searchPathFrom = useCallback(
    (location: TLocation) => {
      const period = defaultPeriod(renderToday(hydrated))
      return searchPath({ pickup: location._id, from: toIso(period.from, location.timeZone), to: toIso(period.to, location.timeZone) })
    },
    [hydrated],
  )
  const searchFrom = useCallback((location: TLocation) => void navigate(searchPathFrom(location)), [navigate, searchPathFrom])
  const actions = useMemo<TMapActions>(() => [{ label: t('locationsPage.searchHere'), onSelect: searchFrom }], [t, searchFrom])
  return (
    <PageShell title={t('locationsPage.title')} lead={t('locationsPage.lead')} wide>
      <LocationsMap eager actions={actions} label={t('locationsPage.map')} locations={items} className="h-80 desk:h-[28rem]" />
      {isPending ? (
        <Skeleton className="mt-8 h-48 rounded-card" />
      ) : (
        (['airport', 'port', 'city'] as const).map((kind) => {
          const ofKind = items.filter((l) => l.kind === kind)
          if (!ofKind.length) return null
          const Icon = KIND_ICONS[kind]
          return (
            <section key={kind} className="mt-8">
              <h2 className="flex items-center gap-2 text-xl font-bold">
                <Icon aria-hidden className="size-5" />
                {t(`search:locationKinds.${kind}`)}
              </h2>
              <ul className="mt-4 grid gap-3 desk:grid-cols-3">
                {ofKind.map((location) => (
                  <Card as="li" key={location._id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                    {/* The place's page: its prices, suppliers and desk hours. */}
                    <AppLink
                      to={`/car-hire/${location.slug}`}
                      className="min-w-0 font-semibold break-words underline underline-offset-4"
                      aria-label={t('locationsPage.carHire', { name: location.name })}
                    >
                      {location.name}
                    </AppLink>
                    <AppLink
                      to={searchPathFrom(location)}
                      className={buttonClass({ variant: 'secondary', size: 'sm' }, 'shrink-0')}
                      aria-label={t('locationsPage.searchHereNamed', { name: location.name })}
                    >
                      {t('locationsPage.searchHere')}
                    </AppLink>
                  </Card>
                ))}
              </ul>
            </section>
          )
        })
      )}
    </PageShell>
  )
}
