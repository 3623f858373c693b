import type { ReactNode } from 'react'
import { UNLIMITED_MILEAGE } from '@wheelbase/core/enums'
import type { TCar } from '@wheelbase/core/schemas/search'
import type { TCarText } from './carText'
import { Icon, type TIcon } from '../icons/Icon'

function Spec({ icon, children }: { icon: TIcon; children: ReactNode }) {
  return (
    <li>
      <Icon name={icon} />
      {children}
    </li>
  )
}

/** What a car is: seats, doors, air conditioning, gearbox, fuel, fuel policy, mileage, deposit, and a minimum age above the usual. */
export function CarSpecs({ car, text: { t, price, minimumAge } }: { car: TCar; text: TCarText }) {
  return (
    // The items' layout is the list's (children variants): fifteen cards repeat it 130 times.
    <ul className="grid grid-cols-2 gap-x-4 gap-y-1.5 text-sm *:flex *:items-center *:gap-2 [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted">
      <Spec icon="armchair">{t('card.seats', { count: car.seats })}</Spec>
      <Spec icon="door-open">{t('card.doors', { count: car.doors })}</Spec>
      <Spec icon="snowflake">{car.aircon ? t('card.aircon') : t('card.noAircon')}</Spec>
      <Spec icon="settings-2">{t(`gearbox.${car.gearbox}`)}</Spec>
      <Spec icon="fuel">{t(`fuelType.${car.fuelType}`)}</Spec>
      <Spec icon="fuel">{t(`fuelPolicy.${car.fuelPolicy}`)}</Spec>
      <Spec icon="gauge">
        {t('card.mileage', { value: car.mileage === UNLIMITED_MILEAGE ? t('card.unlimited') : t('card.kmPerDay', { km: car.mileage }) })}
      </Spec>
      <Spec icon="wallet">{t('card.deposit', { price: price(car.deposit) })}</Spec>
      {car.minimumAge > minimumAge && <Spec icon="user-round">{t('card.minAge', { age: car.minimumAge })}</Spec>}
    </ul>
  )
}

/**
 * The supplier's logo in its 60×30 box, or its name when it has none. Lazy: a box of fixed size,
 * and the page's first picture (the car) goes first.
 */
export function SupplierBadge({ supplier }: { supplier: TCar['supplier'] }) {
  return (
    <span className="flex h-[30px] w-[60px] shrink-0 items-center justify-center" title={supplier.fullName}>
      {supplier.avatar ? (
        <img src={supplier.avatar} alt={supplier.fullName} width={60} height={30} loading="lazy" className="max-h-full max-w-full object-contain" />
      ) : (
        <span className="text-xs">{supplier.fullName}</span>
      )}
    </span>
  )
}
