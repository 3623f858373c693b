import { hash, verify } from '@node-rs/argon2'
import { eq } from 'drizzle-orm'
import { searchKeyOfAll } from '@wheelbase/core/searchKey'
import type { TLanguage } from '@wheelbase/core/languages'
import { tokens, users } from '../../db/schema'
import type { AppContext } from '../../platform/context'
import { badRequest, forbidden, notFound } from '../../platform/errors'
import { toWebp } from '../../platform/images'
import { enforceLimit } from '../../platform/rateLimiter'
import { deleteUserSessions, type Actor } from '../../platform/sessions'
import { findUserById, type UserRow } from '../auth/users'

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024
const AVATAR_SIZE = 256

async function existing(ctx: AppContext, userId: string): Promise<UserRow> {
  const user = await findUserById(ctx.db, userId)
  if (!user) throw notFound('user')
  return user
}

export async function getUser(ctx: AppContext, userId: string): Promise<UserRow> {
  return existing(ctx, userId)
}

export async function updateProfile(
  ctx: AppContext,
  userId: string,
  profile: { fullName: string; phone: string; location: string; bio: string; birthDate: string },
): Promise<UserRow> {
  const user = await existing(ctx, userId)
  await ctx.db
    .update(users)
    .set({
      fullName: profile.fullName,
      phone: profile.phone || null,
      location: profile.location || null,
      bio: profile.bio || null,
      birthDate: profile.birthDate || null,
      searchKey: searchKeyOfAll([profile.fullName, user.email]),
      updatedAt: new Date(),
    })
    .where(eq(users._id, userId))
  return existing(ctx, userId)
}

export async function updateLanguage(ctx: AppContext, userId: string, language: TLanguage): Promise<void> {
  await existing(ctx, userId)
  await ctx.db.update(users).set({ language, updatedAt: new Date() }).where(eq(users._id, userId))
}

export async function updateEmailNotifications(ctx: AppContext, userId: string, enabled: boolean): Promise<void> {
  await existing(ctx, userId)
  await ctx.db.update(users).set({ enableEmailNotifications: enabled, updatedAt: new Date() }).where(eq(users._id, userId))
}

/**
 * A new avatar, stored as a square WebP (platform/images reads the type from the content). The
 * picture it replaces is deleted, so its URL stops answering.
 */
export async function updateAvatar(ctx: AppContext, userId: string, data: Buffer): Promise<string> {
  enforceLimit(ctx.limiter, 'upload', userId, ctx.config.rateLimits.upload)
  const user = await existing(ctx, userId)
  const webp = await toWebp(data, { width: AVATAR_SIZE, height: AVATAR_SIZE, fit: 'cover' })
  const url = await ctx.storage.put(`avatars/${userId}-${crypto.randomUUID().slice(0, 8)}.webp`, webp)
  await ctx.db.update(users).set({ avatar: url, updatedAt: new Date() }).where(eq(users._id, userId))
  if (user.avatar) await ctx.storage.removeUrl(user.avatar)
  return url
}

export async function deleteAvatar(ctx: AppContext, userId: string): Promise<void> {
  const user = await existing(ctx, userId)
  await ctx.db.update(users).set({ avatar: null, updatedAt: new Date() }).where(eq(users._id, userId))
  if (user.avatar) await ctx.storage.removeUrl(user.avatar)
}

export async function hasPassword(ctx: AppContext, userId: string): Promise<boolean> {
  return Boolean((await existing(ctx, userId)).passwordHash)
}

/**
 * The pre-check of one's own current password. Nobody, an admin included, may test a password
 * against another account: that would be a password oracle (DESIGN §4).
 */
export async function checkPassword(ctx: AppContext, actor: Actor, userId: string, password: string, ip: string): Promise<void> {
  if (actor.userId !== userId) throw forbidden()
  enforceLimit(ctx.limiter, 'check-password', ip, ctx.config.rateLimits.checkPassword)
  const user = await existing(ctx, userId)
  if (!user.passwordHash || !(await verify(user.passwordHash, password).catch(() => false)))
    throw badRequest('wrong_password', 'validation.wrongPassword')
}

/** Rechecks the current password (a pre-check never replaces it), then ends every other session. */
export async function changePassword(ctx: AppContext, actor: Actor, userId: string, current: string, next: string, ip: string): Promise<void> {
  const user = await existing(ctx, userId)
  const changingOwn = actor.userId === userId
  if (user.passwordHash && changingOwn) {
    enforceLimit(ctx.limiter, 'check-password', ip, ctx.config.rateLimits.checkPassword)
    if (!(await verify(user.passwordHash, current).catch(() => false))) throw badRequest('wrong_password', 'validation.wrongPassword')
  }
  await ctx.db
    .update(users)
    .set({ passwordHash: await hash(next), updatedAt: new Date() })
    .where(eq(users._id, userId))
  await deleteUserSessions(ctx.db, userId, changingOwn ? actor.sessionId : undefined)
}

export async function deleteTokens(ctx: AppContext, userId: string): Promise<void> {
  await ctx.db.delete(tokens).where(eq(tokens.userId, userId))
}
