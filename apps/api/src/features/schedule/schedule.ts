import { and, asc, eq, exists, isNull, sql } from 'drizzle-orm'
import type { TSchedule, TScheduleQuery } from '@wheelbase/core/schemas/consoleSchedule'
import type { Db } from '../../db/client'
import { carLocations, cars, locations } from '../../db/schema'
import { carClockSql } from '../../data/carHolds'
import { carPeriods } from '../../data/carPeriods'
import { fleetOwner } from '../../data/ownedCars'
import { locationName } from '../../data/locations'
import type { TLanguage } from '@wheelbase/core/languages'
import type { Actor } from '../../domain/actor'

const DAY_MS = 86_400_000

/**
 * A fleet's cars and what holds them over a window of days: the bookings in a status that holds
 * the car and the blocks. The window is padded by a day each side, as the car's calendar is: its
 * days are read on each place's clock, up to 14 hours off UTC. Four queries whatever the size of
 * the fleet, the last three at once (the bench: scripts/bench/scheduleBench.ts).
 */
export async function fleetSchedule(db: Db, actor: Actor, query: TScheduleQuery, language: TLanguage): Promise<TSchedule> {
  const supplier = await fleetOwner(db, actor, query.supplier)
  const placeRows = db
    .selectDistinct({ place: locations })
    .from(locations)
    .innerJoin(carLocations, eq(carLocations.locationId, locations._id))
    .innerJoin(cars, eq(cars._id, carLocations.carId))
    .where(and(eq(cars.supplierId, supplier._id), isNull(cars.deletedAt)))
  const placesOf = (rows: Awaited<typeof placeRows>) =>
    rows.map(({ place }) => ({ _id: place._id, name: locationName(place, language) })).sort((a, b) => a.name.localeCompare(b.name, language))
  const { days } = query
  const start = new Date(Date.parse(`${query.from}T00:00:00Z`) - DAY_MS)
  const end = new Date(start.getTime() + (days + 2) * DAY_MS)
  const fleetWhere = and(
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
  )
  const fleetRows = db
    .select({
      _id: cars._id,
      name: cars.name,
      category: cars.category,
      gearbox: cars.gearbox,
      available: cars.available,
      timeZone: sql<string>`${carClockSql(sql`${cars._id}`)}`,
    })
    .from(cars)
    .where(fleetWhere)
    .orderBy(asc(cars.name), asc(cars._id))
  // The cars by the same condition, not by their 300 ids as parameters: one plan, no long list to send
  // and parse. The filter's places, the fleet and what holds it at once, on three connections of the pool.
  const [allPlaces, fleet, held] = await Promise.all([
    placeRows,
    fleetRows,
    carPeriods(db, db.select({ _id: cars._id }).from(cars).where(fleetWhere), { start, end }, { holding: true }),
  ])
  const places = placesOf(allPlaces)
  return {
    from: query.from,
    days,
    supplier,
    places,
    cars: fleet,
    ...held,
  }
}
