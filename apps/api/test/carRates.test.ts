import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localDate } from '@wheelbase/core/days'
import { computePrice } from '@wheelbase/core/pricing'
import { addDays } from '@wheelbase/core/rates'
import { makeUser } from '../src/db/factories'
import { bookings, carSeasons, users } from '../src/db/schema'
import { checkoutAs, signedInStaff, type Caller, type TStaff } from './helpers/callers'
import { day, fixedId, searchFixture } from './helpers/searchFixture'
import { buildTestApp, type TestApp } from './helpers/testApp'
import { FLAVORS } from './helpers/testDatabase'
import { multipart, pngOf } from './helpers/uploads'
import { carBody as carForm } from './helpers/carBody'

type Who = TStaff
type TCard = { _id: string; totalPrice: number; regularPrice: number | null; pricePerDay: number }

/**
 * A supplier's prices by date and length (record 0101): set in the console, they price the search
 * card, the car's quote and the checkout alike, day by day on the pick-up place's clock, and the
 * search orders by that price. Bad values are refused with a message and change nothing.
 */
describe.each(FLAVORS)('prices by date and length on %s', (flavor) => {
  let t: TestApp
  let f: Awaited<ReturnType<typeof searchFixture>>
  const as = {} as Record<Who, Caller>
  const admin = makeUser({ _id: fixedId(990), type: 'admin', email: 'admin@rates.test' })
  // Five days from 12:00 in Athens: two at the base rate, then three in the season.
  const from = day(40, 10)
  const to = day(45, 10)
  const first = localDate(from, 'Europe/Athens')
  const season = { from: addDays(first, 2), to: addDays(first, 20), dailyPrice: 9_000 }

  beforeAll(async () => {
    // A picture is uploaded per car: more than the default limit of uploads a minute.
    t = await buildTestApp(flavor, { RATE_LIMIT_CHECKOUT: '1000', RATE_LIMIT_UPLOAD: '1000', PRICE_PERCENTAGE: '10' })
    const db = t.db.database.db
    f = await searchFixture(db)
    await db.update(users).set({ payLater: true }).where(eq(users._id, f.alpha._id))
    Object.assign(as, await signedInStaff(db, f, admin))
  })
  afterAll(async () => t.close())

  const call = (who: Who | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: who ? as[who].headers : {}, ...(payload === undefined ? {} : { payload: payload as object }) })
  const picture = async () => {
    const body = multipart('car.png', 'image/png', await pngOf(600, 400))
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/console/car-images',
      payload: body.payload,
      headers: { ...as.supplierX.headers, ...body.headers },
    })
    return res.json().image as string
  }
  const carBody = async (overrides: Record<string, unknown> = {}) =>
    carForm(await picture(), [f.heraklion._id], {
      name: 'Fiat 500',
      dailyPrice: 5_000,
      deposit: 30_000,
      seats: 4,
      doors: 3,
      fuelType: 'gasoline',
      extras: { cancellation: -1, amendments: -1, theftProtection: 800, collisionDamageWaiver: -1, fullInsurance: -1, additionalDriver: -1 },
      ...overrides,
    })
  const search = async () => {
    const query = new URLSearchParams({ pickup: f.heraklion._id, from: from.toISOString(), to: to.toISOString() })
    const res = await call('driver', 'GET', `/api/cars/search?${query.toString()}`)
    expect(res.statusCode, res.body).toBe(200)
    return res.json().items as TCard[]
  }

  it('prices a rental across a season’s edge alike on the card, the quote and the checkout, each rate on its line', async () => {
    const res = await call('supplierX', 'POST', '/api/console/cars', await carBody({ discountedPrice: 4_000, seasons: [season] }))
    expect(res.statusCode).toBe(200)
    const car = res.json()
    expect(car).toMatchObject({ discountedPrice: 4_000, weeklyPrice: null, monthlyPrice: null, seasons: [season] })
    // 2 days discounted and 3 in season, each line raised by 10 %.
    const expected = 2 * 4_400 + 3 * 9_900
    const card = (await search()).find((c) => c._id === car._id)
    expect(card).toMatchObject({ totalPrice: expected, regularPrice: 2 * 5_500 + 3 * 9_900, pricePerDay: Math.round(expected / 5) })
    const query = new URLSearchParams({ pickup: f.heraklion._id, from: from.toISOString(), to: to.toISOString(), options: 'theftProtection' })
    const quote = (await call('driver', 'GET', `/api/cars/${car._id}?${query.toString()}`)).json().quote
    expect(quote.lines).toEqual([
      { kind: 'rental', rate: 'discounted', unitCents: 4_000, quantity: 2, amountCents: 8_800 },
      { kind: 'rental', rate: 'season', unitCents: 9_000, quantity: 3, amountCents: 29_700 },
      { kind: 'theftProtection', unitCents: 800, quantity: 5, amountCents: 4_400 },
    ])
    const booked = await checkoutAs(t.app, as.driver, {
      car: car._id,
      pickup: f.heraklion._id,
      from: from.toISOString(),
      to: to.toISOString(),
      options: { theftProtection: true },
      driver: { fullName: 'Eleni Papadaki', email: f.driver.email, phone: '+30 690 123 4567', birthDate: '1990-05-20' },
      payment: { method: 'later' },
    })
    expect(booked.statusCode, booked.body).toBe(200)
    expect(booked.json().totalPrice).toBe(quote.totalPrice)
    const [stored] = await t.db.database.db.select().from(bookings).where(eq(bookings.carId, car._id))
    expect(stored?.totalPrice).toBe(expected + 4_400)
    expect(stored?.priceSnapshot.lines).toEqual(quote.lines)
  })

  it('orders the search by the rental’s price, not the daily price', async () => {
    const peak = (
      await call('supplierX', 'POST', '/api/console/cars', await carBody({ name: 'Peak car', dailyPrice: 3_000, seasons: [season] }))
    ).json()
    const flat = (await call('supplierX', 'POST', '/api/console/cars', await carBody({ name: 'Flat car', dailyPrice: 4_500 }))).json()
    const order = (await search()).map((c) => c._id).filter((id) => id === peak._id || id === flat._id)
    // Peak: 2 × 30 + 3 × 90 = 330; flat: 5 × 45 = 225.
    expect(order).toEqual([flat._id, peak._id])
    const week = await carBody({ name: 'Weekly car', weeklyPrice: 1_000, monthlyPrice: 900 })
    const weekly = (await call('supplierX', 'POST', '/api/console/cars', week)).json()
    // Five days: the weekly rate does not apply yet.
    expect((await search()).find((c) => c._id === weekly._id)?.totalPrice).toBe(5 * 5_500)
    expect(computePrice({ ...week, ...week.extras } as never, { days: 7, firstDay: first }, {}).totalCents).toBe(7 * 1_000)
  })

  it('refuses overlapping seasons, a season ending before it starts and a discount not below the daily price, changing nothing', async () => {
    const car = (await call('supplierX', 'POST', '/api/console/cars', await carBody({ seasons: [season] }))).json()
    const overlap = await call(
      'supplierX',
      'PUT',
      `/api/console/cars/${car._id}`,
      await carBody({ seasons: [season, { ...season, from: season.to, to: addDays(season.to, 3) }] }),
    )
    expect(overlap.statusCode).toBe(400)
    expect(overlap.json().error.fields).toEqual({ 'seasons.1.to': 'Seasons may not overlap: this one shares days with another' })
    const backwards = await call(
      'supplierX',
      'PUT',
      `/api/console/cars/${car._id}`,
      await carBody({ seasons: [{ ...season, to: addDays(season.from, -1) }] }),
    )
    expect(backwards.json().error.fields).toEqual({ 'seasons.0.to': 'The season must end on or after its first day' })
    const discount = await call('supplierX', 'PUT', `/api/console/cars/${car._id}`, await carBody({ discountedPrice: 5_000 }))
    expect(discount.json().error.fields).toEqual({ discountedPrice: 'A discounted price must be below the daily price' })
    const zero = await call('supplierX', 'PUT', `/api/console/cars/${car._id}`, await carBody({ weeklyPrice: 0 }))
    expect(zero.statusCode).toBe(400)
    const rows = await t.db.database.db.select().from(carSeasons).where(eq(carSeasons.carId, car._id))
    expect(rows.map((r) => [r.fromDay, r.toDay, r.dailyPrice])).toEqual([[season.from, season.to, season.dailyPrice]])
  })

  it('lets no one else set a car’s seasons: another supplier 404, a driver 403, a stranger 401', async () => {
    const car = (await call('supplierX', 'POST', '/api/console/cars', await carBody())).json()
    const body = await carBody({ seasons: [season] })
    expect((await call('supplierY', 'PUT', `/api/console/cars/${car._id}`, body)).statusCode).toBe(404)
    expect((await call('driver', 'PUT', `/api/console/cars/${car._id}`, body)).statusCode).toBe(403)
    expect((await call(null, 'PUT', `/api/console/cars/${car._id}`, body)).statusCode).toBe(401)
    expect(await t.db.database.db.select().from(carSeasons).where(eq(carSeasons.carId, car._id))).toEqual([])
    // An admin may, for any supplier (keeping the car's picture: the new one is supplier X's upload, not the admin's).
    expect((await call('admin', 'PUT', `/api/console/cars/${car._id}`, { ...body, image: car.image })).json().seasons).toEqual([
      { ...season, minDays: null },
    ])
  })
})
