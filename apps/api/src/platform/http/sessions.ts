// The cookie methods of the reply come from @fastify/cookie's type augmentation.
import { systemClock } from '../clock'
import type {} from '@fastify/cookie'
import { and, eq, ne, sql } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { TLanguage } from '@wheelbase/core/languages'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { sessions, users } from '../../db/schema'
import type { Actor } from '../../domain/actor'
import { hashToken, newToken } from './secrets'

export const SESSION_COOKIE = 'wb_session'
export const XSRF_COOKIE = 'XSRF-TOKEN'

const HOUR = 3_600_000
/** A browser session ends after 12 idle hours and at most 7 days; "Stay connected" lasts 30 days. */
export const SESSION_LIMITS = { idleMs: 12 * HOUR, browserAbsoluteMs: 7 * 24 * HOUR, persistentMs: 30 * 24 * HOUR }
const TOUCH_EVERY_MS = 5 * 60_000

/** The acting account as the HTTP edge knows it: the domain's Actor, and the session it came with. */
export type SessionActor = Actor & { sessionId: string; xsrfHash: string }

/** The device a session is opened from, for the signed-in devices list: its User-Agent and address. */
export type TDeviceSeen = { userAgent?: string | undefined; ip?: string | undefined }

export const deviceOf = (req: FastifyRequest): TDeviceSeen => ({ userAgent: req.headers['user-agent'], ip: req.ip })

export async function createSession(db: Db, userId: string, persistent: boolean, device: TDeviceSeen = {}) {
  const token = newToken()
  const xsrf = newToken()
  const now = systemClock.now().getTime()
  const expiresAt = new Date(now + (persistent ? SESSION_LIMITS.persistentMs : SESSION_LIMITS.browserAbsoluteMs))
  await db.insert(sessions).values({
    _id: crypto.randomUUID(),
    userId,
    tokenHash: hashToken(token),
    xsrfHash: hashToken(xsrf),
    persistent,
    expiresAt,
    userAgent: device.userAgent?.slice(0, 400) ?? null,
    ip: device.ip ?? null,
  })
  return { token, xsrf, persistent, expiresAt }
}

export function setSessionCookies(
  reply: FastifyReply,
  config: Config,
  session: { token: string; xsrf: string; persistent: boolean; expiresAt: Date },
) {
  const secure = config.publicUrl.startsWith('https:')
  const lifetime = session.persistent ? { expires: session.expiresAt } : {}
  reply.setCookie(SESSION_COOKIE, session.token, { httpOnly: true, sameSite: 'lax', secure, path: '/', ...lifetime })
  // Readable by our own script, which echoes it in X-XSRF-TOKEN; bound to the session server-side.
  reply.setCookie(XSRF_COOKIE, session.xsrf, { httpOnly: false, sameSite: 'lax', secure, path: '/', ...lifetime })
}

export function clearSessionCookies(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' })
  reply.clearCookie(XSRF_COOKIE, { path: '/' })
}

/** The actor behind a session cookie, or null when it is unknown, expired, idle too long or suspended. */
const sessionOf = (db: Db) =>
  db
    .select({ session: sessions, user: { type: users.type, language: users.language, blacklisted: users.blacklisted, verified: users.verified } })
    .from(sessions)
    .innerJoin(users, eq(users._id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('hash')))
    .limit(1)
    .prepare('session_of_token')

// Every API call reads its session: the query is built once per database, and planned once per connection.
const sessionQueries = new WeakMap<Db, ReturnType<typeof sessionOf>>()

/** `ip`, the caller's address: kept as the session's last seen from, with its time, every few minutes. */
export async function findActor(db: Db, token: string, ip?: string): Promise<SessionActor | null> {
  const query = sessionQueries.get(db) ?? sessionOf(db)
  sessionQueries.set(db, query)
  const [row] = await query.execute({ hash: hashToken(token) })
  if (!row) return null
  const now = systemClock.now().getTime()
  const { session, user } = row
  const idleExpired = !session.persistent && now - session.lastSeenAt.getTime() > SESSION_LIMITS.idleMs
  if (session.expiresAt.getTime() <= now || idleExpired || user.blacklisted) {
    await db.delete(sessions).where(eq(sessions._id, session._id))
    return null
  }
  if (now - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now), ...(ip ? { ip } : {}) })
      .where(eq(sessions._id, session._id))
  }
  return {
    userId: session.userId,
    type: user.type,
    language: user.language as TLanguage,
    sessionId: session._id,
    xsrfHash: session.xsrfHash,
    verified: user.verified,
  }
}

export async function deleteSession(db: Db, sessionId: string) {
  await db.delete(sessions).where(eq(sessions._id, sessionId))
}

/** Ends every session of a user, or every other one (after a password change). */
export async function deleteUserSessions(db: Db, userId: string, keepSessionId?: string) {
  await db.delete(sessions).where(keepSessionId ? and(eq(sessions.userId, userId), ne(sessions._id, keepSessionId)) : eq(sessions.userId, userId))
}
