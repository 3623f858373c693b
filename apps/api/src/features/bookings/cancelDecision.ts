import type { FastifyBaseLogger } from 'fastify'
import { bookingReference, type TBookingStatus } from '@wheelbase/core/bookingStatus'
import { RefundFailed, setCancelRequest, TransitionRefused } from '../../domain/lifecycle'
import type { AppContext } from '../../appContext'
import { assertId, conflict, notFound } from '../../platform/http/errors'
import type { Actor } from '../../domain/actor'
import { changeStatus, findForChange } from './status'
import { staffTransaction } from '../../domain/audit'

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
        if (error instanceof RefundFailed) log.error({ err: error.cause, bookingId: id }, 'refund refused: booking not cancelled')
        throw error
      })
    : await staffTransaction(ctx.db, actor, (tx) => setCancelRequest(tx, ctx, booking, false, { reference: bookingReference(id), car: row.car }))
  // Answered meanwhile by someone else.
  if (!changed) throw conflict('no_cancel_request', 'bookings.noCancelRequest')
  return { status: accept ? 'cancelled' : booking.status, cancelRequest: false }
}
