import { hash, verify } from '@node-rs/argon2'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { searchKeyOfAll } from '@wheelbase/core/searchKey'
import type { TLanguage } from '@wheelbase/core/languages'
import { tokens, users } from '../../db/schema'
import type { AppContext } from '../../platform/context'
import { AppError, badRequest, notFound } from '../../platform/errors'
import { enforceLimit } from '../../platform/rateLimiter'
import { deleteUserSessions, type Actor } from '../../platform/sessions'
import { findUserById, type UserRow } from '../auth/users'

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024
const AVATAR_SIZE = 256
const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff'])

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
 * A new avatar: the type is read from the file's content (not its name or the browser's
 * claim), anything that is not an image is refused, and the picture is stored as a square WebP.
 */
export async function updateAvatar(ctx: AppContext, userId: string, data: Buffer): Promise<string> {
  await existing(ctx, userId)
  let format: string | undefined
  try {
    format = (await sharp(data).metadata()).format
  } catch {
    format = undefined
  }
  if (!format || !IMAGE_FORMATS.has(format)) throw new AppError(415, 'unsupported_image', 'validation.imageType')
  const webp = await sharp(data, { animated: false }).rotate().resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' }).webp({ quality: 82 }).toBuffer()
  const url = await ctx.storage.put(`avatars/${userId}-${crypto.randomUUID().slice(0, 8)}.webp`, webp)
  await ctx.db.update(users).set({ avatar: url, updatedAt: new Date() }).where(eq(users._id, userId))
  return url
}

export async function deleteAvatar(ctx: AppContext, userId: string): Promise<void> {
  await existing(ctx, userId)
  await ctx.db.update(users).set({ avatar: null, updatedAt: new Date() }).where(eq(users._id, userId))
}

export async function hasPassword(ctx: AppContext, userId: string): Promise<boolean> {
  return Boolean((await existing(ctx, userId)).passwordHash)
}

export async function checkPassword(ctx: AppContext, userId: string, password: string, ip: string): Promise<void> {
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
