import { systemClock } from '../../platform/clock'
import { hash } from '@node-rs/argon2'
import { count } from 'drizzle-orm'
import { localDate, rentalDays } from '@wheelbase/core/days'
import type { TChosenOptions } from '@wheelbase/core/pricing'
import { NO_FEES } from '@wheelbase/core/fees'
import { priceRental } from '../../domain/price'
import { searchKeyOfAll } from '@wheelbase/core/searchKey'
import type { TBookingStatus } from '@wheelbase/core/bookingStatus'
import { CAR_EQUIPMENT, type TCarEquipment } from '@wheelbase/core/enums'
import type { Storage } from '../../platform/adapters/storage'
import { makeCar } from '../factories'
import type { Database, Db } from '../client'
import { WEEKDAYS } from '@wheelbase/core/deskHours'
import {
  bookings,
  bookingStatusHistory,
  carLocations,
  carSeasons,
  cars,
  currencyRates,
  locations,
  recoveryCodes,
  reviews,
  supplierClosedDays,
  supplierHours,
  totpFactors,
  users,
} from '../schema'
import {
  demoCarModels,
  demoLocations,
  demoReviewComments,
  demoReviewReplies,
  demoSuppliers,
  locationColumns,
  type DemoCarModel,
  type DemoSupplier,
} from './demoData'
import { carSvg, slug, supplierLogoSvg } from './images'
import { demoTermsOf } from './demoTerms'
import { recoveryCodeHash } from '../../data/secondStep'
import { totpSealer } from '../../platform/sealing'
import { keyTermsOf } from '@wheelbase/core/supplierTerms'
import { seededRandom, type Random } from './random'

export const DEMO_PASSWORD = 'Demo2026!'
export const DEMO_ACCOUNTS = {
  admin: 'admin@wheelbase.example',
  driver: 'driver@wheelbase.example',
  suspended: 'suspended@wheelbase.example',
} as const
/**
 * The demo admin confirms each sign-in with a second step (record 0138): an authenticator app with
 * this published key, or one of these recovery codes (the README lists both). Demo data only.
 */
export const DEMO_ADMIN_TOTP_SECRET = 'JBSWY3DPEHPK3PXPWHEELBASEDEMOKEY'
export const DEMO_RECOVERY_CODES = Array.from({ length: 10 }, (_, i) => `DEMO-CODE-${String(i + 1).padStart(4, '0')}`)
export const SEED_LOCK_KEY = 7_420_002
const CAR_COUNT = 300
const DAY = 86_400_000

export type SeedOptions = { currency: string; anchor?: Date; secretKey?: string | undefined }

/** Writes the demo pictures that are missing (cheap; also after the data dir was wiped), a few at a time. */
export async function writeDemoImages(storage: Storage): Promise<void> {
  const drawings = [
    ...demoSuppliers.map((supplier) => ({ key: `suppliers/${supplier.key}.svg`, draw: () => supplierLogoSvg(supplier) })),
    ...demoCarModels.map((model) => ({ key: `cars/${slug(model.name)}.svg`, draw: () => carSvg(model) })),
  ]
  for (let i = 0; i < drawings.length; i += 8)
    await Promise.all(
      drawings.slice(i, i + 8).map(async ({ key, draw }) => {
        if (!(await storage.exists(key))) await storage.put(key, draw())
      }),
    )
}

/**
 * Fills an empty database with the demo marketplace. Deterministic: the same generator seed gives
 * the same rows on every machine; booking dates are laid out around `anchor` (default: the start of
 * today, UTC) so the demo always has past, current and future bookings.
 */
