import { sql } from 'drizzle-orm'
import type { Database } from '../../../apps/api/src/db/client'
import { makeCar, makeLocation, makeUser } from '../../../apps/api/src/db/factories'
import { carLocations, cars, locations, users } from '../../../apps/api/src/db/schema'
import { demoCarModels, demoLocations, locationColumns } from '../../../apps/api/src/db/seed/demoData'
import { seededRandom } from '../../../apps/api/src/db/seed/random'
import { INVITE_AFTER_MS } from '../../../apps/api/src/features/reviews/invitations'

export const CAR_COUNT = 10_000
export const BOOKINGS_PER_CAR = 20
const SUPPLIER_COUNT = 20
const DRIVER_COUNT = 50
const LOCATIONS_PER_CAR = 3
/** Bookings are spread over ±6 months around now, cut into one slot per booking for each car. */
const WINDOW_HOURS = 365 * 24
const SLOT_HOURS = WINDOW_HOURS / BOOKINGS_PER_CAR // 438 h
const MAX_START_OFFSET_HOURS = 150
const MAX_DAYS = 12 // 150 h + 12 days = 438 h: a booking always ends inside its slot, so none overlap

/**
 * Bookings per status, out of 20: void and cancelled never block; a third of the pending ones get a
 * deadline in the past (expired checkouts the sweeper has not voided yet, which must not block),
 * the others none (pay at pick-up).
 */
const STATUS_WEIGHTS = { void: 2, cancelled: 2, pending: 3, deposit: 2, reserved: 3, paid: 8 }
const STATUS_WHEEL = Object.entries(STATUS_WEIGHTS).flatMap(([status, weight]) => Array<string>(weight).fill(status))

export type TDataset = { locationIds: string[]; supplierIds: string[] }

/**
 * `count` reviews over the suppliers (issue 30), written as drivers write them: each one row whose
 * trigger keeps its supplier's sums (supplier_ratings), in one INSERT … SELECT. Scores lean high, a
 * tenth hidden; the search reads only the kept sums, never these rows.
 */
function reviewsInsert(count: number) {
  return sql`INSERT INTO reviews (_id, supplier_id, driver_id, score, car_condition, cleanliness, pickup_return, value, language, comment, created_at, hidden_at, hidden_reason)
    SELECT gen_random_uuid(), s.ids[1 + (g % array_length(s.ids, 1))], d.ids[1 + (g % array_length(d.ids, 1))],
      greatest(1, least(10, 6 + (g % 5) + ((g / 5) % 2) - ((g / 7) % 3))), 8, 9, 7, 8,
      (ARRAY['en', 'fr', 'el', 'he', 'zh'])[1 + (g % 5)], CASE WHEN g % 3 = 0 THEN 'Clean car, quick pick-up.' END,
      now() - g * interval '1 minute', CASE WHEN g % 10 = 0 THEN now() END, CASE WHEN g % 10 = 0 THEN 'Bench' END
    FROM generate_series(1, ${count}) g,
      (SELECT array_agg(_id ORDER BY _id) AS ids FROM users WHERE type = 'supplier') s,
      (SELECT array_agg(_id ORDER BY _id) AS ids FROM users WHERE type = 'user') d`
}

/**
 * Prices by date and length (issue 31, record 0101) on half the cars: six seasons of three weeks,
 * two months apart over the coming year, at 30 % more (the searched pick-ups, up to five months
 * ahead, meet them about a third of the time); a weekly rate on a third of all cars and a monthly
 * one on a sixth.
 */
function seasonsInsert(now: Date) {
  const today = now.toISOString().slice(0, 10)
  return sql`
    WITH numbered AS (SELECT _id, daily_price, row_number() OVER (ORDER BY _id) AS n FROM cars)
    INSERT INTO car_seasons (car_id, from_day, to_day, daily_price)
    SELECT _id, ${today}::date + (k * 60 + n % 20)::int, ${today}::date + (k * 60 + n % 20 + 20)::int, (daily_price * 1.3)::int
    FROM numbered CROSS JOIN generate_series(0, 5) k WHERE n % 2 = 0`
}
/**
 * Blocked periods (issue 44) on a tenth of the cars: three days out every month over the coming five
 * months, where the car's bookings leave them free (a block never meets a booking that holds the car).
 */
function blocksInsert(now: Date) {
  return sql`
    WITH numbered AS (SELECT _id, row_number() OVER (ORDER BY _id) AS n FROM cars),
    wanted AS (
      SELECT _id AS car_id, tstzrange(${now.toISOString()}::timestamptz + make_interval(days => (k * 30 + n % 20)::int),
        ${now.toISOString()}::timestamptz + make_interval(days => (k * 30 + n % 20 + 3)::int), '[)') AS period
      FROM numbered CROSS JOIN generate_series(0, 4) k WHERE n % 10 = 0
    )
    INSERT INTO car_blocks (_id, car_id, from_ts, to_ts, reason)
    SELECT gen_random_uuid(), w.car_id, lower(w.period), upper(w.period), (ARRAY['service', 'channel', 'own_use', 'other'])[1 + (abs(hashtext(w.car_id::text)) % 4)]::block_reason
    FROM wanted w WHERE NOT EXISTS (SELECT 1 FROM car_holds h WHERE h.car_id = w.car_id AND h.period && w.period)`
}
/**
 * Opening hours on every supplier (issue 44): 07:00–23:00 every day, around the clock at the first
 * four places, a lunch break on Sundays at the next two, the next two
 * 15 Augusts closed everywhere; every other supplier takes out-of-hours ends for a fee, and the
 * notice is the default two hours. The search's random times (criteria.ts) fall outside now and then.
 */
