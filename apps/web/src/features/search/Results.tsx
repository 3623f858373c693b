import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ComponentProps } from 'react'
import type * as CarCardModule from './CarCard'
import { useTranslation } from 'react-i18next'
import { useHydrated } from '../../lib/hydration'
import { islandHtml, pricesShownIn, type TItemsInHtml } from '../../lib/itemsInHtml'
import { useDisplayCurrency } from '../../lib/displayCurrency'
import { useLoadMoreNear } from '../../lib/useLoadMoreNear'
import { IslandList } from '../../components/IslandList'
import { ShowMoreButton } from '../../components/ListEnd'
import { useFirstCars, type useCarSearch } from './api'
import { CarCardSkeleton, carOfCard, type TCardPart } from './cardParts'
import { useCarText } from '../../components/car/carText'
import { checkoutPath, type TCriteria } from '../../lib/search/criteria'
import { buttonClass } from '../../components/ui/Button'
import { Card } from '../../components/ui/Card'

/**
 * The card the app draws: not needed while the first cars are the server's HTML (a shared link, a
 * first visit), so it is no part of the page's first download. It is fetched as soon as the
 * visitor reaches for the list (a pointer over it or down on it, the focus in it), and awaited
 * before the HTML gives way to cards (more cars, a card's button pressed), so that the list never
 * blinks through its fallback.
 */
let LoadedCard: typeof CarCardModule.CarCard | null = null
const loadCarCard = () =>
  import('./CarCard').then((module) => {
    LoadedCard = module.CarCard
    return module
  })
const LazyCard = lazy(loadCarCard)
/** Drawn at once once loaded (React.lazy would suspend for a moment even then); until then, by React.lazy (the server's first render waits for it). */
const CarCard = (props: ComponentProps<typeof CarCardModule.CarCard>) => (LoadedCard ? <LoadedCard {...props} /> : <LazyCard {...props} />)

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
  const { data, hasNextPage, isFetchingNextPage, isPending, isPlaceholderData, fetchNextPage } = search
  // The first cars as the server's HTML showed them, kept until they are needed as data.
  const inHtml = Boolean((data?.pages[0] as TItemsInHtml | undefined)?.itemsInHtml)
  const shownIn = pricesShownIn(useDisplayCurrency())
  const html = inHtml ? islandHtml('cars', shownIn) : undefined
  const firstCars = useFirstCars(criteria)
  // The part of a card pressed while it was only HTML: opened, with focus on its button, once rendered.
  const [opening, setOpening] = useState<{ car: string; part: TCardPart } | null>(null)
  useEffect(() => {
    if (inHtml && html === undefined) void firstCars() // no markup to keep (never expected): ask at once
  }, [inHtml, html, firstCars])
  const toCards = useCallback(async () => {
    await loadCarCard()
    await firstCars()
  }, [firstCars])
  const pages = {
    hasNextPage,
    isFetchingNextPage,
    fetchNextPage: useCallback(async () => {
      if (inHtml) await toCards()
      return fetchNextPage()
    }, [inHtml, toCards, fetchNextPage]),
  }

  useLoadMoreNear(endRef, pages, isPlaceholderData)

  if (isPending) return <CardsLoading label={t('results.loading')} />
  const cars = data?.pages.flatMap((page) => page.items) ?? []
  if (!cars.length && !inHtml)
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
      {/* One boundary around the list whichever it is, as the server renders it: the HTML kept and the cards drawn hydrate alike. */}
      <Suspense fallback={<CardsLoading label={t('results.loading')} />}>
        {html !== undefined ? (
          <IslandList
            name="cars"
            html={html}
            className="flex flex-col gap-4"
            aria-label={t('results.listLabel')}
            onPointerEnter={() => void loadCarCard()}
            onPointerDown={() => void loadCarCard()}
            onFocus={() => void loadCarCard()}
            onAct={(button) => {
              const car = carOfCard(button)
              if (car) setOpening({ car, part: button.dataset.act === 'facts' ? 'facts' : 'options' })
              void toCards()
            }}
          />
        ) : (
          <ul data-island="cars" className="flex flex-col gap-4" aria-label={t('results.listLabel')}>
            {cars.map((car, index) => (
              <li key={car._id}>
                <CarCard
                  car={car}
                  bookPath={checkoutPath(car._id, criteria)}
                  period={criteria}
                  text={carText}
                  first={index === 0}
                  opened={opening?.car === car._id ? opening.part : undefined}
                />
              </li>
            ))}
          </ul>
        )}
      </Suspense>
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
            pages={pages}
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

function CardsLoading({ label }: { label: string }) {
  return (
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">{label}</span>
      {[0, 1, 2].map((i) => (
        <CarCardSkeleton key={i} />
      ))}
    </div>
  )
}
