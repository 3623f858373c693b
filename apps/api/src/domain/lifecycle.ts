import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { statusChangeProblem, type TStatusRefusal } from '@wheelbase/core/bookingRules'
import { bookingReference, type TBookingStatus } from '@wheelbase/core/bookingStatus'
import { onlineCents } from '@wheelbase/core/deposit'
import { bookingCancellation } from '@wheelbase/core/supplierTerms'
import type { TMessageKey } from '@wheelbase/core/messages'
import { queryRows, type Db } from '../db/client'
import { bookingCharges, bookings, bookingStatusHistory, cars, locations, users } from '../db/schema'
import { driverAsBooked } from '../data/bookingSummary'
import type { PaymentProvider } from '../platform/adapters/payments'
import { enqueue, job } from '../platform/jobs/queue'
import { refundAllBut } from './charges'
import type { TLifecycleActor } from './actor'
import { DomainError } from './errors'
import type { Clock } from '../platform/clock'
import type { BookingNotices } from './notices'

/**
 * The one place a booking is created and its status changes (DESIGN §1): core's rules decide
 * every change, the system's own included; the history row, the ledger, the notifications and the
 * work that follows (mails, the voucher) are written in the caller's transaction, so the change
 * and all it entails commit together. Nothing else writes `bookings.status` (a test holds it so).
 */

/** Each refusal's message: "This status cannot follow the booking's current status.", … */
const REFUSAL_KEYS: Record<TStatusRefusal, TMessageKey> = {
  transition: 'bookings.refusedTransition',
  systemOnly: 'bookings.refusedSystemOnly',
  gatewayOnly: 'bookings.refusedGatewayOnly',
  staffOnly: 'bookings.refusedStaffOnly',
  notPaid: 'bookings.refusedNotPaid',
  cancelRequested: 'bookings.refusedCancelRequested',
}

/** A change core's rules forbid: nothing was written (a 409, or a line of a staff update's refusals). */
export class TransitionRefused extends DomainError {
  constructor(readonly reason: TStatusRefusal) {
    super('conflict', 'status_change_refused', REFUSAL_KEYS[reason])
  }
}

/** A cancellation whose refund the provider refused: the caller's transaction rolls it all back; the client may try again. */
export class RefundFailed extends DomainError {
  constructor(options: { cause: unknown }) {
    super('unavailable', 'refund_failed', 'bookings.refusedRefundFailed')
    this.cause = options.cause
  }
}

type TBookingRow = typeof bookings.$inferSelect
/** What the lifecycle is given: the payment gateway (refunds) and the notices (features/notifications, through domain/notices.ts). */
export type TLifecyclePorts = { payments: PaymentProvider; notices: BookingNotices; clock: Clock }
/** What the new-booking notification names: the booking, its staff, its driver, its car. */
type TAnnounced = Pick<TBookingRow, '_id' | 'supplierId' | 'carId' | 'driverId' | 'driverDetails'>
type TPaymentFacts = Partial<Pick<TBookingRow, 'paymentRef' | 'cardLast4' | 'cardBrand'>>

/** The driver's notification of each status staff may set (core statusChangeProblem allows no other). */
const DRIVER_MESSAGES: Partial<Record<TBookingStatus, TMessageKey>> = {
  paid: 'notifications.bookingPaid',
  deposit: 'notifications.bookingDeposit',
  reserved: 'notifications.bookingReserved',
  cancelled: 'notifications.bookingCancelled',
}

/**
 * Stores a new booking (always pending) with its history row, made by its driver or, for one from
 * another channel, by the staff who recorded it; a pay-later one holds at once, so it is announced
 * in the same transaction, with the car's name the caller has already read. A booking from another
 * channel mails its driver only when staff ask (`mailDriver`).
 */
export async function createBooking(
  tx: Db,
  notices: BookingNotices,
  booking: typeof bookings.$inferInsert & { _id: string; driverId: string },
  carName: string,
  { mailDriver = true }: { mailDriver?: boolean } = {},
): Promise<void> {
  await tx.insert(bookings).values({ ...booking, status: 'pending' })
  const actorId = booking.recordedBy ?? booking.driverId
  await tx.insert(bookingStatusHistory).values({ _id: crypto.randomUUID(), bookingId: booking._id, actorId, toStatus: 'pending' })
  if (booking.payLater) await announce(tx, notices, { ...booking, driverDetails: booking.driverDetails ?? null }, carName, mailDriver)
}

