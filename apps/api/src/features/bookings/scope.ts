import { eq, type SQL } from 'drizzle-orm'
import { bookings } from '../../db/schema'
import type { Actor } from '../../platform/sessions'

/**
 * The bookings an account may see, as a condition every bookings query carries: a driver their
 * own, a supplier its cars', an admin all. A booking outside it does not exist for the caller (404).
 */
export function visibleTo(actor: Actor): SQL | undefined {
  if (actor.type === 'admin') return undefined
  if (actor.type === 'supplier') return eq(bookings.supplierId, actor.userId)
  return eq(bookings.driverId, actor.userId)
}
