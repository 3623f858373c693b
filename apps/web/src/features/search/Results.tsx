import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useHydrated } from '../../lib/hydration'
import { useLoadMoreNear } from '../../lib/useLoadMoreNear'
import { ShowMoreButton } from '../../components/ListEnd'
import type { useCarSearch } from './api'
import { CarCard, CarCardSkeleton } from './CarCard'
import { useCarText } from '../../components/car/carText'
import { checkoutPath, type TCriteria } from '../../lib/search/criteria'
import { buttonClass } from '../../components/ui/Button'
import { Card } from '../../components/ui/Card'

type Props = {
  search: ReturnType<typeof useCarSearch>
  criteria: TCriteria
  /** "Reset filters": the results without them (a link before the app runs), applied in place. */
  resetFilters?: { href: string; apply: () => void } | undefined
}

/**
 * The cars, 15 at a time: the next page loads when the end of the list comes within the spec's
 * page offset (200 px) of the screen, or from the "Show more cars" button (keyboard users).
 */
export function Results({ search, criteria, resetFilters }: Props) {
  const { t } = useTranslation('search')
  const carText = useCarText()
  const endRef = useRef<HTMLDivElement>(null)
  const hydrated = useHydrated()
  const { data, hasNextPage, isFetchingNextPage, isPending, isPlaceholderData } = search

  useLoadMoreNear(endRef, search, isPlaceholderData)

  if (isPending)
    return (
      <div role="status" className="flex flex-col gap-4">
        <span className="sr-only">{t('results.loading')}</span>
        {[0, 1, 2].map((i) => (
          <CarCardSkeleton key={i} />
        ))}
      </div>
    )
  const cars = data?.pages.flatMap((page) => page.items) ?? []
  if (!cars.length)
    return (
      <Card className="p-8 text-center">
        <h2 className="text-xl font-bold">{t('results.emptyTitle')}</h2>
        <p className="mt-2 text-muted">{t('results.emptyText')}</p>
        {resetFilters && (
          <a
            href={resetFilters.href}
            onClick={(event) => {
              event.preventDefault()
              resetFilters.apply()
            }}
            className={buttonClass({ variant: 'secondary' }, 'mt-4')}
          >
            {t('filters.reset')}
          </a>
        )}
      </Card>
    )
  return (
    <div className={isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
      <ul className="flex flex-col gap-4" aria-label={t('results.listLabel')}>
        {cars.map((car, index) => (
          <li key={car._id}>
            <CarCard car={car} bookPath={checkoutPath(car._id, criteria)} period={criteria} text={carText} first={index === 0} />
          </li>
        ))}
      </ul>
      <div ref={endRef} tabIndex={-1} className="focus-ring-none" />
      {isFetchingNextPage && (
        <div role="status" className="mt-4 flex flex-col gap-4">
          <span className="sr-only">{t('results.loadingMore')}</span>
          <CarCardSkeleton />
        </div>
      )}
      {/* Shown once the app runs: before, it could do nothing (the list loads more as it nears the end then too). */}
      {hydrated && hasNextPage && !isPlaceholderData && (
        <div className="mt-6 flex justify-center">
          <ShowMoreButton
            pages={search}
            label={t('results.showMore')}
            busyLabel={t('results.loadingMore')}
            end={endRef}
            className={buttonClass({ variant: 'secondary', size: 'lg' }, 'bg-white')}
          />
        </div>
      )}
    </div>
  )
}
