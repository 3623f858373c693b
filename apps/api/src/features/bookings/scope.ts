import { eq, type Placeholder, type SQL } from 'drizzle-orm'
import { bookings } from '../../db/schema'
import type { Actor } from '../../domain/actor'

/**
 * The bookings an account may see, as a condition every bookings query carries: a driver their
 * own, a supplier its cars', an admin all. A booking outside it does not exist for the caller (404).
 * `who` is the account's id, or a placeholder of a prepared statement (the list's).
 */
export function visibleTo(actor: { type: Actor['type']; userId: string | Placeholder }): SQL | undefined {
  if (actor.type === 'admin') return undefined
  return eq(actor.type === 'supplier' ? bookings.supplierId : bookings.driverId, actor.userId)
}
