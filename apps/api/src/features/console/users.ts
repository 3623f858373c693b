import { and, asc, count, desc, eq, ilike, isNull, ne, sql, type SQL } from 'drizzle-orm'
import type { TUserType } from '@wheelbase/core/enums'
import type { TConsoleUser, TUsersQuery, TUsersResult } from '@wheelbase/core/schemas/consoleAdmin'
import { searchKey } from '@wheelbase/core/searchKey'
import type { Db } from '../../db/client'
import { bookings, cars, sessions, users } from '../../db/schema'
import { containing } from '../../data/like'
import { assertId, conflict, notFound } from '../../platform/http/errors'
import { assertAdmin, type Actor } from '../../domain/actor'
import { countedPage, offsetOf } from '../../data/pages'
import { staffTransaction } from '../../domain/audit'
import { FORMER_DRIVER_ID } from '../../domain/erasure'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

// Written out: drizzle leaves the outer column unqualified in a one-table select, where "_id" would mean the subquery's own.
const carCount = sql<number>`(SELECT count(*)::int FROM cars c WHERE c.supplier_id = "users"."_id" AND c.deleted_at IS NULL)`
const columns = {
  _id: users._id,
  fullName: users.fullName,
  email: users.email,
  type: users.type,
  suspended: users.blacklisted,
  verified: users.verified,
  avatar: users.avatar,
  cars: carCount,
  createdAt: users.createdAt,
}
const present = (row: Omit<TConsoleUser, 'createdAt'> & { createdAt: Date }): TConsoleUser => ({ ...row, createdAt: row.createdAt.toISOString() })

const ORDER = { name: [asc(users.fullName), asc(users._id)], newest: [desc(users.createdAt), desc(users._id)] } as const

/** Every account for an admin: searched by name or email (accents and case aside), by type and suspension, by pages. */
export async function listUsers(db: Db, actor: Actor, query: TUsersQuery): Promise<TUsersResult> {
  assertAdmin(actor)
  const needle = query.q ? searchKey(query.q) : ''
  const where: SQL | undefined = and(
    // The former drivers' account holds erased people's bookings: no one to list (record 0136).
    ne(users._id, FORMER_DRIVER_ID),
    needle ? ilike(users.searchKey, containing(needle)) : undefined,
    query.type ? eq(users.type, query.type) : undefined,
    query.status === 'all' ? undefined : eq(users.blacklisted, query.status === 'suspended'),
  )
  const [rows, [counted]] = await Promise.all([
    db
      .select(columns)
      .from(users)
      .where(where)
      .orderBy(...ORDER[query.sort])
      .limit(query.size)
      .offset(offsetOf(query.page, query.size)),
    db.select({ total: count() }).from(users).where(where),
  ])
  return countedPage(rows.map(present), counted?.total ?? 0, query.page, query.size)
}

export async function consoleUser(db: Db, actor: Actor, id: string): Promise<TConsoleUser> {
  assertAdmin(actor)
  const [row] = await db
    .select(columns)
    .from(users)
    .where(and(eq(users._id, id), ne(users._id, FORMER_DRIVER_ID)))
  if (!row) throw notFound('user')
  return present(row)
}

/**
 * Locks the active admins and refuses a change that would leave none: two admins demoting each
 * other at once are serialised here, and the second is refused.
 */
async function keepAnAdmin(tx: Tx, target: { _id: string; type: TUserType; blacklisted: boolean }): Promise<void> {
  if (target.type !== 'admin' || target.blacklisted) return
  const admins = await tx
    .select({ _id: users._id })
    .from(users)
    .where(and(eq(users.type, 'admin'), eq(users.blacklisted, false)))
    .for('update')
  if (!admins.some((admin) => admin._id !== target._id)) throw conflict('last_admin', 'console.lastAdmin')
}

async function lockTarget(tx: Tx, id: string) {
  assertId(id, 'user')
  const [target] = await tx
    .select({ _id: users._id, type: users.type, blacklisted: users.blacklisted })
    .from(users)
    .where(and(eq(users._id, id), ne(users._id, FORMER_DRIVER_ID)))
    .for('update')
  if (!target) throw notFound('user')
  return target
}

/**
 * Suspends or unsuspends an account. Suspended, its sessions end at once (its next call is
 * signed out), it cannot sign in, and a supplier's cars leave search (the search skips suspended
 * suppliers); existing bookings stay. Never one's own account, never the last active admin.
 */
export async function setSuspension(db: Db, actor: Actor, id: string, suspended: boolean, now: Date): Promise<TConsoleUser> {
  await staffTransaction(db, actor, async (tx) => {
    const target = await lockTarget(tx, id)
    if (suspended && target._id === actor.userId) throw conflict('own_account', 'console.ownAccount')
    if (suspended) await keepAnAdmin(tx, target)
    await tx.update(users).set({ blacklisted: suspended, updatedAt: now, updatedBy: actor.userId }).where(eq(users._id, id))
    if (suspended) await tx.delete(sessions).where(eq(sessions.userId, id))
  })
  return consoleUser(db, actor, id)
}

/**
 * Changes an account's type; its sessions end so that it signs in again with its new rights.
 * Never demotes the last active admin, and a supplier that has cars or bookings stays one (they
 * point at it).
 */
export async function setUserType(db: Db, actor: Actor, id: string, type: TUserType, now: Date): Promise<TConsoleUser> {
  await staffTransaction(db, actor, async (tx) => {
    const target = await lockTarget(tx, id)
    if (target.type === type) return
    await keepAnAdmin(tx, target)
    if (target.type === 'supplier') {
      const [car] = await tx
        .select({ _id: cars._id })
        .from(cars)
        .where(and(eq(cars.supplierId, id), isNull(cars.deletedAt)))
        .limit(1)
      const [booking] = await tx.select({ _id: bookings._id }).from(bookings).where(eq(bookings.supplierId, id)).limit(1)
      if (car || booking) throw conflict('supplier_in_use', 'console.supplierInUse')
    }
    await tx.update(users).set({ type, updatedAt: now, updatedBy: actor.userId }).where(eq(users._id, id))
    await tx.delete(sessions).where(eq(sessions.userId, id))
  })
  return consoleUser(db, actor, id)
}
