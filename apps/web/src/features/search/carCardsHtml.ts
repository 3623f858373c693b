import { preload } from 'react-dom'
import type { TCarResult } from '@wheelbase/core/schemas/search'
import { withBase } from '@wheelbase/core/languagePaths'
import { specLines } from '../../components/car/CarSpecs'
import { includedLine } from './includedLine'
import { formatScore } from '../../components/car/SupplierRating'
import type { TCarText } from '../../components/car/carText'
import { iconHref } from '../../components/icons/Icon'
import { retinaSrcSet } from '../../lib/images'
import { buttonClass } from '../../components/ui/Button'
import { checkoutPathsOf, type TWhereWhen } from '../../lib/search/criteria'
import { cardHeadingId } from './cardParts'

/*
 * The first cars of a results page, as the server writes them (record 0149): the markup of
 * `CarCard` with its parts closed, written as text rather than rendered by React. The list is never
 * hydrated (record 0139), so nothing but these bytes is needed of it; rendering fifteen cards with
 * React was the largest part of the page's server time. Where a card repeats itself it is written
 * as short as HTML allows: a list item needs no end tag, an icon's name no quotes (1 KB a page).
 * `carCardsHtml.test.tsx` holds it to what the browser reads of React's `CarCard`, for cars of
 * every shape and in every language.
 */

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' }
const SPECIAL = /[&<>"']/
/** Text or an attribute's value, escaped as React escapes them (most have nothing to escape: tested first). */
const esc = (text: string | number): string => {
  const value = String(text)
  return SPECIAL.test(value) ? value.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c) : value
}

function picture(image: string | null, first: boolean): string {
  if (!image) return `<svg aria-hidden="true" class="size-16 text-line"><use href="${esc(iconHref('car-front'))}"></use></svg>`
  const srcSet = retinaSrcSet(image)
  return (
    `<img src="${esc(image)}"${srcSet ? ` srcSet="${esc(srcSet)}"` : ''} alt="" width="300" height="200"` +
    ` loading="${first ? 'eager' : 'lazy'}"${first ? ' fetchPriority="high"' : ''} class="fit"/>`
  )
}

function supplier(car: TCarResult, text: TCarText, base: string): string {
  const { supplier } = car
  const badge = supplier.avatar
    ? `<img src="${esc(supplier.avatar)}" alt="${esc(supplier.fullName)}" width="60" height="30" loading="lazy"/>`
    : `<span class="text-xs">${esc(supplier.fullName)}</span>`
  const { t, language } = text
  const { score, count } = supplier.rating
  const rating =
    score === null
      ? `<span class="rounded-md border border-primary px-1.5 text-xs font-bold">${esc(t('card.new'))}</span><span class="sr-only">${esc(t('card.newHint'))}</span>`
      : `<span aria-hidden="true" class="score">${esc(formatScore(score, language))}</span>` +
        `<span class="sr-only">${esc(t('card.ratingOutOf', { score: formatScore(score, language) }))}</span>` +
        `<span>${esc(t('card.reviews', { count }))}</span>`
  return (
    `<a class="car-supplier" href="${esc(withBase(base, `/suppliers/${supplier.slug}`))}">` +
    `<span class="logo-box" title="${esc(supplier.fullName)}">${badge}</span><p class="rating">${rating}</p></a>`
  )
}

function priceBox(car: TCarResult, { t, price }: TCarText, bookHref: string): string {
  const regular = car.regularPrice === null ? '' : `<s aria-hidden="true">${esc(price(car.regularPrice))}</s> `
  const readOut = car.regularPrice === null ? '' : `<span class="sr-only"> ${esc(t('card.regularPrice', { price: price(car.regularPrice) }))}</span>`
  return (
    `<div class="car-price"><div><p>${esc(t('card.pricePerDay'))}</p><p>${esc(price(car.pricePerDay))}</p>` +
    `<p>${esc(t('card.totalFor', { count: car.days }))} ${regular}<strong>${esc(price(car.totalPrice))}</strong>${readOut}</p></div>` +
    `<a aria-label="${esc(t('card.bookNamed', { name: car.name }))}" class="${esc(buttonClass({ size: 'lg' }))}" href="${esc(bookHref)}">${esc(t('card.book'))}</a></div>`
  )
}

/** One card, closed. */
function carCardHtml(car: TCarResult, text: TCarText, base: string, bookPath: string, index: number): string {
  const { t } = text
  const heading = cardHeadingId(index)
  const specs = specLines(car, text)
    .map(([icon, line]) => `<li data-icon=${icon}>${esc(line)}`)
    .join('')
  return (
    `<article class="car-card" aria-labelledby="${esc(heading)}">` +
    `<div class="car-photo">${picture(car.image, index === 0)}</div>` +
    `<div class="car-body"><div class="car-head"><h3 id="${esc(heading)}">${esc(car.name)}</h3>${supplier(car, text, base)}</div>` +
    `<ul class="car-specs">${specs}</ul>${priceBox(car, text, bookPath)}</div>` +
    `<div class="car-foot"><p data-icon="shield-check">${esc(includedLine(car, text))}</p><div>` +
    `<button type="button" data-act="facts" aria-expanded="false">${esc(t('card.keyFacts'))}</button>` +
    `<button type="button" data-act="options" aria-expanded="false">${esc(t('card.showOptions'))}</button></div></div></article>`
  )
}

/** The items of the results' list, each card in its `<li>`: the first car's picture loads first. */
export function carCardsHtml(cars: readonly TCarResult[], text: TCarText, criteria: TWhereWhen, base: string): string {
  const bookPathOf = checkoutPathsOf(criteria)
  return cars.map((car, index) => `<li>${carCardHtml(car, text, base, withBase(base, bookPathOf(car._id)), index)}`).join('')
}

/**
 * The first car's picture, asked for from the page's head as React asks for an eager picture of
 * high priority it renders: it is the results' largest paint. Called while the server renders.
 */
export function preloadFirstPicture(cars: readonly TCarResult[]): void {
  const image = cars[0]?.image
  if (!image) return
  const imageSrcSet = retinaSrcSet(image)
  preload(image, { as: 'image', fetchPriority: 'high', ...(imageSrcSet ? { imageSrcSet } : {}) })
}
