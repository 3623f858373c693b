import {
  Armchair,
  CarFront,
  Check,
  DoorOpen,
  Fuel,
  Gauge,
  Settings2,
  ShieldCheck,
  Snowflake,
  UserRound,
  Wallet,
  X,
  type LucideIcon,
} from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { DAILY_EXTRAS, EXTRAS, extraState, type TExtra } from '@wheelbase/core/extras'
import { UNLIMITED_MILEAGE } from '@wheelbase/core/enums'
import type { TCarResult } from '@wheelbase/core/schemas/search'
import { useSettings } from '../../lib/settings'
import { usePrice } from './usePrice'

function Spec({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <li className="flex items-center gap-2">
      <Icon aria-hidden className="size-4 shrink-0 text-muted" />
      <span>{children}</span>
    </li>
  )
}

const isDaily = (extra: TExtra) => (DAILY_EXTRAS as readonly string[]).includes(extra)

/** One car of the results: what it is, what it includes, what it costs for the period, and Book. */
export function CarCard({ car, bookPath }: { car: TCarResult; bookPath: string }) {
  const { t } = useTranslation('search')
  const price = usePrice()
  const { minimumAge } = useSettings()
  const extraText = (extra: TExtra, cents: number) => {
    const state = extraState(cents)
    if (state === 'unavailable') return t('card.unavailable')
    if (state === 'included') return t('card.included')
    return isDaily(extra) ? t('card.perDay', { price: price(cents) }) : price(cents)
  }
  return (
    <article
      aria-labelledby={`car-${car._id}`}
      className="grid gap-4 rounded-card bg-white p-4 shadow-card desk:grid-cols-[300px_1fr] desk:gap-x-6 desk:p-5"
    >
      <div className="flex aspect-[3/2] w-full items-center justify-center overflow-hidden rounded-lg bg-page desk:h-[200px] desk:w-[300px]">
        {car.image ? (
          <img src={car.image} alt="" width={300} height={200} loading="lazy" className="h-full w-full object-contain" />
        ) : (
          <CarFront aria-hidden className="size-16 text-line" />
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex items-start justify-between gap-3">
          <h3 id={`car-${car._id}`} className="text-xl font-bold">
            {car.name}
          </h3>
          <span className="flex h-[30px] w-[60px] shrink-0 items-center justify-center" title={car.supplier.fullName}>
            {car.supplier.avatar ? (
              <img src={car.supplier.avatar} alt={car.supplier.fullName} width={60} height={30} className="max-h-full max-w-full object-contain" />
            ) : (
              <span className="text-xs">{car.supplier.fullName}</span>
            )}
          </span>
        </div>
        <ul className="grid grid-cols-2 gap-x-4 gap-y-1.5 text-sm">
          <Spec icon={Armchair}>{t('card.seats', { count: car.seats })}</Spec>
          <Spec icon={DoorOpen}>{t('card.doors', { count: car.doors })}</Spec>
          <Spec icon={Snowflake}>{car.aircon ? t('card.aircon') : t('card.noAircon')}</Spec>
          <Spec icon={Settings2}>{t(`gearbox.${car.gearbox}`)}</Spec>
          <Spec icon={Fuel}>{t(`fuelType.${car.fuelType}`)}</Spec>
          <Spec icon={Fuel}>{t(`fuelPolicy.${car.fuelPolicy}`)}</Spec>
          <Spec icon={Gauge}>
            {t('card.mileage', { value: car.mileage === UNLIMITED_MILEAGE ? t('card.unlimited') : t('card.kmPerDay', { km: car.mileage }) })}
          </Spec>
          <Spec icon={Wallet}>{t('card.deposit', { price: price(car.deposit) })}</Spec>
          {car.minimumAge > minimumAge && <Spec icon={UserRound}>{t('card.minAge', { age: car.minimumAge })}</Spec>}
        </ul>
        <div className="mt-auto flex flex-wrap items-end justify-between gap-3 border-t border-line pt-3">
          <div>
            <p className="text-sm text-muted">{t('card.pricePerDay')}</p>
            <p className="text-2xl font-bold">{price(car.pricePerDay)}</p>
            <p className="text-sm">
              {t('card.totalFor', { count: car.days })} <strong className="text-base">{price(car.totalPrice)}</strong>
            </p>
          </div>
          <Link
            to={bookPath}
            aria-label={t('card.bookNamed', { name: car.name })}
            className="inline-flex min-h-12 items-center justify-center rounded-full bg-primary px-6 font-semibold text-white hover:bg-black"
          >
            {t('card.book')}
          </Link>
        </div>
      </div>
      <div className="border-t border-line pt-3 text-sm desk:col-span-2">
        <h4 className="mb-1.5 flex items-center gap-2 font-semibold">
          <ShieldCheck aria-hidden className="size-4" />
          {t('card.extras')}
        </h4>
        <ul className="grid gap-x-4 gap-y-1.5 desk:grid-cols-3">
          {EXTRAS.map((extra) => {
            const unavailable = car.extras[extra] < 0
            const Icon = unavailable ? X : Check
            return (
              <li key={extra} className={`flex items-center gap-2 ${unavailable ? 'text-muted' : ''}`}>
                <Icon aria-hidden className="size-4 shrink-0" />
                <span>
                  {t(`extras.${extra}`)}: {extraText(extra, car.extras[extra])}
                </span>
              </li>
            )
          })}
        </ul>
      </div>
    </article>
  )
}

export function CarCardSkeleton() {
  return (
    <div aria-hidden className="flex flex-col gap-4 rounded-card bg-white p-4 shadow-card desk:flex-row desk:p-5">
      <div className="aspect-[3/2] w-full animate-pulse rounded-lg bg-focused desk:h-[200px] desk:w-[300px]" />
      <div className="flex flex-1 flex-col gap-3">
        <div className="h-6 w-1/2 animate-pulse rounded bg-focused" />
        <div className="h-4 w-full animate-pulse rounded bg-focused" />
        <div className="h-4 w-5/6 animate-pulse rounded bg-focused" />
      </div>
      <div className="h-24 animate-pulse rounded bg-focused desk:w-48" />
    </div>
  )
}
