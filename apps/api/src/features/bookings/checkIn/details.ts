import { and, eq } from 'drizzle-orm'
import type { TCheckInDetails } from '@wheelbase/core/schemas/checkIn'
import type { Db } from '../../../db/client'
import { bookingCheckIns, bookings } from '../../../db/schema'
import type { Actor } from '../../../domain/actor'
import { assertId, notFound } from '../../../platform/http/errors'
import { visibleTo } from '../scope'

/**
 * The licence a driver gave, for the booking's supplier and the admins only: for a driver (its
 * own included: the page says when they checked in, not what they typed) and another supplier it
 * does not exist (404), nor once erased after drop-off.
 */
export async function checkInDetails(db: Db, actor: Actor, bookingId: string): Promise<TCheckInDetails> {
  assertId(bookingId, 'booking')
  if (actor.type === 'user') throw notFound('check_in')
  const [found] = await db
    .select({ checkIn: bookingCheckIns, checkedInAt: bookings.checkedInAt })
    .from(bookingCheckIns)
    .innerJoin(bookings, eq(bookings._id, bookingCheckIns.bookingId))
    .where(and(eq(bookingCheckIns.bookingId, bookingId), visibleTo(actor)))
  if (!found) throw notFound('check_in')
  const { checkIn } = found
  return {
    licenceNumber: checkIn.licenceNumber,
    country: checkIn.country,
    issued: checkIn.issued,
    permit: checkIn.permit,
    checkedInAt: (found.checkedInAt ?? checkIn.updatedAt).toISOString(),
  }
}
