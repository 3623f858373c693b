import { Suspense, use, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState, type ComponentProps, type ReactNode } from 'react'
import type * as CarCardModule from './CarCard'
import type { TCarResult } from '@wheelbase/core/schemas/search'
import { useTranslation } from '../../i18n/useTranslation'
import { useHydrated } from '../../lib/hydration'
import { islandHtml, pricesShownIn, type TItemsInHtml } from '../../lib/itemsInHtml'
import { useDisplayCurrency } from '../../lib/displayCurrency'
import { useLoadMoreNear } from '../../lib/useLoadMoreNear'
import { IslandList } from '../../components/IslandList'
import { useBasePath } from '../../lib/basePath'
import { carCardsHtml, preloadFirstPicture } from './carCardsHtml'
import { ShowMoreButton } from '../../components/ListEnd'
import { useFirstCars, type TCarSearch } from './api'
import { CarCardSkeleton, carOfCard, type TCardPart } from './cardParts'
import { useCarText } from '../../components/car/carText'
import { checkoutPath, type TCriteria } from '../../lib/search/criteria'
import { buttonClass } from '../../components/ui/Button'
import { Card } from '../../components/ui/Card'

/**
 * The card the app draws: not needed while the first cars are the server's HTML (a shared link, a
 * first visit), so it is no part of the page's JavaScript before interaction (DESIGN.md section
 * 7). It is fetched at the visitor's first move, touch, key or scroll, long before a new order or
 * filter has its answer, and awaited before the HTML gives way to cards (more cars, a card's
 * button pressed), so that the list does not blink through its fallback.
 */
let LoadedCard: typeof CarCardModule.CarCard | null = null
let cardModule: Promise<typeof CarCardModule> | undefined
const loadCarCard = () =>
  (cardModule ??= import('./CarCard').then((module) => {
    LoadedCard = module.CarCard
    return module
  }))
/** One component whatever the moment, so that no card is made again when the code arrives: drawn at once once loaded, else suspended until it is (the server's first render waits for it). */
function CarCard(props: ComponentProps<typeof CarCardModule.CarCard>) {
  const Card = LoadedCard ?? use(loadCarCard()).CarCard
  return <Card {...props} />
}

const FIRST_MOVES = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'scroll'] as const

type Props = {
  search: TCarSearch
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
  const base = useBasePath()
  // The server writes the first cars as text (carCardsHtml.ts): the browser keeps that markup as it is.
  let serverHtml: string | undefined
  if (import.meta.env.SSR && !inHtml && data?.pages.length === 1) {
    const first = data.pages[0]?.items ?? []
    preloadFirstPicture(first)
    serverHtml = carCardsHtml(first, carText, criteria, base)
  }
  const html = inHtml ? islandHtml('cars', shownIn) : serverHtml
  const firstCars = useFirstCars(criteria)
  // The part of a card pressed while it was only HTML: opened, with focus on its button, once rendered.
  const [opening, setOpening] = useState<{ car: string; part: TCardPart } | null>(null)
  useEffect(() => {
    if (inHtml && html === undefined) void firstCars() // no markup to keep (never expected): ask at once
  }, [inHtml, html, firstCars])
  useEffect(() => {
    // At the first move, touch, key or scroll (lib/useFirstInteraction.ts would be one more chunk on every first page).
    const load = () => void loadCarCard()
    for (const name of FIRST_MOVES) window.addEventListener(name, load, { once: true, passive: true, capture: true })
    return () => FIRST_MOVES.forEach((name) => window.removeEventListener(name, load, { capture: true }))
  }, [])
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

  // The list shown lags behind the answers while its cards wait for their code (CarList): the
  // end of the list is then not where it will be, and must not ask for more.
  const cars = useMemo(() => data?.pages.flatMap((page) => page.items) ?? [], [data])
  const view = useMemo(() => ({ html, cars }), [html, cars])
  const shown = useDeferredValue(view)
  useLoadMoreNear(endRef, pages, isPlaceholderData || shown !== view)

  if (isPending) return <CardsLoading label={t('results.loading')} />
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
        <CarList
          html={shown.html}
          cars={shown.cars}
          label={t('results.listLabel')}
          onAct={(button) => {
            const car = carOfCard(button)
            if (car) setOpening({ car, part: button.dataset.act === 'facts' ? 'facts' : 'options' })
            void toCards()
          }}
          card={(car, index) => (
            <CarCard
              car={car}
              bookPath={checkoutPath(car._id, criteria)}
              period={criteria}
              text={carText}
              index={index}
              opened={opening?.car === car._id ? opening.part : undefined}
            />
          )}
        />
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

type TCarListProps = {
  html: string | undefined
  cars: TCarResult[]
  label: string
  onAct: (button: HTMLButtonElement) => void
  card: (car: TCarResult, index: number) => ReactNode
}

/**
 * The list: the server's HTML kept as it is, or the cards the app draws. It is given a deferred
 * value (Results): a change whose cards wait for their code (a new order or filter before the
 * card's code arrived) keeps the list shown until they can be drawn, rather than a fallback.
 */
function CarList({ html, cars, label, onAct, card }: TCarListProps) {
  if (html !== undefined) return <IslandList name="cars" html={html} className="flex flex-col gap-4" aria-label={label} onAct={onAct} />
  return (
    <ul data-island="cars" className="flex flex-col gap-4" aria-label={label}>
      {cars.map((car, index) => (
        <li key={car._id}>{card(car, index)}</li>
      ))}
    </ul>
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
