import { and, eq, inArray } from 'drizzle-orm'
import type { TConsoleCar, ZCarBody } from '@wheelbase/core/schemas/consoleCars'
import type { z } from 'zod'
import type { Db } from '../../db/client'
import { carLocations, carSeasons, cars, locations, users } from '../../db/schema'
import { seasonsOf } from '../../data/carRates'
import type { TSeason } from '@wheelbase/core/rates'
import type { AppContext } from '../../appContext'
import { assertId, badRequest, notFound } from '../../platform/http/errors'
import type { Actor } from '../../domain/actor'
import { ownedBy } from '../../data/ownedCars'
import { dropCarImage } from './carImage'
import { claimOwnUpload } from './uploadOwners'
import { staffTransaction } from '../../domain/audit'

type CarInput = z.output<typeof ZCarBody>
type CarRow = typeof cars.$inferSelect

function present(car: CarRow, supplier: { _id: string; fullName: string }, places: string[], seasons: TSeason[]): TConsoleCar {
  return {
    _id: car._id,
    name: car.name,
    image: car.image,
    supplier,
    dailyPrice: car.dailyPrice,
    discountedPrice: car.discountedPrice,
    weeklyPrice: car.weeklyPrice,
    monthlyPrice: car.monthlyPrice,
    seasons: seasons.map((s) => ({ ...s, minDays: s.minDays ?? null })),
    minRentalDays: car.minRentalDays,
    deposit: car.deposit,
    available: car.available,
    seats: car.seats,
    doors: car.doors,
    aircon: car.aircon,
    fuelType: car.fuelType,
    gearbox: car.gearbox,
    fuelPolicy: car.fuelPolicy,
    mileage: car.mileage,
    minimumAge: car.minimumAge,
    category: car.category,
    equipment: car.equipment,
    extras: {
      cancellation: car.cancellation,
      amendments: car.amendments,
      theftProtection: car.theftProtection,
      collisionDamageWaiver: car.collisionDamageWaiver,
      fullInsurance: car.fullInsurance,
      additionalDriver: car.additionalDriver,
    },
    locations: places,
    updatedAt: car.updatedAt.toISOString(),
  }
}

/** A car of the caller's fleet with every field; another supplier's (or a deleted one) is 404. */
export async function getConsoleCar(db: Db, actor: Actor, id: string): Promise<TConsoleCar> {
  assertId(id, 'car')
  const [found] = await db
    .select({ car: cars, supplier: { _id: users._id, fullName: users.fullName } })
    .from(cars)
    .innerJoin(users, eq(users._id, cars.supplierId))
    .where(and(eq(cars._id, id), ownedBy(actor)))
  if (!found) throw notFound('car')
  const places = await db.select({ id: carLocations.locationId }).from(carLocations).where(eq(carLocations.carId, id))
  return present(found.car, found.supplier, places.map((p) => p.id).sort(), await seasonsOf(db, id))
}

/** The car's rows of car_locations: one per place where it is offered. */
const placesOf = (carId: string, locationIds: string[]) => locationIds.map((locationId) => ({ carId, locationId }))

/** The car's rows of car_seasons, as the form lists them. */
const seasonsOfBody = (carId: string, seasons: TSeason[]) =>
  seasons.map((s) => ({ carId, fromDay: s.from, toDay: s.to, dailyPrice: s.dailyPrice, minDays: s.minDays ?? null }))

/** The columns a form writes, with who did it and when. */
function columns(body: CarInput, actor: Actor, now: Date) {
  return {
    name: body.name,
    image: body.image,
    dailyPrice: body.dailyPrice,
    discountedPrice: body.discountedPrice,
    weeklyPrice: body.weeklyPrice,
    monthlyPrice: body.monthlyPrice,
    deposit: body.deposit,
    available: body.available,
    seats: body.seats,
    doors: body.doors,
    aircon: body.aircon,
    fuelType: body.fuelType,
    gearbox: body.gearbox,
    fuelPolicy: body.fuelPolicy,
    mileage: body.mileage,
    minimumAge: body.minimumAge,
    minRentalDays: body.minRentalDays,
    category: body.category,
    equipment: body.equipment,
    ...body.extras,
    updatedAt: now,
    updatedBy: actor.userId,
  }
}

/**
 * The checks a form's body needs beyond its schema, each a 400 on the field: every place exists,
 * and an admin names an existing supplier (a supplier's cars are always its own). The picture is
 * checked, and claimed, in the saving transaction (uploadOwners.ts).
 */
async function checked(ctx: AppContext, actor: Actor, body: CarInput): Promise<string> {
  const known = await ctx.db.select({ _id: locations._id }).from(locations).where(inArray(locations._id, body.locations))
  if (known.length !== body.locations.length) throw badRequest('validation_failed', 'api.badRequest', { locations: 'validation.invalidValue' })
  if (actor.type !== 'admin') return actor.userId
  if (!body.supplier) throw badRequest('validation_failed', 'api.badRequest', { supplier: 'validation.fillField' })
  const [supplier] = await ctx.db
    .select({ _id: users._id })
    .from(users)
    .where(and(eq(users._id, body.supplier), eq(users.type, 'supplier')))
  if (!supplier) throw badRequest('validation_failed', 'api.badRequest', { supplier: 'validation.invalidValue' })
  return supplier._id
}

export async function createCar(ctx: AppContext, actor: Actor, body: CarInput, now: Date): Promise<TConsoleCar> {
  const supplierId = await checked(ctx, actor, body)
  const id = crypto.randomUUID()
  await staffTransaction(ctx.db, actor, async (tx) => {
    await claimOwnUpload(tx, actor, body.image, null, 'validation.imageRequired', now)
    await tx.insert(cars).values({ _id: id, supplierId, ...columns(body, actor, now), createdAt: now })
    await tx.insert(carLocations).values(placesOf(id, body.locations))
    if (body.seasons.length) await tx.insert(carSeasons).values(seasonsOfBody(id, body.seasons))
  })
  return getConsoleCar(ctx.db, actor, id)
}

/**
 * Changes a car: every field, its places and its seasons. Its bookings keep their own price and places (each
 * has its price snapshot). The supplier stays: bookings point at it too, so a car never changes
 * hands (an admin adds the car to the other supplier instead).
 */
export async function updateCar(ctx: AppContext, actor: Actor, id: string, body: CarInput, now: Date): Promise<TConsoleCar> {
  assertId(id, 'car')
  const [current] = await ctx.db
    .select({ image: cars.image, supplierId: cars.supplierId })
    .from(cars)
    .where(and(eq(cars._id, id), ownedBy(actor)))
  if (!current) throw notFound('car')
  await checked(ctx, actor, { ...body, supplier: current.supplierId })
  await staffTransaction(ctx.db, actor, async (tx) => {
    await claimOwnUpload(tx, actor, body.image, current.image, 'validation.imageRequired', now)
    const changed = await tx
      .update(cars)
      .set(columns(body, actor, now))
      .where(and(eq(cars._id, id), ownedBy(actor)))
      .returning({ _id: cars._id })
    if (!changed.length) throw notFound('car')
    await tx.delete(carLocations).where(eq(carLocations.carId, id))
    await tx.insert(carLocations).values(placesOf(id, body.locations))
    // Replaced as a whole, under the car row's lock taken just above: two saves never interleave.
    await tx.delete(carSeasons).where(eq(carSeasons.carId, id))
    if (body.seasons.length) await tx.insert(carSeasons).values(seasonsOfBody(id, body.seasons))
    if (current.image && current.image !== body.image) await dropCarImage(tx, current.image)
  })
  return getConsoleCar(ctx.db, actor, id)
}