export async function seedDemo(database: Database, storage: Storage, seedOptions: SeedOptions): Promise<boolean> {
  await writeDemoImages(storage)
  return database.withAdvisoryLock(SEED_LOCK_KEY, async () => {
    const { db } = database
    const [existing] = await db.select({ n: count() }).from(users)
    if ((existing?.n ?? 0) > 0) return false
    const random = seededRandom(20_260_101)
    const anchor = seedOptions.anchor ?? new Date(systemClock.now().toISOString().slice(0, 10) + 'T00:00:00Z')
    const passwordHash = await hash(DEMO_PASSWORD)
    const adminTotp = (await totpSealer(db, seedOptions.secretKey)).seal(DEMO_ADMIN_TOTP_SECRET)

    await db.transaction(async (tx) => {
      const locationRows = demoLocations.map((l) => ({ _id: random.uuid(), ...locationColumns(l) }))
      await tx.insert(locations).values(locationRows)

      const person = (email: string, fullName: string, extra: Partial<typeof users.$inferInsert> = {}) => ({
        _id: random.uuid(),
        email,
        fullName,
        passwordHash,
        verified: true,
        verifiedAt: anchor,
        language: 'en',
        searchKey: searchKeyOfAll([fullName, email]),
        ...extra,
      })
      const admin = person(DEMO_ACCOUNTS.admin, 'Wheelbase Admin', { type: 'admin' })
      const driver = person(DEMO_ACCOUNTS.driver, 'Maria Papadopoulou', { phone: '+30 690 000 0001', birthDate: '1990-04-12', location: 'Athens' })
      const suspended = person(DEMO_ACCOUNTS.suspended, 'Nikos Suspended', { blacklisted: true, birthDate: '1985-09-30' })
      const supplierRows = demoSuppliers.map((s) =>
        person(s.email, s.name, {
          type: 'supplier',
          avatar: storage.urlOf(`suppliers/${s.key}.svg`),
          payLater: s.payLater,
          bio: `${s.name} rents cars across Greece.`,
          ...demoTermsOf(s.key),
        }),
      )
      const otherDrivers = DEMO_DRIVER_NAMES.map((name, i) =>
        person(`driver${i + 1}@example.com`, name, { passwordHash: null, birthDate: '1988-01-01' }),
      )
      await tx.insert(users).values([admin, driver, suspended, ...supplierRows, ...otherDrivers])
      await tx.insert(totpFactors).values({ userId: admin._id, sealed: adminTotp, confirmedAt: anchor })
      await tx.insert(recoveryCodes).values(
        DEMO_RECOVERY_CODES.map((code, i) => ({
          _id: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
          userId: admin._id,
          codeHash: recoveryCodeHash(code),
        })),
      )
      await insertDemoDesks(tx, supplierRows, locationRows, anchor)

      // Each supplier works at a handful of places; its cars are offered at some of them.
      const supplierPlaces = new Map(supplierRows.map((s) => [s._id, random.sample(locationRows, random.int(5, 9))]))
      const carRows = Array.from({ length: CAR_COUNT }, (_, i) => {
        const supplier = supplierRows[i % supplierRows.length] as (typeof supplierRows)[number]
        return withDemoRates(demoCar(random, random.pick(demoCarModels), supplier._id, storage), i)
      })
      await tx.insert(cars).values(carRows)
      // Half the fleet costs more in July and August, this year and next (record 0101).
      const seasonsByCar = new Map(carRows.map((car, i) => [car._id, i % 2 === 0 ? demoSummers(car.dailyPrice, anchor.getUTCFullYear()) : []]))
      const seasonRows = [...seasonsByCar].flatMap(([carId, seasons]) =>
        seasons.map((s) => ({ carId, fromDay: s.from, toDay: s.to, dailyPrice: s.dailyPrice })),
      )
      if (seasonRows.length) await tx.insert(carSeasons).values(seasonRows)
      const links = carRows.flatMap((car) => {
        const places = supplierPlaces.get(car.supplierId) ?? []
        return random.sample(places, random.int(2, Math.min(5, places.length))).map((p) => ({ carId: car._id, locationId: p._id }))
      })
      await tx.insert(carLocations).values(links)

      const drivers = [driver, ...otherDrivers]
      const termsBySupplier = new Map(supplierRows.map((row, i) => [row._id, demoTermsOf(demoSuppliers[i]?.key ?? '')]))
      const bookingRows: (typeof bookings.$inferInsert)[] = []
      const history: (typeof bookingStatusHistory.$inferInsert)[] = []
      for (const car of random.sample(carRows, 90)) {
        const places = links.filter((l) => l.carId === car._id).map((l) => l.locationId)
        let cursor = anchor.getTime() - random.int(20, 60) * DAY
        for (let n = random.int(1, 3); n > 0; n--) {
          const from = new Date(cursor + random.int(0, 12) * DAY + 10 * 3_600_000)
          const to = new Date(from.getTime() + random.int(2, 10) * DAY)
          cursor = to.getTime() + DAY
          const status: TBookingStatus =
            to.getTime() < anchor.getTime()
              ? random.pick(['reserved', 'paid', 'cancelled'] as const)
              : random.pick(['paid', 'reserved', 'deposit', 'pending', 'cancelled'] as const)
          const options: TChosenOptions = {
            theftProtection: random.chance(0.4),
            collisionDamageWaiver: random.chance(0.5),
            fullInsurance: random.chance(0.2),
            cancellation: random.chance(0.3),
          }
          const days = rentalDays(from, to, 'Europe/Athens')
          // The demo's snapshots carry no percentage; the configured one applies to new bookings.
          const bookingId = random.uuid()
          const payLater = status === 'pending'
          const driverId = random.pick(drivers)._id
          const pickupId = random.pick(places)
          const dropoffId = random.pick(places)
          const price = priceRental({
            car: { ...car, seasons: seasonsByCar.get(car._id) ?? [] },
            rental: { days, firstDay: localDate(from, 'Europe/Athens'), pickupId, dropoffId },
            options,
            driverAge: null,
            percentage: 0,
            fees: NO_FEES,
          })
          bookingRows.push({
            _id: bookingId,
            carId: car._id,
            supplierId: car.supplierId,
            driverId,
            pickupLocationId: pickupId,
            dropoffLocationId: dropoffId,
            from,
            to,
            status,
            ...options,
            payLater,
            priceSnapshot: { ...price, currency: seedOptions.currency, dailyPrice: car.dailyPrice },
            totalPrice: price.totalCents,
            terms: keyTermsOf(
              { ...(termsBySupplier.get(car.supplierId) ?? demoTermsOf('')), version: 1, language: 'en' },
              { ...car, depositMethod: null, excess: null },
            ),
            createdAt: new Date(from.getTime() - random.int(3, 30) * DAY),
            updatedAt: new Date(from.getTime() - random.int(1, 3) * DAY),
          })
          history.push({ _id: random.uuid(), bookingId, actorId: null, fromStatus: null, toStatus: status, at: new Date(from.getTime() - 3 * DAY) })
        }
      }
      await tx.insert(bookings).values(bookingRows)
      await tx.insert(bookingStatusHistory).values(history)
      const demoOf = new Map(supplierRows.map((row, i) => [row._id, demoSuppliers[i] as DemoSupplier]))
      const reviewRows = demoReviews(random, bookingRows, demoOf, driver._id, anchor)
      if (reviewRows.length) await tx.insert(reviews).values(reviewRows)
      // Display rates dated now (record 0103): shown until CURRENCY_RATES_MAX_AGE_HOURS, then an
      // admin sets or fetches new ones at /console/currency-rates.
      await tx
        .insert(currencyRates)
        .values(Object.entries(DEMO_RATES).map(([currency, micros]) => ({ currency, micros, asOf: systemClock.now(), updatedBy: admin._id })))
    })
    return true
  })
}

