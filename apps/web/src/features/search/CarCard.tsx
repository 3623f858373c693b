import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { DAILY_EXTRAS, EXTRAS, extraState, type TExtra } from '@wheelbase/core/extras'
import type { TCarResult } from '@wheelbase/core/schemas/search'
import { CarPicture } from '../../components/car/CarPicture'
import { CarSpecs, SupplierBadge } from '../../components/car/CarSpecs'
import { includedLine } from './includedLine'
import { SupplierRating } from '../../components/car/SupplierRating'
import type { TCarText } from '../../components/car/carText'
import { Icon } from '../../components/icons/Icon'
import { AppLink } from '../../components/AppLink'
import { buttonClass } from '../../components/ui/Button'
import { SkeletonText } from '../../components/ui/Skeleton'
import { cardHeadingId, type TCardPart } from './cardParts'

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
function CarOptions({ car, text, period, opened }: { car: TCarResult; text: TCarText; period: TPickup; opened: TCardPart | undefined }) {
  const { t, price } = text
  const [open, setOpen] = useState<TCardPart | null>(opened ?? null)
  // Pressed while the card was only the server's HTML (lib/itemsInHtml.ts): focus stays on the press.
  const factsRef = useRef<HTMLButtonElement>(null)
  const optionsRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (opened) (opened === 'facts' ? factsRef : optionsRef).current?.focus()
  }, [opened])
  const extraText = (extra: TExtra, cents: number) => {
    const state = extraState(cents)
    if (state === 'unavailable') return t('card.unavailable')
    if (state === 'included') return t('card.included')
    return isDaily(extra) ? t('card.perDay', { price: price(cents) }) : price(cents)
  }
  const listId = `options-${car._id}`
  const factsId = `facts-${car._id}`
  const toggle = (which: TCardPart) => setOpen(open === which ? null : which)
  return (
    <div className="car-foot">
      {/* Its icon is the stylesheet's (icons/specIcons.css), as the spec lines'. */}
      <p data-icon="shield-check">{includedLine(car, text)}</p>
      <div>
        <button
          ref={factsRef}
          type="button"
          data-act="facts"
          aria-expanded={open === 'facts'}
          {...(open === 'facts' ? { 'aria-controls': factsId } : {})}
          onClick={() => toggle('facts')}
        >
          {t('card.keyFacts')}
        </button>
        <button
          ref={optionsRef}
          type="button"
          data-act="options"
          aria-expanded={open === 'options'}
          {...(open === 'options' ? { 'aria-controls': listId } : {})}
          onClick={() => toggle('options')}
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

/** One car of the results (`index`: its place; the top one's picture loads first): what it is, what it includes, what it costs for the period, and Book. */
export function CarCard({
  car,
  bookPath,
  period,
  text,
  index,
  opened,
}: {
  car: TCarResult
  bookPath: string
  period: TPickup
  text: TCarText
  index: number
  /** A part to show open from the start (pressed before the card was rendered by the app). */
  opened?: TCardPart | undefined
}) {
  const { t, price } = text
  return (
    // The card's frame is the class's (components.css), as fifteen cards repeat it.
    <article className="car-card" aria-labelledby={cardHeadingId(index)}>
      <div className="car-photo">
        {/* The first car's picture is the results' largest paint: fetched at once and first; the others when scrolled near. */}
        <CarPicture image={car.image} width={300} height={200} first={index === 0} iconClassName="size-16 text-line" />
      </div>
      <div className="car-body">
        <div className="car-head">
          <h3 id={cardHeadingId(index)}>{car.name}</h3>
          {/* The supplier's page: its reviews, a tap away from the choice. */}
          <AppLink to={`/suppliers/${car.supplier.slug}`} className="car-supplier">
            <SupplierBadge supplier={car.supplier} />
            <SupplierRating rating={car.supplier.rating} text={text} />
          </AppLink>
        </div>
        <CarSpecs car={car} text={text} />
        <div className="car-price">
          <div>
            {/* Label, price per day, total: components.css's .car-price. */}
            <p>{t('card.pricePerDay')}</p>
            <p>{price(car.pricePerDay)}</p>
            <p>
              {t('card.totalFor', { count: car.days })}{' '}
              {/* The discounted total beside the regular one, struck through; read as "(regular price …)" after it. */}
              {car.regularPrice !== null && (
                <>
                  <s aria-hidden="true">{price(car.regularPrice)}</s>{' '}
                </>
              )}
              <strong>{price(car.totalPrice)}</strong>
              {car.regularPrice !== null && <span className="sr-only"> {t('card.regularPrice', { price: price(car.regularPrice) })}</span>}
            </p>
          </div>
          <AppLink to={bookPath} aria-label={t('card.bookNamed', { name: car.name })} className={buttonClass({ size: 'lg' })}>
            {t('card.book')}
          </AppLink>
        </div>
      </div>
      <CarOptions car={car} text={text} period={period} opened={opened} />
    </article>
  )
}

export default CarCard
