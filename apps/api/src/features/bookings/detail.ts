import { and, asc, eq } from 'drizzle-orm'
import { EXTRAS } from '@wheelbase/core/extras'
import { isoInZone } from '@wheelbase/core/days'
import { bookingCancellation } from '@wheelbase/core/supplierTerms'
import type { TLanguage } from '@wheelbase/core/languages'
import type { TBookingDetail } from '@wheelbase/core/schemas/bookings'
import type { Db } from '../../db/client'
import { reviewProblem } from '@wheelbase/core/reviews'
import { bookings, bookingStatusHistory, users } from '../../db/schema'
import { findBookingSummary, paymentOf } from '../../data/bookingSummary'
import { assertId, notFound } from '../../platform/http/errors'
import type { Actor } from '../../domain/actor'
import { findBookingReview } from '../../data/reviews'
import { presentRow } from './present'
import { visibleTo } from './scope'

const BY_TYPE = { user: 'driver', supplier: 'supplier', admin: 'admin' } as const

/**
 * The history in the order it happened. Steps made in one transaction share its instant (a booking
 * from another channel: pending, paid, reserved at once): among those, each follows the one whose
 * status it changed.
 */
export function inChainOrder<T extends { at: Date; from: string | null; to: string }>(rows: T[]): T[] {
  const left = [...rows]
  const ordered: T[] = []
  while (left.length > 0) {
    const first = Math.min(...left.map((row) => row.at.getTime()))
    const tied = left.filter((row) => row.at.getTime() === first)
    const last = ordered.at(-1)
    const next = tied.find((row) => row.from === (last?.to ?? null)) ?? tied.find((row) => !tied.some((other) => other.to === row.from)) ?? tied[0]
    if (!next) break
    ordered.push(next)
    left.splice(left.indexOf(next), 1)
  }
  return ordered
}

/** A booking's cancellation under its terms (core bookingCancellation): null for one older than them. */
export function cancellationOf(booking: typeof bookings.$inferSelect, timeZone: string): TBookingDetail['cancellation'] {
  if (!booking.terms) return null
  const rental = { from: booking.from, totalPrice: booking.totalPrice, days: booking.priceSnapshot.days }
  const asked = booking.cancelRequest && booking.cancelRequestedAt
  const { deadline, feeAfterCents, feeCents } = bookingCancellation(booking.terms, rental, timeZone, asked || booking.from)
  return { deadline: isoInZone(deadline, timeZone), timeZone, feeAfterCents, requestFeeCents: asked ? feeCents : null }
}

/**
 * One booking for /booking, if the caller may see it (else 404, as if it did not exist). Its
 * history names who acted by role ("you", the driver, the supplier, an admin, the system), never
 * by name: a driver does not learn who the supplier's staff are, nor a supplier the admins.
 */
export async function bookingDetail(db: Db, actor: Actor, id: string, language: TLanguage, now: Date): Promise<TBookingDetail> {
  assertId(id, 'booking')
  const [visible] = await db
    .select({ _id: bookings._id })
    .from(bookings)
    .where(and(eq(bookings._id, id), visibleTo(actor)))
  const found = visible ? await findBookingSummary(db, { bookingId: id }) : null
  if (!found) throw notFound('booking')
  const { booking, car, driver } = found
  const history = await db
    .select({
      at: bookingStatusHistory.at,
      from: bookingStatusHistory.fromStatus,
      to: bookingStatusHistory.toStatus,
      actorId: bookingStatusHistory.actorId,
      type: users.type,
    })
    .from(bookingStatusHistory)
    .leftJoin(users, eq(users._id, bookingStatusHistory.actorId))
    .where(eq(bookingStatusHistory.bookingId, id))
    .orderBy(asc(bookingStatusHistory.at), asc(bookingStatusHistory._id))
  const review = await findBookingReview(db, id)
  const extra = booking.additionalDriverDetails
  return {
    ...presentRow(found, language),
    driver: { fullName: driver.fullName, email: driver.email, phone: driver.phone ?? null, birthDate: driver.birthDate ?? null },
    additionalDriver: extra ? { fullName: extra.fullName, email: extra.email, phone: extra.phone ?? null, birthDate: extra.birthDate ?? null } : null,
    flightNumber: booking.flightNumber,
    options: EXTRAS.filter((e) => booking[e]),
    lines: booking.priceSnapshot.lines,
    deposit: car.deposit,
    currency: booking.priceSnapshot.currency,
    paymentDeadline: booking.paymentDeadline?.toISOString() ?? null,
    card: booking.cardLast4 && booking.cardBrand ? { last4: booking.cardLast4, brand: booking.cardBrand } : null,
    depositPercent: booking.depositPercent,
    parts: found.parts,
    history: inChainOrder(history).map((h) => ({
      at: h.at.toISOString(),
      from: h.from,
      to: h.to,
      by: h.actorId === actor.userId ? 'you' : h.type ? BY_TYPE[h.type] : 'system',
    })),
    review,
    terms: booking.terms,
    cancellation: cancellationOf(booking, found.pickup.timeZone),
    mayReview: !review && booking.driverId === actor.userId && reviewProblem(booking, now) === null && !booking.channel,
    channel: booking.channel
      ? {
          kind: booking.channel,
          reference: booking.channelReference,
          paidAtDesk: paymentOf(booking) === 'paidAtDesk',
          quotedTotal: booking.priceSnapshot.totalCents,
          priceReason: booking.priceReason,
        }
      : null,
  }
}
