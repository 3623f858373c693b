import { DAILY_EXTRAS, EXTRAS, ONE_OFF_EXTRAS, type TExtra } from './extras'
import type { TFeeKind, TFeePart } from './fees'
import { rentalRates, type TCarRates, type TRate, type TRentalDays } from './rates'

export type TCarPricing = TCarRates & Record<TExtra, number>
export type TChosenOptions = Partial<Record<TExtra, boolean>>

/** A line of the price; a rental line says its rate (a snapshot from before rates has none). */
export type TPriceLine = { kind: 'rental' | TExtra | TFeeKind; rate?: TRate; unitCents: number; quantity: number; amountCents: number }

export type TPriceBreakdown = {
  days: number
  percentage: number
  lines: TPriceLine[]
  totalCents: number
  /** The total at the regular price when the discounted price lowers it, shown struck through; else null. */
  regularCents: number | null
}

/**
 * The most one booking may cost (€10,000,000): a total above it is refused alike by the quote,
 * the checkout and an amendment (a 400), never stored; the columns hold it with room to spare
 * (a supplier may ask up to €1,000,000 a day, for up to 30 days: issue 46's finding).
 */
export const MAX_TOTAL_CENTS = 1_000_000_000

/** Whether a rental's total is more than one booking may cost. */
export const priceTooHigh = (price: Pick<TPriceBreakdown, 'totalCents'>): boolean => price.totalCents > MAX_TOTAL_CENTS

/**
 * Adds the configured percentage (tax or commission) to an amount in cents and rounds half up
 * to the cent. The percentage is taken in basis points so the arithmetic stays integer.
 */
export function withPercentage(cents: number, percentage: number): number {
  const basisPoints = Math.round(percentage * 100)
  const scaled = cents * (10_000 + basisPoints)
  return Math.floor((scaled + 5_000) / 10_000)
}

/**
 * The price of a rental (DESIGN.md section 3): one rental line per rate, its days × its price
 * per day (core rates.ts: seasons, weekly and monthly rates, the discounted price); cancellation
 * and amendments once each; the other extras × days; then the supplier's fees for this rental
 * (core fees.ts feeParts); each line raised by the percentage and rounded on its own, so the total
 * is the sum of the lines a driver sees. Included (0) and unavailable (−1) extras never add
 * anything, whether chosen or not.
 */
export function computePrice(
  car: TCarPricing,
  rental: TRentalDays,
  options: TChosenOptions,
  percentage = 0,
  fees: readonly TFeePart[] = [],
): TPriceBreakdown {
  const { days } = rental
  if (!Number.isInteger(days) || days < 1) throw new RangeError(`days must be a positive integer: ${days}`)
  const rentalLines = rentalLinesOf(car, rental, percentage)
  const lines: TPriceLine[] = [...rentalLines]
  for (const extra of ONE_OFF_EXTRAS) {
    if (options[extra] && car[extra] > 0) lines.push(line(extra, car[extra], 1, percentage))
  }
  for (const extra of DAILY_EXTRAS) {
    if (options[extra] && car[extra] > 0) lines.push(line(extra, car[extra], days, percentage))
  }
  for (const fee of fees)
    lines.push({ kind: fee.kind, unitCents: fee.unitCents, quantity: fee.quantity, amountCents: withPercentage(fee.cents, percentage) })
  const totalCents = sumOf(lines)
  const discounted = rentalLines.some((l) => l.rate === 'discounted')
  const regularCents = discounted
    ? totalCents - sumOf(rentalLines) + sumOf(rentalLinesOf({ ...car, discountedPrice: null }, rental, percentage))
    : null
  return { days, percentage, lines, totalCents, regularCents }
}

const sumOf = (lines: readonly TPriceLine[]) => lines.reduce((sum, l) => sum + l.amountCents, 0)

function rentalLinesOf(car: TCarRates, rental: TRentalDays, percentage: number): TPriceLine[] {
  return rentalRates(car, rental).map((part) => ({ ...line('rental', part.unitCents, part.days, percentage), rate: part.rate }))
}

function line(kind: TPriceLine['kind'], unitCents: number, quantity: number, percentage: number): TPriceLine {
  return { kind, unitCents, quantity, amountCents: withPercentage(unitCents * quantity, percentage) }
}

/**
 * The options a booking holds: those chosen that the car prices, and those it includes (0)
 * whether ticked or not. A chosen option the car does not offer (−1) is listed as unavailable:
 * the checkout refuses it rather than drop it, since the driver saw it chosen.
 */
export function bookedOptions(car: Record<TExtra, number>, chosen: TChosenOptions): { options: TChosenOptions; unavailable: TExtra[] } {
  const options: TChosenOptions = {}
  const unavailable: TExtra[] = []
  for (const extra of EXTRAS) {
    if (chosen[extra] && car[extra] < 0) unavailable.push(extra)
    options[extra] = car[extra] === 0 || (Boolean(chosen[extra]) && car[extra] > 0)
  }
  return { options, unavailable }
}
