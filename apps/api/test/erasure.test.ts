import { hash } from '@node-rs/argon2'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { translateMessage } from '@wheelbase/core/messages'
import { queryRows, type Db } from '../src/db/client'
import { makeUser } from '../src/db/factories'
import { auditLog, bookingCheckIns, bookings, notifications, reviews, users } from '../src/db/schema'
import { FORMER_DRIVER_ID } from '../src/domain/erasure'
import { sweepRetention } from '../src/features/erasure/retention'
import { enqueue, job } from '../src/platform/jobs/queue'
import { signedIn, signedInAs, type Caller } from './helpers/callers'
import { day, fixedId, searchFixture } from './helpers/searchFixture'
import { buildTestApp, type TestApp } from './helpers/testApp'
import { FLAVORS } from './helpers/testDatabase'

const PASSWORD = 'Erase-me-2026'
const DAY_MS = 86_400_000

/** The person whose account goes: what no table may keep afterwards. */
const DANA = { fullName: 'Dana Erasmus', email: 'dana.erasmus@erasure.test', phone: '+30 690 555 0101', birthDate: '1987-03-09' }
/** Same name, another person: nothing of hers goes. */
const TWIN = { fullName: 'Dana Erasmus', email: 'dana.twin@erasure.test', phone: '+30 690 555 0202', birthDate: '1991-11-23' }

/** Every row of every table of ours that contains `needle` anywhere, as "table: count". */
async function tablesHolding(db: Db, needle: string): Promise<string[]> {
  const tables = await queryRows<{ name: string }>(db, sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`)
  const found: string[] = []
  for (const { name } of tables) {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(name)} t WHERE strpos(lower(t::text), lower(${needle})) > 0`,
    )
    if (row && row.n > 0) found.push(`${name}: ${row.n}`)
  }
  return found
}

/**
 * Deleting an account and erasing one on request (issue 46, record 0136): with the password, under
 * the rules (an upcoming booking, a supplier's fleet, the last admin), and afterwards no table holds
 * the person's email, phone or birth date, while the bookings and reviews stay for the supplier.
 */
