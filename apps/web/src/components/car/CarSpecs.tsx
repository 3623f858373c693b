import type { ReactNode } from 'react'
import { UNLIMITED_MILEAGE } from '@wheelbase/core/enums'
import type { TCar, TSupplier } from '@wheelbase/core/schemas/search'
import type { TCarText } from './carText'
import { listFormat } from '../../lib/intl'

/** The icons of the spec lines, drawn by the stylesheet (icons/specIcons.css, from scripts/icons.mjs), in its order. */
// (and 'shield-check': a result card's line of what it includes, features/search/CarCard.tsx)
type TSpecIcon =
  'armchair' | 'door-open' | 'snowflake' | 'settings-2' | 'fuel' | 'gauge' | 'wallet' | 'user-round' | 'car' | 'smartphone' | 'shield-check'

/**
 * One spec line: its icon is the stylesheet's, painted before the text. A card repeats eight of
 * them: as one element each, without an icon's two and a component, fifteen cards are 240
 * elements and 255 components fewer to render on the server and to hydrate on a phone.
 */
const spec = (icon: TSpecIcon, text: ReactNode) => <li data-icon={icon}>{text}</li>

/** What a car is: its range, seats, doors, air conditioning, gearbox, fuel, fuel policy, mileage, deposit, its equipment, and a minimum age above the usual. */
export function CarSpecs({ car, text: { t, price, minimumAge, language } }: { car: TCar; text: TCarText }) {
  const mileage = car.mileage === UNLIMITED_MILEAGE ? t('card.unlimited') : t('card.kmPerDay', { km: car.mileage })
  return (
    // The items' layout is the list's (components.css): fifteen cards repeat it 130 times.
    <ul className="car-specs">
      {spec('car', t(`category.${car.category}`))}
      {spec('armchair', t('card.seats', { count: car.seats }))}
      {spec('door-open', t('card.doors', { count: car.doors }))}
      {spec('snowflake', car.aircon ? t('card.aircon') : t('card.noAircon'))}
      {spec('settings-2', t(`gearbox.${car.gearbox}`))}
      {spec('fuel', t(`fuelType.${car.fuelType}`))}
      {spec('fuel', t(`fuelPolicy.${car.fuelPolicy}`))}
      {spec('gauge', t('card.mileage', { value: mileage }))}
      {spec('wallet', t('card.deposit', { price: price(car.deposit) }))}
      {car.minimumAge > minimumAge && spec('user-round', t('card.minAge', { age: car.minimumAge }))}
      {car.equipment.length > 0 && spec('smartphone', listFormat(language).format(car.equipment.map((item) => t(`equipment.${item}`))))}
    </ul>
  )
}

/**
 * The supplier's logo in its 60×30 box, or its name when it has none. Lazy: a box of fixed size,
 * and the page's first picture (the car) goes first.
 */
export function SupplierBadge({ supplier }: { supplier: TSupplier }) {
  return (
    <span className="logo-box" title={supplier.fullName}>
      {supplier.avatar ? (
        <img src={supplier.avatar} alt={supplier.fullName} width={60} height={30} loading="lazy" />
      ) : (
        <span className="text-xs">{supplier.fullName}</span>
      )}
    </span>
  )
}
