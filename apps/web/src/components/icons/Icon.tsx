import sprite from './icons.svg?url'

/** The icons of scripts/icons.mjs (lucide's drawings in one cached file), in its order. */
export type TIcon =
  | 'shield-check'
  | 'car-front'
  | 'check'
  | 'x'
  | 'menu'
  | 'bell'
  | 'globe'
  | 'chevron-down'
  | 'lock'
  | 'map-pin'
  | 'building-complex'
  | 'plane'
  | 'ship'
  | 'calendar-days'
  | 'search'
  | 'pencil'
  | 'sliders-horizontal'
  | 'arrow-right'
  | 'badge-euro'
  | 'calendar-check'
  | 'headphones'
  | 'languages'

/** An icon's address in the sprite. */
export const iconHref = (name: TIcon): string => `${sprite}#${name}`

/**
 * One icon, decorative (its control or text says what it means): two elements, where a lucide
 * component is a component and its paths, on the server and in the phone's hydration alike.
 */
export function Icon({ name, className }: { name: TIcon; className?: string }) {
  return (
    <svg aria-hidden className={className}>
      <use href={iconHref(name)} />
    </svg>
  )
}