/**
 * Two suppliers keep desk hours (record 0124): Aegean Wheels 07:00–23:00, its airport desks around
 * the clock, every desk closed on 15 August; Olympus Rent 08:00–22:00. The others take
 * pick-ups at any hour. Every supplier keeps the default notice of 2 hours.
 */
async function insertDemoDesks(
  tx: Pick<Db, 'insert'>,
  suppliers: readonly { _id: string }[],
  places: readonly { _id: string; kind: string }[],
  anchor: Date,
): Promise<void> {
  const [aegean, olympus] = suppliers
  if (!aegean || !olympus) return
  const week = (supplierId: string, locationId: string | null, opens: number, closes: number) =>
    WEEKDAYS.map((weekday) => ({ supplierId, locationId, weekday, opens, closes }))
  const airports = places.filter((p) => p.kind === 'airport')
  await tx
    .insert(supplierHours)
    .values([
      ...week(aegean._id, null, 7 * 60, 23 * 60),
      ...airports.flatMap((p) => week(aegean._id, p._id, 0, 1440)),
      ...week(olympus._id, null, 8 * 60, 22 * 60),
    ])
  // The next two 15 Augusts.
  const year = anchor.getUTCFullYear() + (anchor.toISOString().slice(5, 10) > '08-15' ? 1 : 0)
  await tx.insert(supplierClosedDays).values([year, year + 1].map((y) => ({ supplierId: aegean._id, locationId: null, day: `${y}-08-15` })))
}

