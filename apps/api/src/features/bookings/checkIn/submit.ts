import { and, eq } from 'drizzle-orm'
import { checkInOpen } from '@wheelbase/core/bookingRules'
import { checkInProblem } from '@wheelbase/core/checkIn'
import { localDate } from '@wheelbase/core/days'
import type { TLanguage } from '@wheelbase/core/languages'
import type { z } from 'zod'
import type { ZCheckInBody } from '@wheelbase/core/schemas/checkIn'
import { bookingCheckIns, bookings, locations, users } from '../../../db/schema'
import type { AppContext } from '../../../appContext'
import type { Actor } from '../../../domain/actor'
import { DomainError } from '../../../domain/errors'
import { assertId, conflict, notFound } from '../../../platform/http/errors'

/**
 * The driver's online check-in on one of their own bookings (another's is 404), before pick-up, of
 * a booking that still holds its car (else 409 check_in_closed). The licence is checked by core's
 * rule against the terms the booking keeps (its supplier's, for a booking older than them): a
 * refusal is a 400 on its field that says what is missing. Given again, it replaces the first.
 */
export async function submitCheckIn(
  ctx: AppContext,
  actor: Actor,
  bookingId: string,
  body: z.output<typeof ZCheckInBody>,
  language: TLanguage,
): Promise<{ checkedInAt: string }> {
  assertId(bookingId, 'booking')
  const [found] = await ctx.db
    .select({
      booking: { from: bookings.from, status: bookings.status, channel: bookings.channel, terms: bookings.terms },
      timeZone: locations.timeZone,
      supplier: { licenceMinYears: users.licenceMinYears, permitOutsideEu: users.permitOutsideEu },
    })
    .from(bookings)
    .innerJoin(locations, eq(locations._id, bookings.pickupLocationId))
    .innerJoin(users, eq(users._id, bookings.supplierId))
    .where(and(eq(bookings._id, bookingId), eq(bookings.driverId, actor.userId)))
  if (!found) throw notFound('booking')
  const { booking, timeZone } = found
  const now = ctx.clock.now()
  if (!checkInOpen(booking, now)) throw conflict('check_in_closed', 'checkIn.closed')
  if (body.issued > localDate(now, timeZone)) throw refused('issued_in_future', 'checkIn.issuedInFuture', 'issued')
  const problem = checkInProblem(body, booking.terms ?? found.supplier, localDate(booking.from, timeZone))
  if (problem) {
    const params = 'date' in problem.params ? { ...problem.params, date: longDate(problem.params.date, language) } : problem.params
    throw refused(problem.code, problem.key, problem.field, params)
  }
  await ctx.db.transaction(async (tx) => {
    const row = { licenceNumber: body.licenceNumber, country: body.country, issued: body.issued, permit: body.permit, updatedAt: now }
    await tx
      .insert(bookingCheckIns)
      .values({ bookingId, ...row })
      .onConflictDoUpdate({ target: bookingCheckIns.bookingId, set: row })
    await tx.update(bookings).set({ checkedInAt: now }).where(eq(bookings._id, bookingId))
  })
  return { checkedInAt: now.toISOString() }
}

const refused = (code: string, key: 'checkIn.licenceTooNew' | 'checkIn.permitNeeded' | 'checkIn.issuedInFuture', field: string, params = {}) =>
  new DomainError('invalid', code, key, params, { fields: { [field]: key } })

const longDate = (day: string, language: TLanguage) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`))
