import { and, eq, sql } from 'drizzle-orm'
import type { TCalendar } from '@wheelbase/core/schemas/consoleCars'
import type { Db } from '../../db/client'
import { cars } from '../../db/schema'
import { carClockSql } from '../../data/carHolds'
import { carPeriods } from '../../data/carPeriods'
import { assertId, notFound } from '../../platform/http/errors'
import type { Actor } from '../../domain/actor'
import { ownedBy } from '../../data/ownedCars'

/**
 * A car's bookings that touch a month, every status (the calendar colours them), and its blocks
 * (data/carPeriods.ts), its blocks on the car's own clock (data/carHolds.ts carClockSql). The month
 * is padded by a day on each side: a booking's days are read on the pick-up place's clock, which
 * may be up to 14 hours off UTC.
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
  const held = await carPeriods(db, [id], { start, end }, { holding: false })
  return {
    month,
    car,
    bookings: held.bookings.map(({ carId: _car, ...booking }) => booking),
    blocks: held.blocks,
  }
}
