import { useTranslation } from '../../i18n/useTranslation'
import type { TCarDetail } from '@wheelbase/core/schemas/search'
import { CarSpecs, SupplierBadge } from '../../components/car/CarSpecs'
import { useCarText } from '../../components/car/carText'
import { SupplierRating } from '../../components/car/SupplierRating'
import { useLocation } from '../../lib/places'
import { formatWall } from '../../lib/wallClock'
import type { TCheckoutParams } from './checkoutParams'
import { Icon } from '../../components/icons/Icon'

/** The car (image 300×200, supplier logo, specs) and where and when, on the pick-up place's clock. */
export function BookingSummary({ car, params, days }: { car: TCarDetail; params: TCheckoutParams; days: number }) {
  const { t, i18n } = useTranslation('checkout')
  const carText = useCarText()
  const pickup = useLocation(params.pickup).data?.name
  const dropoff = useLocation(params.dropoff ?? params.pickup).data?.name
  const when = (iso: string) =>
    formatWall(iso, i18n.language, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' })
  const places = [
    { key: 'pickup', name: pickup, at: params.from },
    { key: 'dropoff', name: dropoff, at: params.to },
  ] as const
  return (
    <section aria-labelledby="car-title" className="flex flex-col gap-4">
      <div className="flex flex-col gap-4 desk:flex-row desk:gap-6">
        <div className="flex aspect-[3/2] w-full shrink-0 items-center justify-center overflow-hidden rounded-lg bg-page desk:h-[200px] desk:w-[300px]">
          {car.image ? (
            <img src={car.image} alt="" width={300} height={200} className="h-full w-full object-contain" />
          ) : (
            <Icon name="car-front" className="size-16 text-line" />
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <div className="flex items-start justify-between gap-3">
            <h2 id="car-title" className="min-w-0 break-words text-2xl font-bold">
              {car.name}
            </h2>
            <div className="flex shrink-0 flex-col items-end gap-1">
              <SupplierBadge supplier={car.supplier} />
              <SupplierRating rating={car.supplier.rating} text={carText} />
            </div>
          </div>
          <CarSpecs car={car} text={carText} />
        </div>
      </div>
      <div className="grid gap-3 border-t border-line pt-4 desk:grid-cols-2">
        {places.map(({ key, name, at }) => (
          <p key={key} className="flex gap-3">
            <Icon name="map-pin" className="mt-0.5 size-5 shrink-0 text-muted" />
            <span className="flex flex-col">
              <span className="text-sm text-muted">{t(`booking.${key}`)}</span>
              <span className="font-semibold">{name ?? '…'}</span>
              <span className="flex items-center gap-1.5 text-sm">
                <Icon name="calendar-days" className="size-4 text-muted" />
                {when(at)}
              </span>
            </span>
          </p>
        ))}
      </div>
      <p className="text-sm text-muted">{t('booking.days', { count: days })}</p>
    </section>
  )
}
