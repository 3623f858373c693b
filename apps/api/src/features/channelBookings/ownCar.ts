import { and, eq } from 'drizzle-orm'
import type { AppContext } from '../../appContext'
import { ownedBy } from '../../data/ownedCars'
import { cars, users } from '../../db/schema'
import type { Actor } from '../../domain/actor'
import { assertId, notFound } from '../../platform/http/errors'

/** A car the caller runs (a supplier its own, an admin any), of a supplier not suspended; else 404. */
export async function ownCar(ctx: AppContext, actor: Actor, carId: string) {
  assertId(carId, 'car')
  const [found] = await ctx.db
    .select({ car: cars })
    .from(cars)
    .innerJoin(users, and(eq(users._id, cars.supplierId), eq(users.blacklisted, false)))
    .where(and(eq(cars._id, carId), ownedBy(actor)))
  if (!found) throw notFound('car')
  return found.car
}
