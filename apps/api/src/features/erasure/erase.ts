import { eq } from 'drizzle-orm'
import { FRESH_SIGN_IN_MINUTES, type TDeleteAccountBody } from '@wheelbase/core/schemas/erasure'
import { sessions, users } from '../../db/schema'
import type { AppContext } from '../../appContext'
import { assertAdmin, type Actor } from '../../domain/actor'
import { staffTransaction } from '../../domain/audit'
import { eraseAccount, erasureRefusal } from '../../domain/erasure'
import { assertOwnPassword } from '../../data/users'
import { DomainError, notFound } from '../../domain/errors'
import { assertId } from '../../platform/http/errors'
import { enforceLimit } from '../../platform/http/rateLimiter'
import type { SessionActor } from '../../platform/http/sessions'

/**
 * An account deletes itself (issue 46, record 0136). Its password says it is its holder; an
 * account without one (a social sign-in) signs in again first. The rules of domain/erasure.ts then
 * decide, and the erasure ends every session, this one included.
 */
export async function deleteOwnAccount(ctx: AppContext, actor: SessionActor, body: TDeleteAccountBody, ip: string): Promise<void> {
  await enforceLimit(ctx.limiter, 'check-password', ip, ctx.config.rateLimits.checkPassword)
  const [account] = await ctx.db
    .select({ passwordHash: users.passwordHash, signedInAt: sessions.createdAt })
    .from(users)
    .innerJoin(sessions, eq(sessions._id, actor.sessionId))
    .where(eq(users._id, actor.userId))
  if (!account) throw notFound('user')
  if (account.passwordHash) {
    await assertOwnPassword(account.passwordHash, body.password)
  } else if (ctx.clock.now().getTime() - account.signedInAt.getTime() > FRESH_SIGN_IN_MINUTES * 60_000) {
    throw new DomainError('forbidden', 'fresh_sign_in', 'accounts.freshSignIn')
  }
  await erase(ctx, actor, actor.userId)
}

/** An admin erases an account on its holder's request, under the same rules (and on the trail). */
export async function eraseOnRequest(ctx: AppContext, actor: Actor, userId: string): Promise<void> {
  assertAdmin(actor)
  assertId(userId, 'user')
  await erase(ctx, actor, userId)
}

async function erase(ctx: AppContext, actor: Actor, userId: string): Promise<void> {
  const now = ctx.clock.now()
  await staffTransaction(ctx.db, actor, async (tx) => {
    const { target, refusal } = await erasureRefusal(tx, userId, now)
    if (!target) throw notFound('user')
    if (refusal) throw refusal
    await eraseAccount(tx, target, now)
  })
}
