import type { Db } from '../db/client'
import { voidExpiredHolds } from './lifecycle'

/**
 * Every unpaid online hold past its deadline turns void (DESIGN §3), batch after batch. Search and
 * checkout already ignore expired holds: this tidies the record and frees the exclusion constraint.
 */
export async function expireHolds(db: Db, now: Date): Promise<number> {
  let voided = 0
  for (;;) {
    const batch = await voidExpiredHolds(db, now)
    voided += batch
    if (batch < 500) break
  }
  return voided
}
