import { and, eq, inArray, sql } from 'drizzle-orm'
import type { TBlock, TBlockBody, TBlockChange } from '@wheelbase/core/schemas/consoleBlocks'
import type { Db } from '../../db/client'
import { carBlocks, cars } from '../../db/schema'
import { carClockSql, clashOf } from '../../data/carHolds'
import { ownedBy } from '../../data/ownedCars'
import type { Actor } from '../../domain/actor'
import { DomainError } from '../../domain/errors'
import { voidExpiredHolds } from '../../domain/lifecycle'
import { assertId, isBookingOverlap, notFound } from '../../platform/http/errors'
import { staffTransaction } from '../../domain/audit'

const BLOCK_COLUMNS = {
  _id: carBlocks._id,
  carId: carBlocks.carId,
  from: carBlocks.from,
  to: carBlocks.to,
  reason: carBlocks.reason,
  note: carBlocks.note,
  timeZone: sql<string>`${carClockSql(sql`${carBlocks.carId}`)}`,
}
const present = (row: { from: Date; to: Date } & Omit<TBlock, 'from' | 'to'>): TBlock => ({
  ...row,
  from: row.from.toISOString(),
  to: row.to.toISOString(),
})

/** A period that is over holds nothing: a block must end after now (the schema checks its order and length). */
function assertNotOver(to: Date, now: Date) {
  if (to <= now) throw new DomainError('invalid', 'block_over', 'blocks.endInPast', {}, { fields: { to: 'blocks.endInPast' } })
}

/**
 * Takes the cars out of sale for the period, all of them or none: each car must be the caller's
 * (else 404, as if it did not exist), its expired online holds are voided first (they hold nothing
 * any more), and the database refuses a block that meets a booking holding the car or another block
 * (car_holds, migration 0026), even one committed a moment ago by another request: 409, naming it.
 */
export async function createBlocks(db: Db, actor: Actor, body: TBlockBody, now: Date): Promise<{ blocks: TBlock[] }> {
  const period = { from: new Date(body.from), to: new Date(body.to) }
  assertNotOver(period.to, now)
  const carIds = [...new Set(body.cars)]
  for (const id of carIds) assertId(id, 'car')
  const ids = carIds.map(() => crypto.randomUUID())
  try {
    await staffTransaction(db, actor, async (tx) => {
      const owned = await tx
        .select({ _id: cars._id })
        .from(cars)
        .where(and(inArray(cars._id, carIds), ownedBy(actor)))
      if (owned.length !== carIds.length) throw notFound('car')
      for (const carId of carIds) await voidExpiredHolds(tx, now, { carId })
      await tx
        .insert(carBlocks)
        .values(
          carIds.map((carId, i) => ({ _id: ids[i] ?? '', carId, ...period, reason: body.reason, note: body.note ?? null, createdBy: actor.userId })),
        )
    })
  } catch (error) {
    if (isBookingOverlap(error)) throw await clashOf(db, carIds, period)
    throw error
  }
  const rows = await db.select(BLOCK_COLUMNS).from(carBlocks).where(inArray(carBlocks._id, ids))
  return { blocks: rows.map(present).sort((a, b) => carIds.indexOf(a.carId) - carIds.indexOf(b.carId)) }
}

/** One block of a car the caller may block, else 404. */
async function ownBlock(db: Db, actor: Actor, id: string) {
  assertId(id, 'block')
  const [row] = await db
    .select(BLOCK_COLUMNS)
    .from(carBlocks)
    .innerJoin(cars, eq(cars._id, carBlocks.carId))
    .where(and(eq(carBlocks._id, id), ownedBy(actor)))
  if (!row) throw notFound('block')
  return row
}

/** Changes a block's period, reason or note; a new period that meets a booking or another block is 409, naming it. */
export async function updateBlock(db: Db, actor: Actor, id: string, body: TBlockChange, now: Date): Promise<TBlock> {
  const block = await ownBlock(db, actor, id)
  const period = { from: new Date(body.from), to: new Date(body.to) }
  assertNotOver(period.to, now)
  try {
    await staffTransaction(db, actor, async (tx) => {
      await voidExpiredHolds(tx, now, { carId: block.carId })
      await tx
        .update(carBlocks)
        .set({ ...period, reason: body.reason, note: body.note ?? null, updatedAt: now })
        .where(eq(carBlocks._id, id))
    })
  } catch (error) {
    if (isBookingOverlap(error)) throw await clashOf(db, [block.carId], period, { blockId: id })
    throw error
  }
  return present(await ownBlock(db, actor, id))
}

/** Removes a block: the car is on sale again for its period. */
export async function deleteBlock(db: Db, actor: Actor, id: string): Promise<{ deleted: true }> {
  await ownBlock(db, actor, id)
  await staffTransaction(db, actor, (tx) => tx.delete(carBlocks).where(eq(carBlocks._id, id)))
  return { deleted: true }
}
