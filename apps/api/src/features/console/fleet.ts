import { and, asc, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm'
import { holdsCar } from '@wheelbase/core/bookingRules'
import { BLOCKING_STATUSES } from '@wheelbase/core/bookingStatus'
import type { TFleetQuery, TFleetResult } from '@wheelbase/core/schemas/console'
import type { Db } from '../../db/client'
import { sqlList } from '../../data/availability'
import { containing } from '../../data/like'
import { bookings, cars, users } from '../../db/schema'
import { assertId, conflict, notFound } from '../../platform/http/errors'
import type { Actor } from '../../domain/actor'
import { countedPage, offsetOf } from '../../data/pages'
import { ownedBy } from '../../data/ownedCars'
import { staffTransaction } from '../../domain/audit'

const ORDER = {
  name: [asc(cars.name), asc(cars._id)],
  price: [asc(cars.dailyPrice), asc(cars._id)],
  newest: [desc(cars.createdAt), desc(cars._id)],
} as const

/** The fleet list: searched by name, sorted, filtered by availability (and by supplier for an admin), by pages. */
export async function listFleet(db: Db, actor: Actor, query: TFleetQuery): Promise<TFleetResult> {
  const where = and(
    ownedBy(actor),
    query.q ? ilike(cars.name, containing(query.q)) : undefined,
    query.available === 'all' ? undefined : eq(cars.available, query.available === 'yes'),
    query.supplier ? eq(cars.supplierId, query.supplier) : undefined,
  )
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        car: { _id: cars._id, name: cars.name, image: cars.image, dailyPrice: cars.dailyPrice, available: cars.available, updatedAt: cars.updatedAt },
        supplier: { _id: users._id, fullName: users.fullName },
        places: sql<number>`(SELECT count(*)::int FROM car_locations cl WHERE cl.car_id = ${cars._id})`,
        upcoming: sql<number>`(SELECT count(*)::int FROM bookings b WHERE b.car_id = ${cars._id} AND b.status IN (${sqlList(BLOCKING_STATUSES)}) AND b.to_ts > now())`,
      })
      .from(cars)
      .innerJoin(users, eq(users._id, cars.supplierId))
      .where(where)
      .orderBy(...ORDER[query.sort])
      .limit(query.size)
      .offset(offsetOf(query.page, query.size)),
    db.select({ total: count() }).from(cars).where(where),
  ])
  return countedPage(
    rows.map(({ car, supplier, places, upcoming }) => ({ ...car, updatedAt: car.updatedAt.toISOString(), supplier, places, upcoming })),
    counted?.total ?? 0,
    query.page,
    query.size,
  )
}

/**
 * Offers a car or takes it off search, recording who did it and when. Its bookings stay: a car
 * taken off keeps the periods it is booked for (the search already leaves it out).
 */
export async function setCarAvailability(db: Db, actor: Actor, id: string, available: boolean, now: Date): Promise<{ available: boolean }> {
  assertId(id, 'car')
  const changed = await staffTransaction(db, actor, (tx) =>
    tx
      .update(cars)
      .set({ available, updatedAt: now, updatedBy: actor.userId })
      .where(and(eq(cars._id, id), ownedBy(actor)))
      .returning({ available: cars.available }),
  )
  if (!changed.length) throw notFound('car')
  return { available }
}

/**
 * Deletes a car from the fleet. A car still booked (a blocking booking not over) is refused (409):
 * it can be made unavailable instead, which keeps those bookings. A car with past bookings only is
 * kept out of sight (deleted_at, and off search) so those bookings keep their car; a car never
 * booked goes for good, with its places.
 */
export async function deleteCar(db: Db, actor: Actor, id: string, now: Date): Promise<{ deleted: true }> {
  assertId(id, 'car')
  return staffTransaction(db, actor, async (tx) => {
    const [car] = await tx
      .select({ _id: cars._id })
      .from(cars)
      .where(and(eq(cars._id, id), ownedBy(actor)))
      .for('update')
    if (!car) throw notFound('car')
    const booked = await tx.select({ status: bookings.status, to: bookings.to }).from(bookings).where(eq(bookings.carId, id))
    if (booked.some((b) => holdsCar(b, now))) throw conflict('car_has_bookings', 'console.carHasBookings')
    if (booked.length)
      await tx.update(cars).set({ deletedAt: now, available: false, updatedAt: now, updatedBy: actor.userId }).where(eq(cars._id, id))
    else await tx.delete(cars).where(inArray(cars._id, [id]))
    return { deleted: true as const }
  })
}
