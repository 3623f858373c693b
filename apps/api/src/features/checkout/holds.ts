import { and, eq, lt, sql } from 'drizzle-orm'
import type { TBookingStatus } from '@wheelbase/core/bookingStatus'
import { queryRows, type Db } from '../../db/client'
import { bookings, bookingStatusHistory } from '../../db/schema'
import { availableCars } from '../../data/availability'
import type { TPeriod } from '../../data/period'

/** A transaction of either driver (PGlite or node-postgres). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** Unpaid online checkouts past their deadline stop holding the car (the sweeper does the same for all cars). */
export async function voidExpiredHolds(tx: Tx, carId: string, now: Date): Promise<void> {
  const expired = await tx
    .update(bookings)
    .set({ status: 'void', updatedAt: now })
    .where(and(eq(bookings.carId, carId), eq(bookings.status, 'pending'), lt(bookings.paymentDeadline, now)))
    .returning({ _id: bookings._id })
  if (expired.length)
    await tx.insert(bookingStatusHistory).values(
      expired.map((b) => ({
        _id: crypto.randomUUID(),
        bookingId: b._id,
        actorId: null,
        fromStatus: 'pending' as const,
        toStatus: 'void' as const,
      })),
    )
}

export async function isFree(tx: Tx, carId: string, period: TPeriod, now: Date): Promise<boolean> {
  const rows = await queryRows<{ ok: number }>(tx, sql`SELECT 1 AS ok ${availableCars(period, now)} AND c._id = ${carId}`)
  return rows.length > 0
}

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
