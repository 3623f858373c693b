import { and, eq, gt, lt, sql } from 'drizzle-orm'
import { bookingReference } from '@wheelbase/core/bookingStatus'
import type { TCalendar } from '@wheelbase/core/schemas/consoleCars'
import type { Db } from '../../db/client'
import { bookings, carBlocks, cars, locations, users } from '../../db/schema'
import { carClockSql } from '../../data/carHolds'
import { driverAsBooked } from '../../data/bookingSummary'
import { assertId, notFound } from '../../platform/http/errors'
import type { Actor } from '../../domain/actor'
import { ownedBy } from '../../data/ownedCars'

/**
 * A car's bookings that touch a month, every status (the calendar colours them), with each pick-up
 * place's time zone, and its blocks, with the car's own clock (data/carHolds.ts carClockSql). The month is padded by a day on each side: a booking's days are read on the
 * pick-up place's clock, which may be up to 14 hours off UTC.
 */
export async function carCalendar(db: Db, actor: Actor, id: string, month: string): Promise<TCalendar> {
  assertId(id, 'car')
  const [car] = await db
    .select({ _id: cars._id, name: cars.name, available: cars.available, timeZone: sql<string>`${carClockSql(sql`${cars._id}`)}` })
    .from(cars)
    .where(and(eq(cars._id, id), ownedBy(actor)))
  if (!car) throw notFound('car')
  const [year = 0, monthNumber = 1] = month.split('-').map(Number)
  const start = new Date(Date.UTC(year, monthNumber - 1, 1) - 86_400_000)
  const end = new Date(Date.UTC(year, monthNumber, 1) + 86_400_000)
  const rows = await db
    .select({
      _id: bookings._id,
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
    .where(and(eq(bookings.carId, id), lt(bookings.from, end), gt(bookings.to, start)))
    .orderBy(bookings.from, bookings._id)
  const blocks = await db
    .select({ _id: carBlocks._id, carId: carBlocks.carId, from: carBlocks.from, to: carBlocks.to, reason: carBlocks.reason, note: carBlocks.note })
    .from(carBlocks)
    .where(and(eq(carBlocks.carId, id), lt(carBlocks.from, end), gt(carBlocks.to, start)))
    .orderBy(carBlocks.from)
  return {
    month,
    car,
    // The driver as booked: a booking from another channel has its account the supplier's and its driver in its details.
    bookings: rows.map(({ account, details, ...b }) => ({
      ...b,
      driver: driverAsBooked(account, details).fullName,
      reference: bookingReference(b._id),
      from: b.from.toISOString(),
      to: b.to.toISOString(),
    })),
    blocks: blocks.map((k) => ({ ...k, timeZone: car.timeZone, from: k.from.toISOString(), to: k.to.toISOString() })),
  }
}
