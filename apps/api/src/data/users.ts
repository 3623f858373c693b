import { verify } from '@node-rs/argon2'
import { eq, sql } from 'drizzle-orm'
import type { TLanguage } from '@wheelbase/core/languages'
import type { TUser } from '@wheelbase/core/schemas/auth'
import type { Db } from '../db/client'
import { users } from '../db/schema'
import { DomainError } from '../domain/errors'

export type UserRow = typeof users.$inferSelect

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1)
  return row
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users._id, id)).limit(1)
  return row
}

/** The user as the browser may see it: never the password hash or the suspension internals. */
export function publicUser(row: UserRow): TUser {
  return {
    _id: row._id,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    location: row.location,
    bio: row.bio,
    birthDate: row.birthDate,
    type: row.type,
    avatar: row.avatar,
    verified: row.verified,
    language: row.language as TLanguage,
    enableEmailNotifications: row.enableEmailNotifications,
  }
}

/** The holder proves it with the account's current password: refused (400 `wrong_password`) when it has none or another is given. */
export async function assertOwnPassword(passwordHash: string | null, password: string | undefined): Promise<void> {
  if (!passwordHash || !password || !(await verify(passwordHash, password).catch(() => false)))
    throw new DomainError('invalid', 'wrong_password', 'validation.wrongPassword')
}
