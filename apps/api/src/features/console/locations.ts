import { asc, count, desc, eq, ilike, sql } from 'drizzle-orm'
import { LANGUAGES } from '@wheelbase/core/languages'
import type { TConsoleLocation } from '@wheelbase/core/schemas/consoleAdmin'
import type { ZLocationBody, ZLocationsAdminQuery } from '@wheelbase/core/schemas/consoleAdmin'
import { searchKey, searchKeyOfAll } from '@wheelbase/core/searchKey'
import type { z } from 'zod'
import type { Db } from '../../db/client'
import { locations } from '../../db/schema'
import { containing } from '../../data/like'
import { forgetKeptLocations } from '../../data/locations'
import { countedPage, offsetOf } from '../../data/pages'
import type { AppContext } from '../../appContext'
import { assertId, conflict, notFound } from '../../platform/http/errors'
import { assertAdmin, type Actor } from '../../domain/actor'
import { storeImagePair } from './carImage'
import { dropImagePair } from './uploadOwners'
import { claimOwnUpload } from './uploadOwners'
import { staffTransaction } from '../../domain/audit'

type Body = z.output<typeof ZLocationBody>
type Row = typeof locations.$inferSelect

// Written out: drizzle leaves the outer column unqualified in a one-table select, where "_id" would mean the subquery's own.
const carsThere = sql<number>`(SELECT count(*)::int FROM car_locations cl JOIN cars c ON c._id = cl.car_id WHERE cl.location_id = "locations"."_id" AND c.deleted_at IS NULL)`
const bookingsThere = sql<number>`(SELECT count(*)::int FROM bookings b WHERE b.pickup_location_id = "locations"."_id" OR b.dropoff_location_id = "locations"."_id")`

const present = (row: Row, cars: number, bookings: number): TConsoleLocation => ({
  _id: row._id,
  kind: row.kind,
  names: { en: row.nameEn, fr: row.nameFr, el: row.nameEl, he: row.nameHe, zh: row.nameZh },
  latitude: row.latitude,
  longitude: row.longitude,
  timeZone: row.timeZone,
  image: row.image,
  address: row.address,
  cars,
  bookings,
  updatedAt: row.updatedAt.toISOString(),
})

const ORDER = { name: [asc(locations.nameEn), asc(locations._id)], newest: [desc(locations.createdAt), desc(locations._id)] } as const

/** Every location with its five names, searched in any of them (accents and case aside), by pages. */
export async function listConsoleLocations(db: Db, actor: Actor, query: z.output<typeof ZLocationsAdminQuery>) {
  assertAdmin(actor)
  const needle = query.q ? searchKey(query.q) : ''
  const where = needle ? ilike(locations.searchKey, containing(needle)) : undefined
  const [rows, [counted]] = await Promise.all([
    db
      .select({ row: locations, cars: carsThere, bookings: bookingsThere })
      .from(locations)
      .where(where)
      .orderBy(...ORDER[query.sort])
      .limit(query.size)
      .offset(offsetOf(query.page, query.size)),
    db.select({ total: count() }).from(locations).where(where),
  ])
  return countedPage(
    rows.map((r) => present(r.row, r.cars, r.bookings)),
    counted?.total ?? 0,
    query.page,
    query.size,
  )
}

export async function getConsoleLocation(db: Db, actor: Actor, id: string): Promise<TConsoleLocation> {
  assertAdmin(actor)
  assertId(id, 'location')
  const [found] = await db.select({ row: locations, cars: carsThere, bookings: bookingsThere }).from(locations).where(eq(locations._id, id))
  if (!found) throw notFound('location')
  return present(found.row, found.cars, found.bookings)
}

function columns(body: Body, actor: Actor, now: Date) {
  return {
    kind: body.kind,
    nameEn: body.names.en,
    nameFr: body.names.fr,
    nameEl: body.names.el,
    nameHe: body.names.he,
    nameZh: body.names.zh,
    searchKey: searchKeyOfAll(LANGUAGES.map((language) => body.names[language])),
    latitude: body.latitude,
    longitude: body.longitude,
    timeZone: body.timeZone,
    image: body.image,
    address: body.address,
    updatedAt: now,
    updatedBy: actor.userId,
  }
}

/** A new location: it shows at once on the home map and in the location box, in every language. */
export async function createLocation(ctx: AppContext, actor: Actor, body: Body, now: Date): Promise<TConsoleLocation> {
  const _id = crypto.randomUUID()
  await staffTransaction(ctx.db, actor, async (tx) => {
    // The picture is one this admin uploaded (uploadOwners.ts), else 400 on the field.
    await claimOwnUpload(tx, actor, body.image, null, 'validation.invalidValue', now)
    await tx.insert(locations).values({ _id, ...columns(body, actor, now), createdAt: now })
  })
  forgetKeptLocations(ctx.db)
  return getConsoleLocation(ctx.db, actor, _id)
}

export async function updateLocation(ctx: AppContext, actor: Actor, id: string, body: Body, now: Date): Promise<TConsoleLocation> {
  const current = await getConsoleLocation(ctx.db, actor, id)
  await staffTransaction(ctx.db, actor, async (tx) => {
    await claimOwnUpload(tx, actor, body.image, current.image, 'validation.invalidValue', now)
    await tx
      .update(locations)
      .set(columns(body, actor, now))
      .where(eq(locations._id, id))
    if (current.image && current.image !== body.image) await dropImagePair(tx, current.image)
  })
  forgetKeptLocations(ctx.db)
  return getConsoleLocation(ctx.db, actor, id)
}

/** Deletes a location nothing depends on: while cars are offered there or bookings name it, 409. */
export async function deleteLocation(ctx: AppContext, actor: Actor, id: string): Promise<{ deleted: true }> {
  assertAdmin(actor)
  assertId(id, 'location')
  await staffTransaction(ctx.db, actor, async (tx) => {
    const [found] = await tx.select({ image: locations.image }).from(locations).where(eq(locations._id, id)).for('update')
    if (!found) throw notFound('location')
    const [usage] = await tx.select({ cars: carsThere, bookings: bookingsThere }).from(locations).where(eq(locations._id, id))
    if ((usage?.cars ?? 0) > 0 || (usage?.bookings ?? 0) > 0) throw conflict('location_in_use', 'console.locationInUse')
    await tx.delete(locations).where(eq(locations._id, id))
    if (found.image) await dropImagePair(tx, found.image)
  })
  forgetKeptLocations(ctx.db)
  return { deleted: true }
}

/** A location picture: 400×240 and 800×480 WebP, named by the location form. */
export const storeLocationImage = (ctx: AppContext, data: Buffer) => storeImagePair(ctx, 'locations', data, { width: 400, height: 240 })
