import { eq } from 'drizzle-orm'
import { toLanguage } from '@wheelbase/core/languages'
import { keyTermsOf, type TKeyTerms, type TSupplierTerms } from '@wheelbase/core/supplierTerms'
import type { Db } from '../db/client'
import { type cars, users } from '../db/schema'

/** A supplier's terms as its account keeps them (core supplierTerms.ts), for a select. */
export const supplierTermsColumns = {
  version: users.termsVersion,
  language: users.language,
  depositMethod: users.depositMethod,
  depositReleaseDays: users.depositReleaseDays,
  excess: users.excess,
  licenceMinYears: users.licenceMinYears,
  permitOutsideEu: users.permitOutsideEu,
  crossBorder: users.crossBorder,
  crossBorderFee: users.crossBorderFee,
  ferry: users.ferry,
  ferryFee: users.ferryFee,
  freeCancelHours: users.freeCancelHours,
  cancelFeeKind: users.cancelFeeKind,
  cancelFeeValue: users.cancelFeeValue,
  lateGraceMinutes: users.lateGraceMinutes,
  conditions: users.conditions,
  depositPercent: users.depositPercent,
}

export type TStoredTerms = TSupplierTerms & { version: number; language: string }

/** One car's key terms: its supplier's, with the car's own deposit, excess, fuel and mileage. */
export function carKeyTerms(
  supplier: TStoredTerms,
  car: Pick<typeof cars.$inferSelect, 'deposit' | 'depositMethod' | 'excess' | 'fuelPolicy' | 'mileage'>,
): TKeyTerms {
  return keyTermsOf({ ...supplier, language: toLanguage(supplier.language) ?? 'en' }, car)
}

/** A supplier's terms (undefined: no such account). */
export async function termsOf(db: Pick<Db, 'select'>, supplierId: string): Promise<TStoredTerms | undefined> {
  const [row] = await db.select(supplierTermsColumns).from(users).where(eq(users._id, supplierId))
  return row
}
