import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatPrice } from '@wheelbase/core/money'
import { makeUser } from '../src/db/factories'
import { bookings, carSeasons, supplierOneWayFees, supplierPlaceFees, users } from '../src/db/schema'
import { seededRandom, type Random } from '../src/db/seed/random'
import { checkoutAs, signedInAs, type Caller } from './helpers/callers'
import { fixedId, searchFixture } from './helpers/searchFixture'
import { buildMailTestApp, type MailTestApp } from './helpers/testApp'
import { FLAVORS } from './helpers/testDatabase'

const CASES = 300
const PERCENTAGE = 7.5
const EXTRAS = ['cancellation', 'amendments', 'theftProtection', 'collisionDamageWaiver', 'fullInsurance', 'additionalDriver'] as const
const ONCE = new Set(['cancellation', 'amendments'])
type TExtraName = (typeof EXTRAS)[number]

type TSeasonRow = { from: string; to: string; price: number }
type TCase = {
  n: number
  daily: number
  discounted: number | null
  weekly: number | null
  monthly: number | null
  seasons: TSeasonRow[]
  extras: Record<TExtraName, number>
  chosen: TExtraName[]
  fees: {
    oneWay: number | null
    pair: number | null
    young: { underAge: number; perDay: number; cap: number | null } | null
    places: Map<string, number>
  }
  pickup: string
  dropoff: string
  /** The pick-up's date and time on Athens' clock, and the drop-off's. */
  fromDay: string
  fromTime: string
  toDay: string
  toTime: string
  days: number
  age: number | null
}

// ----- The oracle: the price rule of DESIGN.md §3 and records 0101–0102, day by day, written here. -----

const isoPlus = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10)
/** The last Sunday of a month (Europe's clocks change then). */
function lastSunday(year: number, month: number): string {
  const last = new Date(Date.UTC(year, month, 0))
  return isoPlus(last.toISOString().slice(0, 10), -last.getUTCDay())
}
/** Athens' offset at a daytime hour of a date: summer time from the last Sunday of March to the last of October. */
function athensOffset(date: string): string {
  const year = Number(date.slice(0, 4))
  return date >= lastSunday(year, 3) && date < lastSunday(year, 10) ? '+03:00' : '+02:00'
}
const instant = (date: string, time: string) => `${date}T${time}:00${athensOffset(date)}`
/** A line raised by the percentage, half-up to the cent. */
const raised = (cents: number) => Math.floor((cents * (10_000 + PERCENTAGE * 100) + 5_000) / 10_000)

/** What the rental costs, counted day by day: each date at its season's price or the lowest rate of its length. */
function oracle(c: TCase, withOptions: boolean): number {
  const base = Math.min(
    ...[c.daily, c.discounted, c.days >= 7 ? c.weekly : null, c.days >= 30 ? c.monthly : null].filter((v): v is number => v !== null),
  )
  // Days at one rate and price are one line, raised as a whole.
  const lines = new Map<string, { price: number; days: number }>()
  for (let k = 0; k < c.days; k++) {
    const date = isoPlus(c.fromDay, k)
    const season = c.seasons.find((s) => s.from <= date && date <= s.to)
    const key = season ? `season ${season.price}` : `base ${base}`
    const line = lines.get(key) ?? { price: season ? season.price : base, days: 0 }
    line.days += 1
    lines.set(key, line)
  }
  let total = [...lines.values()].reduce((sum, line) => sum + raised(line.price * line.days), 0)
  for (const extra of EXTRAS) {
    const price = c.extras[extra]
    if (price > 0 && withOptions && c.chosen.includes(extra)) total += raised(ONCE.has(extra) ? price : price * c.days)
  }
  const elsewhere = c.pickup !== c.dropoff
  if (elsewhere) total += raised(c.fees.pair ?? c.fees.oneWay ?? 0) + raised(c.fees.places.get(c.dropoff) ?? 0)
  total += raised(c.fees.places.get(c.pickup) ?? 0)
  if (c.fees.young && c.age !== null && c.age < c.fees.young.underAge)
    total += raised(Math.min(c.fees.young.perDay * c.days, c.fees.young.cap ?? Number.POSITIVE_INFINITY))
  return total
}

/** The price as it was before seasons, rates and fees (issue 31): the daily price for every day and the options. */
function todaysPrice(c: TCase, withOptions: boolean): number {
  let total = raised(c.daily * c.days)
  for (const extra of EXTRAS)
    if (c.extras[extra] > 0 && withOptions && c.chosen.includes(extra)) total += raised(ONCE.has(extra) ? c.extras[extra] : c.extras[extra] * c.days)
  return total
}

// ----- The cases -----