function hoursInsert(now: Date, locationIds: string[]) {
  const year = now.getUTCFullYear()
  const places = `{${locationIds.slice(0, 4).join(',')}}`
  const lunch = `{${locationIds.slice(4, 6).join(',')}}`
  return sql`
    WITH s AS (SELECT _id, row_number() OVER (ORDER BY _id) AS n FROM users WHERE type = 'supplier'),
    week AS (
      SELECT s._id AS supplier_id, NULL::uuid AS location_id, d AS weekday, 420 AS opens, 1380 AS closes FROM s CROSS JOIN generate_series(1, 7) d
      UNION ALL SELECT s._id, p, d, 0, 1440 FROM s CROSS JOIN unnest(${places}::uuid[]) p CROSS JOIN generate_series(1, 7) d
      UNION ALL SELECT s._id, p, d, o, c FROM s CROSS JOIN unnest(${lunch}::uuid[]) p CROSS JOIN generate_series(1, 7) d
        CROSS JOIN (VALUES (480, 780), (900, 1200)) AS v(o, c)
    ),
    closed AS (
      INSERT INTO supplier_closed_days (supplier_id, location_id, day)
      SELECT s._id, NULL, make_date(y, 8, 15) FROM s CROSS JOIN (VALUES (${year}::int), (${year + 1}::int)) AS v(y)
    ),
    fees AS (UPDATE users u SET out_of_hours = 'fee', out_of_hours_fee = 2500 FROM s WHERE s._id = u._id AND s.n % 2 = 0)
    INSERT INTO supplier_hours (supplier_id, location_id, weekday, opens, closes) SELECT * FROM week`
}
const ratesUpdate = sql`
  UPDATE cars c SET weekly_price = CASE WHEN n % 3 = 0 THEN (c.daily_price * 0.85)::int END,
    monthly_price = CASE WHEN n % 6 = 0 THEN (c.daily_price * 0.7)::int END
  FROM (SELECT _id, row_number() OVER (ORDER BY _id) AS n FROM cars) numbered WHERE numbered._id = c._id`

/**
 * Fills an empty, migrated database with the marketplace of DESIGN.md section 7: the 16 demo
 * locations, 20 suppliers (one suspended), 10,000 cars each offered at 3 locations and 200,000
 * bookings. Cars come from the app's factories; the bookings are made by one INSERT … SELECT,
 * since 200,000 rows sent from here would take minutes on PGlite.
 */
