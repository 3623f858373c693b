import sprite from './carIcons.svg?url'

/** The icons of scripts/carIcons.mjs (lucide's drawings in one cached file). */
export type TSpecIcon =
  'armchair' | 'door-open' | 'snowflake' | 'settings-2' | 'fuel' | 'gauge' | 'wallet' | 'user-round' | 'shield-check' | 'car-front'

/** One icon of a car's specs: two elements, where a drawn icon is a component and four paths. */
export function SpecIcon({ name, className }: { name: TSpecIcon; className?: string }) {
  return (
    <svg aria-hidden className={className}>
      <use href={`${sprite}#${name}`} />
    </svg>
  )
}
