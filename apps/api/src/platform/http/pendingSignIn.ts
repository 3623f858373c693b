import { and, eq, gt, lt } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { PENDING_SIGN_IN_MINUTES, type TSignInResult } from '@wheelbase/core/schemas/signInMethods'
import type { AppContext } from '../../appContext'
import type { Db } from '../../db/client'
import { pendingSignIns } from '../../db/schema'
import { methodsOf, secondStepRule, secondStepsHeld } from '../../data/secondStep'
import { publicUser, type UserRow } from '../../data/users'
import { createSession, deviceOf, setSessionCookies } from './sessions'
import { hashToken, newToken } from './secrets'

/**
 * A sign-in between its two steps (record 0138): the first step passed, no session yet. Its token
 * is in an httpOnly cookie sent only to the sign-in calls, for 5 minutes; the row holds the account
 * and, for an account setting up its app at sign-in, the new secret (sealed).
 */
export const PENDING_COOKIE = 'wb_pending'
const PENDING_PATH = '/api/sign-in'
export type PendingSignIn = typeof pendingSignIns.$inferSelect

export async function pendingOf(db: Db, req: FastifyRequest, now: Date): Promise<PendingSignIn | null> {
  const token = req.cookies[PENDING_COOKIE]
  if (!token) return null
  const [row] = await db
    .select()
    .from(pendingSignIns)
    .where(and(eq(pendingSignIns.tokenHash, hashToken(token)), gt(pendingSignIns.expiresAt, now)))
    .limit(1)
  return row ?? null
}

export async function closePending(db: Db, pending: PendingSignIn, reply: FastifyReply): Promise<void> {
  await db.delete(pendingSignIns).where(eq(pendingSignIns._id, pending._id))
  reply.clearCookie(PENDING_COOKIE, { path: PENDING_PATH })
}

/** Signs the account in on this device: a session and its cookies. */
export async function openSession(ctx: AppContext, userId: string, persistent: boolean, req: FastifyRequest, reply: FastifyReply) {
  setSessionCookies(reply, ctx.config, await createSession(ctx.db, userId, persistent, deviceOf(req)))
}

/**
 * After a password or a social sign-in: the session, or, when this account confirms sign-ins with
 * a second step, a pending sign-in and the ways it can be given.
 */
export async function finishFirstStep(
  ctx: AppContext,
  user: UserRow,
  persistent: boolean,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<TSignInResult> {
  const rule = await secondStepRule(ctx.db, user)
  if (!rule.on) {
    await openSession(ctx, user._id, persistent, req, reply)
    return publicUser(user)
  }
  const methods = methodsOf(await secondStepsHeld(ctx.db, user._id))
  const token = newToken()
  const now = ctx.clock.now()
  const expiresAt = new Date(now.getTime() + PENDING_SIGN_IN_MINUTES * 60_000)
  // First steps never finished go as new ones come (as the WebAuthn challenges do).
  await ctx.db.delete(pendingSignIns).where(lt(pendingSignIns.expiresAt, now))
  await ctx.db.insert(pendingSignIns).values({ _id: crypto.randomUUID(), tokenHash: hashToken(token), userId: user._id, persistent, expiresAt })
  reply.setCookie(PENDING_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: ctx.config.publicUrl.startsWith('https:'),
    path: PENDING_PATH,
    expires: expiresAt,
  })
  return { secondStep: { methods, enrol: methods.length === 0 } }
}
