import { useTranslation } from '../../i18n/useTranslation'
import { isoInZone } from '@wheelbase/core/days'
import { PLACE_PICKUP_HOUR, PLACE_RENTAL_DAYS, PLACE_WINDOW_DAYS } from '@wheelbase/core/placePage'
import type { TPlacePrice } from '@wheelbase/core/schemas/placePage'
import type { TLocation } from '@wheelbase/core/schemas/search'
import { AppLink } from '../../components/AppLink'
import { Card } from '../../components/ui/Card'
import { formatDate } from '../../lib/intl'
import { searchPath } from '../../lib/search/criteria'
import { usePrice } from '../../lib/usePrice'
import { clockText } from './hours'

/**
 * "From" per category: the cheapest car's price per day and in total, the rental it was found
 * for, and a link to that very search (its first car is this one, at this price).
 */
export function PlacePrices({ place, prices }: { place: TLocation; prices: TPlacePrice[] }) {
  const { t, i18n } = useTranslation(['places', 'search'])
  const price = usePrice()
  const day = (iso: string) =>
    formatDate(i18n.language, { weekday: 'short', day: 'numeric', month: 'short', timeZone: place.timeZone }, new Date(iso))
  return (
    <section aria-labelledby="place-prices" className="flex flex-col gap-4">
      <div>
        <h2 id="place-prices" className="text-2xl font-bold">
          {t('placePage.pricesTitle')}
        </h2>
        <p className="mt-1 text-muted">
          {t('placePage.pricesNote', { count: PLACE_RENTAL_DAYS, window: PLACE_WINDOW_DAYS, time: clockText(i18n.language)(PLACE_PICKUP_HOUR * 60) })}
        </p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 desk:grid-cols-3">
        {prices.map((item) => {
          const category = t(`search:category.${item.category}`)
          const path = searchPath({
            pickup: place._id,
            from: isoInZone(new Date(item.from), place.timeZone),
            to: isoInZone(new Date(item.to), place.timeZone),
            category: [item.category],
          })
          return (
            <Card as="li" key={item.category} className="flex flex-col gap-1 p-4">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <h3 className="font-bold">{category}</h3>
                <p className="text-xl font-bold tabular-nums">{t('placePage.perDay', { price: price(item.pricePerDay) })}</p>
              </div>
              <p className="text-sm text-muted">{t('placePage.total', { count: item.days, price: price(item.totalPrice), date: day(item.from) })}</p>
              <p className="text-sm break-words">
                <bdi>{item.carName}</bdi> · <bdi>{item.supplier}</bdi>
              </p>
              <AppLink to={path} className="mt-auto min-h-11 content-center font-semibold text-primary underline underline-offset-4">
                {t('placePage.seeCars', { category })}
              </AppLink>
            </Card>
          )
        })}
      </ul>
    </section>
  )
}
