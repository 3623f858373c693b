import { and, eq } from 'drizzle-orm'
import type { TBookingStatus } from '@wheelbase/core/bookingStatus'
import type { Db } from '../../db/client'
import { bookings, bookingStatusHistory } from '../../db/schema'

/** A status the system sets (the gateway's answer), with its history row. */
export async function setStatus(db: Db, bookingId: string, from: TBookingStatus, to: TBookingStatus): Promise<void> {
  if (from === to) return
  await db.transaction(async (tx) => {
    await tx
      .update(bookings)
      .set({ status: to, updatedAt: new Date() })
      .where(and(eq(bookings._id, bookingId), eq(bookings.status, from)))
    await tx.insert(bookingStatusHistory).values({ _id: crypto.randomUUID(), bookingId, actorId: null, fromStatus: from, toStatus: to })
  })
}
