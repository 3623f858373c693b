import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { cars, users } from '../../../db/schema'
import { carKeyTerms, supplierTermsColumns } from '../../../data/supplierTerms'
import { conflict, notFound } from '../../../platform/http/errors'

/**
 * The car to book with what its supplier allows, and its key terms as the booking keeps them; a
 * deleted car or a suspended supplier's is not found. A driver who read another version of the
 * terms than the supplier's now is asked to read them again (409 terms_changed).
 */
export async function loadCar(db: Db, carId: string, termsVersion?: number) {
  const [found] = await db
    .select({ car: cars, supplier: { _id: users._id, blacklisted: users.blacklisted, payLater: users.payLater }, terms: supplierTermsColumns })
    .from(cars)
    .innerJoin(users, eq(users._id, cars.supplierId))
    .where(and(eq(cars._id, carId), isNull(cars.deletedAt)))
  if (!found || found.supplier.blacklisted) throw notFound('car')
  if (termsVersion !== undefined && termsVersion !== found.terms.version) throw conflict('terms_changed', 'checkout.termsChanged')
  return { car: found.car, supplier: found.supplier, keyTerms: carKeyTerms(found.terms, found.car) }
}

export type TCheckoutCar = Awaited<ReturnType<typeof loadCar>>
