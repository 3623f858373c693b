import type { Db } from '../../src/db/client'
import { bookings, bookingStatusHistory } from '../../src/db/schema'
import { conflict, isBookingOverlap } from '../../src/platform/http/errors'

export type TNewBooking = typeof bookings.$inferInsert

/**
 * Test data: inserts a booking with its first status-history row (the app creates bookings through domain/lifecycle.ts). The database refuses an overlap with a
 * blocking booking of the same car (exclusion constraint); that refusal becomes a 409.
 */
export async function insertBooking(db: Db, booking: TNewBooking, actorId: string | null): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      await tx.insert(bookings).values(booking)
      await tx
        .insert(bookingStatusHistory)
        .values({ _id: crypto.randomUUID(), bookingId: booking._id, actorId, fromStatus: null, toStatus: booking.status })
    })
  } catch (error) {
    if (isBookingOverlap(error)) throw conflict('booking_overlap', 'api.bookingOverlap')
    throw error
  }
}