/** 1 EUR in millionths of each default display currency (late 2026). */
const DEMO_RATES = { USD: 1_160_000, GBP: 870_000, ILS: 3_850_000, CNY: 8_250_000 }

/** The demo's other drivers (guests who booked without a password), from the countries Wheelbase's drivers come from. */
const DEMO_DRIVER_NAMES = [
  'Emma Wilson',
  'Lucas Martin',
  'Sophie Bernard',
  'Noa Levi',
  'Daniel Cohen',
  'Wei Zhang',
  'Li Na Chen',
  'Giorgos Nikolaou',
  'Eleni Georgiou',
  'James Taylor',
  'Chloé Dubois',
  'Yossi Mizrahi',
  'Olivia Brown',
  'Hugo Lefebvre',
  'Dimitra Pappa',
  'Jun Wang',
  'Tamar Friedman',
  'Oliver Smith',
  'Camille Moreau',
  'Kostas Ioannou',
  'Ava Johnson',
  'Yael Katz',
  'Hao Liu',
  'Nikos Vlachos',
]

const LANGUAGE_SHARES = [
  ['en', 0.5],
  ['el', 0.2],
  ['fr', 0.15],
  ['he', 0.1],
  ['zh', 0.05],
] as const

/**
 * Reviews of the demo's past rentals that took place, by the other drivers (the demo driver's stay
 * for a visitor to write), around each supplier's mean: some with a comment in the writer's
 * language, some answered by the supplier. Hermes Auto has almost none: the cards show it "New".
 */
function demoReviews(
  random: Random,
  rows: (typeof bookings.$inferInsert)[],
  demoOf: Map<string, DemoSupplier>,
  demoDriverId: string,
  anchor: Date,
): (typeof reviews.$inferInsert)[] {
  const clamp = (n: number) => Math.min(10, Math.max(1, Math.round(n)))
  const out: (typeof reviews.$inferInsert)[] = []
  for (const row of rows) {
    const supplier = demoOf.get(row.supplierId)
    if (!supplier || row.driverId === demoDriverId || row.status === 'cancelled' || row.to.getTime() > anchor.getTime() - DAY) continue
    if (!random.chance(supplier.reviews.share)) continue
    const score = clamp(supplier.reviews.mean + (random.next() - 0.5) * 3)
    const roll = random.next()
    let sum = 0
    const language = LANGUAGE_SHARES.find(([, share]) => (sum += share) > roll)?.[0] ?? 'en'
    const tone = score >= 7 ? 'good' : 'poor'
    const comment = random.chance(0.6) ? random.pick(demoReviewComments[language][tone]) : null
    const createdAt = new Date(row.to.getTime() + random.int(1, 4) * DAY)
    const replied = comment !== null && random.chance(0.4)
    out.push({
      _id: random.uuid(),
      bookingId: row._id,
      supplierId: row.supplierId,
      driverId: row.driverId,
      score,
      carCondition: clamp(score + random.int(-1, 1)),
      cleanliness: clamp(score + random.int(-1, 1)),
      pickupReturn: clamp(score + random.int(-1, 1)),
      value: clamp(score + random.int(-1, 1)),
      comment,
      language,
      createdAt,
      ...(replied ? { reply: random.pick(demoReviewReplies[tone]), repliedAt: new Date(createdAt.getTime() + DAY), repliedBy: row.supplierId } : {}),
    })
  }
  return out
}

