import Bowser from 'bowser'
import { and, desc, eq, gt, ne } from 'drizzle-orm'
import { DEVICE_KINDS, type TDevice } from '@wheelbase/core/schemas/devices'
import type { Db } from '../../db/client'
import { sessions } from '../../db/schema'
import { notFound } from '../../domain/errors'
import { placeOf } from '../../platform/adapters/ipCountry'
import type { SessionActor } from '../../platform/http/sessions'

/**
 * The signed-in devices of the caller's own account (issue 46): each live session, with its
 * browser, system and kind as its User-Agent tells, and the country of its last address. Ending
 * one deletes the session row: its live streams close through their leases, on every instance.
 */
type TSessionRow = typeof sessions.$inferSelect

function presentDevice(row: TSessionRow, currentId: string, place: Awaited<ReturnType<typeof placeOf>>): TDevice {
  const ua = row.userAgent ? Bowser.parse(row.userAgent) : null
  const kind = ua?.platform.type
  return {
    _id: row._id,
    browser: ua?.browser.name ?? null,
    os: ua?.os.name ?? null,
    kind: DEVICE_KINDS.find((each) => each === kind) ?? null,
    place: place === 'local' ? 'local' : (place?.country ?? null),
    signedInAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row._id === currentId,
  }
}

export async function listDevices(db: Db, actor: SessionActor, now: Date): Promise<TDevice[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, actor.userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt))
  const devices = await Promise.all(rows.map(async (row) => presentDevice(row, actor.sessionId, await placeOf(row.ip))))
  // This device first, then the others as last seen.
  return devices.sort((a, b) => Number(b.current) - Number(a.current))
}

/** Ends one of the caller's sessions; another account's, or one already ended, is 404. */
export async function endDevice(db: Db, actor: SessionActor, id: string): Promise<{ ended: number }> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions._id, id), eq(sessions.userId, actor.userId)))
    .returning({ _id: sessions._id })
  if (ended.length === 0) throw notFound('device')
  return { ended: ended.length }
}

/** Ends every session of the caller's but this one. */
export async function endOtherDevices(db: Db, actor: SessionActor): Promise<{ ended: number }> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, actor.userId), ne(sessions._id, actor.sessionId)))
    .returning({ _id: sessions._id })
  return { ended: ended.length }
}
