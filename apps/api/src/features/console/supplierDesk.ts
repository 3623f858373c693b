import { eq } from 'drizzle-orm'
import type { TDeskRules } from '@wheelbase/core/deskHours'
import type { TSupplierDeskOut } from '@wheelbase/core/schemas/consoleDesk'
import type { Db } from '../../db/client'
import { supplierClosedDays, supplierHours } from '../../db/schema'
import { deskOf } from '../../data/supplierDesk'
import type { AppContext } from '../../appContext'
import type { Actor } from '../../domain/actor'
import { assertManaged, knownPlaces, setManaged } from './suppliers'
import { staffTransaction } from '../../domain/audit'

/** A supplier's desk (record 0124): its own for a supplier (another's is 404), any supplier's for an admin. */
export async function getSupplierDesk(db: Db, actor: Actor, id: string): Promise<TDeskRules> {
  await assertManaged(db, actor, id)
  return deskOf(db, id)
}

/**
 * Replaces a supplier's desk as a whole, under its row's lock (the first statement), so two saves
 * never interleave. Every place named must exist (a 400 on that field). Bookings made stay as they
 * are; searches, quotes, checkouts, amendments and staff bookings from now on keep to the desk.
 */
export async function updateSupplierDesk(ctx: AppContext, actor: Actor, id: string, body: TSupplierDeskOut, now: Date): Promise<TDeskRules> {
  await knownPlaces(
    ctx.db,
    (['hours', 'closedDays'] as const).flatMap((list) =>
      body[list].flatMap((row, index) => (row.locationId ? [{ field: `${list}.${index}.locationId`, locationId: row.locationId }] : [])),
    ),
  )
  await staffTransaction(ctx.db, actor, async (tx) => {
    await setManaged(
      tx,
      actor,
      id,
      {
        noticeMinutes: body.noticeMinutes,
        outOfHours: body.outOfHours,
        outOfHoursFee: body.outOfHours === 'fee' ? body.outOfHoursFee : null,
        minRentalDays: body.minRentalDays,
      },
      now,
    )
    await tx.delete(supplierHours).where(eq(supplierHours.supplierId, id))
    await tx.delete(supplierClosedDays).where(eq(supplierClosedDays.supplierId, id))
    if (body.hours.length) await tx.insert(supplierHours).values(body.hours.map((h) => ({ supplierId: id, ...h })))
    if (body.closedDays.length) await tx.insert(supplierClosedDays).values(body.closedDays.map((c) => ({ supplierId: id, ...c })))
  })
  return deskOf(ctx.db, id)
}
