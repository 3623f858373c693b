import { localDate, rentalDays } from '@wheelbase/core/days'
import { NO_FEES } from '@wheelbase/core/fees'
import { priceRental } from '../domain/price'
import { searchKeyOfAll } from '@wheelbase/core/searchKey'
import type { bookings, cars, locations, users } from './schema'

/**
 * Rows with sensible defaults and overrides, shared by the demo seed and the tests
 * (e.g. makeCar({ deposit: 30000 })). Amounts are cents.
 */
type UserRow = typeof users.$inferInsert
type LocationRow = typeof locations.$inferInsert
type CarRow = typeof cars.$inferInsert
type BookingRow = typeof bookings.$inferInsert

const newId = () => crypto.randomUUID()

export function makeUser(overrides: Partial<UserRow> = {}): UserRow & { _id: string } {
  const _id = overrides._id ?? newId()
  const fullName = overrides.fullName ?? 'Test Driver'
  const email = overrides.email ?? `user-${_id.slice(0, 8)}@example.com`
  return { _id, fullName, email, type: 'user', verified: true, language: 'en', searchKey: searchKeyOfAll([fullName, email]), ...overrides }
}

export function makeLocation(overrides: Partial<LocationRow> = {}): LocationRow & { _id: string } {
  const names = {
    nameEn: overrides.nameEn ?? 'Athens International Airport',
    nameFr: overrides.nameFr ?? "Aéroport international d'Athènes",
    nameEl: overrides.nameEl ?? 'Διεθνής Αερολιμένας Αθηνών',
    nameHe: overrides.nameHe ?? 'נמל התעופה הבינלאומי של אתונה',
    nameZh: overrides.nameZh ?? '雅典国际机场',
  }
  return {
    _id: newId(),
    kind: 'airport',
    ...names,
    searchKey: searchKeyOfAll(Object.values(names)),
    latitude: 37.9364,
    longitude: 23.9445,
    timeZone: 'Europe/Athens',
    ...overrides,
  }
}

/** The factory's car, a Toyota Yaris Hybrid: what a test does not change of it. */
export const CAR_DEFAULTS = {
  name: 'Toyota Yaris Hybrid',
  dailyPrice: 4500,
  deposit: 40000,
  available: true,
  seats: 5,
  doors: 5,
  aircon: true,
  fuelType: 'hybrid',
  gearbox: 'automatic',
  fuelPolicy: 'likeForlike',
  mileage: -1,
  cancellation: 0,
  amendments: 1000,
  theftProtection: 900,
  collisionDamageWaiver: -1,
  fullInsurance: 1500,
  additionalDriver: 500,
  minimumAge: 21,
} as const satisfies Partial<CarRow>

export function makeCar(supplierId: string, overrides: Partial<CarRow> = {}): CarRow & { _id: string } {
  return { _id: newId(), supplierId, ...CAR_DEFAULTS, ...overrides }
}

type BookingParties = { car: CarRow & { _id: string }; driverId: string; locationId: string; from: Date; to: Date }

export function makeBooking(
  { car, driverId, locationId, from, to }: BookingParties,
  overrides: Partial<BookingRow> = {},
): BookingRow & { _id: string } {
  const days = rentalDays(from, to, 'Europe/Athens')
  const rental = { days, firstDay: localDate(from, 'Europe/Athens'), pickupId: locationId, dropoffId: locationId }
  const price = priceRental({ car: { ...car, seasons: [] }, rental, options: {}, driverAge: null, percentage: 0, fees: NO_FEES })
  return {
    _id: newId(),
    carId: car._id,
    supplierId: car.supplierId,
    driverId,
    pickupLocationId: locationId,
    dropoffLocationId: locationId,
    from,
    to,
    status: 'paid',
    priceSnapshot: { ...price, currency: 'EUR', dailyPrice: car.dailyPrice },
    totalPrice: price.totalCents,
    ...overrides,
  }
}
