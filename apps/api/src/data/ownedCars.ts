import { and, eq, isNull, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client'
import { cars, users } from '../db/schema'
import type { Actor } from '../domain/actor'
import { DomainError, notFound } from '../domain/errors'

/** The cars an account runs: a supplier its own, an admin every supplier's, none deleted. Another's car does not exist for the caller (404). */
export const ownedBy = (actor: Actor): SQL | undefined =>
  and(isNull(cars.deletedAt), actor.type === 'admin' ? undefined : eq(cars.supplierId, actor.userId))

/**
 * The supplier whose whole fleet the caller runs: a supplier its own (naming another is 404, as
 * if it did not exist), an admin the supplier it names (none named is 400 on the field, an
 * account that is no supplier 404).
 */
export async function fleetOwner(db: Db, actor: Actor, named: string | undefined): Promise<{ _id: string; fullName: string }> {
  if (actor.type !== 'admin' && named && named !== actor.userId) throw notFound('supplier')
  if (actor.type === 'admin' && !named) throw new DomainError('invalid', 'validation_failed', 'api.badRequest', {}, { fields: { supplier: 'validation.fillField' } })
  const [supplier] = await db
    .select({ _id: users._id, fullName: users.fullName })
    .from(users)
    .where(and(eq(users._id, actor.type === 'admin' ? (named ?? '') : actor.userId), eq(users.type, 'supplier')))
  if (!supplier) throw notFound('supplier')
  return supplier
}
