import { and, eq, inArray } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { bookingReference, type TBookingStatus } from '@wheelbase/core/bookingStatus'
import type { TStatusUpdateResult } from '@wheelbase/core/schemas/bookings'
import { lifecycleActorOf } from '../../domain/actor'
import { RefundFailed, transition, TransitionRefused } from '../../domain/lifecycle'
import { bookings, cars, users } from '../../db/schema'
import type { AppContext } from '../../appContext'
import { notFound } from '../../platform/http/errors'
import type { Actor } from '../../domain/actor'
import { visibleTo } from './scope'
import { staffTransaction } from '../../domain/audit'

/** The booking facts a status change reads: its row, the car's name and the supplier's. */
export async function findForChange(ctx: AppContext, actor: Actor, ids: string[]) {
  const rows = await ctx.db
    .select({ booking: bookings, car: cars.name, supplier: users.fullName })
    .from(bookings)
    .innerJoin(cars, eq(cars._id, bookings.carId))
    .innerJoin(users, eq(users._id, bookings.supplierId))
    .where(and(inArray(bookings._id, ids), visibleTo(actor)))
  return rows
}
export type TForChange = Awaited<ReturnType<typeof findForChange>>[number]

/**
 * One booking to `to`, by staff, through the lifecycle (domain/lifecycle.ts) in one transaction:
 * only if it still has the status it was read with (else false: someone else changed it first).
 */
export async function changeStatus(ctx: AppContext, actor: Actor, row: TForChange, to: TBookingStatus): Promise<boolean> {
  return staffTransaction(ctx.db, actor, (tx) => transition(tx, ctx, lifecycleActorOf(actor), row.booking, to))
}

/**
 * Staff set one status on a selection (spec: select one, several or all, then update). Every
 * booking must be the caller's to see (else 404 and nothing changes); each is then checked on its
 * own against the core rules, and a refused one is listed with its reason and left as it was.
 */
export async function updateStatuses(
  ctx: AppContext,
  actor: Actor,
  body: { ids: string[]; status: TBookingStatus },
  log: FastifyBaseLogger,
): Promise<TStatusUpdateResult> {
  const rows = await findForChange(ctx, actor, body.ids)
  if (rows.length !== body.ids.length) throw notFound('booking')
  const result: TStatusUpdateResult = { updated: [], refused: [] }
  for (const row of rows) {
    const { booking } = row
    const refuse = (reason: TStatusUpdateResult['refused'][number]['reason']) =>
      result.refused.push({ _id: booking._id, reference: bookingReference(booking._id), reason })
    try {
      if (await changeStatus(ctx, actor, row, body.status)) result.updated.push(booking._id)
      else refuse('transition')
    } catch (error) {
      if (error instanceof TransitionRefused) refuse(error.reason)
      else if (error instanceof RefundFailed) {
        log.error({ err: error.cause, bookingId: booking._id }, 'refund refused: booking not cancelled')
        refuse('refundFailed')
      } else throw error
    }
  }
  return result
}
