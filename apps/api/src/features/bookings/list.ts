import { and, count, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { TLanguage } from '@wheelbase/core/languages'
import type { TBookingsQuery, TBookingsResult } from '@wheelbase/core/schemas/bookings'
import type { Db } from '../../db/client'
import { bookings, cars, locations, users } from '../../db/schema'
import type { Actor } from '../../platform/sessions'
import { presentRow } from './present'
import { visibleTo } from './scope'

const dropoffs = alias(locations, 'dropoff')
const drivers = alias(users, 'driver')
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/** The keyword: a reference (WB-1A2B3C4D or its digits), the car's name, and for staff the driver's name or email. */
function keyword(actor: Actor, q: string): SQL | undefined {
  const pattern = `%${escapeLike(q)}%`
  const reference = /^(wb-?)?([0-9a-f]{4,8})$/i.exec(q)?.[2]
  const conditions = [ilike(cars.name, pattern)]
  if (reference) conditions.push(ilike(sql`replace(${bookings._id}::text, '-', '')`, `${reference.toLowerCase()}%`))
  if (actor.type !== 'user') conditions.push(ilike(drivers.fullName, pattern), ilike(drivers.email, pattern))
  return or(...conditions)
}

/** Newest first; the filters of /bookings; within what the caller may see, in the caller's language. */
export async function listBookings(db: Db, actor: Actor, query: TBookingsQuery, language: TLanguage): Promise<TBookingsResult> {
  const where = and(
    visibleTo(actor),
    query.status?.length ? inArray(bookings.status, query.status) : undefined,
    query.supplier ? eq(bookings.supplierId, query.supplier) : undefined,
    // Pick-up dates as the pick-up place's calendar reads them.
    query.from ? gte(sql`(${bookings.from} AT TIME ZONE ${locations.timeZone})::date`, query.from) : undefined,
    query.to ? lte(sql`(${bookings.from} AT TIME ZONE ${locations.timeZone})::date`, query.to) : undefined,
    query.q ? keyword(actor, query.q) : undefined,
  )
  const base = db
    .select({
      booking: bookings,
      car: { _id: cars._id, name: cars.name, image: cars.image },
      supplier: { _id: users._id, fullName: users.fullName, avatar: users.avatar },
      driver: { fullName: drivers.fullName },
      pickup: locations,
      dropoff: dropoffs,
    })
    .from(bookings)
    .innerJoin(cars, eq(cars._id, bookings.carId))
    .innerJoin(users, eq(users._id, bookings.supplierId))
    .innerJoin(drivers, eq(drivers._id, bookings.driverId))
    .innerJoin(locations, eq(locations._id, bookings.pickupLocationId))
    .innerJoin(dropoffs, eq(dropoffs._id, bookings.dropoffLocationId))
    .where(where)
  const [rows, [counted]] = await Promise.all([
    base
      .orderBy(desc(bookings.createdAt), desc(bookings._id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db
      .select({ total: count() })
      .from(bookings)
      .innerJoin(cars, eq(cars._id, bookings.carId))
      .innerJoin(drivers, eq(drivers._id, bookings.driverId))
      .innerJoin(locations, eq(locations._id, bookings.pickupLocationId))
      .where(where),
  ])
  const total = counted?.total ?? 0
  return {
    items: rows.map((row) => presentRow(row, language)),
    total,
    page: query.page,
    pageSize: query.size,
    nextPage: query.page * query.size < total ? query.page + 1 : null,
  }
}