export async function seedDataset(
  database: Database,
  now: Date,
  { reviews = 0, seasons = false, blocks = false, hours = false }: { reviews?: number; seasons?: boolean; blocks?: boolean; hours?: boolean } = {},
): Promise<TDataset> {
  const random = seededRandom(7_070_707)
  const locationRows = demoLocations.map((l) => makeLocation(locationColumns(l)))
  const suppliers = Array.from({ length: SUPPLIER_COUNT }, (_, i) =>
    makeUser({
      type: 'supplier',
      fullName: `Bench Supplier ${i + 1}`,
      payLater: i % 3 === 0,
      blacklisted: i === SUPPLIER_COUNT - 1,
      // Their terms (issue 45): the three deposit methods, free cancellation until 24, 48 or 72 hours.
      depositMethod: (['creditCard', 'creditOrDebit', 'cardOrCash'] as const)[i % 3],
      freeCancelHours: [24, 48, 72][i % 3],
    }),
  )
  const drivers = Array.from({ length: DRIVER_COUNT }, (_, i) => makeUser({ fullName: `Bench Driver ${i + 1}` }))
  const carRows = Array.from({ length: CAR_COUNT }, () => {
    const model = random.pick(demoCarModels)
    const factor = 0.7 + random.next() * 0.8
    return makeCar(random.pick(suppliers)._id, {
      name: model.name,
      seats: model.seats,
      doors: model.doors,
      aircon: model.aircon,
      gearbox: model.gearbox,
      fuelType: model.fuelType,
      dailyPrice: Math.round(model.basePricePerDay * factor) * 100,
      deposit: Math.round((model.baseDeposit * factor) / 50) * 5000,
      available: random.chance(0.97),
      fuelPolicy: random.chance(0.6) ? 'likeForlike' : 'freeTank',
      mileage: random.chance(0.55) ? -1 : random.pick([150, 200, 300]),
      cancellation: random.pick([-1, 0, 0, 1500]),
    })
  })
  const links = carRows.flatMap((car) => random.sample(locationRows, LOCATIONS_PER_CAR).map((l) => ({ carId: car._id, locationId: l._id })))

  await database.db.transaction(async (tx) => {
    await tx.insert(locations).values(locationRows)
    await tx.insert(users).values([...suppliers, ...drivers])
    // Chunks stay under PostgreSQL's 65,535 bind parameters per statement.
    for (let i = 0; i < carRows.length; i += 1000) await tx.insert(cars).values(carRows.slice(i, i + 1000))
    for (let i = 0; i < links.length; i += 10_000) await tx.insert(carLocations).values(links.slice(i, i + 10_000))
    await tx.execute(sql`SELECT setseed(0.42)`)
    await tx.execute(
      bookingsInsert(
        now,
        drivers.map((d) => d._id),
      ),
    )
    if (reviews > 0) await tx.execute(reviewsInsert(reviews))
    if (seasons) {
      await tx.execute(seasonsInsert(now))
      await tx.execute(ratesUpdate)
    }
    if (blocks) await tx.execute(blocksInsert(now))
    if (hours)
      await tx.execute(
        hoursInsert(
          now,
          locationRows.map((l) => l._id),
        ),
      )
    // A server running all along has invited the drivers of the rentals that ended over a day ago
    // (features/reviews/invitations.ts): without this, the bench's server would spend its first
    // minutes mailing some 2,300 invitations at once, and the search figures would carry them.
    await tx.execute(sql`UPDATE bookings SET review_invited_at = to_ts + ${`${INVITE_AFTER_MS} milliseconds`}::interval
      WHERE to_ts <= ${new Date(now.getTime() - INVITE_AFTER_MS).toISOString()}::timestamptz`)
    // Likewise, it has reminded the drivers of the pick-ups within the next two days (the default
    // CHECK_IN_REMINDER_HOURS) to check in: some 2,300 mails otherwise.
    await tx.execute(sql`UPDATE bookings SET check_in_reminded_at = from_ts - interval '2 days'
      WHERE from_ts > ${now.toISOString()}::timestamptz AND from_ts <= ${new Date(now.getTime() + 2 * 86_400_000).toISOString()}::timestamptz`)
  })
  // A real database has been analysed by autovacuum long before; fresh bulk rows have no statistics
  // (the planner would guess) and no visibility map (no index-only scans).
  await database.db.execute(sql`VACUUM ANALYZE`)
  // And it is not in the middle of writing a bulk load out: the checkpoint the seed's WAL asked
  // for would otherwise be spread over the first minutes of the load (measured: API p95 60–69 ms
  // then, 50–55 after it).
  await database.db.execute(sql`CHECKPOINT`)
  return { locationIds: locationRows.map((l) => l._id), supplierIds: suppliers.map((s) => s._id) }
}

/**
 * Each car gets BOOKINGS_PER_CAR bookings, the k-th starting somewhere in the k-th slot of the
 * year around now; pick-up and drop-off at one of the car's locations. The slots CTE is
 * materialized so each random() is drawn once per row even where a column is read twice.
 */
function bookingsInsert(now: Date, driverIds: string[]) {
  const start = new Date(now.getTime() - (WINDOW_HOURS / 2) * 3_600_000)
  start.setUTCMinutes(0, 0, 0)
  const drivers = `{${driverIds.join(',')}}`
  return sql`
    WITH slots AS MATERIALIZED (
      SELECT c._id AS car_id, c.supplier_id, c.daily_price, home.location_id,
        (${drivers}::uuid[])[1 + floor(random() * ${driverIds.length})::int] AS driver_id,
        ${start.toISOString()}::timestamptz + make_interval(hours => (k * ${SLOT_HOURS})::int + floor(random() * ${MAX_START_OFFSET_HOURS})::int) AS from_ts,
        1 + floor(random() * ${MAX_DAYS})::int AS days,
        (string_to_array(${STATUS_WHEEL.join(',')}, ','))[1 + floor(random() * ${STATUS_WHEEL.length})::int]::booking_status AS status,
        random() < 0.33 AS expired
      FROM cars c
      CROSS JOIN LATERAL (SELECT location_id FROM car_locations cl WHERE cl.car_id = c._id LIMIT 1) home
      CROSS JOIN generate_series(0, ${BOOKINGS_PER_CAR - 1}) k
    )
    INSERT INTO bookings (_id, car_id, supplier_id, driver_id, pickup_location_id, dropoff_location_id, from_ts, to_ts, status,
      price_snapshot, total_price, pay_later, payment_deadline, created_at, updated_at)
    SELECT gen_random_uuid(), car_id, supplier_id, driver_id, location_id, location_id, from_ts, from_ts + make_interval(days => days), status,
      jsonb_build_object(
        'days', days, 'percentage', 0, 'totalCents', daily_price * days, 'currency', 'EUR', 'dailyPrice', daily_price,
        'lines', jsonb_build_array(jsonb_build_object('kind', 'rental', 'unitCents', daily_price, 'quantity', days, 'amountCents', daily_price * days))
      ),
      daily_price * days,
      status = 'pending' AND NOT expired,
      CASE WHEN status = 'pending' AND expired THEN ${now.toISOString()}::timestamptz - interval '10 minutes' END,
      from_ts - interval '10 days', from_ts - interval '10 days'
    FROM slots`
}
