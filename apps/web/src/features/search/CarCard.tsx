import { lazy, Suspense, useState } from 'react'
import { DAILY_EXTRAS, EXTRAS, extraState, type TExtra } from '@wheelbase/core/extras'
import type { TCarResult } from '@wheelbase/core/schemas/search'
import { CarPicture } from '../../components/car/CarPicture'
import { CarSpecs, SupplierBadge } from '../../components/car/CarSpecs'
import { SupplierRating } from '../../components/car/SupplierRating'
import type { TCarText } from '../../components/car/carText'
import { Icon } from '../../components/icons/Icon'
import { AppLink } from '../../components/AppLink'
import { listFormat } from '../../lib/intl'
import { buttonClass } from '../../components/ui/Button'
import { Skeleton, SkeletonText } from '../../components/ui/Skeleton'
import { Card } from '../../components/ui/Card'

const isDaily = (extra: TExtra) => (DAILY_EXTRAS as readonly string[]).includes(extra)
// The supplier's key facts, with their texts, are downloaded when a driver opens them (issue 45).
const CarKeyFacts = lazy(() => import('../../components/car/keyFacts/CarKeyFacts'))

/** Where and when the search picks up: the key facts' deadline is read from it. */
type TPickup = { pickup: string; from: string }

/**
 * The options of a car: the included ones in one line, every option with its price on demand.
 * Fifteen cards of six-line grids were a third of the results page's markup, and of its work on
 * a phone; the grid is rendered only when asked for.
 */
function CarOptions({ car, text: { t, price, language }, period }: { car: TCarResult; text: TCarText; period: TPickup }) {
  const [open, setOpen] = useState<'options' | 'facts' | null>(null)
  const included = EXTRAS.filter((extra) => extraState(car.extras[extra]) === 'included')
  const extraText = (extra: TExtra, cents: number) => {
    const state = extraState(cents)
    if (state === 'unavailable') return t('card.unavailable')
    if (state === 'included') return t('card.included')
    return isDaily(extra) ? t('card.perDay', { price: price(cents) }) : price(cents)
  }
  const listId = `options-${car._id}`
  const factsId = `facts-${car._id}`
  const toggle = (which: 'options' | 'facts') => setOpen(open === which ? null : which)
  const disclosure = 'min-h-11 rounded-full px-3 font-semibold underline underline-offset-4 hover:bg-focused'
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-t border-line pt-3 text-sm desk:col-span-2">
      <p className="flex items-center gap-2">
        <Icon name="shield-check" className="size-4 shrink-0" />
        {included.length
          ? t('card.includedList', {
              list: listFormat(language).format(included.map((e) => t(`extras.${e}`))),
            })
          : t('card.noneIncluded')}
      </p>
      <div className="flex flex-wrap gap-x-1">
        <button
          type="button"
          aria-expanded={open === 'facts'}
          {...(open === 'facts' ? { 'aria-controls': factsId } : {})}
          onClick={() => toggle('facts')}
          className={disclosure}
        >
          {t('card.keyFacts')}
        </button>
        <button
          type="button"
          aria-expanded={open === 'options'}
          {...(open === 'options' ? { 'aria-controls': listId } : {})}
          onClick={() => toggle('options')}
          className={disclosure}
        >
          {open === 'options' ? t('card.hideOptions') : t('card.showOptions')}
        </button>
      </div>
      {open === 'facts' && (
        <div id={factsId} className="w-full">
          <Suspense fallback={<SkeletonText />}>
            <CarKeyFacts carId={car._id} pickup={period.pickup} from={period.from} cancellation={car.extras.cancellation} />
          </Suspense>
        </div>
      )}
      {open === 'options' && (
        <ul id={listId} className="grid w-full gap-x-4 gap-y-1.5 desk:grid-cols-3">
          {EXTRAS.map((extra) => {
            const unavailable = car.extras[extra] < 0
            return (
              <li key={extra} className={`flex items-center gap-2 ${unavailable ? 'text-muted' : ''}`}>
                <Icon name={unavailable ? 'x' : 'check'} className="size-4 shrink-0" />
                <span>
                  {t(`extras.${extra}`)}: {extraText(extra, car.extras[extra])}
                </span>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}

/** One car of the results (`first`: the top one, whose picture loads first): what it is, what it includes, what it costs for the period, and Book. */
export function CarCard({
  car,
  bookPath,
  period,
  text,
  first = false,
}: {
  car: TCarResult
  bookPath: string
  period: TPickup
  text: TCarText
  first?: boolean
}) {
  const { t, price } = text
  return (
    <Card
      as="article"
      aria-labelledby={`car-${car._id}`}
      className="grid grid-cols-1 gap-4 p-4 [contain-intrinsic-size:auto_620px] [content-visibility:auto] desk:grid-cols-[300px_minmax(0,1fr)] desk:gap-x-6 desk:p-5 desk:[contain-intrinsic-size:auto_354px]"
    >
      <div className="flex aspect-[3/2] w-full items-center justify-center overflow-hidden rounded-lg bg-page desk:h-[200px] desk:w-[300px]">
        {/* The first car's picture is the results' largest paint: fetched at once and first; the others when scrolled near. */}
        <CarPicture image={car.image} width={300} height={200} first={first} iconClassName="size-16 text-line" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex items-start justify-between gap-3">
          <h3 id={`car-${car._id}`} className="min-w-0 break-words text-xl font-bold">
            {car.name}
          </h3>
          {/* The supplier's page: its reviews, a tap away from the choice. */}
          <AppLink to={`/suppliers/${car.supplier.slug}`} className="-m-1 flex shrink-0 flex-col items-end gap-1 rounded-lg p-1 hover:bg-focused">
            <SupplierBadge supplier={car.supplier} />
            <SupplierRating rating={car.supplier.rating} text={text} />
          </AppLink>
        </div>
        <CarSpecs car={car} text={text} />
        <div className="mt-auto flex flex-wrap items-end justify-between gap-3 border-t border-line pt-3">
          <div>
            <p className="text-sm text-muted">{t('card.pricePerDay')}</p>
            <p className="text-2xl font-bold">{price(car.pricePerDay)}</p>
            <p className="text-sm">
              {t('card.totalFor', { count: car.days })}{' '}
              {/* The discounted total beside the regular one, struck through; read as "(regular price …)" after it. */}
              {car.regularPrice !== null && (
                <>
                  <s className="text-muted" aria-hidden="true">
                    {price(car.regularPrice)}
                  </s>{' '}
                </>
              )}
              <strong className="text-base">{price(car.totalPrice)}</strong>
              {car.regularPrice !== null && <span className="sr-only"> {t('card.regularPrice', { price: price(car.regularPrice) })}</span>}
            </p>
          </div>
          <AppLink to={bookPath} aria-label={t('card.bookNamed', { name: car.name })} className={buttonClass({ size: 'lg' })}>
            {t('card.book')}
          </AppLink>
        </div>
      </div>
      <CarOptions car={car} text={text} period={period} />
    </Card>
  )
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
