import { and, eq, inArray } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { statusChangeProblem } from '@wheelbase/core/bookingRules'
import { bookingReference, type TBookingStatus } from '@wheelbase/core/bookingStatus'
import type { TMessageKey } from '@wheelbase/core/messages'
import type { TStatusUpdateResult } from '@wheelbase/core/schemas/bookings'
import { refund } from '../../data/charges'
import { notifyDriver } from '../../data/notify'
import { bookings, bookingStatusHistory, cars, users } from '../../db/schema'
import type { AppContext } from '../../platform/context'
import { notFound } from '../../platform/errors'
import type { Actor } from '../../platform/sessions'
import { mailVoucher } from './voucher/send'
import { mailNotices, type TNotice } from './notices'
import { visibleTo } from './scope'

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

/** The driver's notification of each status staff may set (core statusChangeProblem allows no other). */
function driverMessage(to: TBookingStatus): TMessageKey {
  if (to === 'paid') return 'notifications.bookingPaid'
  if (to === 'deposit') return 'notifications.bookingDeposit'
  if (to === 'reserved') return 'notifications.bookingReserved'
  if (to === 'cancelled') return 'notifications.bookingCancelled'
  throw new Error(`staff do not set ${to}`)
}

/** A cancellation whose refund the provider refused: the booking stays as it was. */
export class RefundFailed extends Error {}

/**
 * One booking to `to`, by staff, in one transaction: only if it still has the status it was read
 * with (else null: someone else changed it first), with its history row naming the actor, the
 * refund of what was paid online when it is cancelled (a refused refund rolls it all back), and
 * the driver's notification.
 */
export async function changeStatus(ctx: AppContext, actor: Actor, row: TForChange, to: TBookingStatus): Promise<TNotice | null> {
  const { booking } = row
  return ctx.db.transaction(async (tx) => {
    const changed = await tx
      .update(bookings)
      .set({ status: to, updatedAt: new Date(), ...(to === 'cancelled' ? { cancelRequest: false } : {}) })
      .where(and(eq(bookings._id, booking._id), eq(bookings.status, booking.status), eq(bookings.cancelRequest, booking.cancelRequest)))
      .returning({ _id: bookings._id })
    if (!changed.length) return null
    await tx.insert(bookingStatusHistory).values({
      _id: crypto.randomUUID(),
      bookingId: booking._id,
      actorId: actor.userId,
      fromStatus: booking.status,
      toStatus: to,
    })
    let key = driverMessage(to)
    if (to === 'cancelled') {
      const given = await refund(tx, ctx.payments, booking._id, Number.MAX_SAFE_INTEGER).catch((error: unknown) => {
        throw new RefundFailed('refund refused', { cause: error })
      })
      if (given > 0) key = 'notifications.bookingCancelledRefunded'
    }
    const params = { reference: bookingReference(booking._id), car: row.car, supplier: row.supplier }
    const readers = await notifyDriver(tx, booking, key, params)
    return { readers, key, params, bookingId: booking._id }
  })
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
  const notices: TNotice[] = []
  const staff = actor.type === 'admin' ? 'admin' : 'supplier'
  for (const row of rows) {
    const { booking } = row
    const refuse = (reason: TStatusUpdateResult['refused'][number]['reason']) =>
      result.refused.push({ _id: booking._id, reference: bookingReference(booking._id), reason })
    const problem = statusChangeProblem(staff, booking, body.status)
    if (problem) {
      refuse(problem)
      continue
    }
    try {
      const notice = await changeStatus(ctx, actor, row, body.status)
      if (notice) {
        notices.push(notice)
        result.updated.push(booking._id)
      } else refuse('transition')
    } catch (error) {
      if (!(error instanceof RefundFailed)) throw error
      log.error({ err: error.cause, bookingId: booking._id }, 'refund refused: booking not cancelled')
      refuse('refundFailed')
    }
  }
  // An approval's mail is the voucher itself; other changes are mailed as they are told in the app.
  mailNotices(
    ctx,
    notices.filter((notice) => notice.key !== 'notifications.bookingReserved'),
    log,
  )
  for (const notice of notices) if (notice.key === 'notifications.bookingReserved') mailVoucher(ctx, notice.bookingId, log)
  return result
}