function drawCase(random: Random, n: number, places: string[], year: number): TCase {
  const plain = n % 5 === 0 // no seasons, no rates, no fees: today's price
  const daily = random.int(20, 120) * 100 + random.pick([0, 50, 99])
  const days = random.pick([1, 2, 3, 5, 6, 7, 8, 13, 29, 30, random.int(1, 30)])
  // Around a change of the clocks, so that many rentals cross one.
  const change = random.chance(0.5) ? lastSunday(year, 3) : lastSunday(year, 10)
  const fromDay = isoPlus(change, random.int(-days - 2, 3))
  const fromHour = random.int(8, 17)
  const fromTime = `${String(fromHour).padStart(2, '0')}:${random.pick(['00', '30'])}`
  // `days` days: the same day `days` later no later than the pick-up's time, or a day earlier and later in the day.
  const sameOrEarlier = random.chance(0.5) || days === 1
  const toDay = isoPlus(fromDay, sameOrEarlier ? days : days - 1)
  const toHour = sameOrEarlier ? random.int(7, fromHour) : random.int(fromHour + 1, 20)
  const toTime = `${String(toHour).padStart(2, '0')}:${sameOrEarlier && toHour === fromHour ? fromTime.slice(3) : '00'}`
  const seasons: TSeasonRow[] = []
  if (!plain) {
    let day = isoPlus(fromDay, random.int(-6, 2))
    for (let i = random.int(0, 3); i > 0; i--) {
      const from = isoPlus(day, random.int(0, 4))
      const to = isoPlus(from, random.int(0, 6))
      seasons.push({ from, to, price: random.int(30, 150) * 100 + random.pick([0, 1, 33]) })
      day = isoPlus(to, 1)
    }
  }
  const pickup = random.pick(places)
  const dropoff = random.chance(0.5) ? pickup : random.pick(places)
  const extras = Object.fromEntries(EXTRAS.map((e) => [e, random.pick([-1, 0, random.int(3, 25) * 100 + random.pick([0, 45])])])) as Record<
    TExtraName,
    number
  >
  return {
    n,
    daily,
    discounted: !plain && random.chance(0.3) ? daily - random.int(1, 10) * 100 : null,
    weekly: !plain && random.chance(0.4) ? random.int(15, 100) * 100 : null,
    monthly: !plain && random.chance(0.3) ? random.int(10, 90) * 100 : null,
    seasons,
    extras,
    // Options the car offers (one it does not is refused at the checkout, not dropped).
    chosen: EXTRAS.filter((extra) => extras[extra] >= 0 && random.chance(0.5)),
    fees: plain
      ? { oneWay: null, pair: null, young: null, places: new Map() }
      : {
          oneWay: random.chance(0.5) ? random.int(10, 60) * 100 : null,
          pair: pickup !== dropoff && random.chance(0.4) ? random.pick([0, random.int(20, 90) * 100]) : null,
          young: random.chance(0.5)
            ? { underAge: random.int(21, 30), perDay: random.int(5, 20) * 100 + 50, cap: random.pick([null, random.int(20, 80) * 100]) }
            : null,
          places: new Map(random.sample(places, random.int(0, 2)).map((p) => [p, random.int(5, 40) * 100] as const)),
        },
    pickup,
    dropoff,
    fromDay,
    fromTime,
    toDay,
    toTime,
    days,
    // 22 or more: the checkout asks the minimum age (21) of the driver today, not on the pick-up day.
    age: random.chance(0.6) ? random.int(22, 30) : null,
  }
}

/**
 * Issue 31's property: for random cars (seasons, weekly, monthly and discounted rates, options),
 * suppliers' fees, places, drivers' ages and dates around a change of the clocks, the search card,
 * the car's quote, the checkout's stored price and the confirmation mail give one total, the one a
 * day-by-day oracle written here gives; with nothing of issue 31 set, it is the price of before.
 */
