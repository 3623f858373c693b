import { useTranslation } from '../../i18n/useTranslation'
import { useNavigate, useParams } from 'react-router'
import type { TPlacePage } from '@wheelbase/core/schemas/placePage'
import { NotFoundPage } from '../../app/NotFoundPage'
import { LocationsMap } from '../../components/map/LocationsMap'
import { PageShell } from '../../components/PageShell'
import { PublicReview } from '../../components/reviews/PublicReview'
import { SearchForm } from '../../components/search/SearchForm'
import { Card } from '../../components/ui/Card'
import { Skeleton, SkeletonText } from '../../components/ui/Skeleton'
import { refused } from '../../lib/api/failure'
import { searchPath } from '../../lib/search/criteria'
import { useSettings } from '../../lib/settings'
import { usePrice } from '../../lib/usePrice'
import { usePageMeta } from '../../lib/usePageTitle'
import { useKnownLocation, usePlacePage } from './api'
import { PlaceFaq } from './PlaceFaq'
import { PlacePrices } from './PlacePrices'
import { PlaceSuppliers } from './PlaceSuppliers'
import { placeJsonLd } from './placeJsonLd'

/**
 * A place's public page (/car-hire/{slug}, rendered on the server, issue 48): the search form set
 * to the place, what its cars cost "from" per category, the suppliers there, recent reviews of
 * rentals picked up there, and the answers to the questions drivers ask before they book.
 */
export default function PlacePage() {
  const { slug = '' } = useParams()
  const { t } = useTranslation(['places', 'search', 'suppliers'])
  const page = usePlacePage(slug)
  const data = page.data
  const { currency } = useSettings()
  const price = usePrice()
  const title = data ? t('placePage.title', { place: data.place.name }) : t('placePage.loading')
  const cheapest = data?.prices.length ? Math.min(...data.prices.map((p) => p.pricePerDay)) : null
  usePageMeta(
    data
      ? {
          description:
            cheapest === null
              ? t('placePage.descriptionNoCars', { place: data.place.name })
              : t('placePage.description', { place: data.place.name, count: data.facts.cars, price: price(cheapest) }),
          jsonLd: placeJsonLd(data, { title, currency }),
        }
      : null,
  )
  if (refused(page.error, 404)) return <NotFoundPage />
  return (
    <PageShell title={title} lead={data ? lead(data, t) : undefined} wide>
      {data ? <Place data={data} /> : <PlaceSkeleton failed={page.isError} />}
    </PageShell>
  )
}

function lead({ place, facts }: TPlacePage, t: ReturnType<typeof useTranslation>['t']): string {
  const kind = t(`placePage.kinds.${place.kind}`)
  return facts.cars ? t('placePage.lead', { kind, count: facts.cars }) : t('placePage.leadNoCars', { kind })
}

function PlaceSkeleton({ failed }: { failed: boolean }) {
  const { t } = useTranslation('places')
  if (failed) return <p role="alert">{t('placePage.loadError')}</p>
  return (
    <div aria-hidden className="flex flex-col gap-4">
      <Skeleton className="h-40 rounded-card" />
      <SkeletonText />
    </div>
  )
}

function Place({ data }: { data: TPlacePage }) {
  const { t } = useTranslation(['places', 'search', 'suppliers'])
  const navigate = useNavigate()
  const { place, prices, suppliers, reviews, facts } = data
  // The form names the place at once, on the server and when hydrating, without asking for it.
  useKnownLocation(place)
  return (
    <div className="flex flex-col gap-10">
      <Card as="section" aria-label={t('placePage.searchLabel', { place: place.name })} className="p-4 desk:p-6">
        <SearchForm start={{ pickup: place._id }} onSearch={(value) => void navigate(searchPath(value))} />
      </Card>
      {prices.length > 0 && <PlacePrices place={place} prices={prices} />}
      {suppliers.length > 0 ? (
        <PlaceSuppliers suppliers={suppliers} />
      ) : (
        <Card as="p" className="p-5">
          {t('placePage.noCars')}
        </Card>
      )}
      {reviews.length > 0 && (
        <section aria-labelledby="place-reviews" className="flex flex-col gap-4">
          <h2 id="place-reviews" className="text-2xl font-bold">
            {t('placePage.reviewsTitle')}
          </h2>
          <ul className="grid gap-4 desk:grid-cols-2">
            {reviews.map((review) => (
              <li key={review._id} className="flex flex-col gap-1">
                <p className="text-sm text-muted">{t('placePage.reviewOf', { supplier: review.supplier })}</p>
                <PublicReview review={review} supplier={review.supplier} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {facts.cars > 0 && <PlaceFaq facts={facts} />}
      <section aria-labelledby="place-map" className="flex flex-col gap-4">
        <h2 id="place-map" className="text-2xl font-bold">
          {t('placePage.whereTitle')}
        </h2>
        {place.address && (
          <p dir="auto" className="break-words">
            {place.address}
          </p>
        )}
        <LocationsMap label={t('placePage.map', { place: place.name })} locations={[place]} className="h-72 desk:h-96" />
      </section>
    </div>
  )
}