/**
 * One booking from the status it was read with to `to`, by `actor`, in the caller's transaction.
 * Refused by core's rules: TransitionRefused, nothing written. Changed meanwhile by someone else
 * (its status or its cancel request no longer what was read): false, nothing written. Else the
 * status, the history row naming the actor, the ledger (the checkout's charge when paid online; a
 * refund of what was paid when cancelled, RefundFailed when the provider refuses), the
 * notifications and their mails; true.
 */
export async function transition(
  tx: Db,
  { payments, notices, clock }: TLifecyclePorts,
  actor: TLifecycleActor,
  booking: Pick<TBookingRow, '_id' | 'status' | 'payLater' | 'cancelRequest'> & Partial<Pick<TBookingRow, 'depositPercent'>>,
  to: TBookingStatus,
  facts: TPaymentFacts = {},
): Promise<boolean> {
  const problem = statusChangeProblem(actor.kind, booking, to)
  if (problem) throw new TransitionRefused(problem)
  const [changed] = await tx
    .update(bookings)
    .set({ status: to, updatedAt: clock.now(), ...facts, ...(to === 'cancelled' ? { cancelRequest: false } : {}) })
    .where(and(eq(bookings._id, booking._id), eq(bookings.status, booking.status), eq(bookings.cancelRequest, booking.cancelRequest)))
    .returning()
  if (!changed) return false
  await tx
    .insert(bookingStatusHistory)
    .values({ _id: crypto.randomUUID(), bookingId: booking._id, actorId: actor.userId, fromStatus: booking.status, toStatus: to })

  if (actor.kind === 'gateway') {
    // The checkout's charge, the whole price or the deposit's share: what a cancellation or a cheaper amendment refunds from.
    if (changed.paymentRef)
      await tx
        .insert(bookingCharges)
        .values({ _id: crypto.randomUUID(), bookingId: booking._id, paymentRef: changed.paymentRef, amountCents: onlineCents(changed) })
    await announce(tx, notices, changed)
    return true
  }
  const message = DRIVER_MESSAGES[to]
  // A booking from another channel has its driver off the platform: staff tell them themselves.
  if (!message || actor.kind === 'system' || changed.channel) return true
  let key = message
  if (to === 'cancelled') {
    // Accepting the driver's own request keeps the fee its terms set at the moment they asked; staff's own cancellation refunds all.
    const fee = booking.cancelRequest ? await requestFee(tx, changed) : 0
    const given = await refundAllBut(tx, payments, booking._id, fee).catch((error: unknown) => {
      throw new RefundFailed({ cause: error })
    })
    if (given > 0) key = 'notifications.bookingCancelledRefunded'
  }
  const [names] = await tx
    .select({ car: cars.name, supplier: users.fullName })
    .from(cars)
    .innerJoin(users, eq(users._id, cars.supplierId))
    .where(eq(cars._id, changed.carId))
  const params = { reference: bookingReference(booking._id), car: names?.car ?? '', supplier: names?.supplier ?? '' }
  // An approval's mail is the voucher itself; other changes are mailed as they are told in the app.
  await notices.toDriver(tx, changed, key, params, to === 'reserved' ? 'none' : 'notice')
  if (to === 'reserved') await enqueue(tx, job('mail.voucher', { bookingId: booking._id }, `mail.voucher:${booking._id}`))
  return true
}

/**
 * A booking that now holds its car (pay later at once, online once paid): the driver's confirmation
 * mail, and the new-booking notification of the car's supplier and every admin (by email too for
 * those who want it). What the caller has already read is not read again: the checkout knows the
 * car and the driver as booked; the gateway's payment reads the car's name (and the account's for
 * a booking older than its driver's details).
 */
async function announce(tx: Db, notices: BookingNotices, booking: TAnnounced, carName?: string, mailDriver = true): Promise<void> {
  let car = carName
  let driver = booking.driverDetails?.fullName
  if (car === undefined || driver === undefined) {
    const [names] = await tx
      .select({ car: cars.name, driver: { fullName: users.fullName } })
      .from(cars)
      .innerJoin(users, eq(users._id, booking.driverId))
      .where(eq(cars._id, booking.carId))
    if (!names) return
    car ??= names.car
    driver ??= driverAsBooked(names.driver, booking.driverDetails).fullName
  }
  const bookingId = booking._id
  await notices.toStaff(tx, booking, 'notifications.newBooking', { reference: bookingReference(bookingId), car, driver }, 'newBooking')
  if (mailDriver) await enqueue(tx, job('mail.bookingConfirmation', { bookingId }, `mail.bookingConfirmation:${bookingId}`))
}

