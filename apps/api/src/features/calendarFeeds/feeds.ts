import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import type { TCalendarFeed, TCalendarFeedCreated, TCalendarFeedScope } from '@wheelbase/core/schemas/consoleCalendarFeeds'
import type { Db } from '../../db/client'
import { calendarFeeds, cars } from '../../db/schema'
import { fleetOwner, ownedBy } from '../../data/ownedCars'
import type { Actor } from '../../domain/actor'
import { assertId, notFound } from '../../platform/http/errors'
import { hashToken, newToken } from '../../platform/http/secrets'
import { staffTransaction } from '../../domain/audit'

/** Whose feed: a supplier and, for a car's feed, the car. */
type TScope = { supplierId: string; car: { _id: string; name: string } | null }

/**
 * The scope the caller names, if the caller runs it: a car of its own (an admin's any), else its
 * own fleet, or for an admin the fleet of the supplier named. Another supplier's car or fleet is
 * 404, as if it did not exist; an admin who names no supplier gets 400 on the field.
 */
async function scopeOf(db: Db, actor: Actor, scope: TCalendarFeedScope): Promise<TScope> {
  if (scope.car) {
    assertId(scope.car, 'car')
    const [car] = await db
      .select({ _id: cars._id, name: cars.name, supplierId: cars.supplierId })
      .from(cars)
      .where(and(eq(cars._id, scope.car), ownedBy(actor)))
    if (!car) throw notFound('car')
    return { supplierId: car.supplierId, car: { _id: car._id, name: car.name } }
  }
  return { supplierId: (await fleetOwner(db, actor, scope.supplier))._id, car: null }
}

const sameScope = (scope: TScope) =>
  and(eq(calendarFeeds.supplierId, scope.supplierId), scope.car ? eq(calendarFeeds.carId, scope.car._id) : isNull(calendarFeeds.carId))

const present = (row: { _id: string; createdAt: Date; readAt: Date | null }, car: TScope['car']): TCalendarFeed => ({
  _id: row._id,
  car,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
})

/** The scope's live feed, if any (one at most), without its URL: only its hash is kept. */
export async function listCalendarFeeds(db: Db, actor: Actor, query: TCalendarFeedScope): Promise<{ items: TCalendarFeed[] }> {
  const scope = await scopeOf(db, actor, query)
  const rows = await db
    .select({ _id: calendarFeeds._id, createdAt: calendarFeeds.createdAt, readAt: calendarFeeds.readAt })
    .from(calendarFeeds)
    .where(sameScope(scope))
    .orderBy(desc(calendarFeeds.createdAt))
  return { items: rows.map((row) => present(row, scope.car)) }
}

/**
 * A new secret URL for the scope, shown this once. The scope's previous feed is deleted in the
 * same transaction, so its URL answers 404 from the moment the new one exists; the unique index on
 * the scope lets two racing requests leave one feed, not two.
 */
export async function createCalendarFeed(db: Db, actor: Actor, body: TCalendarFeedScope, publicUrl: string): Promise<TCalendarFeedCreated> {
  const scope = await scopeOf(db, actor, body)
  const token = newToken()
  const row = await staffTransaction(db, actor, async (tx) => {
    // Two replacements at once wait here for each other (the supplier's row), so the second
    // deletes the first's feed rather than meet it in the one-live-feed index.
    await tx.execute(sql`SELECT 1 FROM users WHERE _id = ${scope.supplierId} FOR UPDATE`)
    await tx.delete(calendarFeeds).where(sameScope(scope))
    const [created] = await tx
      .insert(calendarFeeds)
      .values({
        _id: crypto.randomUUID(),
        supplierId: scope.supplierId,
        carId: scope.car?._id ?? null,
        tokenHash: hashToken(token),
        createdBy: actor.userId,
      })
      .returning({ _id: calendarFeeds._id, createdAt: calendarFeeds.createdAt, readAt: calendarFeeds.readAt })
    if (!created) throw new Error('calendar feed not created')
    return created
  })
  return { feed: present(row, scope.car), url: `${publicUrl}/api/calendar-feeds/${token}.ics` }
}

/** Revokes a feed of a car or fleet the caller runs (else 404): its URL answers 404 from now on. */
export async function revokeCalendarFeed(db: Db, actor: Actor, id: string): Promise<{ revoked: true }> {
  assertId(id, 'calendar_feed')
  const mine = actor.type === 'admin' ? undefined : eq(calendarFeeds.supplierId, actor.userId)
  const deleted = await staffTransaction(db, actor, (tx) =>
    tx
      .delete(calendarFeeds)
      .where(and(eq(calendarFeeds._id, id), mine))
      .returning({ _id: calendarFeeds._id }),
  )
  if (deleted.length === 0) throw notFound('calendar_feed')
  return { revoked: true }
}
