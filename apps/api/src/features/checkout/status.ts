import { and, eq } from 'drizzle-orm'
import type { TBookingStatus } from '@wheelbase/core/bookingStatus'
import type { Db } from '../../db/client'
import { bookingCharges, bookings, bookingStatusHistory } from '../../db/schema'

type TPaymentFacts = Partial<Pick<typeof bookings.$inferInsert, 'paymentRef' | 'cardLast4' | 'cardBrand'>>

/**
 * A status the system sets (the gateway's answer, a webhook), with its history row, only when the
 * booking still has the status expected: of a webhook and the sweeper racing, one wins and the
 * other changes nothing. True when this call made the change.
 */
export async function setStatus(db: Db, bookingId: string, from: TBookingStatus, to: TBookingStatus, facts: TPaymentFacts = {}): Promise<boolean> {
  if (from === to) return false
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(bookings)
      .set({ status: to, updatedAt: new Date(), ...facts })
      .where(and(eq(bookings._id, bookingId), eq(bookings.status, from)))
      .returning({ paymentRef: bookings.paymentRef, totalPrice: bookings.totalPrice })
    const [booking] = changed
    if (!booking) return false
    await tx.insert(bookingStatusHistory).values({ _id: crypto.randomUUID(), bookingId, actorId: null, fromStatus: from, toStatus: to })
    // The checkout's charge, for the whole price: what a cancellation or a cheaper amendment refunds from.
    if (to === 'paid' && booking.paymentRef)
      await tx.insert(bookingCharges).values({ _id: crypto.randomUUID(), bookingId, paymentRef: booking.paymentRef, amountCents: booking.totalPrice })
    return true
  })
}
