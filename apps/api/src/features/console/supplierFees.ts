import { eq, inArray } from 'drizzle-orm'
import type { TSupplierFees } from '@wheelbase/core/fees'
import type { TSupplierFeesOut } from '@wheelbase/core/schemas/consoleFees'
import type { Db } from '../../db/client'
import { locations, supplierOneWayFees, supplierPlaceFees, users } from '../../db/schema'
import { feesOf } from '../../data/supplierFees'
import type { AppContext } from '../../appContext'
import { badRequest, notFound } from '../../platform/http/errors'
import type { Actor } from '../../domain/actor'
import { assertManaged, managed } from './suppliers'

/** A supplier's fees (record 0102): its own for a supplier (another's is 404), any supplier's for an admin. */
export async function getSupplierFees(db: Db, actor: Actor, id: string): Promise<TSupplierFees> {
  await assertManaged(db, actor, id)
  return feesOf(db, id)
}

/**
 * Replaces a supplier's fees as a whole, under its row's lock (the first statement), so two saves
 * never interleave. Every place named must exist (a 400 on that field). Bookings keep the price
 * they were made at (their snapshot); quotes, searches and checkouts from now on include the fees.
 */
export async function updateSupplierFees(ctx: AppContext, actor: Actor, id: string, body: TSupplierFeesOut, now: Date): Promise<TSupplierFees> {
  await knownPlaces(ctx.db, body)
  await ctx.db.transaction(async (tx) => {
    const changed = await tx
      .update(users)
      .set({
        oneWayFee: body.oneWayFee,
        youngDriverAge: body.youngDriver?.underAge ?? null,
        youngDriverFee: body.youngDriver?.perDay ?? null,
        youngDriverCap: body.youngDriver?.cap ?? null,
        updatedAt: now,
        updatedBy: actor.userId,
      })
      .where(managed(actor, id))
      .returning({ _id: users._id })
    if (!changed.length) throw notFound('supplier')
    await tx.delete(supplierOneWayFees).where(eq(supplierOneWayFees.supplierId, id))
    await tx.delete(supplierPlaceFees).where(eq(supplierPlaceFees.supplierId, id))
    if (body.oneWayPairs.length)
      await tx.insert(supplierOneWayFees).values(
        body.oneWayPairs.map(({ places, fee }) => {
          const [placeA, placeB] = [...places].sort() as [string, string]
          return { supplierId: id, placeA, placeB, fee }
        }),
      )
    if (body.placeFees.length) await tx.insert(supplierPlaceFees).values(body.placeFees.map((p) => ({ supplierId: id, ...p })))
  })
  return feesOf(ctx.db, id)
}

/** A 400 on the first place that does not exist. */
async function knownPlaces(db: Db, body: TSupplierFeesOut): Promise<void> {
  const named = [...body.oneWayPairs.flatMap((p) => p.places), ...body.placeFees.map((p) => p.locationId)]
  if (!named.length) return
  const found = new Set(
    (
      await db
        .select({ _id: locations._id })
        .from(locations)
        .where(inArray(locations._id, [...new Set(named)]))
    ).map((r) => r._id),
  )
  for (const [index, pair] of body.oneWayPairs.entries())
    for (const [side, place] of pair.places.entries())
      if (!found.has(place))
        throw badRequest('validation_failed', 'api.badRequest', { [`oneWayPairs.${index}.places.${side}`]: 'validation.invalidValue' })
  for (const [index, fee] of body.placeFees.entries())
    if (!found.has(fee.locationId))
      throw badRequest('validation_failed', 'api.badRequest', { [`placeFees.${index}.locationId`]: 'validation.invalidValue' })
}
