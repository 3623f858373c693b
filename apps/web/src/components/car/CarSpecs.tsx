import { UNLIMITED_MILEAGE } from '@wheelbase/core/enums'
import type { TCar, TSupplier } from '@wheelbase/core/schemas/search'
import type { TCarText } from './carText'
import { formatList } from '../../lib/intl'

/** The icons of the spec lines, drawn by the stylesheet (icons/specIcons.css, from scripts/icons.mjs), in its order. */
// (and 'shield-check': a result card's line of what it includes, features/search/CarCard.tsx)
export type TSpecIcon =
  'armchair' | 'door-open' | 'snowflake' | 'settings-2' | 'fuel' | 'gauge' | 'wallet' | 'user-round' | 'car' | 'smartphone' | 'shield-check'

/**
 * What a car is, as lines of an icon and a text: its range, seats, doors, air conditioning,
 * gearbox, fuel, fuel policy, mileage, deposit, its equipment, and a minimum age above the usual.
 * One list for the card React draws and the one the server writes (features/search/carCardsHtml.ts).
 */
export function specLines(car: TCar, { t, price, minimumAge, language }: TCarText): [TSpecIcon, string][] {
  const mileage = car.mileage === UNLIMITED_MILEAGE ? t('card.unlimited') : t('card.kmPerDay', { km: car.mileage })
  const lines: [TSpecIcon, string][] = [
    ['car', t(`category.${car.category}`)],
    ['armchair', t('card.seats', { count: car.seats })],
    ['door-open', t('card.doors', { count: car.doors })],
    ['snowflake', car.aircon ? t('card.aircon') : t('card.noAircon')],
    ['settings-2', t(`gearbox.${car.gearbox}`)],
    ['fuel', t(`fuelType.${car.fuelType}`)],
    ['fuel', t(`fuelPolicy.${car.fuelPolicy}`)],
    ['gauge', t('card.mileage', { value: mileage })],
    ['wallet', t('card.deposit', { price: price(car.deposit) })],
  ]
  if (car.minimumAge > minimumAge) lines.push(['user-round', t('card.minAge', { age: car.minimumAge })])
  if (car.equipment.length > 0)
    lines.push([
      'smartphone',
      formatList(
        language,
        car.equipment.map((item) => t(`equipment.${item}`)),
      ),
    ])
  return lines
}

/**
 * One element per line, its icon the stylesheet's, painted before the text: without an icon's two
 * elements and a component, fifteen cards are 240 elements and 255 components fewer to render.
 */
export function CarSpecs({ car, text }: { car: TCar; text: TCarText }) {
  return (
    // The items' layout is the list's (components.css): fifteen cards repeat it 130 times.
    <ul className="car-specs">
      {specLines(car, text).map(([icon, line], index) => (
        <li key={index} data-icon={icon}>
          {line}
        </li>
      ))}
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
