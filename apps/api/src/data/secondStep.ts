import { createHash } from 'node:crypto'
import { and, count, eq, isNull } from 'drizzle-orm'
import type { TSecondStepMethod } from '@wheelbase/core/schemas/signInMethods'
import type { Db } from '../db/client'
import { passkeys, recoveryCodes, signInPolicy, totpFactors } from '../db/schema'
import type { UserRow } from './users'

/**
 * Who confirms a sign-in with a second step (record 0138): every admin; a supplier that turned it
 * on, or every supplier once an admin requires it. Drivers sign in with one step (a passkey is
 * itself two: the device and its lock).
 */
export type TSecondStepRule = { applies: boolean; required: boolean; on: boolean }

export async function suppliersMustConfirm(db: Pick<Db, 'select'>): Promise<boolean> {
  const [row] = await db.select({ on: signInPolicy.suppliersSecondStep }).from(signInPolicy).limit(1)
  return row?.on ?? false
}

export async function secondStepRule(db: Pick<Db, 'select'>, user: Pick<UserRow, 'type' | 'secondStepOn'>): Promise<TSecondStepRule> {
  if (user.type === 'admin') return { applies: true, required: true, on: true }
  if (user.type !== 'supplier') return { applies: false, required: false, on: false }
  const byPolicy = await suppliersMustConfirm(db)
  return { applies: true, required: byPolicy, on: byPolicy || user.secondStepOn }
}

/** The second steps an account holds: a confirmed authenticator app, its passkeys, its unused recovery codes. */
export async function secondStepsHeld(db: Pick<Db, 'select'>, userId: string) {
  const [totp] = await db.select({ sealed: totpFactors.sealed }).from(totpFactors).where(eq(totpFactors.userId, userId))
  const [keys] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId))
  const [codes] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)))
  return { totp: Boolean(totp?.sealed), passkeys: keys?.n ?? 0, recoveryCodesLeft: codes?.n ?? 0 }
}

/** The ways a second step can be given now; recovery codes only beside an app or a passkey. */
export function methodsOf(held: Awaited<ReturnType<typeof secondStepsHeld>>): TSecondStepMethod[] {
  const methods: TSecondStepMethod[] = []
  if (held.totp) methods.push('totp')
  if (held.passkeys > 0) methods.push('passkey')
  if (methods.length > 0 && held.recoveryCodesLeft > 0) methods.push('recovery')
  return methods
}

/** Recovery codes are kept and found by the SHA-256 of their letters and digits (case and dashes aside). */
export const recoveryCodeHash = (code: string) =>
  createHash('sha256')
    .update(code.toUpperCase().replace(/[^A-Z0-9]/g, ''))
    .digest('hex')
