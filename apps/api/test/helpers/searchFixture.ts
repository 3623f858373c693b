import { makeBooking, makeCar, makeLocation, makeUser } from '../../src/db/factories'
import { bookings, carLocations, cars, locations, reviews, users } from '../../src/db/schema'
import type { Db } from '../../src/db/client'

/** Identifiers fixed by a counter, so two databases hold the very same rows. */
export function fixedId(n: number): string {
  return `00000000-0000-4000-8000-${n.toString().padStart(12, '0')}`
}

/** Midnight UTC of the day `n` days from today, plus `hours`: always in the future for n ≥ 1. */
export function day(n: number, hours = 8): Date {
  const now = new Date()
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + n, hours))
}

type Car = ReturnType<typeof makeCar>

/**
 * Three places, three suppliers (one suspended) and a driver; cars are added per test with
 * `addCar`, offered at the given places, and reviews with `review`.
 */
export async function searchFixture(db: Db) {
  let next = 1
  const id = () => fixedId(next++)
  const athens = makeLocation({ _id: id(), nameEn: 'Athens Airport', nameFr: 'Aéroport d’Athènes', nameEl: 'Αεροδρόμιο Αθήνας' })
  const piraeus = makeLocation({
    _id: id(),
    kind: 'port',
    nameEn: 'Piraeus Port',
    nameFr: 'Port du Pirée',
    nameEl: 'Λιμάνι Πειραιά',
    nameHe: 'נמל פיראוס',
    nameZh: '比雷埃夫斯港',
    latitude: 37.94,
    longitude: 23.64,
  })
  const heraklion = makeLocation({
    _id: id(),
    kind: 'city',
    nameEn: 'Heraklion Centre',
    nameFr: 'Héraklion centre',
    nameEl: 'Ηράκλειο Κέντρο',
    nameHe: 'מרכז הרקליון',
    nameZh: '伊拉克利翁市中心',
    latitude: 35.34,
    longitude: 25.13,
  })
  const [alpha, beta, banned] = ['Alpha Rent', 'Beta Cars', 'Banned Wheels'].map((fullName) =>
    makeUser({ _id: id(), fullName, type: 'supplier', email: `${fullName.split(' ')[0]?.toLowerCase()}@suppliers.test` }),
  ) as [ReturnType<typeof makeUser>, ReturnType<typeof makeUser>, ReturnType<typeof makeUser>]
  banned.blacklisted = true
  const driver = makeUser({ _id: id(), email: 'driver@fixture.test' })
  await db.insert(locations).values([athens, piraeus, heraklion])
  await db.insert(users).values([alpha, beta, banned, driver])

  return {
    athens,
    piraeus,
    heraklion,
    alpha,
    beta,
    banned,
    driver,
    async addPlace(nameEn: string) {
      const place = makeLocation({ _id: id(), nameEn })
      await db.insert(locations).values(place)
      return place
    },
    async addCar(supplierId: string, places: { _id: string }[], overrides: Partial<Car> = {}): Promise<Car> {
      const car = makeCar(supplierId, { _id: id(), name: `Car ${next}`, ...overrides })
      await db.insert(cars).values(car)
      await db.insert(carLocations).values(places.map((p) => ({ carId: car._id, locationId: p._id })))
      return car
    },
    async book(car: Car, from: Date, to: Date, overrides: Partial<typeof bookings.$inferInsert> = {}) {
      await db.insert(bookings).values(makeBooking({ car, driverId: driver._id, locationId: athens._id, from, to }, { _id: id(), ...overrides }))
    },
    /** Reviews of `supplierId` by the driver, each score given to all five questions (no booking: ratings read only the scores). */
    async review(supplierId: string, scores: number[], overrides: (i: number) => Partial<typeof reviews.$inferInsert> = () => ({})) {
      await db.insert(reviews).values(
        scores.map((score, i) => ({
          _id: id(),
          supplierId,
          driverId: driver._id,
          ...sameScores(score),
          language: 'en',
          ...overrides(i),
        })),
      )
    },
  }
}

/** A review's score given to every question too, as the ratings tests give them. */
export const sameScores = (score: number) => ({ score, carCondition: score, cleanliness: score, pickupReturn: score, value: score })

/** The fixture searchFixture makes, and a car its addCar adds. */
export type TSearchFixture = Awaited<ReturnType<typeof searchFixture>>
export type TFixtureCar = Awaited<ReturnType<TSearchFixture['addCar']>>