function extra(random: Random, pricedMin: number, pricedMax: number): number {
  const roll = random.next()
  if (roll < 0.2) return -1
  if (roll < 0.45) return 0
  return random.int(pricedMin, pricedMax) * 100
}

/** A demo car of a model, its prices and options drawn (in the same order on every machine), built by the tests' factory. */
function demoCar(random: Random, model: DemoCarModel, supplierId: string, storage: Storage) {
  const factor = 0.85 + random.next() * 0.4
  const premium = model.category === 'premium' || model.category === 'van'
  return makeCar(supplierId, {
    _id: random.uuid(),
    name: model.name,
    image: storage.urlOf(`cars/${slug(model.name)}.svg`),
    dailyPrice: Math.round((model.basePricePerDay * factor * 100) / 50) * 50,
    deposit: Math.round((model.baseDeposit * (0.8 + random.next() * 0.5)) / 50) * 5000,
    available: random.chance(0.95),
    seats: model.seats,
    doors: model.doors,
    aircon: model.aircon,
    fuelType: model.fuelType,
    gearbox: model.gearbox,
    fuelPolicy: random.chance(0.6) ? ('likeForlike' as const) : ('freeTank' as const),
    mileage: random.chance(0.55) ? -1 : random.pick([150, 200, 250, 300, 400]),
    cancellation: extra(random, 10, 40),
    amendments: extra(random, 5, 25),
    theftProtection: extra(random, 5, 15),
    collisionDamageWaiver: extra(random, 6, 20),
    fullInsurance: extra(random, 12, 35),
    additionalDriver: extra(random, 4, 10),
    minimumAge: premium ? 25 : random.chance(0.2) ? 23 : 21,
    // The demo's electric models are compact cars here; fuel says they are electric.
    category: model.category === 'electric' ? ('compact' as const) : model.category,
    equipment: demoEquipment(random, premium || model.category === 'electric'),
  })
}

/** To the nearest 50 cents, as the demo's prices are. */
const toFifty = (cents: number) => Math.round(cents / 50) * 50

/**
 * Rates by length on some demo cars, from their position (no draw, so the rest of the demo stays
 * as it was): a weekly rate on every third, a monthly one on every sixth, a discount on every tenth.
 */
function withDemoRates<T extends { dailyPrice: number }>(car: T, i: number) {
  const share = (on: boolean, of: number) => (on ? toFifty(car.dailyPrice * of) : null)
  return { ...car, weeklyPrice: share(i % 3 === 0, 0.85), monthlyPrice: share(i % 6 === 0, 0.7), discountedPrice: share(i % 10 === 5, 0.9) }
}

/** July and August at 30 % more, in `year` and the next. */
function demoSummers(dailyPrice: number, year: number) {
  return [year, year + 1].map((y) => ({ from: `${y}-07-01`, to: `${y}-08-31`, dailyPrice: toFifty(dailyPrice * 1.3) }))
}

/** Bluetooth on most cars, a touchscreen and phone mirroring on newer ones, all of it on premium and electric cars. */
function demoEquipment(random: Random, wellEquipped: boolean): TCarEquipment[] {
  const has = (share: number) => wellEquipped || random.chance(share)
  const screen = has(0.6)
  return CAR_EQUIPMENT.filter((item) =>
    item === 'bluetooth' ? has(0.85) : item === 'touchscreen' ? screen : screen && has(item === 'appleCarPlay' ? 0.7 : 0.6),
  )
}
