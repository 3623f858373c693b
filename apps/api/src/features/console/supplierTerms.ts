import { sql } from 'drizzle-orm'
import type { TSupplierTerms } from '@wheelbase/core/supplierTerms'
import type { TSupplierTermsResult } from '@wheelbase/core/schemas/consoleTerms'
import { toLanguage } from '@wheelbase/core/languages'
import type { Db } from '../../db/client'
import { users } from '../../db/schema'
import { termsOf, type TStoredTerms } from '../../data/supplierTerms'
import type { Actor } from '../../domain/actor'
import { notFound } from '../../platform/http/errors'
import { assertManaged, setManaged } from './suppliers'

/** A supplier's terms (record 0129): its own for a supplier (another's is 404), any supplier's for an admin. */
export async function getSupplierTerms(db: Db, actor: Actor, id: string): Promise<TSupplierTermsResult> {
  await assertManaged(db, actor, id)
  return present(await termsOf(db, id))
}

/**
 * Replaces a supplier's terms as a whole, one version more, in one statement (two saves each get
 * their own version). Bookings made keep the terms their driver read (bookings.terms); a checkout
 * sent with the version before is asked to read them again.
 */
export async function updateSupplierTerms(db: Db, actor: Actor, id: string, body: TSupplierTerms, now: Date): Promise<TSupplierTermsResult> {
  await setManaged(db, actor, id, { ...body, termsVersion: sql`${users.termsVersion} + 1` }, now)
  return present(await termsOf(db, id))
}

function present(terms: TStoredTerms | undefined): TSupplierTermsResult {
  if (!terms) throw notFound('supplier')
  const { language, ...rest } = terms
  return { ...rest, supplierLanguage: toLanguage(language) ?? 'en' }
}
