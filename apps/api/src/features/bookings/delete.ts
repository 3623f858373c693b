import { and, inArray } from 'drizzle-orm'
import { holdsCar } from '@wheelbase/core/bookingRules'
import type { Db } from '../../db/client'
import { bookings } from '../../db/schema'
import { conflict, notFound } from '../../platform/http/errors'
import type { Actor } from '../../domain/actor'
import { visibleTo } from './scope'
import { staffTransaction } from '../../domain/audit'

/**
 * Staff delete a selection of bookings, all or none: each must be the caller's to see (else 404),
 * and none may still hold its car (else 409: cancel it first), so a deletion never frees a car
 * nor loses a booking a driver still counts on. The rows are locked while they are checked.
 */
export async function deleteBookings(db: Db, actor: Actor, ids: string[], now: Date): Promise<{ deleted: number }> {
  return staffTransaction(db, actor, async (tx) => {
    const where = and(inArray(bookings._id, ids), visibleTo(actor))
    const rows = await tx.select({ status: bookings.status, to: bookings.to }).from(bookings).where(where).for('update')
    if (rows.length !== ids.length) throw notFound('booking')
    if (rows.some((row) => holdsCar(row, now))) throw conflict('booking_holds_car', 'bookings.deleteHoldsCar')
    const deleted = await tx.delete(bookings).where(where).returning({ _id: bookings._id })
    return { deleted: deleted.length }
  })
}
