import { bookingReference } from '@wheelbase/core/bookingStatus'
import { EXTRAS } from '@wheelbase/core/extras'
import type { TLanguage } from '@wheelbase/core/languages'
import { formatPrice } from '@wheelbase/core/money'
import type { TPriceLine } from '@wheelbase/core/pricing'
import { paymentOf, type TBookingSummary } from '../data/bookingSummary'
import { locationName } from '../data/locations'
import type { Mail } from '../platform/adapters/mail'
import { calendarFile, type TCalendarEvent } from '../platform/calendarFile'
import { chargeName, fill, layout, TEXTS } from './templates'
import { keyFactParagraphs } from './keyFactsText'

/** A date and time on the pick-up place's clock, written for the reader's language. */
const when = (date: Date, language: TLanguage, timeZone: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(date)

function facts(summary: TBookingSummary, language: TLanguage, currency: string) {
  const { booking, pickup, dropoff } = summary
  return {
    reference: bookingReference(booking._id),
    pickup: locationName(pickup, language),
    dropoff: locationName(dropoff, language),
    from: when(booking.from, language, pickup.timeZone),
    to: when(booking.to, language, pickup.timeZone),
    price: (cents: number) => formatPrice(cents, currency, language),
  }
}

/**
 * The calendar file: one event at pick-up, one at drop-off, each at its place (its name and street
 * address, and its coordinates, so that a phone's calendar offers directions), with the reference,
 * the supplier's desk and phone, and the booking's page.
 */
export function bookingCalendar(summary: TBookingSummary, language: TLanguage, url: string): string {
  const t = TEXTS[language].booking
  const f = facts(summary, language, summary.booking.priceSnapshot.currency)
  const { supplier } = summary
  const desk = supplier.phone
    ? fill(t.eventDeskPhone, { supplier: supplier.fullName, phone: supplier.phone })
    : fill(t.eventDesk, { supplier: supplier.fullName })
  const event = (kind: 'pickup' | 'dropoff', at: Date, place: TBookingSummary['pickup']): TCalendarEvent => ({
    uid: `${summary.booking._id}-${kind}@wheelbase`,
    start: at,
    end: new Date(at.getTime() + 30 * 60_000),
    title: fill(kind === 'pickup' ? t.eventPickup : t.eventDropoff, { car: summary.car.name, reference: f.reference }),
    location: [locationName(place, language), place.address].filter(Boolean).join(', '),
    geo: { lat: place.latitude, lon: place.longitude },
    description: `${f.reference}\n${desk}\n${url}`,
    status: 'CONFIRMED',
  })
  return calendarFile([event('pickup', summary.booking.from, summary.pickup), event('dropoff', summary.booking.to, summary.dropoff)])
}

/** A rental line: its days, and its rate unless daily (a snapshot from before rates has one line for all the days). */
function rentalLine(all: (typeof TEXTS)[TLanguage], line: TPriceLine, days: number, price: (cents: number) => string): string {
  const amount = price(line.amountCents)
  if (!line.rate) return fill(all.booking.rental, { days: String(days), amount })
  if (line.rate === 'daily') return fill(all.booking.rental, { days: String(line.quantity), amount })
  return fill(all.booking.rentalAt, { days: String(line.quantity), rate: all.rates[line.rate], amount })
}

/** The driver's confirmation: reference, places and times, options, the price line by line, the deposit, and the .ics. */
export function bookingConfirmationMail(summary: TBookingSummary, language: TLanguage, url: string): Mail {
  const all = TEXTS[language]
  const t = all.booking
  const { booking, car, supplier, driver, parts } = summary
  const f = facts(summary, language, booking.priceSnapshot.currency)
  const chosen = EXTRAS.filter((extra) => booking[extra]).map((extra) => all.extras[extra])
  const lines = booking.priceSnapshot.lines.map((line) =>
    line.kind === 'rental'
      ? rentalLine(all, line, booking.priceSnapshot.days, f.price)
      : fill(t.option, { option: chargeName(all, line.kind), amount: f.price(line.amountCents) }),
  )
  const paragraphs = [
    fill(all.greeting, { name: driver.fullName }),
    // Pay later until paid; a booking from another channel paid at the desk is paid (issue 44).
    parts ? t.introDeposit : paymentOf(booking) === 'payLater' ? t.introPayLater : t.introPaid,
    fill(t.reference, { reference: f.reference }),
    fill(t.car, { car: car.name, supplier: supplier.fullName }),
    fill(t.pickup, { place: f.pickup, when: f.from }),
    fill(t.dropoff, { place: f.dropoff, when: f.to }),
    // The flight the driver lands with, as on the voucher: the desk waits for a late one.
    ...(booking.flightNumber ? [fill(t.flight, { flight: booking.flightNumber })] : []),
    chosen.length ? fill(t.options, { options: new Intl.ListFormat(language, { type: 'unit' }).format(chosen) }) : t.noOptions,
    ...lines,
    // A booking from another channel whose staff agreed their own total: the quote, then that total.
    ...(booking.priceReason
      ? [fill(t.quoted, { amount: f.price(booking.priceSnapshot.totalCents) }), fill(t.agreed, { amount: f.price(booking.totalPrice) })]
      : [fill(t.total, { amount: f.price(booking.totalPrice) })]),
    // A deposit paid online: what is paid, and what the desk takes (core deposit.ts).
    ...(parts ? [fill(t.paidOnline, { amount: f.price(parts.paidCents) }), fill(t.dueAtDesk, { amount: f.price(parts.deskCents) })] : []),
    fill(t.deposit, { amount: f.price(car.deposit) }),
    // What the desk will ask, as the driver read it before paying (the booking keeps it).
    ...keyFactParagraphs(summary, language),
  ]
  const body = layout(language, paragraphs, { label: t.action, url }, [t.calendar])
  return {
    to: driver.email,
    subject: fill(t.subject, { reference: f.reference }),
    ...body,
    attachments: [
      {
        filename: `${f.reference}.ics`,
        content: bookingCalendar(summary, language, url),
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      },
    ],
  }
}

/** A supplier's or admin's email about a new booking (the in-app notification says the same). */
export function newBookingMail(summary: TBookingSummary, language: TLanguage, to: string, url: string): Mail {
  const all = TEXTS[language]
  const t = all.newBooking
  const { booking, car, supplier, driver, parts } = summary
  const f = facts(summary, language, booking.priceSnapshot.currency)
  const paragraphs = [
    fill(t.intro, { driver: driver.fullName, car: car.name, supplier: supplier.fullName }),
    fill(t.period, { from: f.from, pickup: f.pickup, to: f.to, dropoff: f.dropoff }),
    // The desk reads this mail first: the flight tells it when the driver really comes.
    ...(booking.flightNumber ? [fill(t.flight, { flight: booking.flightNumber })] : []),
    parts
      ? fill(t.paymentParts, { amount: f.price(booking.totalPrice), paid: f.price(parts.paidCents), due: f.price(parts.deskCents) })
      : fill(t.payment, { amount: f.price(booking.totalPrice), payment: t[paymentOf(booking)] }),
  ]
  return { to, subject: fill(t.subject, { reference: f.reference, car: car.name }), ...layout(language, paragraphs, { label: t.action, url }) }
}
