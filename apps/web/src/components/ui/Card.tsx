import type { ComponentProps, ElementType, ReactNode } from 'react'

/** The frame of every card (STYLE.md): white on the #fafafa page, the theme's 12 px corner and soft shadow. */
export const cardClass = (extra = ''): string => `rounded-card bg-white shadow-card${extra ? ` ${extra}` : ''}`

type TCardProps<T extends ElementType> = { as?: T; className?: string } & Omit<ComponentProps<T>, 'as' | 'className'>

/** A card: a `div` by default, or the element `as` names (a section, a list item, a form…), with its own spacing in `className`. */
export function Card<T extends ElementType = 'div'>({ as, className = '', ...rest }: TCardProps<T>) {
  const Tag: ElementType = as ?? 'div'
  return <Tag className={cardClass(className)} {...rest} />
}

type TCardSectionProps = {
  /** The heading's id: the section is named by it. */
  id: string
  title: string
  /** A line under the title. */
  lead?: string
  /** A page's main card (a larger title and lead) rather than one card among a console page's. */
  main?: boolean
  /** Its padding and place (default p-6 for a main card, p-5 for another). */
  className?: string
  children: ReactNode
}

/** A card that is a titled section of its page: a `section` named by its `h2`, with an optional lead line. */
export function CardSection({ id, title, lead, main = false, className = main ? 'p-6' : 'p-5', children }: TCardSectionProps) {
  return (
    <section aria-labelledby={id} className={cardClass(`flex flex-col gap-4 ${className}`)}>
      <h2 id={id} className={main ? 'text-xl font-bold' : 'text-lg font-bold'}>
        {title}
      </h2>
      {lead && <p className={main ? 'text-muted' : 'text-sm text-muted'}>{lead}</p>}
      {children}
    </section>
  )
}
