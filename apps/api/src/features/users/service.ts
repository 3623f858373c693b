import { hash } from '@node-rs/argon2'
import { and, eq, type SQL } from 'drizzle-orm'
import { searchKeyOfAll } from '@wheelbase/core/searchKey'
import type { TLanguage } from '@wheelbase/core/languages'
import type { Db } from '../../db/client'
import { tokens, users } from '../../db/schema'
import { assertOwnPassword, type UserRow } from '../../data/users'
import type { AppContext } from '../../appContext'
import { forbidden, notFound } from '../../platform/http/errors'
import { ownAccountOnly } from '../../domain/actor'
import { toWebp } from '../../platform/adapters/images'
import { enqueue, job } from '../../platform/jobs/queue'
import { enforceLimit } from '../../platform/http/rateLimiter'
import { deleteUserSessions } from '../../platform/http/sessions'
import type { Actor } from '../../domain/actor'
import type { SessionActor } from '../../platform/http/sessions'
import { staffTransaction } from '../../domain/audit'

/**
 * The profile use cases. Each takes the acting account: a driver or supplier reaches only their
 * own account (another id is a 403, DESIGN §4), an admin any; the query itself is scoped to it.
 */
const AVATAR_SIZE = 256

/** The rows this actor may reach among users: their own, or all for an admin. */
function reachable(actor: Actor, userId: string): SQL | undefined {
  return and(eq(users._id, userId), actor.type === 'admin' ? undefined : eq(users._id, actor.userId))
}

async function accountFor(db: Db, actor: Actor, userId: string): Promise<UserRow> {
  ownAccountOnly(actor, userId)
  const [user] = await db.select().from(users).where(reachable(actor, userId)).limit(1)
  if (!user) throw notFound('user')
  return user
}

async function updateAccount(db: Db, now: Date, actor: Actor, userId: string, values: Partial<typeof users.$inferInsert>): Promise<void> {
  ownAccountOnly(actor, userId)
  // An admin's edit of any account, or staff's of their own, is on the trail (a driver's is not).
  const changed = await staffTransaction(db, actor, (tx) =>
    tx
      .update(users)
      .set({ ...values, updatedAt: now })
      .where(reachable(actor, userId))
      .returning({ _id: users._id }),
  )
  if (changed.length === 0) throw notFound('user')
}

export async function getUser(ctx: AppContext, actor: Actor, userId: string): Promise<UserRow> {
  return accountFor(ctx.db, actor, userId)
}

export async function updateProfile(
  ctx: AppContext,
  actor: Actor,
  userId: string,
  profile: { fullName: string; phone: string; location: string; bio: string; birthDate: string },
): Promise<UserRow> {
  const user = await accountFor(ctx.db, actor, userId)
  await updateAccount(ctx.db, ctx.clock.now(), actor, userId, {
    fullName: profile.fullName,
    phone: profile.phone || null,
    location: profile.location || null,
    bio: profile.bio || null,
    birthDate: profile.birthDate || null,
    searchKey: searchKeyOfAll([profile.fullName, user.email]),
  })
  return accountFor(ctx.db, actor, userId)
}

export async function updateLanguage(ctx: AppContext, actor: Actor, userId: string, language: TLanguage): Promise<void> {
  await updateAccount(ctx.db, ctx.clock.now(), actor, userId, { language })
}

export async function updateEmailNotifications(ctx: AppContext, actor: Actor, userId: string, enabled: boolean): Promise<void> {
  await updateAccount(ctx.db, ctx.clock.now(), actor, userId, { enableEmailNotifications: enabled })
}

/**
 * A new avatar, stored as a square WebP (platform/adapters/images reads the type from the content). The
 * picture it replaces is deleted after the change commits (durable work), so its URL stops answering.
 */
export async function updateAvatar(ctx: AppContext, actor: Actor, userId: string, data: Buffer): Promise<string> {
  await accountFor(ctx.db, actor, userId)
  const webp = await toWebp(data, { width: AVATAR_SIZE, height: AVATAR_SIZE, fit: 'cover' })
  const url = await ctx.storage.put(`avatars/${userId}-${crypto.randomUUID().slice(0, 8)}.webp`, webp)
  await replaceAvatar(ctx.db, ctx.clock.now(), actor, userId, url)
  return url
}

export async function deleteAvatar(ctx: AppContext, actor: Actor, userId: string): Promise<void> {
  await replaceAvatar(ctx.db, ctx.clock.now(), actor, userId, null)
}

/** Sets the avatar and queues the old one's deletion, in one transaction (two saves at once delete each replaced one). */
async function replaceAvatar(db: Db, now: Date, actor: Actor, userId: string, avatar: string | null): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ avatar: users.avatar }).from(users).where(reachable(actor, userId)).for('update')
    await updateAccount(tx, now, actor, userId, { avatar })
    if (before?.avatar && before.avatar !== avatar) await enqueue(tx, job('pictures.remove', { urls: [before.avatar] }))
  })
}

export async function hasPassword(ctx: AppContext, actor: Actor, userId: string): Promise<boolean> {
  return Boolean((await accountFor(ctx.db, actor, userId)).passwordHash)
}

/**
 * The pre-check of one's own current password. Nobody, an admin included, may test a password
 * against another account: that would be a password oracle (DESIGN §4).
 */
export async function checkPassword(ctx: AppContext, actor: Actor, userId: string, password: string, ip: string): Promise<void> {
  if (actor.userId !== userId) throw forbidden()
  await enforceLimit(ctx.limiter, 'check-password', ip, ctx.config.rateLimits.checkPassword)
  const user = await accountFor(ctx.db, actor, userId)
  await assertOwnPassword(user.passwordHash, password)
}

/**
 * Rechecks one's own current password (a pre-check never replaces it); an admin sets another's
 * without it. Ends every other session of the account.
 */
export async function changePassword(ctx: AppContext, actor: SessionActor, userId: string, current: string, next: string, ip: string): Promise<void> {
  const user = await accountFor(ctx.db, actor, userId)
  const changingOwn = actor.userId === userId
  if (user.passwordHash && changingOwn) {
    await enforceLimit(ctx.limiter, 'check-password', ip, ctx.config.rateLimits.checkPassword)
    await assertOwnPassword(user.passwordHash, current)
  }
  await updateAccount(ctx.db, ctx.clock.now(), actor, userId, { passwordHash: await hash(next) })
  await deleteUserSessions(ctx.db, userId, changingOwn ? actor.sessionId : undefined)
}

export async function deleteTokens(ctx: AppContext, actor: Actor, userId: string): Promise<void> {
  const user = await accountFor(ctx.db, actor, userId)
  await ctx.db.delete(tokens).where(eq(tokens.userId, user._id))
}
