import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { cars, users } from '../../../db/schema'
import { notFound } from '../../../platform/http/errors'

/** The car to book with what its supplier allows; a deleted car or a suspended supplier's is not found. */
export async function loadCar(db: Db, carId: string) {
  const [found] = await db
    .select({ car: cars, supplier: { _id: users._id, blacklisted: users.blacklisted, payLater: users.payLater } })
    .from(cars)
    .innerJoin(users, eq(users._id, cars.supplierId))
    .where(and(eq(cars._id, carId), isNull(cars.deletedAt)))
  if (!found || found.supplier.blacklisted) throw notFound('car')
  return found
}

export type TCheckoutCar = Awaited<ReturnType<typeof loadCar>>
