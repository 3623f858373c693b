import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookingReference } from '@wheelbase/core/bookingStatus'
import { makeUser } from '../src/db/factories'
import { inviteReviews } from '../src/features/reviews/invitations'
import { bookings, bookingStatusHistory, jobs, users } from '../src/db/schema'
import { checkoutAs, signedInStaff, type Caller, type TStaff } from './helpers/callers'
import { checkoutBody } from './helpers/checkoutBody'
import { day, fixedId, searchFixture, type TSearchFixture, type TFixtureCar } from './helpers/searchFixture'
import { buildMailTestApp, type MailTestApp } from './helpers/testApp'
import { FLAVORS } from './helpers/testDatabase'

/**
 * Bookings from other channels (issue 44): staff record a booking taken by phone, at the desk, on
 * their website or another marketplace. It is quoted and held as a checkout's, through the
 * lifecycle; its driver is off the platform, mailed only where staff ask and an email was given.
 */
describe.each(FLAVORS)('bookings from other channels on %s', (flavor) => {
  let t: MailTestApp
  let f: TSearchFixture
  const as = {} as Record<TStaff, Caller>
  let car: TFixtureCar
  let yCar: TFixtureCar

  beforeAll(async () => {
    t = await buildMailTestApp(flavor, { RATE_LIMIT_CHECKOUT: '1000' })
    const db = t.db.database.db
    f = await searchFixture(db)
    const admin = makeUser({ _id: fixedId(980), type: 'admin', email: 'admin@channels.test', enableEmailNotifications: false })
    Object.assign(as, await signedInStaff(db, f, admin))
    car = await f.addCar(f.alpha._id, [f.athens, f.piraeus], { name: 'Fiat Panda', dailyPrice: 4_000, theftProtection: 500 })
    yCar = await f.addCar(f.beta._id, [f.athens], { name: 'Beta Clio' })
    await db.update(users).set({ payLater: true }).where(eq(users._id, f.alpha._id))
  })
  afterAll(async () => t.close())

  const phoneDriver = { fullName: 'Νίκος Παππάς', phone: '+30 691 234 5678', birthDate: '1985-05-05' }
  const body = (carId: string, start: number, end: number, extra: Record<string, unknown> = {}) => ({
    car: carId,
    pickup: f.athens._id,
    from: day(start, 10).toISOString(),
    to: day(end, 10).toISOString(),
    driver: phoneDriver,
    channel: 'phone',
    payment: 'pickup',
    ...extra,
  })
  const record = (caller: Caller | null, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/console/bookings', headers: caller?.headers ?? {}, payload })
  const carBookings = (carId: string) => t.db.database.db.select().from(bookings).where(eq(bookings.carId, carId)).orderBy(asc(bookings.from))
  const searchIds = async (start: number, end: number) => {
    const query = new URLSearchParams({ pickup: f.athens._id, from: day(start, 10).toISOString(), to: day(end, 10).toISOString() })
    return ((await t.app.inject({ url: `/api/cars/search?${query.toString()}` })).json().items as { _id: string }[]).map((c) => c._id)
  }
  const confirmationJobs = async (bookingId: string) =>
    (await t.db.database.db.select().from(jobs).where(eq(jobs.kind, 'mail.bookingConfirmation'))).filter((j) => j.payload.bookingId === bookingId)

  it('records a phone booking paid at the desk: quoted as a checkout, confirmed, held, and mailed to the driver in their language', async () => {
    const quoteQuery = new URLSearchParams({ pickup: f.athens._id, from: day(20, 10).toISOString(), to: day(23, 10).toISOString() })
    const quoted = (await t.app.inject({ url: `/api/cars/${car._id}?${quoteQuery.toString()}` })).json().quote
    const mail = t.smtp.next('nikos@channels.test')
    // The admins are told of it as of any new booking, paid at the desk.
    await t.db.database.db.update(users).set({ enableEmailNotifications: true }).where(eq(users.email, 'admin@channels.test'))
    const told = t.smtp.next('admin@channels.test')
    const res = await record(
      as.supplierX,
      body(car._id, 20, 23, {
        payment: 'desk',
        reference: 'TEL-0412',
        options: { theftProtection: true },
        driver: { ...phoneDriver, email: 'Nikos@Channels.test', language: 'el' },
        mailDriver: true,
      }),
    )
    expect(res.statusCode).toBe(200)
    const made = res.json()
    expect(made).toMatchObject({ status: 'reserved', reference: bookingReference(made.bookingId) })
    expect(made.totalPrice).toBe(made.quotedTotal)
    expect(made.quotedTotal).toBeGreaterThan(quoted.totalPrice) // the quote had no option; the booking has theft protection

    const [row] = await carBookings(car._id)
    expect(row).toMatchObject({
      channel: 'phone',
      channelReference: 'TEL-0412',
      recordedBy: f.alpha._id,
      driverId: f.alpha._id,
      status: 'reserved',
      payLater: true,
      paymentProvider: 'desk',
      theftProtection: true,
      priceReason: null,
      driverDetails: { ...phoneDriver, email: 'nikos@channels.test', language: 'el' },
    })
    // One transaction, one timestamp: the steps in their order.
    const steps = ['pending', 'paid', 'reserved']
    const history = await t.db.database.db.select().from(bookingStatusHistory).where(eq(bookingStatusHistory.bookingId, made.bookingId))
    history.sort((a, b) => steps.indexOf(a.toStatus) - steps.indexOf(b.toStatus))
    expect(history.map((h) => [h.toStatus, h.actorId])).toEqual([
      ['pending', f.alpha._id],
      ['paid', f.alpha._id],
      ['reserved', f.alpha._id],
    ])

    const sent = await mail
    expect(sent.language).toBe('el')
    expect(sent.subject).toContain(made.reference)
    expect(sent.text).toContain('Νίκος Παππάς')
    const notice = await told
    expect(notice.text).toContain('paid at the desk')
    expect(notice.text).not.toContain('to be paid at pick-up')
    await t.db.database.db.update(users).set({ enableEmailNotifications: false }).where(eq(users.email, 'admin@channels.test'))

    // The car is held: gone from search for those days, and a driver's checkout is refused.
    expect(await searchIds(21, 22)).not.toContain(car._id)
    expect(await searchIds(25, 27)).toContain(car._id)
    const driver = { fullName: 'Dora Driver', email: 'driver@fixture.test', birthDate: '1990-01-01' }
    const refused = await checkoutAs(
      t.app,
      as.driver,
      checkoutBody({ car: car._id, pickup: f.athens._id, from: day(22, 10), to: day(24, 10), driver }),
    )
    expect([refused.statusCode, refused.json().error.code]).toEqual([409, 'car_unavailable'])

    // The car's calendar names its driver, not the supplier whose account holds it.
    const month = day(20, 10).toISOString().slice(0, 7)
    const calendar = await t.app.inject({ url: `/api/console/cars/${car._id}/calendar?month=${month}`, headers: as.supplierX.headers })
    expect(calendar.json().bookings).toEqual([expect.objectContaining({ _id: made.bookingId, driver: 'Νίκος Παππάς', status: 'reserved' })])

    // Staff see it with its voucher; no driver does.
    const seen = await t.app.inject({ url: `/api/bookings/${made.bookingId}`, headers: as.supplierX.headers })
    expect(seen.json()).toMatchObject({
      status: 'reserved',
      mayReview: false,
      driver: { fullName: 'Νίκος Παππάς', email: 'nikos@channels.test', phone: '+30 691 234 5678' },
      channel: { kind: 'phone', reference: 'TEL-0412', paidAtDesk: true, quotedTotal: made.quotedTotal, priceReason: null },
    })
    expect(seen.json().history.map((h: { to: string; by: string }) => [h.to, h.by])).toEqual([
      ['pending', 'you'],
      ['paid', 'you'],
      ['reserved', 'you'],
    ])
    expect((await t.app.inject({ url: `/api/bookings/${made.bookingId}/voucher`, headers: as.supplierX.headers })).statusCode).toBe(200)
    expect((await t.app.inject({ url: `/api/bookings/${made.bookingId}`, headers: as.driver.headers })).statusCode).toBe(404)
    const driverList = (await t.app.inject({ url: '/api/bookings', headers: as.driver.headers })).json()
    expect(JSON.stringify(driverList)).not.toContain(made.bookingId)
    // Nobody on Wheelbase drove it: the day after drop-off invites no review.
    expect(await inviteReviews(t.db.database.db, day(24, 12))).toBe(0)
  })

  it("keeps staff's own total with its reason beside the quote, and mails nobody when no email was given", async () => {
    const res = await record(
      as.admin,
      body(car._id, 40, 43, { channel: 'marketplace', reference: 'RC-99812', price: { totalCents: 9_900, reason: 'Sold on RentalCars' } }),
    )
    expect(res.statusCode).toBe(200)
    const made = res.json()
    expect(made.totalPrice).toBe(9_900)
    expect(made.quotedTotal).not.toBe(9_900)
    const [row] = await t.db.database.db.select().from(bookings).where(eq(bookings._id, made.bookingId))
    expect(row).toMatchObject({
      totalPrice: 9_900,
      priceReason: 'Sold on RentalCars',
      recordedBy: fixedId(980),
      paymentProvider: null,
      status: 'reserved',
    })
    expect(row?.priceSnapshot.totalCents).toBe(made.quotedTotal)
    expect(await confirmationJobs(made.bookingId)).toEqual([])
    const seen = (await t.app.inject({ url: `/api/bookings/${made.bookingId}`, headers: as.supplierX.headers })).json()
    expect(seen).toMatchObject({ totalPrice: 9_900, driver: { email: '' } })
    expect(seen.channel).toEqual({
      kind: 'marketplace',
      reference: 'RC-99812',
      paidAtDesk: false,
      quotedTotal: made.quotedTotal,
      priceReason: 'Sold on RentalCars',
    })
  })

  it('mails the quote and then the agreed total where staff set their own', async () => {
    const mail = t.smtp.next('lea@channels.test')
    const res = await record(
      as.supplierX,
      body(car._id, 45, 47, {
        driver: { ...phoneDriver, email: 'lea@channels.test', language: 'fr' },
        mailDriver: true,
        price: { totalCents: 7_000, reason: 'Fidèle' },
      }),
    )
    expect(res.statusCode).toBe(200)
    const text = (await mail).text
    expect(text).toContain('Total du devis')
    expect(text).toMatch(/Total convenu : 70\s€/)
  })

  it('refuses a car taken by a booking or a block with a 409 naming it, and records nothing', async () => {
    const block = await t.app.inject({
      method: 'POST',
      url: '/api/console/blocks',
      headers: as.supplierX.headers,
      payload: { cars: [car._id], from: day(50, 0).toISOString(), to: day(53, 0).toISOString(), reason: 'service' },
    })
    expect(block.statusCode).toBe(200)
    const before = await carBookings(car._id)
    const onBlock = await record(as.supplierX, body(car._id, 51, 55))
    expect([onBlock.statusCode, onBlock.json().error.code]).toEqual([409, 'block_overlaps_block'])
    expect(onBlock.json().error.message).toContain('Fiat Panda')
    const onBooking = await record(as.supplierX, body(car._id, 22, 25))
    expect([onBooking.statusCode, onBooking.json().error.code]).toEqual([409, 'block_overlaps_booking'])
    expect(onBooking.json().error.message).toContain(bookingReference(before[0]?._id ?? ''))
    expect(await carBookings(car._id)).toEqual(before)
  })

  it('refuses bad input with a translated 400 on its field, and records nothing', async () => {
    const before = await carBookings(car._id)
    const cases: [object, string, string][] = [
      [body(car._id, 60, 62, { mailDriver: true }), 'driver.email', "Give the driver's email to mail them the confirmation."],
      [body(car._id, 60, 62, { price: { totalCents: 5_000, reason: '' } }), 'price.reason', 'Say why the total differs from the quote.'],
      [body(car._id, 60, 62, { channel: 'fax' }), 'channel', ''],
      [body(car._id, 60, 62, { driver: { ...phoneDriver, phone: '12' } }), 'driver.phone', ''],
      [body(car._id, -3, 2), '', ''],
      [body(car._id, 62, 60), '', ''],
    ]
    for (const [payload, field, message] of cases) {
      const res = await record(as.supplierX, payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
      if (field) expect(Object.keys(res.json().error.fields ?? {})).toContain(field)
      if (message) expect(res.json().error.fields[field]).toBe(message)
    }
    const french = await t.app.inject({
      method: 'POST',
      url: '/api/console/bookings',
      headers: { ...as.supplierX.headers, 'accept-language': 'fr' },
      payload: body(car._id, 60, 62, { mailDriver: true }),
    })
    expect(french.json().error.fields['driver.email']).toBe('Indiquez l’e-mail du conducteur pour lui envoyer la confirmation.')
    const young = await record(
      as.supplierX,
      body(car._id, 60, 62, { driver: { ...phoneDriver, birthDate: `${new Date().getUTCFullYear() - 19}-01-01` } }),
    )
    expect(young.statusCode).toBe(400)
    expect(await carBookings(car._id)).toEqual(before)
  })

  it("answers 401 signed out, 403 to a driver and 404 on another supplier's car, recording nothing", async () => {
    const count = async () => (await t.db.database.db.select().from(bookings)).length
    const before = await count()
    expect((await record(null, body(car._id, 70, 72))).statusCode).toBe(401)
    expect((await record(as.driver, body(car._id, 70, 72))).statusCode).toBe(403)
    const theirs = await record(as.supplierY, body(car._id, 70, 72))
    expect([theirs.statusCode, theirs.json().error.code]).toEqual([404, 'car_not_found'])
    expect((await record(as.supplierX, body(yCar._id, 70, 72))).statusCode).toBe(404)
    expect((await record(as.supplierX, body('not-a-uuid', 70, 72))).statusCode).toBe(400)
    expect(await count()).toBe(before)
    // An admin records for any supplier's car.
    expect((await record(as.admin, body(yCar._id, 70, 72))).statusCode).toBe(200)
  })
})
