import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeUser } from '../src/db/factories'
import { bookings, supplierPlaceFees, users } from '../src/db/schema'
import { checkoutAs, signedInAs, type Caller } from './helpers/callers'
import { day, fixedId, searchFixture } from './helpers/searchFixture'
import { buildTestApp, type TestApp } from './helpers/testApp'
import { FLAVORS } from './helpers/testDatabase'
import { checkoutBody } from './helpers/checkoutBody'

type Who = 'driver' | 'young' | 'supplierX' | 'supplierY' | 'admin'
type TLine = { kind: string; unitCents: number; quantity: number; amountCents: number }

/**
 * A supplier's fees (record 0102): set in the console by that supplier (or an admin) only, they are
 * lines of every price from the search card on: the one-way fee only when the places differ, the
 * young driver's fee only below the age and never above its cap, the surcharges at the places.
 * The checkout charges them for the driver as born; an amendment moving the drop-off adds or
 * removes the one-way fee.
 */
describe.each(FLAVORS)('supplier fees on %s', (flavor) => {
  let t: TestApp
  let f: Awaited<ReturnType<typeof searchFixture>>
  const as = {} as Record<Who, Caller>
  const admin = makeUser({ _id: fixedId(990), type: 'admin', email: 'admin@fees.test' })
  // 22 years old on every pick-up day of these tests.
  const young = makeUser({ _id: fixedId(991), email: 'young@fees.test', birthDate: `${new Date().getUTCFullYear() - 23}-01-01` })
  let car: Awaited<ReturnType<typeof f.addCar>>
  let strict: Awaited<ReturnType<typeof f.addCar>>
  const from = day(30, 10)
  const to = day(33, 10)

  beforeAll(async () => {
    t = await buildTestApp(flavor, { RATE_LIMIT_CHECKOUT: '1000', MAX_OPEN_PAY_LATER: '1000' })
    const db = t.db.database.db
    f = await searchFixture(db)
    await db.insert(users).values([admin, young])
    await db.update(users).set({ payLater: true }).where(eq(users._id, f.alpha._id))
    Object.assign(
      as,
      await signedInAs(db, { driver: f.driver._id, young: young._id, supplierX: f.alpha._id, supplierY: f.beta._id, admin: admin._id }),
    )
    car = await f.addCar(f.alpha._id, [f.athens, f.piraeus, f.heraklion], {
      name: 'Fees car',
      dailyPrice: 4_000,
      minimumAge: 21,
      theftProtection: -1,
    })
    strict = await f.addCar(f.alpha._id, [f.athens, f.piraeus], { name: 'Strict car', dailyPrice: 3_000, minimumAge: 25 })
  })
  afterAll(async () => t.close())

  const call = (who: Who | null, method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: who ? as[who].headers : {}, ...(payload === undefined ? {} : { payload: payload as object }) })
  const fees = () => ({
    oneWayFee: 4_000,
    oneWayPairs: [{ places: [f.heraklion._id, f.athens._id], fee: 9_000 }],
    youngDriver: { underAge: 25, perDay: 1_000, cap: 2_500 },
    placeFees: [{ locationId: f.athens._id, fee: 1_500 }],
  })
  const url = (supplierId: string) => `/api/console/suppliers/${supplierId}/fees`
  const where = (dropoff: string, age?: number) => {
    const query = new URLSearchParams({ pickup: f.athens._id, dropoff, from: from.toISOString(), to: to.toISOString() })
    if (age !== undefined) query.set('age', String(age))
    return query
  }
  const quoteLines = async (dropoff: string, age?: number) =>
    (await call('driver', 'GET', `/api/cars/${car._id}?${where(dropoff, age).toString()}`)).json().quote as { totalPrice: number; lines: TLine[] }
  const card = async (dropoff: string, age?: number) => {
    const items = (await call('driver', 'GET', `/api/cars/search?${where(dropoff, age).toString()}`)).json().items as {
      _id: string
      totalPrice: number
    }[]
    return { fees: items.find((c) => c._id === car._id), strict: items.find((c) => c._id === strict._id) }
  }

  it('lets only the supplier and admins read and set its fees: another supplier 404, a driver 403, a stranger 401', async () => {
    expect((await call('supplierX', 'GET', url(f.alpha._id))).json()).toEqual({ oneWayFee: null, oneWayPairs: [], youngDriver: null, placeFees: [] })
    expect((await call('supplierY', 'PUT', url(f.alpha._id), fees())).statusCode).toBe(404)
    expect((await call('supplierY', 'GET', url(f.alpha._id))).statusCode).toBe(404)
    expect((await call('driver', 'PUT', url(f.alpha._id), fees())).statusCode).toBe(403)
    expect((await call(null, 'PUT', url(f.alpha._id), fees())).statusCode).toBe(401)
    expect((await call('supplierX', 'GET', url(f.alpha._id))).json().oneWayFee).toBeNull()
    const saved = await call('supplierX', 'PUT', url(f.alpha._id), fees())
    expect(saved.statusCode, saved.body).toBe(200)
    // The pair is kept either way round; read back in its stored order.
    expect(saved.json()).toMatchObject({
      oneWayFee: 4_000,
      youngDriver: { underAge: 25, perDay: 1_000, cap: 2_500 },
      placeFees: [{ locationId: f.athens._id, fee: 1_500 }],
    })
    expect(saved.json().oneWayPairs[0].places.sort()).toEqual([f.athens._id, f.heraklion._id].sort())
    expect((await call('admin', 'GET', url(f.alpha._id))).json()).toEqual(saved.json())
  })

  it('refuses bad fees with a message on the field, changing nothing', async () => {
    const before = (await call('supplierX', 'GET', url(f.alpha._id))).json()
    const same = await call('supplierX', 'PUT', url(f.alpha._id), { ...fees(), oneWayPairs: [{ places: [f.athens._id, f.athens._id], fee: 100 }] })
    expect(same.statusCode).toBe(400)
    expect(same.json().error.fields).toEqual({ 'oneWayPairs.0.places.1': 'Choose two different places' })
    const twice = await call('supplierX', 'PUT', url(f.alpha._id), { ...fees(), placeFees: [fees().placeFees[0], fees().placeFees[0]] })
    expect(twice.json().error.fields).toEqual({ 'placeFees.1.locationId': 'This is already in the list' })
    const unknown = await call('supplierX', 'PUT', url(f.alpha._id), { ...fees(), placeFees: [{ locationId: fixedId(4242), fee: 100 }] })
    expect(unknown.statusCode).toBe(400)
    expect(Object.keys(unknown.json().error.fields)).toEqual(['placeFees.0.locationId'])
    for (const bad of [{ oneWayFee: -1 }, { youngDriver: { underAge: 12, perDay: 100 } }, { youngDriver: { underAge: 25, perDay: 0 } }])
      expect((await call('supplierX', 'PUT', url(f.alpha._id), { ...fees(), ...bad })).statusCode).toBe(400)
    expect((await call('supplierX', 'GET', url(f.alpha._id))).json()).toEqual(before)
  })

  it('charges the one-way fee only when the places differ, a pair’s own fee either way, and the surcharges at the places', async () => {
    const back = await quoteLines(f.athens._id)
    expect(back.lines.map((l) => [l.kind, l.amountCents])).toEqual([
      ['rental', 12_000],
      ['pickupFee', 1_500],
    ])
    const away = await quoteLines(f.piraeus._id)
    expect(away.lines.map((l) => [l.kind, l.amountCents])).toEqual([
      ['rental', 12_000],
      ['oneWayFee', 4_000],
      ['pickupFee', 1_500],
    ])
    // Athens → Heraklion has its own fee, set as Heraklion–Athens.
    expect((await quoteLines(f.heraklion._id)).lines.find((l) => l.kind === 'oneWayFee')?.amountCents).toBe(9_000)
    // The search card's total is the quote's, fees in.
    expect((await card(f.piraeus._id)).fees?.totalPrice).toBe(away.totalPrice)
  })

  it('charges a young driver per day below the age, never above the cap, and leaves out cars they may not drive', async () => {
    const at22 = await quoteLines(f.athens._id, 22)
    // 3 days × 10 = 30, capped at 25.
    expect(at22.lines.find((l) => l.kind === 'youngDriverFee')).toMatchObject({ unitCents: 1_000, quantity: 3, amountCents: 2_500 })
    expect((await quoteLines(f.athens._id, 25)).lines.some((l) => l.kind === 'youngDriverFee')).toBe(false)
    const cards = await card(f.athens._id, 22)
    expect(cards.fees?.totalPrice).toBe(at22.totalPrice)
    expect(cards.strict).toBeUndefined()
    expect((await card(f.athens._id)).strict).toBeDefined()
    const bad = await call('driver', 'GET', `/api/cars/search?${where(f.athens._id).toString()}&age=12`)
    expect(bad.statusCode).toBe(400)
  })

  it('charges at the checkout the fees of the driver as born, and an amendment moving the drop-off adds or removes the one-way fee', async () => {
    const driver = { fullName: 'Yannis Young', email: young.email, birthDate: young.birthDate ?? '' }
    const booked = await checkoutAs(
      t.app,
      as.young,
      checkoutBody({ car: car._id, pickup: f.athens._id, from, to, driver }, { dropoff: f.piraeus._id }),
    )
    expect(booked.statusCode, booked.body).toBe(200)
    const expected = await quoteLines(f.piraeus._id, 22)
    expect(booked.json().totalPrice).toBe(expected.totalPrice)
    const [stored] = await t.db.database.db.select().from(bookings).where(eq(bookings._id, booked.json().bookingId))
    expect(stored?.priceSnapshot.lines.map((l) => l.kind)).toEqual(['rental', 'oneWayFee', 'youngDriverFee', 'pickupFee'])

    const id = booked.json().bookingId as string
    const change = (dropoff: string) => ({ pickup: f.athens._id, dropoff, from: from.toISOString(), to: to.toISOString(), options: {} })
    const kinds = async (dropoff: string) =>
      ((await call('young', 'POST', `/api/bookings/${id}/amendment-quote`, change(dropoff))).json().lines as TLine[]).map((l) => l.kind)
    expect(await kinds(f.athens._id)).toEqual(['rental', 'youngDriverFee', 'pickupFee'])
    expect(await kinds(f.heraklion._id)).toEqual(['rental', 'oneWayFee', 'youngDriverFee', 'pickupFee'])
    // Another driver's booking: 404.
    expect((await call('driver', 'POST', `/api/bookings/${id}/amendment-quote`, change(f.athens._id))).statusCode).toBe(404)
  })

  it('prices exactly as before for a supplier without fees', async () => {
    await t.db.database.db.delete(supplierPlaceFees).where(eq(supplierPlaceFees.supplierId, f.beta._id))
    const plain = await f.addCar(f.beta._id, [f.athens, f.piraeus], { name: 'Plain car', dailyPrice: 4_000 })
    const query = where(f.piraeus._id, 19)
    const quote = (await call('driver', 'GET', `/api/cars/${plain._id}?${query.toString()}`)).json().quote
    expect(quote.lines).toEqual([{ kind: 'rental', rate: 'daily', unitCents: 4_000, quantity: 3, amountCents: 12_000 }])
  })
})
