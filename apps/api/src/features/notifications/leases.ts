import { inArray, lte, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { queryRows } from '../../db/client'
import { streamLeases } from '../../db/schema'
import type { SessionActor } from '../../platform/http/sessions'

/**
 * Takes the lease `leaseId` for a stream about to open, only while its session still exists; the
 * account's leases past `cap` (the oldest) and its expired ones are deleted, which ends those
 * streams on whichever instance holds them (migration 0023's trigger). False when the session has just ended.
 */
export async function openStreamLease(db: Db, actor: SessionActor, leaseId: string, cap: number, lifetimeMs: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Two streams of one account opening at once are taken in turn, so that both count the other.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`stream:${actor.userId}`}, 0))`)
    const made = await queryRows<{ _id: string }>(
      tx,
      sql`INSERT INTO stream_leases (_id, user_id, session_id, opened_at, expires_at)
          SELECT ${leaseId}, s.user_id, s._id, ${now.toISOString()}, ${new Date(now.getTime() + lifetimeMs).toISOString()}
          FROM sessions s WHERE s._id = ${actor.sessionId} AND s.user_id = ${actor.userId}
          RETURNING _id`,
    )
    if (!made.length) return false
    await tx.execute(sql`
      DELETE FROM stream_leases
      WHERE user_id = ${actor.userId} AND _id <> ${leaseId}
        AND (expires_at <= ${now.toISOString()} OR _id NOT IN (
          SELECT _id FROM stream_leases
          WHERE user_id = ${actor.userId} AND _id <> ${leaseId} AND expires_at > ${now.toISOString()}
          ORDER BY opened_at DESC, _id DESC LIMIT ${cap - 1}))`)
    return true
  })
}

/** Streams that ended by themselves (the browser left, the lifetime passed, the server stops) give their leases back. */
export async function closeStreamLeases(db: Db, leaseIds: string[]): Promise<void> {
  if (leaseIds.length) await db.delete(streamLeases).where(inArray(streamLeases._id, leaseIds))
}

/** The leases an instance left behind when it stopped without closing its streams (a crash). */
export async function sweepStreamLeases(db: Db, now: Date): Promise<void> {
  await db.delete(streamLeases).where(lte(streamLeases.expiresAt, now))
}
