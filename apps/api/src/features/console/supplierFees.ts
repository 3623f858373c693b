import { eq } from 'drizzle-orm'
import type { TSupplierFees } from '@wheelbase/core/fees'
import type { TSupplierFeesOut } from '@wheelbase/core/schemas/consoleFees'
import type { Db } from '../../db/client'
import { supplierOneWayFees, supplierPlaceFees } from '../../db/schema'
import { feesOf } from '../../data/supplierFees'
import type { AppContext } from '../../appContext'
import type { Actor } from '../../domain/actor'
import { assertManaged, knownPlaces, setManaged } from './suppliers'
import { staffTransaction } from '../../domain/audit'

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
  await knownPlaces(ctx.db, [
    ...body.oneWayPairs.flatMap((pair, index) =>
      pair.places.map((locationId, side) => ({ field: `oneWayPairs.${index}.places.${side}`, locationId })),
    ),
    ...body.placeFees.map((fee, index) => ({ field: `placeFees.${index}.locationId`, locationId: fee.locationId })),
  ])
  await staffTransaction(ctx.db, actor, async (tx) => {
    await setManaged(
      tx,
      actor,
      id,
      {
        oneWayFee: body.oneWayFee,
        youngDriverAge: body.youngDriver?.underAge ?? null,
        youngDriverFee: body.youngDriver?.perDay ?? null,
        youngDriverCap: body.youngDriver?.cap ?? null,
      },
      now,
    )
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
