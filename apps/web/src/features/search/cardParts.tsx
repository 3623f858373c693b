import { Skeleton, SkeletonText } from '../../components/ui/Skeleton'
import { Card } from '../../components/ui/Card'

/*
 * What the results need of a card before one is drawn by the app (features/search/CarCard.tsx,
 * loaded once the page is interactive): the first cars are the server's HTML until then.
 */

/** The parts of a card a driver opens. */
export type TCardPart = 'options' | 'facts'

/**
 * The id of a card's heading, by its place in the list: short, as fifteen cards carry it twice
 * (`car-<uuid>` was 1 KB of every results page), and unique in the one list a page shows.
 */
export const cardHeadingId = (index: number): string => `car-${index}`

/** The car of a card, from an element inside it: its Book link names it (`/checkout?car=<id>&…`). */
export const carOfCard = (inside: Element): string | undefined => {
  const book = inside.closest('article')?.querySelector<HTMLAnchorElement>('.car-price a')
  return (book && new URL(book.href).searchParams.get('car')) ?? undefined
}

export function CarCardSkeleton() {
  return (
    <Card aria-hidden className="flex flex-col gap-4 p-4 desk:flex-row desk:p-5">
      <Skeleton className="aspect-[3/2] w-full rounded-lg desk:h-[200px] desk:w-[300px]" />
      <SkeletonText className="flex-1" />
      <Skeleton className="h-24 rounded desk:w-48" />
    </Card>
  )
}
