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
  | 'loader-circle'
  | 'clock'
  | 'credit-card'
  | 'flask-conical'
  | 'calendar-x-2'

/** An icon's address in the sprite. */
export const iconHref = (name: TIcon): string => `${sprite}#${name}`

/**
 * One icon: two elements, where a lucide component is a component and its paths, on the server
 * and in the phone's hydration alike. Decorative (its control or text says what it means) unless
 * given a `label`, when it is the only thing saying it ("Loading…").
 */
export function Icon({ name, className, label }: { name: TIcon; className?: string; label?: string }) {
  return (
    <svg {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })} className={className}>
      <use href={iconHref(name)} />
    </svg>
  )
}
