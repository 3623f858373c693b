import { and, eq, inArray } from 'drizzle-orm'
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core'
import type { TConsoleUser, TSupplierProfile } from '@wheelbase/core/schemas/consoleAdmin'
import { searchKeyOfAll } from '@wheelbase/core/searchKey'
import type { z } from 'zod'
import type { ZNewSupplierBody } from '@wheelbase/core/schemas/consoleAdmin'
import type { ZSupplierProfileBody } from '@wheelbase/core/schemas/consoleProfile'
import type { Db } from '../../db/client'
import { locations, users } from '../../db/schema'
import { queueAccountLink } from '../../mail/accountLinks'
import type { AppContext } from '../../appContext'
import { assertId, badRequest, conflict, notFound, sqlState } from '../../platform/http/errors'
import type { Actor } from '../../domain/actor'
import { storeImagePair } from './carImage'
import { dropImagePair } from './uploadOwners'
import { consoleUser } from './users'
import { staffTransaction } from '../../domain/audit'

/** A supplier the caller may manage: itself for a supplier (another's is 404), any supplier for an admin. */
export function managed(actor: Actor, id: string) {
  assertId(id, 'supplier')
  if (actor.type !== 'admin' && actor.userId !== id) throw notFound('supplier')
  return and(eq(users._id, id), eq(users.type, 'supplier'))
}

/** A 404 unless the caller manages this supplier (its own account, or any supplier's for an admin). */
export async function assertManaged(db: Db, actor: Actor, id: string): Promise<void> {
  const [row] = await db.select({ _id: users._id }).from(users).where(managed(actor, id))
  if (!row) throw notFound('supplier')
}

/** Sets columns of a supplier the caller manages, stamped with who and when; 404 for another's. */
export async function setManaged(db: Db, actor: Actor, id: string, columns: PgUpdateSetSource<typeof users>, now: Date): Promise<void> {
  const changed = await staffTransaction(db, actor, (tx) =>
    tx
      .update(users)
      .set({ ...columns, updatedAt: now, updatedBy: actor.userId })
      .where(managed(actor, id))
      .returning({ _id: users._id }),
  )
  if (!changed.length) throw notFound('supplier')
}

export async function supplierProfile(db: Db, actor: Actor, id: string): Promise<TSupplierProfile> {
  const [row] = await db.select().from(users).where(managed(actor, id))
  if (!row) throw notFound('supplier')
  return {
    _id: row._id,
    fullName: row.fullName,
    email: row.email,
    contactEmail: row.contactEmail ?? '',
    phone: row.phone ?? '',
    address: row.location ?? '',
    payLater: row.payLater,
    logo: row.avatar,
    updatedAt: row.updatedAt.toISOString(),
  }
}

export async function updateSupplierProfile(
  db: Db,
  actor: Actor,
  id: string,
  body: z.output<typeof ZSupplierProfileBody>,
  now: Date,
): Promise<TSupplierProfile> {
  const [account] = await db.select({ email: users.email }).from(users).where(managed(actor, id))
  if (!account) throw notFound('supplier')
  await staffTransaction(db, actor, (tx) =>
    tx
      .update(users)
      .set({
        fullName: body.fullName,
        contactEmail: body.contactEmail || null,
        phone: body.phone || null,
        location: body.address || null,
        payLater: body.payLater,
        searchKey: searchKeyOfAll([body.fullName, account.email]),
        updatedAt: now,
        updatedBy: actor.userId,
      })
      .where(managed(actor, id)),
  )
  return supplierProfile(db, actor, id)
}

/** A supplier's logo: 60×30 and 120×60 WebP; the one it replaces is deleted once the change commits. */
export async function updateSupplierLogo(ctx: AppContext, actor: Actor, id: string, data: Buffer, now: Date): Promise<{ logo: string }> {
  const [row] = await ctx.db.select({ logo: users.avatar }).from(users).where(managed(actor, id))
  if (!row) throw notFound('supplier')
  const logo = await storeImagePair(ctx, 'logos', data, { width: 60, height: 30 })
  await staffTransaction(ctx.db, actor, async (tx) => {
    const [before] = await tx.select({ logo: users.avatar }).from(users).where(managed(actor, id)).for('update')
    await tx.update(users).set({ avatar: logo, updatedAt: now, updatedBy: actor.userId }).where(managed(actor, id))
    if (before?.logo) await dropImagePair(tx, before.logo)
  })
  return { logo }
}

/**
 * A supplier account made by an admin: no password yet, not verified; an invitation mail in its
 * language carries a one-time link to choose a password (which also verifies the address).
 */
export async function createSupplier(ctx: AppContext, actor: Actor, body: z.output<typeof ZNewSupplierBody>): Promise<TConsoleUser> {
  const _id = crypto.randomUUID()
  try {
    await staffTransaction(ctx.db, actor, async (tx) => {
      await tx.insert(users).values({
        _id,
        fullName: body.fullName,
        email: body.email,
        type: 'supplier',
        language: body.language,
        payLater: body.payLater,
        verified: false,
        searchKey: searchKeyOfAll([body.fullName, body.email]),
        updatedBy: actor.userId,
      })
      await queueAccountLink(tx, _id, 'reset', 'invitation')
    })
  } catch (error) {
    if (sqlState(error) === '23505') throw conflict('email_registered', 'validation.emailRegistered')
    throw error
  }
  return consoleUser(ctx.db, actor, _id)
}

/** The places a supplier's terms name, each with its field: a 400 on the first that does not exist. */
export async function knownPlaces(db: Db, named: readonly { field: string; locationId: string }[]): Promise<void> {
  if (!named.length) return
  const rows = await db
    .select({ _id: locations._id })
    .from(locations)
    .where(inArray(locations._id, [...new Set(named.map((n) => n.locationId))]))
  const found = new Set(rows.map((r) => r._id))
  const unknown = named.find((n) => !found.has(n.locationId))
  if (unknown) throw badRequest('validation_failed', 'api.badRequest', { [unknown.field]: 'validation.invalidValue' })
}
