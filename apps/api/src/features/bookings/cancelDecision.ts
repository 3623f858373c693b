import { and, eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { bookingReference, type TBookingStatus } from '@wheelbase/core/bookingStatus'
import { RefundFailed, TransitionRefused } from '../../domain/lifecycle'
import { bookings } from '../../db/schema'
import type { AppContext } from '../../platform/http/context'
import { assertId, AppError, conflict, notFound } from '../../platform/http/errors'
import type { Actor } from '../../platform/http/sessions'
import { changeStatus, findForChange } from './status'

/**
 * Staff answer a driver's cancel request on a booking they may see (else 404): accepting cancels
 * it, refunding what was paid online (a refused refund leaves it as it was: 503); declining keeps
 * the booking and tells the driver. A booking without a pending request is a 409.
 */
export async function decideCancelRequest(
  ctx: AppContext,
  actor: Actor,
  id: string,
  accept: boolean,
  log: FastifyBaseLogger,
): Promise<{ status: TBookingStatus; cancelRequest: false }> {
  assertId(id, 'booking')
  const [row] = await findForChange(ctx, actor, [id])
  if (!row) throw notFound('booking')
  const { booking } = row
  if (!booking.cancelRequest) throw conflict('no_cancel_request', 'bookings.noCancelRequest')
  const changed = accept
    ? await changeStatus(ctx, actor, row, 'cancelled').catch((error: unknown) => {
        if (error instanceof TransitionRefused) throw conflict('no_cancel_request', 'bookings.noCancelRequest')
        if (!(error instanceof RefundFailed)) throw error
        log.error({ err: error.cause, bookingId: id }, 'refund refused: booking not cancelled')
        throw new AppError(503, 'refund_failed', 'bookings.refusedRefundFailed')
      })
    : await ctx.db.transaction(async (tx) => {
        const [declined] = await tx
          .update(bookings)
          .set({ cancelRequest: false, updatedAt: ctx.clock.now() })
          .where(and(eq(bookings._id, id), eq(bookings.cancelRequest, true)))
          .returning({ _id: bookings._id })
        if (declined) await ctx.notices.toDriver(tx, booking, 'notifications.cancelDeclined', { reference: bookingReference(id), car: row.car })
        return Boolean(declined)
      })
  // Answered meanwhile by someone else.
  if (!changed) throw conflict('no_cancel_request', 'bookings.noCancelRequest')
  return { status: accept ? 'cancelled' : booking.status, cancelRequest: false }
}