/** The fee of a driver's cancel request under the booking's terms (core bookingCancellation); nothing for a booking older than its terms. */
async function requestFee(tx: Db, booking: TBookingRow): Promise<number> {
  if (!booking.terms || !booking.cancelRequestedAt) return 0
  const [place] = await tx.select({ timeZone: locations.timeZone }).from(locations).where(eq(locations._id, booking.pickupLocationId))
  const rental = { from: booking.from, totalPrice: booking.totalPrice, days: booking.priceSnapshot.days }
  return bookingCancellation(booking.terms, rental, place?.timeZone ?? 'UTC', booking.cancelRequestedAt).feeCents
}

/** The statuses a driver may still ask to cancel from (core's cancelRequestProblem says why not, first). */
const ASKABLE: TBookingStatus[] = ['pending', 'deposit', 'paid']

/**
 * A booking's cancel request, the second half of its state. Asked by its driver (`asked` true):
 * set once, while the booking is active and not asked already, and its staff told. Declined by
 * staff (false): cleared, the booking kept as it is, and its driver told. Each in the caller's
 * transaction; false when someone else did it meanwhile (two requests at once make one). Staff
 * accept with `transition(…, 'cancelled')`, which clears it too.
 */
export async function setCancelRequest(
  tx: Db,
  { notices, clock }: Pick<TLifecyclePorts, 'notices' | 'clock'>,
  booking: { _id: string; supplierId: string; driverId: string },
  asked: boolean,
  told: Record<string, string | number>,
): Promise<boolean> {
  const changed = await flipCancelRequest(tx, clock, booking._id, !asked, asked ? inArray(bookings.status, ASKABLE) : undefined)
  if (changed && asked) await notices.toStaff(tx, booking, 'notifications.cancelRequest', told)
  if (changed && !asked) await notices.toDriver(tx, booking, 'notifications.cancelDeclined', told)
  return changed
}

/** The cancel request from `was` to its opposite, if it still reads `was` (and `also` holds): whether it changed. */
async function flipCancelRequest(tx: Db, clock: Clock, id: string, was: boolean, also?: SQL): Promise<boolean> {
  const changed = await tx
    .update(bookings)
    .set({ cancelRequest: !was, updatedAt: clock.now(), ...(was ? {} : { cancelRequestedAt: clock.now() }) })
    .where(and(eq(bookings._id, id), eq(bookings.cancelRequest, was), also))
    .returning({ _id: bookings._id })
  return changed.length > 0
}

/**
 * The system's own change, in bulk: unpaid online checkouts past their payment deadline turn
 * void (core: pending → void, the system's alone), with their history rows, in one statement.
 * - the sweeper, for every car, claims rows with FOR UPDATE SKIP LOCKED, so several instances
 *   sweeping at once never void a booking twice;
 * - a checkout, for its car, inside its transaction, waits for a lock instead of skipping, so a
 *   hold another transaction is voiding is seen void before the booking is inserted.
 */
export async function voidExpiredHolds(db: Pick<Db, 'execute'>, now: Date, only: { carId?: string } = {}, batch = 500): Promise<number> {
  if (statusChangeProblem('system', { status: 'pending', payLater: false }, 'void')) throw new TransitionRefused('systemOnly')
  const at = now.toISOString()
  const voided = await queryRows<{ booking_id: string }>(
    db,
    sql`WITH voided AS (
          UPDATE bookings SET status = 'void', updated_at = ${at}::timestamptz
          WHERE _id IN (
            SELECT _id FROM bookings
            WHERE status = 'pending' AND NOT pay_later AND payment_deadline IS NOT NULL AND payment_deadline < ${at}::timestamptz
              ${only.carId ? sql`AND car_id = ${only.carId}` : sql``}
            ORDER BY payment_deadline
            LIMIT ${batch}
            FOR UPDATE ${only.carId ? sql`` : sql`SKIP LOCKED`}
          )
          RETURNING _id
        )
        INSERT INTO booking_status_history (_id, booking_id, actor_id, from_status, to_status)
        SELECT gen_random_uuid(), _id, NULL, 'pending', 'void' FROM voided
        RETURNING booking_id`,
  )
  return voided.length
}
