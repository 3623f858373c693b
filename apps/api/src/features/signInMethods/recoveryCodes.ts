import { randomBytes } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import { RECOVERY_CODE_COUNT } from '@wheelbase/core/schemas/signInMethods'
import type { Db } from '../../db/client'
import { recoveryCodes } from '../../db/schema'
import { recoveryCodeHash } from '../../data/secondStep'

/**
 * Ten single-use recovery codes: 80 random bits each, written as four groups of four letters and
 * digits (no 0/O or 1/I to misread). So much chance makes a fast hash enough: only their SHA-256 is
 * kept, and a code is found by it.
 */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

const newCode = () =>
  [...randomBytes(16)]
    .map((b) => ALPHABET[b % 32])
    .join('')
    .replace(/(.{4})(?!$)/g, '$1-')

type Tx = Pick<Db, 'insert' | 'delete'>

/** A new set, replacing the old: the codes to show once. */
export async function newRecoveryCodes(tx: Tx, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode)
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId))
  await tx.insert(recoveryCodes).values(codes.map((code) => ({ _id: crypto.randomUUID(), userId, codeHash: recoveryCodeHash(code) })))
  return codes
}

/** Spends one code of this account: false when it is not one, or was used. */
export async function spendRecoveryCode(db: Db, userId: string, code: string, now: Date): Promise<boolean> {
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, recoveryCodeHash(code)), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes._id })
  return used.length === 1
}
