import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_PERIOD_LIMITS } from '@wheelbase/core/search'
import { localDate } from '@wheelbase/core/days'
import { addDays } from '@wheelbase/core/rates'
import { eq, sql, type SQL } from 'drizzle-orm'
import { BOOKING_STATUSES } from '@wheelbase/core/bookingStatus'
import { BLOCK_REASONS, CAR_CATEGORIES, CAR_EQUIPMENT, FUEL_POLICIES, FUEL_TYPES, GEARBOXES } from '@wheelbase/core/enums'
import { ZSearchQuery } from '@wheelbase/core/schemas/search'
import { queryPrepared, queryRows, type Db } from '../src/db/client'
import { makeBooking, makeCar, makeLocation, makeUser } from '../src/db/factories'
import {
  bookings,
  carBlocks,
  carLocations,
  carSeasons,
  cars,
  locations,
  reviews,
  supplierClosedDays,
  supplierHours,
  supplierOneWayFees,
  supplierPlaceFees,
  users,
} from '../src/db/schema'
import { WEEKDAYS } from '@wheelbase/core/deskHours'
import { seededRandom, type Random } from '../src/db/seed/random'
import { periodOf } from '../src/data/period'
import { carMatchingSql, carSearchSql, type TSearchRow } from '../src/features/cars/searchQuery'
import { deskVerdicts, referenceMatchingSql, referenceSearchSql } from './helpers/referenceSearch'
import { fixedId, sameScores } from './helpers/searchFixture'
import { FLAVORS, freshDatabase, type TestDatabase } from './helpers/testDatabase'

const HOUR = 3_600_000
/** The statement's one row; its supplier counts come in no set order (the API sorts them by name). */
const answer = ([row]: TSearchRow[]) => row && { ...row, suppliers: [...row.suppliers].sort((a, b) => a._id.localeCompare(b._id)) }
const CASES = 220
const now = new Date()
// Whole hours from now: periods and deadlines land on, before and after each other's edges.
const at = (hours: number) => new Date(Math.floor(now.getTime() / HOUR) * HOUR + hours * HOUR)

/**
 * The search reads availability from its own columns, which triggers keep (migration 0012). Here
 * random bookings are written, changed and deleted the ways the app does (statuses, periods,
 * payment deadlines on both sides of now, several rows in one statement), cars change places and
 * availability, reviews come and go, and after each step a random search, with any of the
 * filters, must give exactly what the reference statement gives (availability read from the
 * bookings themselves, each filter written out only when set, the rating from the reviews, the
 * price counted day by day as seasons and rates by length come and go, and the supplier's fees for
 * the driver's age looked up one by one as they change). The
 * search runs as the API runs it: prepared, with one text for every criterion (record 0099).
 */
