import { Skeleton, SkeletonText } from '../../components/ui/Skeleton'
import { Card } from '../../components/ui/Card'

/*
 * What the results need of a card before one is drawn by the app (features/search/CarCard.tsx,
 * loaded once the page is interactive): the first cars are the server's HTML until then.
 */

/** The parts of a card a driver opens. */
export type TCardPart = 'options' | 'facts'

export const HEADING_PREFIX = 'car-'
/** The car of a card, from an element inside it (its heading names it: `car-<id>`). */
export const carOfCard = (inside: Element): string | undefined =>
  inside.closest('article')?.getAttribute('aria-labelledby')?.slice(HEADING_PREFIX.length)

export function CarCardSkeleton() {
  return (
    <Card aria-hidden className="flex flex-col gap-4 p-4 desk:flex-row desk:p-5">
      <Skeleton className="aspect-[3/2] w-full rounded-lg desk:h-[200px] desk:w-[300px]" />
      <SkeletonText className="flex-1" />
      <Skeleton className="h-24 rounded desk:w-48" />
    </Card>
  )
}