describe.each(FLAVORS)('erasing an account on %s', (flavor) => {
  let t: TestApp
  let f: Awaited<ReturnType<typeof searchFixture>>
  let db: Db
  const dana = makeUser({ _id: fixedId(4600), ...DANA })
  const twin = makeUser({ _id: fixedId(4601), ...TWIN })
  const admin = makeUser({ _id: fixedId(4602), type: 'admin', email: 'admin@erasure.test' })
  const past = fixedId(4610)
  const upcoming = fixedId(4611)
  const ofTwin = fixedId(4612)
  let as: Record<'dana' | 'twin' | 'admin' | 'supplier', Caller>
  let danaOtherDevice: Caller

  beforeAll(async () => {
    t = await buildTestApp(flavor, { RATE_LIMIT_CHECK_PASSWORD: '1000' })
    db = t.db.database.db
    f = await searchFixture(db)
    const passwordHash = await hash(PASSWORD)
    await db.insert(users).values([
      { ...dana, passwordHash, verified: true },
      { ...twin, passwordHash, verified: true },
      { ...admin, passwordHash, verified: true },
    ])
    as = await signedInAs(db, { dana: dana._id, twin: twin._id, admin: admin._id, supplier: f.alpha._id })
    danaOtherDevice = await signedIn(db, dana._id)
    const car = await f.addCar(f.alpha._id, [f.athens], { name: 'Fiat Panda' })
    const details = (who: typeof DANA) => ({ driverDetails: who, flightNumber: 'A3602', cardLast4: '4242', cardBrand: 'visa' })
    await f.book(car, day(-40), day(-37), {
      _id: past,
      driverId: dana._id,
      ...details(DANA),
      additionalDriver: true,
      additionalDriverDetails: { fullName: 'Nikos Extra', email: 'nikos@erasure.test', phone: '+30 697 000 1111', birthDate: '1980-01-02' },
    })
    await f.book(car, day(30), day(33), { _id: upcoming, driverId: dana._id, status: 'paid', ...details(DANA) })
    await f.book(car, day(-20), day(-18), { _id: ofTwin, driverId: twin._id, ...details(TWIN) })
    await db.insert(bookingCheckIns).values({ bookingId: past, licenceNumber: 'GR-998877', country: 'GR', issued: '2010-04-01' })
    await db.insert(reviews).values({
      _id: fixedId(4620),
      bookingId: past,
      supplierId: f.alpha._id,
      driverId: dana._id,
      score: 9,
      carCondition: 9,
      cleanliness: 9,
      pickupReturn: 9,
      value: 9,
      language: 'en',
      comment: 'Smooth pick-up.',
    })
    await db
      .insert(notifications)
      .values({ _id: fixedId(4621), userId: dana._id, bookingId: past, messageKey: 'notifications.bookingPaid', params: { driver: DANA.fullName } })
    // Work queued for her, and a message she sent: each names her account or her address.
    await db.transaction(async (tx) => {
      await enqueue(tx, job('mail.accountLink', { userId: dana._id, kind: 'reset', wording: null }))
      await enqueue(
        tx,
        job('mail.contact', { email: DANA.email, subject: 'My booking', message: 'Hello', account: { name: DANA.fullName, email: DANA.email } }),
      )
    })
    // An admin's change of her phone is on the trail, without its value.
    const edited = await t.app.inject({
      method: 'POST',
      url: '/api/update-user',
      headers: as.admin.headers,
      payload: { _id: dana._id, fullName: DANA.fullName, phone: DANA.phone, birthDate: DANA.birthDate, bio: 'Likes small cars' },
    })
    expect(edited.statusCode).toBe(200)
  })
  afterAll(async () => t.close())

  const remove = (caller: Caller | null, body: object, lang = 'en') =>
    t.app.inject({ method: 'POST', url: '/api/account/delete', headers: { ...caller?.headers, 'accept-language': lang }, payload: body })
  const erase = (caller: Caller | null, id: string) =>
    t.app.inject({ method: 'POST', url: `/api/console/users/${id}/erase`, headers: caller?.headers ?? {} })
  const supplierTotal = async () => (await t.app.inject({ url: '/api/bookings?size=50', headers: as.supplier.headers })).json().total as number

  it('refuses a signed-out caller, a wrong or missing password, and an upcoming booking, and changes nothing', async () => {
    expect((await remove(null, { password: PASSWORD })).statusCode).toBe(401)
    const wrong = await remove(as.dana, { password: 'not-it' }, 'fr')
    expect([wrong.statusCode, wrong.json().error]).toEqual([
      400,
      expect.objectContaining({ code: 'wrong_password', message: translateMessage('fr', 'validation.wrongPassword') }),
    ])
    expect((await remove(as.dana, {})).statusCode).toBe(400)
    const booked = await remove(as.dana, { password: PASSWORD }, 'he')
    expect([booked.statusCode, booked.json().error]).toEqual([
      409,
      { code: 'upcoming_booking', message: translateMessage('he', 'accounts.upcomingBooking') },
    ])
    expect(await tablesHolding(db, DANA.email)).toContain('users: 1')
    expect((await t.app.inject({ url: '/api/devices', headers: as.dana.headers })).statusCode).toBe(200)
  })

  it('asks an account without a password for a sign-in of the last 10 minutes', async () => {
    const social = makeUser({ _id: fixedId(4603), email: 'sofia@erasure.test', verified: true })
    await db.insert(users).values(social)
    const caller = await signedIn(db, social._id)
    await db.execute(sql`UPDATE sessions SET created_at = now() - interval '11 minutes' WHERE user_id = ${social._id}`)
    const stale = await remove(caller, {}, 'el')
    expect([stale.statusCode, stale.json().error]).toEqual([403, { code: 'fresh_sign_in', message: translateMessage('el', 'accounts.freshSignIn') }])
    expect(await tablesHolding(db, 'sofia@erasure.test')).toEqual(['users: 1'])
    const fresh = await signedIn(db, social._id)
    expect((await remove(fresh, {})).statusCode).toBe(200)
    expect(await tablesHolding(db, 'sofia@erasure.test')).toEqual([])
  })

  it('lets only admins erase on request, and never the last admin, a supplier with a fleet or the former drivers', async () => {
    expect((await erase(null, twin._id)).statusCode).toBe(401)
    expect((await erase(as.dana, twin._id)).statusCode).toBe(403)
    expect((await erase(as.supplier, twin._id)).statusCode).toBe(403)
    expect((await erase(as.admin, crypto.randomUUID())).statusCode).toBe(404)
    expect((await erase(as.admin, 'not-an-id')).statusCode).toBe(400)
    expect((await erase(as.admin, FORMER_DRIVER_ID)).statusCode).toBe(404)
    const fleet = await erase(as.admin, f.alpha._id)
    expect([fleet.statusCode, fleet.json().error.code]).toEqual([409, 'supplier_in_use'])
    // The fixture's supplier has no password and signed in just now: the rule, not the proof, stops it.
    const supplierSelf = await remove(as.supplier, {})
    expect([supplierSelf.statusCode, supplierSelf.json().error.code]).toEqual([409, 'supplier_in_use'])
    const last = await remove(as.admin, { password: PASSWORD })
    expect([last.statusCode, last.json().error.code]).toEqual([409, 'last_admin'])
    expect(await tablesHolding(db, 'admin@erasure.test')).toContain('users: 1')
  })

  it('erases her once the booking is cancelled: no table keeps her email, phone or birth date', async () => {
    const totalBefore = await supplierTotal()
    await db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings._id, upcoming))
    const done = await remove(as.dana, { password: PASSWORD })
    expect([done.statusCode, done.json()]).toEqual([200, { erased: true }])
    expect(String(done.headers['set-cookie'])).toMatch(/wb_session=;/)
    for (const needle of [DANA.email, DANA.phone, DANA.birthDate, 'nikos@erasure.test', 'GR-998877'])
      expect(await tablesHolding(db, needle), needle).toEqual([])
    // Her bookings stay, with her name only, no longer hers; the supplier's list adds up as before.
    expect(await supplierTotal()).toBe(totalBefore)
    const kept = await db.select().from(bookings).where(eq(bookings._id, past))
    expect(kept[0]).toMatchObject({
      driverId: FORMER_DRIVER_ID,
      driverDetails: { fullName: DANA.fullName, email: '', phone: '', birthDate: '' },
      additionalDriverDetails: null,
      cardLast4: null,
    })
    expect(kept[0]?.anonymisedAt).toBeInstanceOf(Date)
    const detail = await t.app.inject({ url: `/api/bookings/${past}`, headers: as.supplier.headers })
    expect(detail.json().driver.fullName).toBe(DANA.fullName)
    // Its voucher is still made, in her name.
    await db.update(bookings).set({ status: 'reserved' }).where(eq(bookings._id, past))
    const voucher = await t.app.inject({ url: `/api/bookings/${past}/voucher`, headers: as.supplier.headers })
    expect([voucher.statusCode, voucher.headers['content-type']]).toEqual([200, 'application/pdf'])
    // Her review stays, as a former driver's.
    const listed = await t.app.inject({ url: `/api/suppliers/${f.alpha._id}/reviews` })
    expect(listed.json().items).toEqual([expect.objectContaining({ comment: 'Smooth pick-up.', author: null })])
    // Signing in, and every session she had, answer 401.
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/sign-in/frontend',
      payload: { email: DANA.email, password: PASSWORD, stayConnected: false },
    })
    expect(signIn.statusCode).toBe(401)
    for (const caller of [as.dana, danaOtherDevice])
      expect((await t.app.inject({ url: '/api/devices', headers: caller.headers })).statusCode).toBe(401)
    // Her namesake keeps everything.
    const [namesake] = await db.select().from(bookings).where(eq(bookings._id, ofTwin))
    expect(namesake).toMatchObject({ driverId: twin._id, driverDetails: TWIN, anonymisedAt: null })
    expect((await t.app.inject({ url: '/api/devices', headers: as.twin.headers })).statusCode).toBe(200)
  })

  it("erases on an admin's request, on the trail, and the admin list no longer shows the account", async () => {
    await db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings._id, ofTwin))
    expect((await erase(as.admin, twin._id)).statusCode).toBe(200)
    for (const needle of [TWIN.email, TWIN.phone, TWIN.birthDate]) expect(await tablesHolding(db, needle), needle).toEqual([])
    const trail = await db.select().from(auditLog).where(eq(auditLog.recordId, twin._id))
    expect(trail.map((row) => [row.action, row.actorId])).toContainEqual(['delete', admin._id])
    const listed = await t.app.inject({ url: '/api/console/users?size=50', headers: as.admin.headers })
    expect(listed.json().items.map((u: { _id: string }) => u._id)).not.toEqual(expect.arrayContaining([twin._id, FORMER_DRIVER_ID]))
    expect((await erase(as.admin, twin._id)).statusCode).toBe(404)
  })
})