describe.each(FLAVORS)('the search against its reference on %s', (flavor) => {
  let t: TestDatabase
  let db: Db
  let next = 1
  const id = () => fixedId(next++)
  const places: string[] = []
  const suppliers: string[] = []
  const carRows: ReturnType<typeof makeCar>[] = []
  let driverId = ''

  beforeAll(async () => {
    t = await freshDatabase(flavor)
    db = t.database.db
    const random = seededRandom(1_414)
    for (const name of ['North', 'South', 'East', 'West']) {
      const place = makeLocation({ _id: id(), nameEn: name })
      places.push(place._id)
      await db.insert(locations).values(place)
    }
    for (let i = 0; i < 4; i++) {
      const supplier = makeUser({ _id: id(), type: 'supplier', fullName: `Supplier ${i}`, email: `s${i}@equivalence.test`, blacklisted: i === 3 })
      suppliers.push(supplier._id)
      await db.insert(users).values(supplier)
    }
    const driver = makeUser({ _id: id(), email: 'driver@equivalence.test' })
    driverId = driver._id
    await db.insert(users).values(driver)
    for (let i = 0; i < 40; i++) {
      const dailyPrice = random.pick([3000, 4500, 4500, 6000]) // ties: the order's second key decides
      const car = makeCar(random.pick(suppliers), {
        _id: id(),
        name: `Car ${i}`,
        dailyPrice,
        // Rates by length, some above the daily price (the cheapest applies) and some below.
        discountedPrice: random.chance(0.2) ? dailyPrice - random.pick([500, 1000]) : null,
        weeklyPrice: random.chance(0.3) ? random.pick([2500, 4000, 5000]) : null,
        monthlyPrice: random.chance(0.3) ? random.pick([2000, 3500]) : null,
        deposit: random.pick([0, 20000, 40000, 60000]),
        // Cancellation unavailable, included or priced; the supplier's deposit method or the car's own.
        cancellation: random.pick([-1, 0, 0, 0, 1500]),
        depositMethod: random.pick([null, null, 'cardOrCash', 'creditCard'] as const),
        seats: random.pick([2, 4, 5, 7]),
        doors: random.pick([2, 3, 4, 5]),
        aircon: random.chance(0.7),
        gearbox: random.pick(GEARBOXES),
        fuelType: random.pick(FUEL_TYPES),
        fuelPolicy: random.pick(FUEL_POLICIES),
        mileage: random.pick([-1, 200]),
        category: random.pick(CAR_CATEGORIES),
        equipment: random.sample(CAR_EQUIPMENT, random.int(0, 3)),
        available: random.chance(0.9),
        minimumAge: random.pick([21, 21, 23, 25]),
      })
      carRows.push(car)
      await db.insert(cars).values(car)
      await db.insert(carLocations).values(random.sample(places, random.int(1, 3)).map((locationId) => ({ carId: car._id, locationId })))
    }
  })
  afterAll(async () => t.cleanup())

  /** One random change of the kinds the app makes; a refusal of the exclusion constraint changes nothing. */
  async function change(random: Random): Promise<void> {
    const kind = random.int(0, 21)
    const car = random.pick(carRows)
    const booked = await db.select({ _id: bookings._id }).from(bookings)
    const some = booked.length ? random.pick(booked)._id : undefined
    try {
      if (kind <= 3) {
        // One to three bookings in one statement, in any status, deadline none, past or future.
        const rows = Array.from({ length: random.int(1, 3) }, () => {
          const from = at(random.int(-48, 24 * 40))
          return makeBooking(
            {
              car: random.pick(carRows),
              driverId,
              locationId: random.pick(places),
              from,
              to: new Date(from.getTime() + random.int(1, 24 * 10) * HOUR),
            },
            { _id: id(), status: random.pick(BOOKING_STATUSES), paymentDeadline: random.pick([null, at(random.int(-5, 5))]) },
          )
        })
        await db.insert(bookings).values(rows)
      } else if (kind === 4 && some) {
        await db
          .update(bookings)
          .set({ status: random.pick(BOOKING_STATUSES) })
          .where(eq(bookings._id, some))
      } else if (kind === 5 && some) {
        const from = at(random.int(-48, 24 * 40))
        await db
          .update(bookings)
          .set({ from, to: new Date(from.getTime() + random.int(1, 24 * 10) * HOUR), paymentDeadline: random.pick([null, at(random.int(-5, 5))]) })
          .where(eq(bookings._id, some))
      } else if (kind === 6 && some) {
        await db.delete(bookings).where(eq(bookings._id, some))
      } else if (kind === 7) {
        // Several rows at once, as the sweeper voids expired checkouts.
        await queryRows(
          db,
          sql`UPDATE bookings SET status = 'void' WHERE status = 'pending' AND payment_deadline < ${at(random.int(-3, 3)).toISOString()}::timestamptz`,
        )
      } else if (kind === 8) {
        await db.delete(carLocations).where(eq(carLocations.carId, car._id))
        await db.insert(carLocations).values(random.sample(places, random.int(1, 4)).map((locationId) => ({ carId: car._id, locationId })))
      } else if (kind === 9) {
        await db
          .update(cars)
          .set({ available: random.chance(0.8), minRentalDays: random.pick([null, null, null, 2, 4]) })
          .where(eq(cars._id, car._id))
      } else if (kind === 10) {
        // A few reviews of one supplier, scores around a mean of its own: its average moves across 8.0.
        const supplierId = random.pick(suppliers)
        const mean = 6 + suppliers.indexOf(supplierId)
        await db.insert(reviews).values(
          Array.from({ length: random.int(1, 3) }, () => {
            const score = Math.min(10, Math.max(1, mean + random.int(-2, 2)))
            return {
              _id: id(),
              supplierId,
              driverId,
              ...sameScores(score),
              language: 'en',
            }
          }),
        )
      } else if (kind === 12) {
        // The car's seasons replaced, as the console saves them: none, or up to three in the weeks searched.
        await db.delete(carSeasons).where(eq(carSeasons.carId, car._id))
        let day = localDate(at(random.int(-48, 24 * 10)), 'Europe/Athens')
        const seasons = Array.from({ length: random.int(0, 3) }, () => {
          const from = addDays(day, random.int(0, 6))
          const to = addDays(from, random.int(0, 12))
          day = addDays(to, 1)
          return { carId: car._id, fromDay: from, toDay: to, dailyPrice: random.pick([2000, 5000, 9000]), minDays: random.pick([null, null, 3, 7]) }
        })
        if (seasons.length) await db.insert(carSeasons).values(seasons)
      } else if (kind === 13) {
        // A supplier's fees replaced: a flat one-way fee or none, a pair's own, a young driver's fee (capped or not), surcharges.
        const supplierId = random.pick(suppliers)
        const young = random.chance(0.6)
        await db
          .update(users)
          .set({
            oneWayFee: random.pick([null, 2_500, 6_000]),
            youngDriverAge: young ? random.pick([23, 25, 26]) : null,
            youngDriverFee: young ? random.pick([800, 1_500]) : null,
            youngDriverCap: young ? random.pick([null, 5_000]) : null,
            minRentalDays: random.pick([null, null, 2, 3]),
          })
          .where(eq(users._id, supplierId))
        await db.delete(supplierOneWayFees).where(eq(supplierOneWayFees.supplierId, supplierId))
        await db.delete(supplierPlaceFees).where(eq(supplierPlaceFees.supplierId, supplierId))
        // Pairs of places of their own: none, or two of the six pairs (either way round, the smaller id first).
        const pairs = random.chance(0.3) ? [] : random.sample([0, 1, 2, 3, 4, 5], 2)
        const allPairs = places.flatMap((a, i) => places.slice(i + 1).map((b) => [a, b].sort() as [string, string]))
        for (const k of pairs) {
          const [placeA, placeB] = allPairs[k] as [string, string]
          await db.insert(supplierOneWayFees).values({ supplierId, placeA, placeB, fee: random.pick([0, 9_000]) })
        }
        const surcharged = random.sample(places, random.int(0, 2))
        if (surcharged.length)
          await db.insert(supplierPlaceFees).values(surcharged.map((locationId) => ({ supplierId, locationId, fee: random.pick([1_000, 3_500]) })))
      } else if (kind === 14) {
        // One to three cars blocked for a period in one statement, as the console blocks several at once.
        const from = at(random.int(-48, 24 * 40))
        const to = new Date(from.getTime() + random.int(1, 24 * 10) * HOUR)
        const reason = random.pick(BLOCK_REASONS)
        await db.insert(carBlocks).values(random.sample(carRows, random.int(1, 3)).map((c) => ({ _id: id(), carId: c._id, from, to, reason })))
      } else if (kind === 15 || kind === 16) {
        const blocks = await db.select({ _id: carBlocks._id }).from(carBlocks)
        const block = blocks.length ? random.pick(blocks)._id : undefined
        const from = at(random.int(-48, 24 * 40))
        if (block && kind === 15)
          await db
            .update(carBlocks)
            .set({ from, to: new Date(from.getTime() + random.int(1, 24 * 10) * HOUR) })
            .where(eq(carBlocks._id, block))
        else if (block) await db.delete(carBlocks).where(eq(carBlocks._id, block))
      } else if (kind >= 20) {
        // A supplier's terms replaced: its free-cancellation hours (some ending before the pick-ups searched) and deposit method.
        await db
          .update(users)
          .set({
            freeCancelHours: random.pick([0, 24, 24, 48, 72, 72, 24 * 20]),
            depositMethod: random.pick(['creditCard', 'creditOrDebit', 'cardOrCash'] as const),
          })
          .where(eq(users._id, random.pick(suppliers)))
      } else if (kind >= 17) {
        // A supplier's desk replaced: its notice, what it does outside hours, its week (two
        // intervals some days), a place's own hours, and dates closed everywhere or at a place.
        const supplierId = random.pick(suppliers)
        const fee = random.pick(['refuse', 'fee', 'fee'] as const)
        await db
          .update(users)
          .set({
            noticeMinutes: random.pick([0, 120, 120, 60 * 30]),
            outOfHours: fee,
            outOfHoursFee: fee === 'fee' ? random.pick([null, 2_000, 2_000, 3_500]) : null,
          })
          .where(eq(users._id, supplierId))
        await db.delete(supplierHours).where(eq(supplierHours.supplierId, supplierId))
        await db.delete(supplierClosedDays).where(eq(supplierClosedDays.supplierId, supplierId))
        const week = (locationId: string | null) =>
          WEEKDAYS.filter(() => random.chance(0.8)).flatMap((weekday) =>
            random.chance(0.3)
              ? [
                  { supplierId, locationId, weekday, opens: 8 * 60, closes: 13 * 60 },
                  { supplierId, locationId, weekday, opens: 17 * 60, closes: 21 * 60 },
                ]
              : [{ supplierId, locationId, weekday, opens: random.pick([0, 7 * 60, 9 * 60]), closes: random.pick([18 * 60, 22 * 60, 1440]) }],
          )
        const hours = [...(random.chance(0.7) ? week(null) : []), ...(random.chance(0.4) ? week(random.pick(places)) : [])]
        if (hours.length) await db.insert(supplierHours).values(hours)
        const closed = Array.from({ length: random.int(0, 3) }, (_, n) => ({
          supplierId,
          locationId: random.chance(0.5) ? null : random.pick(places),
          day: addDays(localDate(now, 'Europe/Athens'), n * 7 + random.int(0, 6)),
        }))
        if (closed.length) await db.insert(supplierClosedDays).values(closed).onConflictDoNothing()
      } else {
        const written = await db.select({ _id: reviews._id }).from(reviews)
        if (written.length) {
          const review = random.pick(written)._id
          if (random.chance(0.5)) await db.delete(reviews).where(eq(reviews._id, review))
          else await db.update(reviews).set({ hiddenAt: new Date() }).where(eq(reviews._id, review))
        }
      }
    } catch (error) {
      if (!/bookings_no_overlap|exclusion/i.test(String((error as { cause?: unknown }).cause ?? error))) throw error
    }
  }

  function randomQuery(random: Random): Record<string, string> {
    const pickup = random.pick(places)
    // Some pick-ups soon, where a desk's notice (2 hours by default, some 30) may refuse them.
    // Half the searches for free cancellation pick up at the edge of a deadline of 24, 48 or 72
    // hours: just inside it (the supplier's hours equal the most the rule allows) or just past it.
    const freeCancel = random.chance(0.2)
    const from =
      freeCancel && random.chance(0.5)
        ? at(random.pick([24, 25, 48, 49, 72, 73]))
        : at(random.chance(0.15) ? random.int(1, 36) : random.int(1, 24 * 35))
    const query: Record<string, string> = {
      pickup,
      from: from.toISOString(),
      // Mostly a few days; some a week or a month long, where those rates apply.
      to: new Date(from.getTime() + random.int(1, 24 * random.pick([8, 8, 16, 30])) * HOUR).toISOString(),
    }
    if (random.chance(0.5)) query.dropoff = random.pick(places)
    if (random.chance(0.2)) query.aircon = '1'
    if (random.chance(0.2)) query.gearbox = random.pick(GEARBOXES)
    if (random.chance(0.2)) query.suppliers = random.sample(suppliers, random.int(1, 3)).join(',')
    if (random.chance(0.1)) query.doors4 = '1'
    if (random.chance(0.1)) query.seats5 = '1'
    if (random.chance(0.1)) query.deposit = String(random.pick([250, 500]))
    if (random.chance(0.15)) query.fuel = random.sample(FUEL_TYPES, random.int(1, 2)).join(',')
    if (random.chance(0.1)) query.fuelPolicy = random.pick(FUEL_POLICIES)
    if (random.chance(0.1)) query.mileage = random.pick(['limited', 'unlimited'])
    if (freeCancel) query.freeCancel = '1'
    if (random.chance(0.15)) query.noCard = '1'
    if (random.chance(0.15)) query.category = random.sample(CAR_CATEGORIES, random.int(1, 3)).join(',')
    if (random.chance(0.15)) query.equipment = random.sample(CAR_EQUIPMENT, random.int(1, 2)).join(',')
    if (random.chance(0.2)) query.rating = '8'
    if (random.chance(0.4)) query.age = String(random.pick([19, 21, 22, 24, 25, 30]))
    const sort = random.next()
    if (sort < 0.25) query.sort = 'price_desc'
    else if (sort < 0.45) query.sort = 'rating'
    if (random.chance(0.2)) query.page = '2'
    return query
  }

  it(`gives the same cars, order, totals and supplier counts in ${CASES} random cases`, async () => {
    const random = seededRandom(flavor === 'pglite' ? 20_261 : 20_262)
    let nonEmpty = 0
    const desksSeen = { closed: 0, notice: 0, fee: 0 }
    const termsSeen = { freeCancel: 0, noCard: 0 }
    for (let i = 0; i < CASES; i++) {
      for (let n = random.int(1, 3); n > 0; n--) await change(random)
      const query = ZSearchQuery.parse(randomQuery(random))
      const period = await periodOf(db, query, DEFAULT_PERIOD_LIMITS, now)
      const page = query.page ?? 1
      const desks = await deskVerdicts(db, period, now)
      const reference = answer(await queryRows<TSearchRow>(db, referenceSearchSql(period, query, page, now, desks)))
      const searched = answer(await queryPrepared<TSearchRow>(db, carSearchSql(period, query, page, now)))
      expect(searched, `case ${i}: ${JSON.stringify(query)}`).toEqual(reference)
      // And every matching car's price, which orders the answer but is not in it.
      const prices = (matching: SQL) => queryRows<{ _id: string; price: string }>(db, sql`SELECT _id, price::text FROM (${matching}) m ORDER BY _id`)
      expect(await prices(carMatchingSql(period, query, now)), `case ${i}: prices`).toEqual(
        await prices(referenceMatchingSql(period, query, now, desks)),
      )
      if (reference && reference.total > 0) nonEmpty++
      if (reference && reference.total > 0 && query.freeCancel) termsSeen.freeCancel++
      if (reference && reference.total > 0 && query.noCard) termsSeen.noCard++
      if (reference?.hidden.closed) desksSeen.closed++
      if (reference?.hidden.notice) desksSeen.notice++
      if (reference?.items.some((item) => item.outOfHours.ends > 0 && item.outOfHours.fee)) desksSeen.fee++
    }
    // And the desks' rule: closed desks, short notice and out-of-hours fees all came up.
    expect(desksSeen.closed).toBeGreaterThan(5)
    expect(desksSeen.notice).toBeGreaterThan(5)
    expect(desksSeen.fee).toBeGreaterThan(5)
    // And the terms' filters found cars, not only empty answers.
    expect(termsSeen.freeCancel).toBeGreaterThan(5)
    expect(termsSeen.noCard).toBeGreaterThan(5)
    // The cases must exercise the search, not compare empty answers (desks closed at night, long
    // notices and minimum days leave about half of them empty).
    expect(nonEmpty).toBeGreaterThan(CASES / 3)
    const statuses = await queryRows<{ status: string }>(db, sql`SELECT DISTINCT status FROM bookings`)
    expect(statuses.length).toBe(BOOKING_STATUSES.length)
  })

  it('keeps each car’s columns equal to their sources after all that', async () => {
    const drift = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM cars
          WHERE location_ids IS DISTINCT FROM car_location_ids(_id) OR blocked_periods IS DISTINCT FROM car_blocked_periods(_id)
            OR season_days IS DISTINCT FROM car_season_days(_id)
            OR (SELECT range_agg(period) FROM car_holds h WHERE h.car_id = cars._id) IS DISTINCT FROM (
              SELECT range_agg(p) FROM (
                SELECT tstzrange(b.from_ts, b.to_ts, '[)') AS p FROM bookings b WHERE b.car_id = cars._id AND b.status IN ('pending', 'deposit', 'paid', 'reserved')
                UNION ALL SELECT tstzrange(k.from_ts, k.to_ts, '[)') FROM car_blocks k WHERE k.car_id = cars._id) sources)`,
    )
    expect(drift[0]?.n).toBe(0)
  })
})

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('the blocked periods under concurrent writes on PostgreSQL', () => {
  it('holds every one of 20 simultaneous bookings of one car, each in its own transaction, and loses none when half are cancelled at once', async () => {
    const t = await freshDatabase('postgres')
    try {
      const { db } = t.database
      const supplier = makeUser({ type: 'supplier' })
      const driver = makeUser()
      const place = makeLocation()
      const car = makeCar(supplier._id)
      await db.insert(users).values([supplier, driver])
      await db.insert(locations).values(place)
      await db.insert(cars).values(car)
      // Twenty disjoint days, written at once: each statement's trigger waits for the car's row
      // and must add its period to what the others committed meanwhile.
      const rows = Array.from({ length: 20 }, (_, i) =>
        makeBooking({ car, driverId: driver._id, locationId: place._id, from: at(24 * (i + 1)), to: at(24 * (i + 1) + 20) }, { status: 'paid' }),
      )
      await Promise.all(rows.map((row) => db.transaction(async (tx) => void (await tx.insert(bookings).values(row)))))
      const blocked = async () =>
        (
          await queryRows<{ same: boolean }>(
            db,
            sql`SELECT blocked_periods = coalesce((SELECT range_agg(tstzrange(from_ts, to_ts, '[)')) FROM bookings
                 WHERE car_id = ${car._id} AND status = 'paid'), '{}') AS same FROM cars WHERE _id = ${car._id}`,
          )
        )[0]?.same
      expect(await blocked()).toBe(true)
      await Promise.all(
        rows
          .filter((_, i) => i % 2)
          .map((row) => db.transaction(async (tx) => void (await tx.update(bookings).set({ status: 'cancelled' }).where(eq(bookings._id, row._id))))),
      )
      expect(await blocked()).toBe(true)
      const free = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM cars WHERE _id = ${car._id} AND blocked_periods = '{}'`)
      expect(free[0]?.n).toBe(0)
    } finally {
      await t.cleanup()
    }
  })
})
