import { and, eq } from 'drizzle-orm'
import { cancelRequestProblem } from '@wheelbase/core/bookingRules'
import { bookingReference } from '@wheelbase/core/bookingStatus'
import { bookings, cars, users } from '../../db/schema'
import type { TMessageKey } from '@wheelbase/core/messages'
import type { AppContext } from '../../appContext'
import { assertId, notFound } from '../../platform/http/errors'
import type { Actor } from '../../domain/actor'
import { DomainError } from '../../domain/errors'
import { setCancelRequest } from '../../domain/lifecycle'

const REFUSALS = {
  reserved: ['cancel_reserved', 'bookings.cancelReserved'],
  notActive: ['cancel_not_active', 'bookings.cancelNotActive'],
  started: ['cancel_started', 'bookings.cancelStarted'],
  notIncluded: ['cancel_not_included', 'bookings.cancelNotIncluded'],
  alreadyRequested: ['cancel_already_requested', 'bookings.cancelAlreadyRequested'],
} as const satisfies Record<string, readonly [string, TMessageKey]>

/**
 * A driver's cancel request on one of their own bookings (another's is 404). The rule is core's
 * (cancelRequestProblem); a refusal is a 409 with its reason. The supplier and the admins get an
 * in-app notification (and an email, for those who want email); staff then cancel (with a refund
 * when paid) or decline.
 */
export async function requestCancel(ctx: AppContext, actor: Actor, id: string): Promise<{ cancelRequest: true }> {
  const { db } = ctx
  assertId(id, 'booking')
  const [found] = await db
    .select({ booking: bookings, car: { name: cars.name } })
    .from(bookings)
    .innerJoin(cars, eq(cars._id, bookings.carId))
    .where(and(eq(bookings._id, id), eq(bookings.driverId, actor.userId)))
  if (!found) throw notFound('booking')
  const { booking } = found
  const problem = cancelRequestProblem(booking)
  if (problem) {
    const [code, message] = REFUSALS[problem]
    throw new DomainError('conflict', code, message)
  }
  await db.transaction(async (tx) => {
    const [driver] = await tx.select({ fullName: users.fullName }).from(users).where(eq(users._id, actor.userId))
    const told = { reference: bookingReference(id), car: found.car.name, driver: driver?.fullName ?? '' }
    if (!(await setCancelRequest(tx, ctx, booking, true, told))) throw new DomainError('conflict', ...REFUSALS.alreadyRequested)
  })
  return { cancelRequest: true }
}
