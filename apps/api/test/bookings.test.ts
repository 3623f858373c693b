import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookingReference } from '@wheelbase/core/bookingStatus'
import { makeUser } from '../src/db/factories'
import { and, eq } from 'drizzle-orm'
import { bookings, bookingStatusHistory, notifications } from '../src/db/schema'
import { day, fixedId, searchFixture } from './helpers/searchFixture'
import { buildTestApp, type TestApp } from './helpers/testApp'
import { signedInCast, type Caller } from './helpers/callers'
import { FLAVORS } from './helpers/testDatabase'

/**
 * The bookings list and detail, for every role: a driver reaches their own, a supplier its cars',
 * an admin all; a stranger 401, anybody else's booking 404, and no one else's personal data in
 * any answer.
 */
describe.each(FLAVORS)('bookings on %s', (flavor) => {
  let t: TestApp
  let f: Awaited<ReturnType<typeof searchFixture>>
  const as: Record<'driverA' | 'driverB' | 'supplierX' | 'supplierY' | 'admin', Caller> = {} as never
  const driverB = makeUser({ _id: fixedId(900), fullName: 'Bella Secret', email: 'bella.secret@bookings.test' })
  const admin = makeUser({ _id: fixedId(901), type: 'admin', email: 'admin@bookings.test' })
  // Distinct first eight digits: a reference (WB-XXXXXXXX) names one booking.
  const ids = {
    ofA: 'a1b2c3d4-0000-4000-8000-000000000910',
    ofB: 'b1b2c3d4-0000-4000-8000-000000000911',
    olderOfA: 'c1b2c3d4-0000-4000-8000-000000000912',
  }

  beforeAll(async () => {
    t = await buildTestApp(flavor)
    f = await searchFixture(t.db.database.db)
    const db = t.db.database.db
    Object.assign(as, await signedInCast(db, f, { driverB, admin }))
    const carX = await f.addCar(f.alpha._id, [f.athens], { name: 'Fiat Panda' })
    const carY = await f.addCar(f.beta._id, [f.athens], { name: 'Toyota Yaris' })
    await f.book(carX, day(40, 10), day(43, 10), { _id: ids.olderOfA, status: 'cancelled', createdAt: new Date(Date.now() - 86_400_000) })
    await f.book(carX, day(20, 10), day(23, 10), { _id: ids.ofA, status: 'paid' })
    await f.book(carY, day(20, 10), day(22, 10), { _id: ids.ofB, driverId: driverB._id, status: 'pending', payLater: true })
    await db.insert(bookingStatusHistory).values([
      { _id: fixedId(920), bookingId: ids.ofA, actorId: f.driver._id, fromStatus: null, toStatus: 'pending', at: new Date(Date.now() - 60_000) },
      { _id: fixedId(921), bookingId: ids.ofA, actorId: null, fromStatus: 'pending', toStatus: 'paid', at: new Date(Date.now() - 30_000) },
      { _id: fixedId(922), bookingId: ids.ofA, actorId: f.alpha._id, fromStatus: 'paid', toStatus: 'reserved', at: new Date() },
    ])
  })
  afterAll(async () => t.close())

  const list = (caller: Caller | null, query = '') => t.app.inject({ url: `/api/bookings${query}`, headers: caller?.headers ?? {} })
  const detail = (caller: Caller | null, id: string) => t.app.inject({ url: `/api/bookings/${id}`, headers: caller?.headers ?? {} })
  const idsOf = async (caller: Caller, query = '') => ((await list(caller, query)).json().items as { _id: string }[]).map((b) => b._id)

  it('answers a signed-out caller 401, before reading anything', async () => {
    expect((await list(null)).statusCode).toBe(401)
    expect((await list(null, '?status=bogus')).statusCode).toBe(401)
    expect((await detail(null, ids.ofA)).statusCode).toBe(401)
  })

  it("lists a driver's own, a supplier's cars' and, for an admin, all bookings, newest first", async () => {
    expect(await idsOf(as.driverA)).toEqual([ids.ofA, ids.olderOfA])
    expect(await idsOf(as.driverB)).toEqual([ids.ofB])
    expect(await idsOf(as.supplierX)).toEqual([ids.ofA, ids.olderOfA])
    expect(await idsOf(as.supplierY)).toEqual([ids.ofB])
    expect((await idsOf(as.admin)).sort()).toEqual([ids.ofA, ids.ofB, ids.olderOfA].sort())
    // Another supplier named in the filter narrows a supplier's own list; it never widens it.
    expect(await idsOf(as.supplierX, `?supplier=${f.beta._id}`)).toEqual([])
    expect(await idsOf(as.admin, `?supplier=${f.beta._id}`)).toEqual([ids.ofB])
  })

  it("never shows another account's personal data", async () => {
    for (const caller of [as.driverA, as.supplierX]) {
      const answer = (await list(caller)).body
      expect(answer).not.toContain('Bella Secret')
      expect(answer).not.toContain('bella.secret@bookings.test')
    }
    expect((await list(as.driverA)).body).not.toContain(f.driver.email) // a list shows names, not emails
  })

  it('answers 404 for a booking the caller may not see, as for one that does not exist', async () => {
    for (const [caller, id] of [
      [as.driverB, ids.ofA],
      [as.supplierY, ids.ofA],
      [as.driverA, ids.ofB],
      [as.supplierX, ids.ofB],
      [as.admin, fixedId(999)],
      [as.admin, 'not-an-id'],
    ] as const) {
      const res = await detail(caller, id)
      expect([res.statusCode, res.json().error.code]).toEqual([404, 'booking_not_found'])
      expect(res.body).not.toContain('Bella')
    }
  })

  it('shows a booking with its price and a history that names roles, not people', async () => {
    const res = await detail(as.driverA, ids.ofA)
    expect(res.statusCode).toBe(200)
    const booking = res.json()
    expect(booking).toMatchObject({
      reference: bookingReference(ids.ofA),
      status: 'paid',
      car: { name: 'Fiat Panda' },
      supplier: { fullName: 'Alpha Rent' },
    })
    expect(booking.from).toMatch(/\+0[23]:00$/)
    expect(booking.lines[0]).toMatchObject({ kind: 'rental', quantity: 3 })
    expect(booking.history.map((h: { by: string }) => h.by)).toEqual(['you', 'system', 'supplier'])
    expect((await detail(as.supplierX, ids.ofA)).json().history.map((h: { by: string }) => h.by)).toEqual(['driver', 'system', 'you'])
    expect((await detail(as.admin, ids.ofA)).json().driver.email).toBe(f.driver.email)
  })

  it('filters by status, pick-up dates, reference, car and (for staff) driver', async () => {
    expect(await idsOf(as.driverA, '?status=cancelled')).toEqual([ids.olderOfA])
    expect(await idsOf(as.driverA, '?status=paid,cancelled')).toEqual([ids.ofA, ids.olderOfA])
    const pickup = (n: number) => day(n, 10).toISOString().slice(0, 10)
    expect(await idsOf(as.admin, `?from=${pickup(30)}`)).toEqual([ids.olderOfA])
    expect((await idsOf(as.admin, `?to=${pickup(25)}`)).sort()).toEqual([ids.ofA, ids.ofB].sort())
    expect(await idsOf(as.driverA, `?q=${bookingReference(ids.ofA)}`)).toEqual([ids.ofA])
    expect(await idsOf(as.driverA, '?q=panda')).toEqual([ids.ofA, ids.olderOfA])
    expect(await idsOf(as.admin, '?q=bella.secret')).toEqual([ids.ofB])
    expect(await idsOf(as.supplierX, '?q=bella')).toEqual([])
    expect(await idsOf(as.driverA, '?q=100%25_')).toEqual([])
    const bad = await list(as.driverA, '?status=lost')
    expect([bad.statusCode, bad.json().error.code]).toEqual([400, 'validation_failed'])
  })

  it("takes a driver's cancel request on their own booking, by the rules, and tells the supplier and the admins", async () => {
    const db = t.db.database.db
    const ask = (caller: Caller | null, id: string) =>
      t.app.inject({ method: 'POST', url: `/api/bookings/${id}/cancel-request`, headers: caller?.headers ?? {} })
    expect((await ask(null, ids.ofA)).statusCode).toBe(401)
    expect((await ask(as.supplierX, ids.ofA)).statusCode).toBe(403)
    expect((await ask(as.admin, ids.ofA)).statusCode).toBe(403)
    expect((await ask(as.driverB, ids.ofA)).statusCode).toBe(404)
    // Paid without the cancellation option: not online.
    const paid = await ask(as.driverA, ids.ofA)
    expect([paid.statusCode, paid.json().error.code]).toEqual([409, 'cancel_not_included'])
    expect((await ask(as.driverA, ids.olderOfA)).json().error.code).toBe('cancel_not_active')
    // Pay later: free.
    const free = await ask(as.driverB, ids.ofB)
    expect([free.statusCode, free.json()]).toEqual([200, { cancelRequest: true }])
    expect((await detail(as.supplierY, ids.ofB)).json().cancelRequest).toBe(true)
    const told = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.bookingId, ids.ofB), eq(notifications.messageKey, 'notifications.cancelRequest')))
    expect(told.map((n) => n.userId).sort()).toEqual([f.beta._id, admin._id].sort())
    const again = await ask(as.driverB, ids.ofB)
    expect([again.statusCode, again.json().error.message]).toEqual([409, 'You have already asked to cancel this booking. We will contact you.'])
    // Once reserved, never.
    await db.update(bookings).set({ status: 'reserved', cancelRequest: false }).where(eq(bookings._id, ids.ofB))
    expect((await ask(as.driverB, ids.ofB)).json().error.code).toBe('cancel_reserved')
    // Once its pick-up time has passed, not online either; nor may it be changed.
    await db
      .update(bookings)
      .set({ status: 'pending', from: day(-1, 10), to: day(1, 10) })
      .where(eq(bookings._id, ids.ofB))
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${ids.ofB}/cancel-request`,
      headers: { ...as.driverB.headers, 'accept-language': 'fr' },
    })
    expect([started.statusCode, started.json().error.code]).toEqual([409, 'cancel_started'])
    expect(started.json().error.message).toBe('Cette location a commencé : elle ne peut plus être annulée en ligne. Veuillez contacter le loueur.')
    const change = { pickup: f.athens._id, from: day(30, 10).toISOString(), to: day(32, 10).toISOString(), options: {} }
    const amend = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${ids.ofB}/amendment-quote`,
      headers: as.driverB.headers,
      payload: change,
    })
    expect([amend.statusCode, amend.json().error.code]).toEqual([409, 'amend_started'])
    await db
      .update(bookings)
      .set({ from: day(20, 10), to: day(22, 10) })
      .where(eq(bookings._id, ids.ofB))
  })

  it('pages 20 at a time, 10 on a phone, with the next page', async () => {
    const first = (await list(as.admin, '?size=2')).json()
    expect([first.items.length, first.total, first.nextPage]).toEqual([2, 3, 2])
    const second = (await list(as.admin, '?size=2&page=2')).json()
    expect([second.items.length, second.nextPage]).toEqual([1, null])
    expect((await list(as.admin, '?size=51')).statusCode).toBe(400)
  })
})
