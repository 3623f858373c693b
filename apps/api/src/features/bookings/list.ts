import { and, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { TLanguage } from '@wheelbase/core/languages'
import type { TBookingsQuery, TBookingsResult } from '@wheelbase/core/schemas/bookings'
import { searchKey } from '@wheelbase/core/searchKey'
import { containing } from '../../data/like'
import type { Db } from '../../db/client'
import { bookings, cars, locations, users } from '../../db/schema'
import type { Actor } from '../../domain/actor'
import { presentRow } from './present'
import { visibleTo } from './scope'

/** Beyond this many matches the list says "more than 1,000": counting a big supplier's every booking on each visit is the list's main cost. */
export const COUNT_CAP = 1000

const dropoffs = alias(locations, 'dropoff')
const drivers = alias(users, 'driver')
const p = (name: string) => sql.placeholder(name)

/** Which filters a call uses: each combination is one prepared statement, its values parameters. */
type TShape = { scope: Actor['type']; status: boolean; supplier: boolean; from: boolean; to: boolean; q: boolean; reference: boolean }

/** Pick-up dates as the pick-up place's calendar reads them. */
const pickupDay = sql`(${bookings.from} AT TIME ZONE ${locations.timeZone})::date`

/**
 * The conditions of a shape, every value a placeholder: the caller's scope (a driver's own, a
 * supplier's cars', all for an admin), then the filters. The keyword matches the car's name, a
 * reference, and for staff the driver's name or email (accents and case ignored, as the profile's
 * search key holds them); matching cars and drivers are looked up first, so the bookings are
 * reached by their own indexes.
 */
function conditions(shape: TShape): SQL | undefined {
  const keyword = [
    inArray(bookings.carId, sql`(SELECT ${cars._id} FROM ${cars} WHERE ${cars.name} ILIKE ${p('pattern')})`),
    shape.reference ? sql`replace(${bookings._id}::text, '-', '') LIKE ${p('reference')}` : undefined,
    shape.scope !== 'user'
      ? inArray(bookings.driverId, sql`(SELECT ${users._id} FROM ${users} WHERE ${users.searchKey} LIKE ${p('key')})`)
      : undefined,
  ]
  return and(
    visibleTo({ type: shape.scope, userId: p('actor') }),
    shape.status ? sql`${bookings.status} = ANY(string_to_array(${p('status')}, ',')::booking_status[])` : undefined,
    shape.supplier ? eq(bookings.supplierId, p('supplier')) : undefined,
    shape.from ? gte(pickupDay, sql`${p('from')}::date`) : undefined,
    shape.to ? lte(pickupDay, sql`${p('to')}::date`) : undefined,
    shape.q ? or(...keyword) : undefined,
  )
}

/** The page (one row more than asked: whether a next page exists) with what a row shows, and the count capped at COUNT_CAP. */
function statements(db: Db, shape: TShape, key: string) {
  const where = conditions(shape)
  const page = db
    .select({
      booking: bookings,
      car: { _id: cars._id, name: cars.name, image: cars.image },
      supplier: { _id: users._id, fullName: users.fullName, avatar: users.avatar },
      // The account that booked: presentRow shows the driver as booked over it (data/bookingSummary driverAsBooked).
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
    .orderBy(desc(bookings.createdAt), desc(bookings._id))
    .limit(p('limit'))
    .offset(p('offset'))
    .prepare(`bookings_page_${key}`)
  const matching = (
    shape.from || shape.to
      ? db
          .select({ one: sql`1` })
          .from(bookings)
          .innerJoin(locations, eq(locations._id, bookings.pickupLocationId))
      : db.select({ one: sql`1` }).from(bookings)
  )
    .where(where)
    .limit(COUNT_CAP + 1)
    .as('matching')
  const count = db
    .select({ total: sql<number>`count(*)::int` })
    .from(matching)
    .prepare(`bookings_count_${key}`)
  return { page, count }
}

// Prepared once per database and shape: the query is built once, and PostgreSQL plans it once per connection.
const prepared = new WeakMap<Db, Map<string, ReturnType<typeof statements>>>()

function statementsFor(db: Db, shape: TShape) {
  const key = [shape.scope, ...(['status', 'supplier', 'from', 'to', 'q', 'reference'] as const).map((k) => (shape[k] ? 1 : 0))].join('')
  const cache = prepared.get(db) ?? new Map<string, ReturnType<typeof statements>>()
  prepared.set(db, cache)
  const found = cache.get(key) ?? statements(db, shape, key)
  cache.set(key, found)
  return found
}

/**
 * Newest first; the filters of /bookings; within what the caller may see, in the caller's
 * language. The count is made for the first page only (the one the list shows it from) and stops
 * at COUNT_CAP.
 */
export async function listBookings(db: Db, actor: Actor, query: TBookingsQuery, language: TLanguage): Promise<TBookingsResult> {
  const q = query.q ?? ''
  const reference = /^(wb-?)?([0-9a-f]{4,8})$/i.exec(q)?.[2]
  const key = searchKey(q).trim()
  const shape: TShape = {
    scope: actor.type,
    status: Boolean(query.status?.length),
    supplier: Boolean(query.supplier),
    from: Boolean(query.from),
    to: Boolean(query.to),
    q: Boolean(q),
    reference: Boolean(q && reference),
  }
  const values = {
    actor: actor.userId,
    status: query.status?.join(',') ?? '',
    supplier: query.supplier ?? '',
    from: query.from ?? '',
    to: query.to ?? '',
    pattern: containing(q),
    reference: `${reference?.toLowerCase() ?? ''}%`,
    // Nothing but punctuation searches nobody.
    key: key ? containing(key) : '',
    limit: query.size + 1,
    offset: (query.page - 1) * query.size,
  }
  const { page, count } = statementsFor(db, shape)
  const [rows, counted] = await Promise.all([page.execute(values), query.page === 1 ? count.execute(values) : null])
  const found = counted?.[0]?.total ?? null
  return {
    items: rows.slice(0, query.size).map((row) => presentRow(row, language)),
    total: found === null ? null : Math.min(found, COUNT_CAP),
    totalCapped: found !== null && found > COUNT_CAP,
    page: query.page,
    pageSize: query.size,
    nextPage: rows.length > query.size ? query.page + 1 : null,
  }
}
