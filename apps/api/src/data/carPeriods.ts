import { and, asc, gt, inArray, lt, eq, type SQL, type SQLWrapper } from 'drizzle-orm'
import { BLOCKING_STATUSES, bookingReference } from '@wheelbase/core/bookingStatus'
import type { TBlock } from '@wheelbase/core/schemas/consoleBlocks'
import type { TScheduleBooking } from '@wheelbase/core/schemas/consoleSchedule'
import type { Db } from '../db/client'
import { bookings, carBlocks, locations, users } from '../db/schema'
import { driverAsBooked } from './bookingSummary'

/**
 * The bookings and blocks of some cars that touch a period, as the console's calendar and schedule
 * draw them: each booking with its reference, its driver as booked (a booking from another channel
 * has its account the supplier's and its driver in its details) and its pick-up place's clock;
 * each block with its car's clock. `carIds`: the ids, or a query of them. `holding`: only the
 * bookings that hold their car.
 */
export async function carPeriods(
  db: Db,
  carIds: string[] | SQL | SQLWrapper,
  period: { start: Date; end: Date },
  options: { holding: boolean; clockOf: (carId: string) => string },
): Promise<{ bookings: TScheduleBooking[]; blocks: TBlock[] }> {
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
      .where(
        and(
          inArray(bookings.carId, carIds),
          options.holding ? inArray(bookings.status, [...BLOCKING_STATUSES]) : undefined,
          lt(bookings.from, period.end),
          gt(bookings.to, period.start),
        ),
      )
      .orderBy(asc(bookings.from), asc(bookings._id)),
    db
      .select({ _id: carBlocks._id, carId: carBlocks.carId, from: carBlocks.from, to: carBlocks.to, reason: carBlocks.reason, note: carBlocks.note })
      .from(carBlocks)
      .where(and(inArray(carBlocks.carId, carIds), lt(carBlocks.from, period.end), gt(carBlocks.to, period.start)))
      .orderBy(asc(carBlocks.from), asc(carBlocks._id)),
  ])
  return {
    bookings: booked.map(({ account, details, ...b }) => ({
      ...b,
      reference: bookingReference(b._id),
      driver: driverAsBooked(account, details).fullName,
      from: b.from.toISOString(),
      to: b.to.toISOString(),
    })),
    blocks: blocked.map((k) => ({ ...k, timeZone: options.clockOf(k.carId), from: k.from.toISOString(), to: k.to.toISOString() })),
  }
}
