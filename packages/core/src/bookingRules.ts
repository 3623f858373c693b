import { canTransition, isBlocking, type TBookingStatus } from './bookingStatus'
import { paidStatus } from './deposit'

/** Who moves a booking: the system (deadlines, declined or expired payments), the payment gateway, staff, or the driver. */
export type TStatusActor = 'system' | 'gateway' | 'admin' | 'supplier' | 'user'

/** Why a status change is refused; each has its message, `bookings.refused` + the reason capitalised (`bookings.refusedNotPaid`). */
export const STATUS_REFUSALS = ['transition', 'systemOnly', 'gatewayOnly', 'staffOnly', 'notPaid', 'cancelRequested'] as const
export type TStatusRefusal = (typeof STATUS_REFUSALS)[number]

/**
 * The second half of the status rules (the first is the transition table of bookingStatus.ts):
 * who may make each change. The spec leaves transitions unshown; they are recorded in
 * docs/decisions/0052-who-may-set-which-booking-status.md.
 * - void comes only from the system (payment deadline, declined or expired payment);
 * - paid comes from the gateway for a pay-online booking, deposit for one whose driver paid a
 *   share online (core deposit.ts), whose rest staff then record as paid at the desk; staff record
 *   paid or deposit for a pay-later booking paid at the counter (deposit: the driver paid a part);
 * - reserved (the supplier's approval) is staff's, and needs a paid or deposit booking, except a
 *   pending pay-later booking, which may be approved as it is;
 * - cancelled is staff's; a driver only requests it. A booking whose driver asked to cancel is
 *   not approved before the request is answered.
 */
export function statusChangeProblem(
  actor: TStatusActor,
  booking: { status: TBookingStatus; payLater: boolean; cancelRequest?: boolean; depositPercent?: number | null },
  to: TBookingStatus,
): TStatusRefusal | null {
  if (!canTransition(booking.status, to)) return 'transition'
  if (to === 'void') return actor === 'system' ? null : 'systemOnly'
  if (actor === 'system') return 'staffOnly'
  if (actor === 'gateway') return to === paidStatus(booking) && !booking.payLater && booking.status === 'pending' ? null : 'staffOnly'
  if (actor === 'user') return 'staffOnly'
  // A deposit paid online: staff record the rest paid at the desk.
  if (to === 'paid' && booking.status === 'deposit' && booking.depositPercent) return null
  if (to === 'paid' || to === 'deposit') return booking.payLater ? null : 'gatewayOnly'
  if (to === 'reserved' && booking.status === 'pending' && !booking.payLater) return 'notPaid'
  if (to === 'reserved' && booking.cancelRequest) return 'cancelRequested'
  return null
}

/** Why a driver may not ask to cancel (messages `bookings.cancelReserved`, `…NotActive`, `…Started`, `…NotIncluded`, `…AlreadyRequested`). */
export type TCancelRefusal = 'reserved' | 'notActive' | 'started' | 'notIncluded' | 'alreadyRequested'

/**
 * A driver's cancel request (spec §2): free for a pay-later booking ("free amendments and
 * cancellation"); for a paid one only when its cancellation option was included or bought ("under
 * conditions"); never once reserved (the approval is irrevocable), nor twice, nor once the rental
 * has started (its pick-up time passed: the supplier settles what is left at the desk).
 */
export function cancelRequestProblem(
  booking: { status: TBookingStatus; payLater: boolean; cancellation: boolean; cancelRequest: boolean; from: Date | string },
  now = new Date(),
): TCancelRefusal | null {
  if (booking.status === 'reserved') return 'reserved'
  if (booking.status === 'void' || booking.status === 'cancelled') return 'notActive'
  if (booking.cancelRequest) return 'alreadyRequested'
  if (rentalStarted(booking, now)) return 'started'
  if (booking.payLater) return null
  return booking.cancellation ? null : 'notIncluded'
}

/**
 * Whether a booking still holds its car: a status that blocks the car, and a period not over yet.
 * Such a booking is cancelled before it may be deleted, so a deletion never frees a car silently.
 */
export function holdsCar(booking: { status: TBookingStatus; to: Date | string }, now: Date): boolean {
  return isBlocking(booking.status) && !rentalOver(booking, now)
}

/**
 * Whether its driver may check in online now (issue 45): a Wheelbase booking (one from another
 * channel has its driver off the platform) that still holds its car, before pick-up.
 */
export function checkInOpen(booking: { status: TBookingStatus; channel: unknown; from: Date | string }, now = new Date()): boolean {
  return isBlocking(booking.status) && !booking.channel && !rentalStarted(booking, now)
}

/** Whether the rental has started: its pick-up time has passed (it is then neither changed nor cancelled online). */
export function rentalStarted(booking: { from: Date | string }, now = new Date()): boolean {
  return new Date(booking.from).getTime() <= now.getTime()
}

/** Whether the rental is over: its drop-off time has passed (it may then be reviewed). */
export function rentalOver(booking: { to: Date | string }, now = new Date()): boolean {
  return new Date(booking.to).getTime() <= now.getTime()
}

/** The statuses staff ever set by hand (the others come from the system or the gateway): what a status menu offers. */
export const STAFF_STATUSES = ['deposit', 'paid', 'reserved', 'cancelled'] as const satisfies readonly TBookingStatus[]

/** Why a driver may not amend (messages `bookings.amendReserved`, `…NotActive`, `…Started`, `…NotIncluded`, `…NotPending`). */
export type TAmendRefusal = 'reserved' | 'notActive' | 'started' | 'notIncluded' | 'notPending'

/**
 * A driver's amendment (spec §2): a pay-later booking still pending changes freely ("free
 * amendments"); a paid one only with its amendments option included or bought ("under
 * conditions"); never once reserved, nor once the rental has started, nor while an online payment
 * or a staff decision is awaited (an online booking not paid yet, a pay-later one whose counter
 * payment is recorded).
 */
export function amendProblem(
  booking: {
    status: TBookingStatus
    payLater: boolean
    amendments: boolean
    cancelRequest: boolean
    from: Date | string
    depositPercent?: number | null
  },
  now = new Date(),
): TAmendRefusal | null {
  if (booking.status === 'reserved') return 'reserved'
  if (booking.status === 'void' || booking.status === 'cancelled') return 'notActive'
  if (booking.cancelRequest) return 'notPending'
  if (rentalStarted(booking, now)) return 'started'
  if (booking.payLater) return booking.status === 'pending' ? null : 'notPending'
  if (booking.status !== (booking.depositPercent ? 'deposit' : 'paid')) return 'notPending'
  return booking.amendments ? null : 'notIncluded'
}

/** Why staff may not change a booking (messages `bookings.staffAmendNotChannel`, `bookings.amendNotActive`, `bookings.amendStarted`). */
export type TChannelAmendRefusal = 'notChannel' | 'notActive' | 'started'

/**
 * Staff's change of a booking (issue 44): one they recorded from another channel, whatever its
 * status (the supplier agreed it with the driver), until pick-up; never a cancelled or void one.
 * A Wheelbase booking is its driver's to change (amendProblem): its payment went through us.
 */
export function channelAmendProblem(
  booking: { status: TBookingStatus; channel: unknown; from: Date | string },
  now = new Date(),
): TChannelAmendRefusal | null {
  if (booking.status === 'void' || booking.status === 'cancelled') return 'notActive'
  if (!booking.channel) return 'notChannel'
  if (rentalStarted(booking, now)) return 'started'
  return null
}
