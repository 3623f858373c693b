import { and, eq, gt } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { toLanguage } from '@wheelbase/core/languages'
import { bookingLinks, bookings, users } from '../../db/schema'
import type { AppContext } from '../../appContext'
import { accountSuspended } from '../../domain/errors'
import { unauthorized } from './errors'
import { hashToken } from './secrets'
import type { SessionActor } from './sessions'

/** The browser's hour with one booking: httpOnly, sent only to the guest-booking calls, never cross-site. */
export const GUEST_COOKIE = 'wb_booking'

/**
 * The driver of the booking this browser opened from a link, as the acting account of the
 * guest-booking calls, with that booking: the one thing it reaches. Else 401.
 */
export async function guestActor(ctx: AppContext, req: FastifyRequest): Promise<{ actor: SessionActor; bookingId: string }> {
  const token = req.cookies[GUEST_COOKIE]
  if (!token) throw unauthorized()
  const [found] = await ctx.db
    .select({ bookingId: bookingLinks.bookingId, driverId: bookings.driverId, language: users.language, suspended: users.blacklisted })
    .from(bookingLinks)
    .innerJoin(bookings, eq(bookings._id, bookingLinks.bookingId))
    .innerJoin(users, eq(users._id, bookings.driverId))
    .where(and(eq(bookingLinks.tokenHash, hashToken(token)), eq(bookingLinks.kind, 'grant'), gt(bookingLinks.expiresAt, ctx.clock.now())))
  if (!found) throw unauthorized()
  // Suspended after the link was opened: its hour ends with the account's sessions.
  if (found.suspended) throw accountSuspended()
  const actor: SessionActor = {
    userId: found.driverId,
    type: 'user',
    language: toLanguage(found.language) ?? ctx.config.defaultLanguage,
    sessionId: '',
    xsrfHash: '',
    verified: true,
  }
  return { actor, bookingId: found.bookingId }
}
