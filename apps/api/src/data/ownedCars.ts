import { and, eq, isNull, type SQL } from 'drizzle-orm'
import { cars } from '../db/schema'
import type { Actor } from '../domain/actor'

/** The cars an account runs: a supplier its own, an admin every supplier's, none deleted. Another's car does not exist for the caller (404). */
export const ownedBy = (actor: Actor): SQL | undefined =>
  and(isNull(cars.deletedAt), actor.type === 'admin' ? undefined : eq(cars.supplierId, actor.userId))
