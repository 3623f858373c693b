import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localDate } from '@wheelbase/core/days'
import { makeUser } from '../src/db/factories'
import { bookingCheckIns, bookings, users } from '../src/db/schema'
import { signedInAs, type Caller } from './helpers/callers'
import { day, fixedId, searchFixture } from './helpers/searchFixture'
import { buildMailTestApp, type MailTestApp } from './helpers/testApp'
import { FLAVORS } from './helpers/testDatabase'

const DAY = 86_400_000
/** A date of issue `days` before the pick-up day `start` (on the test's days). */
const issuedBefore = (start: number, days: number) => localDate(new Date(day(start, 10).getTime() - days * DAY), 'Europe/Athens')

/**
 * Online check-in (issue 45): the driver gives the licence before pick-up, checked by core's rule
 * against the supplier's years and permit; only the booking's supplier and the admins read it; it
 * is erased after the retention period; drivers who have not checked in are reminded.
 */
describe.each(FLAVORS)('online check-in on %s', (flavor) => {
  let t: MailTestApp
  let f: Awaited<ReturnType<typeof searchFixture>>
  let as: Record<'driver' | 'other' | 'supplier' | 'otherSupplier' | 'admin', Caller>
  let car: Awaited<ReturnType<typeof f.addCar>>
  let n = 0

  beforeAll(async () => {
    t = await buildMailTestApp(flavor, { TEST_CLOCK: 'true' })
    const db = t.db.database.db
    f = await searchFixture(db)
    const other = makeUser({ _id: fixedId(1900), email: 'other@checkin.test' })
    const admin = makeUser({ _id: fixedId(1901), email: 'admin@checkin.test', type: 'admin' })
    await db.insert(users).values([other, admin])
    // The supplier asks for a licence held a year, and a permit with one from outside the EU.
    await db.update(users).set({ licenceMinYears: 1, permitOutsideEu: true }).where(eq(users._id, f.alpha._id))
    as = await signedInAs(db, { driver: f.driver._id, other: other._id, supplier: f.alpha._id, otherSupplier: f.beta._id, admin: admin._id })
    car = await f.addCar(f.alpha._id, [f.athens], { name: 'Check-in Clio' })
  })
  afterAll(async () => t.close())

  const booking = async (start: number, extra: Parameters<typeof f.book>[3] = {}, of = car) => {
    n += 1
    const _id = fixedId(1910 + n)
    await f.book(of, day(start, 10), day(start + 2, 10), { _id, status: 'paid', ...extra })
    return _id
  }
  const checkIn = (caller: Caller | null, id: string, body: object) =>
    t.app.inject({ method: 'PUT', url: `/api/bookings/${id}/check-in`, headers: caller?.headers ?? {}, payload: body })
  const details = (caller: Caller | null, id: string) =>
    t.app.inject({ method: 'GET', url: `/api/bookings/${id}/check-in`, headers: caller?.headers ?? {} })
  const stored = async (id: string) => (await t.db.database.db.select().from(bookingCheckIns).where(eq(bookingCheckIns.bookingId, id)))[0]
  const moveClockTo = async (at: Date) =>
    expect((await t.app.inject({ method: 'POST', url: '/api/test/clock', payload: { at: at.toISOString() } })).statusCode).toBe(200)

  it('refuses a licence held 6 months by a supplier that asks for a year, saying from when, and stores nothing', async () => {
    const id = await booking(10)
    const res = await checkIn(as.driver, id, { licenceNumber: 'gr 123456', country: 'GR', issued: issuedBefore(10, 183) })
    expect(res.statusCode).toBe(400)
    const { error } = res.json()
    expect(error.code).toBe('licence_too_new')
    expect(error.message).toMatch(/at least 1 year/)
    expect(error.message).toContain(
      new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${issuedBefore(10, 365)}T00:00:00Z`)),
    )
    expect(JSON.stringify(error)).toContain('issued')
    expect(await stored(id)).toBeUndefined()
  })

  it('asks for a permit with a licence from outside the EU, takes it with one, and shows it to the supplier and the admins only', async () => {
    const id = await booking(14)
    const body = { licenceNumber: 'us d1234-567', country: 'US', issued: issuedBefore(14, 3 * 365) }
    const noPermit = await checkIn(as.driver, id, body)
    expect(noPermit.statusCode).toBe(400)
    expect(noPermit.json().error.code).toBe('permit_needed')

    const done = await checkIn(as.driver, id, { ...body, permit: true })
    expect(done.statusCode).toBe(200)
    const expected = { licenceNumber: 'US D1234-567', country: 'US', issued: body.issued, permit: true }
    expect((await details(as.supplier, id)).json()).toMatchObject(expected)
    expect((await details(as.admin, id)).json()).toMatchObject(expected)
    // Nobody else reads it: another supplier, another driver, the driver themselves; a stranger is asked to sign in.
    for (const caller of [as.otherSupplier, as.other, as.driver]) expect((await details(caller, id)).statusCode).toBe(404)
    expect((await details(null, id)).statusCode).toBe(401)
    // The bookings list says who has checked in.
    const list = (await t.app.inject({ method: 'GET', url: '/api/bookings', headers: as.supplier.headers })).json()
    expect(list.items.find((row: { _id: string }) => row._id === id)?.checkedInAt).toEqual(expect.any(String))
  })

  it('takes the check-in of its own driver only, before pick-up, of a booking that still holds its car', async () => {
    const id = await booking(18)
    const body = { licenceNumber: 'AB12345', country: 'FR', issued: issuedBefore(18, 800) }
    expect((await checkIn(as.other, id, body)).statusCode).toBe(404)
    expect((await checkIn(null, id, body)).statusCode).toBe(401)
    expect((await checkIn(as.supplier, id, body)).statusCode).toBe(403)
    expect((await checkIn(as.driver, id, { ...body, country: 'XX' })).statusCode).toBe(400)
    expect((await checkIn(as.driver, id, { ...body, issued: localDate(day(3), 'Europe/Athens') })).json().error.code).toBe('issued_in_future')
    const cancelled = await booking(22, { status: 'cancelled' })
    expect((await checkIn(as.driver, cancelled, body)).json().error.code).toBe('check_in_closed')
    expect(await stored(id)).toBeUndefined()
  })

  it('reminds a driver not checked in, once, and erases the licence 30 days after drop-off', async () => {
    const due = await booking(30)
    const checkedIn = await booking(31, {}, await f.addCar(f.alpha._id, [f.athens], { name: 'Second Clio' }))
    expect((await checkIn(as.driver, checkedIn, { licenceNumber: 'X9', country: 'GR', issued: issuedBefore(31, 900) })).statusCode).toBe(200)
    // A day before the first pick-up: within the 48 hours of both.
    await moveClockTo(day(29, 10))
    const mail = t.smtp.next(f.driver.email, /Check in online/)
    await t.app.jobs.drain()
    expect((await mail).text).toMatch(/Check-in Clio/)
    const reminded = await t.db.database.db.select({ _id: bookings._id, at: bookings.checkInRemindedAt }).from(bookings)
    expect(reminded.filter((row) => row.at).map((row) => row._id)).toEqual([due])

    // The licence stays until 30 days after drop-off, then is gone; the booking keeps when it was given.
    await moveClockTo(new Date(day(33, 10).getTime() + 29 * DAY))
    await t.app.jobs.drain()
    expect((await details(as.supplier, checkedIn)).statusCode).toBe(200)
    await moveClockTo(new Date(day(33, 10).getTime() + 31 * DAY))
    await t.app.jobs.drain()
    expect((await details(as.supplier, checkedIn)).statusCode).toBe(404)
    expect(await stored(checkedIn)).toBeUndefined()
    const [row] = await t.db.database.db.select({ at: bookings.checkedInAt }).from(bookings).where(eq(bookings._id, checkedIn))
    expect(row?.at).toBeInstanceOf(Date)
  })
})
