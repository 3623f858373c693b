import type { ComponentProps, ElementType } from 'react'

/** The frame of every card (STYLE.md): white on the #fafafa page, the theme's 12 px corner and soft shadow. */
export const cardClass = (extra = ''): string => `rounded-card bg-white shadow-card${extra ? ` ${extra}` : ''}`

type TCardProps<T extends ElementType> = { as?: T; className?: string } & Omit<ComponentProps<T>, 'as' | 'className'>

/** A card: a `div` by default, or the element `as` names (a section, a list item, a form…), with its own spacing in `className`. */
export function Card<T extends ElementType = 'div'>({ as, className = '', ...rest }: TCardProps<T>) {
  const Tag: ElementType = as ?? 'div'
  return <Tag className={cardClass(className)} {...rest} />
}
