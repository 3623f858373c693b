import { canTransition, type TBookingStatus } from './bookingStatus'

/** Who moves a booking: the system (deadlines, declined or expired payments), the payment gateway, staff, or the driver. */
export type TStatusActor = 'system' | 'gateway' | 'admin' | 'supplier' | 'user'

/** Why a status change is refused; each is a message key under `bookings.refused`. */
export type TStatusRefusal = 'transition' | 'systemOnly' | 'gatewayOnly' | 'staffOnly' | 'payLaterOnly' | 'notPaid'

/**
 * The second half of the status rules (the first is the transition table of bookingStatus.ts):
 * who may make each change. The spec leaves transitions unshown; docs/decisions.md records these.
 * - void comes only from the system (payment deadline, declined or expired payment);
 * - paid comes from the gateway for a pay-online booking; staff record paid or deposit only for
 *   a pay-later booking paid at the counter (deposit: the driver paid the deposit only);
 * - reserved (the supplier's approval) is staff's, and needs a paid or deposit booking, except a
 *   pending pay-later booking, which may be approved as it is;
 * - cancelled is staff's; a driver only requests it.
 */
export function statusChangeProblem(
  actor: TStatusActor,
  booking: { status: TBookingStatus; payLater: boolean },
  to: TBookingStatus,
): TStatusRefusal | null {
  if (!canTransition(booking.status, to)) return 'transition'
  if (to === 'void') return actor === 'system' ? null : 'systemOnly'
  if (actor === 'system') return 'staffOnly'
  if (actor === 'gateway') return to === 'paid' && !booking.payLater ? null : 'staffOnly'
  if (actor === 'user') return 'staffOnly'
  if (to === 'paid' || to === 'deposit') return booking.payLater ? null : 'gatewayOnly'
  if (to === 'reserved' && booking.status === 'pending' && !booking.payLater) return 'notPaid'
  return null
}

/** Why a driver may not ask to cancel (messages `bookings.cancelReserved`, `…NotActive`, `…NotIncluded`, `…AlreadyRequested`). */
export type TCancelRefusal = 'reserved' | 'notActive' | 'notIncluded' | 'alreadyRequested'

/**
 * A driver's cancel request (spec §2): free for a pay-later booking ("free amendments and
 * cancellation"); for a paid one only when its cancellation option was included or bought ("under
 * conditions"); never once reserved (the approval is irrevocable), nor twice.
 */
export function cancelRequestProblem(booking: {
  status: TBookingStatus
  payLater: boolean
  cancellation: boolean
  cancelRequest: boolean
}): TCancelRefusal | null {
  if (booking.status === 'reserved') return 'reserved'
  if (booking.status === 'void' || booking.status === 'cancelled') return 'notActive'
  if (booking.cancelRequest) return 'alreadyRequested'
  if (booking.payLater) return null
  return booking.cancellation ? null : 'notIncluded'
}
