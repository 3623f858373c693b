import { and, asc, eq, exists, gt, inArray, isNull, lt, sql } from 'drizzle-orm'
import { BLOCKING_STATUSES, bookingReference } from '@wheelbase/core/bookingStatus'
import type { TSchedule, TScheduleQuery } from '@wheelbase/core/schemas/consoleSchedule'
import type { Db } from '../../db/client'
import { bookings, carBlocks, carLocations, cars, locations, users } from '../../db/schema'
import { carClockSql } from '../../data/carHolds'
import { driverAsBooked } from '../../data/bookingSummary'
import { fleetOwner } from '../../data/ownedCars'
import type { Actor } from '../../domain/actor'

const DAY_MS = 86_400_000

/**
 * A fleet's cars and what holds them over a window of days: the bookings in a status that holds
 * the car and the blocks. The window is padded by a day each side, as the car's calendar is: its
 * days are read on each place's clock, up to 14 hours off UTC. Three queries whatever the size of
 * the fleet (the bench: scripts/bench/scheduleBench.ts).
 */
export async function fleetSchedule(db: Db, actor: Actor, query: TScheduleQuery): Promise<TSchedule> {
  const supplier = await fleetOwner(db, actor, query.supplier)
  const { days } = query
  const start = new Date(Date.parse(`${query.from}T00:00:00Z`) - DAY_MS)
  const end = new Date(start.getTime() + (days + 2) * DAY_MS)
  const fleet = await db
    .select({
      _id: cars._id,
      name: cars.name,
      category: cars.category,
      gearbox: cars.gearbox,
      available: cars.available,
      timeZone: sql<string>`${carClockSql(sql`${cars._id}`)}`,
    })
    .from(cars)
    .where(
      and(
        eq(cars.supplierId, supplier._id),
        isNull(cars.deletedAt),
        query.category ? eq(cars.category, query.category) : undefined,
        query.gearbox ? eq(cars.gearbox, query.gearbox) : undefined,
        query.place
          ? exists(
              db
                .select({ one: sql`1` })
                .from(carLocations)
                .where(and(eq(carLocations.carId, cars._id), eq(carLocations.locationId, query.place))),
            )
          : undefined,
      ),
    )
    .orderBy(asc(cars.name), asc(cars._id))
  const carIds = fleet.map((car) => car._id)
  if (carIds.length === 0) return { from: query.from, days, supplier, cars: [], bookings: [], blocks: [] }
  const clockOf = new Map(fleet.map((car) => [car._id, car.timeZone]))
  const [booked, blocked] = await Promise.all([
    db
      .select({
        _id: bookings._id,
        carId: bookings.carId,
        status: bookings.status,
        from: bookings.from,
        to: bookings.to,
        account: { fullName: users.fullName },
        details: bookings.driverDetails,
        timeZone: locations.timeZone,
      })
      .from(bookings)
      .innerJoin(users, eq(users._id, bookings.driverId))
      .innerJoin(locations, eq(locations._id, bookings.pickupLocationId))
      .where(and(inArray(bookings.carId, carIds), inArray(bookings.status, [...BLOCKING_STATUSES]), lt(bookings.from, end), gt(bookings.to, start)))
      .orderBy(asc(bookings.from), asc(bookings._id)),
    db
      .select({ _id: carBlocks._id, carId: carBlocks.carId, from: carBlocks.from, to: carBlocks.to, reason: carBlocks.reason, note: carBlocks.note })
      .from(carBlocks)
      .where(and(inArray(carBlocks.carId, carIds), lt(carBlocks.from, end), gt(carBlocks.to, start)))
      .orderBy(asc(carBlocks.from), asc(carBlocks._id)),
  ])
  return {
    from: query.from,
    days,
    supplier,
    cars: fleet,
    bookings: booked.map(({ account, details, ...b }) => ({
      ...b,
      reference: bookingReference(b._id),
      driver: driverAsBooked(account, details).fullName,
      from: b.from.toISOString(),
      to: b.to.toISOString(),
    })),
    blocks: blocked.map((k) => ({ ...k, timeZone: clockOf.get(k.carId) ?? 'UTC', from: k.from.toISOString(), to: k.to.toISOString() })),
  }
}