describe.each(FLAVORS)('one price from the search card to the confirmation mail on %s', (flavor) => {
  let t: MailTestApp
  let f: Awaited<ReturnType<typeof searchFixture>>
  let as: Record<'driver', Caller>
  const random = seededRandom(31_031)
  const year = new Date().getUTCFullYear() + 1
  const checked: { c: TCase; bookingId: string; total: number }[] = []

  beforeAll(async () => {
    t = await buildMailTestApp(flavor, {
      PRICE_PERCENTAGE: String(PERCENTAGE),
      RATE_LIMIT_CHECKOUT: '100000',
      MAX_OPEN_PAY_LATER: '1000',
      MAX_ADVANCE_DAYS: '1000',
    })
    f = await searchFixture(t.db.database.db)
    as = await signedInAs(t.db.database.db, { driver: f.driver._id })
  }, 60_000)
  afterAll(async () => t.close())

  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: as.driver.headers })
    expect(res.statusCode, res.body).toBe(200)
    return res.json()
  }

  it(`gives the oracle's total on the card, the quote, the stored booking and the mail in ${CASES} random cases`, async () => {
    const db = t.db.database.db
    const places = [f.athens._id, f.piraeus._id, f.heraklion._id]
    for (let n = 0; n < CASES; n++) {
      const c = drawCase(random, n, places, year)
      const supplier = makeUser({ _id: fixedId(10_000 + n), type: 'supplier', fullName: `Supplier ${n}`, email: `s${n}@prices.test`, payLater: true })
      await db.insert(users).values({
        ...supplier,
        oneWayFee: c.fees.oneWay,
        youngDriverAge: c.fees.young?.underAge ?? null,
        youngDriverFee: c.fees.young?.perDay ?? null,
        youngDriverCap: c.fees.young?.cap ?? null,
      })
      if (c.fees.pair !== null) {
        const [placeA, placeB] = [c.pickup, c.dropoff].sort() as [string, string]
        await db.insert(supplierOneWayFees).values({ supplierId: supplier._id, placeA, placeB, fee: c.fees.pair })
      }
      if (c.fees.places.size)
        await db.insert(supplierPlaceFees).values([...c.fees.places].map(([locationId, fee]) => ({ supplierId: supplier._id, locationId, fee })))
      const car = await f.addCar(
        supplier._id,
        [...new Set([c.pickup, c.dropoff, ...places])].map((_id) => ({ _id })),
        {
          dailyPrice: c.daily,
          discountedPrice: c.discounted,
          weeklyPrice: c.weekly,
          monthlyPrice: c.monthly,
          minimumAge: 21,
          ...c.extras,
        },
      )
      if (c.seasons.length)
        await db.insert(carSeasons).values(c.seasons.map((s) => ({ carId: car._id, fromDay: s.from, toDay: s.to, dailyPrice: s.price })))

      const from = instant(c.fromDay, c.fromTime)
      const to = instant(c.toDay, c.toTime)
      const query = new URLSearchParams({ pickup: c.pickup, dropoff: c.dropoff, from, to, suppliers: supplier._id })
      if (c.age !== null) query.set('age', String(c.age))
      const label = `case ${n}: ${JSON.stringify({ ...c, fees: { ...c.fees, places: [...c.fees.places] } })}`

      const card = ((await get(`/api/cars/search?${query.toString()}`)).items as { _id: string; totalPrice: number; days: number }[]).find(
        (item) => item._id === car._id,
      )
      expect(card?.days, label).toBe(c.days)
      expect(card?.totalPrice, label).toBe(oracle(c, false))
      if (c.chosen.length) query.set('options', c.chosen.join(','))
      const quote = (await get(`/api/cars/${car._id}?${query.toString()}`)).quote as { totalPrice: number }
      expect(quote.totalPrice, label).toBe(oracle(c, true))

      // The driver as searched: that age on the pick-up day (none searched: 40).
      const booked = await checkoutAs(t.app, as.driver, {
        car: car._id,
        pickup: c.pickup,
        dropoff: c.dropoff,
        from,
        to,
        options: Object.fromEntries(c.chosen.map((extra) => [extra, true])),
        driver: {
          fullName: 'Noa Levi',
          email: f.driver.email,
          phone: '+972 50 123 4567',
          birthDate: `${Number(c.fromDay.slice(0, 4)) - (c.age ?? 40)}-01-01`,
        },
        ...(c.chosen.includes('additionalDriver')
          ? { additionalDriver: { fullName: 'Dan Levi', email: 'dan@prices.test', phone: '+972 50 765 4321', birthDate: '1985-03-03' } }
          : {}),
        payment: { method: 'later' },
      })
      expect(booked.statusCode, `${label}\n${booked.body}`).toBe(200)
      const [stored] = await db.select().from(bookings).where(eq(bookings.carId, car._id))
      expect(stored?.totalPrice, label).toBe(oracle(c, true))
      if (c.n % 5 === 0) expect(stored?.totalPrice, `${label}: today's price`).toBe(todaysPrice(c, true))
      checked.push({ c, bookingId: stored?._id ?? '', total: oracle(c, true) })
    }

    // Every confirmation, once the work after the commits has run: its total is the same.
    await t.app.jobs.drain()
    for (const { c, bookingId, total } of checked) {
      const reference = `WB-${bookingId.replace(/-/g, '').slice(0, 8).toUpperCase()}`
      const mail = t.smtp.mails.find((m) => m.to.includes(f.driver.email) && m.subject.includes(reference))
      expect(mail?.text, `case ${c.n}: the mail of ${reference}`).toContain(formatPrice(total, 'EUR', 'en'))
    }
    // The cases crossed what they are drawn to cross.
    const crossing = checked.filter(({ c }) => athensOffset(c.fromDay) !== athensOffset(isoPlus(c.fromDay, c.days)))
    expect(crossing.length).toBeGreaterThan(CASES / 10)
    expect(checked.filter(({ c }) => c.seasons.some((s) => s.from > c.fromDay && s.from < isoPlus(c.fromDay, c.days))).length).toBeGreaterThan(
      CASES / 10,
    )
  }, 600_000)
})
