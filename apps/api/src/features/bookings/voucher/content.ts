import { bookingReference } from '@wheelbase/core/bookingStatus'
import { UNLIMITED_MILEAGE } from '@wheelbase/core/enums'
import { EXTRAS } from '@wheelbase/core/extras'
import type { TLanguage } from '@wheelbase/core/languages'
import { formatPrice } from '@wheelbase/core/money'
import { paymentOf, type TBookingSummary } from '../../../data/bookingSummary'
import { locationName } from '../../../data/locations'
import { bookingKeyFacts, bookingRental } from '../../../mail/keyFactsText'
import { fill } from '../../../mail/templates'
import type { TBlock, TRow } from './layout'
import { voucherTexts, type TVoucherLabels } from './texts'

export type TVoucher = {
  t: TVoucherLabels
  reference: string
  blocks: TBlock[]
  price: { lines: TRow[]; total: TRow; after: TRow[] }
  conditions: TRow[]
  /** The car's terms as the driver read them before paying (the booking keeps them); null for a booking older than them. */
  keyFacts: TBlock | null
}

/** The key facts as rows: a fact's lines beside its label, one under the other; what to bring as a list. */
function keyFactsBlock(summary: TBookingSummary, language: TLanguage): TBlock | null {
  const { booking } = summary
  if (!booking.terms) return null
  const { title, facts } = bookingKeyFacts(booking.terms, bookingRental(summary, language), language, booking.priceSnapshot.currency)
  return {
    title,
    rows: facts.map((fact): TRow => [
      fact.label,
      fact.lines.map((line) => (fact.list ? `• ${line.text}` : line.text)).join('\n'),
      // The supplier's own words keep their direction (Greek conditions on a Hebrew voucher).
      fact.lines.some((line) => line.lang) ? 'own' : 'language',
    ]),
  }
}

/** A date and time on the pick-up place's clock (as the confirmation mail writes them). */
const dateTime = (date: Date, language: TLanguage, timeZone: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(date)

/** A calendar date stored as YYYY-MM-DD, written for the reader. */
function calendarDate(day: string, language: TLanguage): string {
  const date = new Date(`${day}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? day : new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date)
}

function contactRows(t: TVoucherLabels, who: { email: string; phone: string | null }): TRow[] {
  return who.phone
    ? [
        [t.fields.email, who.email, 'own'],
        [t.fields.phone, who.phone, 'own'],
      ]
    : [[t.fields.email, who.email, 'own']]
}

function person(t: TVoucherLabels, title: string, who: { fullName: string; email: string; phone: string | null }, born?: string): TBlock {
  return { title, rows: [[t.fields.name, who.fullName, 'own'], ...contactRows(t, who), ...(born ? [[t.fields.birthDate, born] satisfies TRow] : [])] }
}

function placeBlock(t: TVoucherLabels, title: string, place: TBookingSummary['pickup'], when: string, language: TLanguage): TBlock {
  return {
    title,
    rows: [
      [t.fields.place, locationName(place, language), 'own'],
      [t.fields.kind, t.placeKinds[place.kind]],
      [t.fields.coordinates, `${place.latitude.toFixed(5)}, ${place.longitude.toFixed(5)}`, 'own'],
      [t.fields.when, when],
    ],
  }
}

/** Every text of the voucher, in the reader's language; the drawing (pdf.ts) only places them. */
export function voucherContent(summary: TBookingSummary, language: TLanguage): TVoucher {
  const t = voucherTexts(language)
  const { booking, car, supplier, driver, pickup, dropoff } = summary
  const { currency, days } = booking.priceSnapshot
  const price = (cents: number) => formatPrice(cents, currency, language)
  const extra = booking.additionalDriverDetails
  const chosen = EXTRAS.filter((option) => booking[option]).map((option) => t.extras[option])
  const driverBlock = person(t, t.sections.driver, driver)
  const extraBlock = extra && person(t, t.sections.additionalDriver, extra, calendarDate(extra.birthDate, language))
  const pickupPlace = placeBlock(t, t.sections.pickup, pickup, dateTime(booking.from, language, pickup.timeZone), language)
  // The flight the driver lands with: the desk waits for a late one.
  const pickupBlock: TBlock = booking.flightNumber
    ? { ...pickupPlace, rows: [...pickupPlace.rows, [t.fields.flight, booking.flightNumber, 'own']] }
    : pickupPlace
  const dropoffBlock = placeBlock(t, t.sections.dropoff, dropoff, dateTime(booking.to, language, pickup.timeZone), language)
  const carBlock: TBlock = {
    title: t.sections.car,
    rows: [[t.fields.car, car.name, 'own'], [t.fields.supplier, supplier.fullName, 'own'], ...contactRows(t, supplier)],
  }
  const optionsBlock: TBlock = { title: t.sections.options, rows: (chosen.length ? chosen : [t.noOptions]).map((name): TRow => ['', name]) }
  return {
    t,
    reference: bookingReference(booking._id),
    // Two by two: the drivers, the places, the car and its options (the car beside a lone driver).
    blocks: extraBlock
      ? [driverBlock, extraBlock, pickupBlock, dropoffBlock, carBlock, optionsBlock]
      : [driverBlock, carBlock, pickupBlock, dropoffBlock, optionsBlock],
    price: {
      lines: [
        ...booking.priceSnapshot.lines.map((line): TRow => [
          // Each rate's own days (a snapshot from before rates has one line for all the days).
          line.kind === 'rental' ? t.rental(line.rate ? line.quantity : days, line.rate) : t.charge(line.kind),
          price(line.amountCents),
        ]),
        // A booking from another channel whose staff agreed their own total: the quote, then that total.
        ...(booking.priceReason ? [[t.price.quoted, price(booking.priceSnapshot.totalCents)] as TRow] : []),
      ],
      total: [booking.priceReason ? t.price.agreed : t.price.total, price(booking.totalPrice)],
      after: [
        [t.price.payment, summary.parts ? t.price.depositPaid : t.price[paymentOf(booking)]],
        // A deposit paid online: what is paid, and what the desk takes (core deposit.ts).
        ...(summary.parts
          ? ([
              [t.price.paidOnline, price(summary.parts.paidCents)],
              [t.price.dueAtDesk, price(summary.parts.deskCents)],
            ] as TRow[])
          : []),
        [t.price.deposit, price(car.deposit)],
      ],
    },
    keyFacts: keyFactsBlock(summary, language),
    conditions: [
      [t.conditions.mileage, car.mileage === UNLIMITED_MILEAGE ? t.conditions.unlimited : fill(t.conditions.kmPerDay, { km: String(car.mileage) })],
      [t.conditions.fuelPolicy, t.conditions[car.fuelPolicy]],
      [t.conditions.driverAge, fill(t.conditions.minimumAge, { age: String(car.minimumAge) })],
    ],
  }
}