/**
 * The retention periods (record 0136): three years after drop-off a booking keeps its driver's
 * name only, a guest's account goes with its details, and an account never activated is removed
 * after 30 days; a recent guest and a registered driver stay.
 */
describe.each(FLAVORS)('retention on %s', (flavor) => {
  let t: TestApp
  let db: Db
  const retention = { personalDataDays: 1_095, unactivatedAccountDays: 30 }
  const now = new Date()
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS)
  const oldGuest = makeUser({
    _id: fixedId(4700),
    fullName: 'Olga Guest',
    email: 'olga@retention.test',
    phone: '+30 690 700 0001',
    verified: false,
    createdAt: ago(1_200),
  })
  const newGuest = makeUser({ _id: fixedId(4701), fullName: 'Nina Guest', email: 'nina@retention.test', verified: false, createdAt: ago(40) })
  const member = makeUser({ _id: fixedId(4702), fullName: 'Mara Member', email: 'mara@retention.test', verified: true, createdAt: ago(1_300) })
  const staleSignUp = makeUser({ _id: fixedId(4703), email: 'stale@retention.test', passwordHash: 'x', verified: false, createdAt: ago(31) })
  const freshSignUp = makeUser({ _id: fixedId(4704), email: 'fresh@retention.test', passwordHash: 'x', verified: false, createdAt: ago(29) })
  const oldBooking = fixedId(4710)
  const memberOld = fixedId(4711)
  const newBooking = fixedId(4712)

  beforeAll(async () => {
    // The sweep runs here, once, when the test says: no worker runs it first.
    t = await buildTestApp(flavor, { RUN_WORKER: 'false' })
    db = t.db.database.db
    const f = await searchFixture(db)
    await db.insert(users).values([oldGuest, newGuest, member, staleSignUp, freshSignUp])
    const car = await f.addCar(f.alpha._id, [f.athens])
    const as = (who: typeof oldGuest) => ({
      driverId: who._id,
      driverDetails: { fullName: who.fullName, email: who.email, phone: '+30 690 700 0001', birthDate: '1970-07-07' },
    })
    await f.book(car, ago(1_100), ago(1_096), { _id: oldBooking, ...as(oldGuest) })
    await f.book(car, ago(1_200), ago(1_198), { _id: memberOld, ...as(member) })
    await f.book(car, ago(30), ago(27), { _id: newBooking, ...as(newGuest) })
  })
  afterAll(async () => t.close())

  it('anonymises old bookings, erases old guests and stale sign-ups, and keeps the rest', async () => {
    expect(await sweepRetention(db, now, retention)).toEqual({ anonymised: 2, erased: 2 })
    const rows = await db.select({ _id: bookings._id, driverId: bookings.driverId, details: bookings.driverDetails }).from(bookings)
    const byId = Object.fromEntries(rows.map((row) => [row._id, row]))
    expect(byId[oldBooking]).toEqual({
      _id: oldBooking,
      driverId: FORMER_DRIVER_ID,
      details: { fullName: 'Olga Guest', email: '', phone: '', birthDate: '' },
    })
    expect(byId[memberOld]).toEqual({
      _id: memberOld,
      driverId: member._id,
      details: { fullName: 'Mara Member', email: '', phone: '', birthDate: '' },
    })
    expect(byId[newBooking]?.details).toMatchObject({ email: 'nina@retention.test' })
    const left = (await db.select({ email: users.email }).from(users)).map((u) => u.email)
    expect(left).toEqual(expect.arrayContaining(['nina@retention.test', 'mara@retention.test', 'fresh@retention.test']))
    expect(left).not.toEqual(expect.arrayContaining(['olga@retention.test']))
    expect(left).not.toEqual(expect.arrayContaining(['stale@retention.test']))
    expect(await tablesHolding(db, 'olga@retention.test')).toEqual([])
    // The same phone and birth date stay on the recent guest's booking alone.
    for (const needle of ['+30 690 700 0001', '1970-07-07']) expect(await tablesHolding(db, needle), needle).toEqual(['bookings: 1'])
    // A second run has nothing left to do.
    expect(await sweepRetention(db, now, retention)).toEqual({ anonymised: 0, erased: 0 })
  })
})
