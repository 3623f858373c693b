import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { eq, inArray } from 'drizzle-orm'
import { bookingReference, type TBookingStatus } from '@wheelbase/core/bookingStatus'
import { makeUser } from '../src/db/factories'
import { bookingCharges, bookings, bookingStatusHistory, notifications } from '../src/db/schema'
import { createTestGateway } from '../src/platform/adapters/payments'
import { day, fixedId, searchFixture } from './helpers/searchFixture'
import { buildMailTestApp, type MailTestApp } from './helpers/testApp'
import { payWithTestCard, signedInCast, type Caller } from './helpers/callers'
import { FLAVORS } from './helpers/testDatabase'

type Who = 'driverA' | 'driverB' | 'supplierX' | 'supplierY' | 'admin'

/**
 * Staff actions on bookings: a status for a selection (within the core rules, refusals listed per
 * booking), deleting what no longer holds a car, and answering a driver's cancel request, with
 * the refund of an online payment and the driver's notification. Every call checks the role (403)
 * and the record (404), and a refused call changes nothing.
 */
describe.each(FLAVORS)('staff actions on bookings on %s', (flavor) => {
  let t: MailTestApp
  let f: Awaited<ReturnType<typeof searchFixture>>
  const gateway = createTestGateway()
  const as = {} as Record<Who, Caller>
  const driverB = makeUser({ _id: fixedId(900), fullName: 'Bella Secret', email: 'bella.secret@staff.test', enableEmailNotifications: false })
  const admin = makeUser({ _id: fixedId(901), type: 'admin', email: 'admin@staff.test' })
  let carX: Awaited<ReturnType<typeof f.addCar>>
  let carY: Awaited<ReturnType<typeof f.addCar>>
  let n = 0

  beforeAll(async () => {
    t = await buildMailTestApp(flavor, {}, { payments: gateway })
    f = await searchFixture(t.db.database.db)
    const db = t.db.database.db
    Object.assign(as, await signedInCast(db, f, { driverB, admin }))
    carX = await f.addCar(f.alpha._id, [f.athens], { name: 'Fiat Panda' })
    carY = await f.addCar(f.beta._id, [f.athens], { name: 'Toyota Yaris' })
  })
  afterAll(async () => t.close())
  beforeEach(() => {
    gateway.failRefunds = false
  })

  /** A booking of supplier X's car by driver A (unless told otherwise), each on its own days; paid online ones with a real test charge. */
  async function booking(status: TBookingStatus, extra: Partial<typeof bookings.$inferInsert> = {}, car = carX): Promise<string> {
    n += 1
    const _id = `${(0xa0000000 + n).toString(16)}-0000-4000-8000-${n.toString().padStart(12, '0')}`
    const from = extra.from ?? day(10 + n * 4, 10)
    const to = extra.to ?? day(12 + n * 4, 10)
    await f.book(car, from, to, { _id, status, ...extra })
    if (!extra.payLater && ['paid', 'reserved'].includes(status)) await payWithTestCard(t.db.database.db, gateway, _id)
    return _id
  }
  const post = (caller: Caller | null, url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: caller?.headers ?? {}, payload })
  const setStatus = (caller: Caller | null, ids: string[], status: TBookingStatus) => post(caller, '/api/bookings/status', { ids, status })
  const statusOf = async (ids: string[]) => {
    const rows = await t.db.database.db.select({ _id: bookings._id, status: bookings.status }).from(bookings).where(inArray(bookings._id, ids))
    return Object.fromEntries(rows.map((r) => [r._id, r.status]))
  }
  const notesOf = (userId: string, bookingId: string) =>
    t.db.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.bookingId, bookingId))
      .then((rows) => rows.filter((r) => r.userId === userId))

  describe('a status for a selection', () => {
    it('is refused to a signed-out caller (401) and to a driver (403), and changes nothing', async () => {
      const id = await booking('pending', { payLater: true })
      expect((await setStatus(null, [id], 'reserved')).statusCode).toBe(401)
      const res = await setStatus(as.driverA, [id], 'reserved')
      expect([res.statusCode, res.json().error.code]).toEqual([403, 'forbidden'])
      expect(await statusOf([id])).toEqual({ [id]: 'pending' })
    })

    it("answers 404 when any booking of the selection is another supplier's, and changes none", async () => {
      const mine = await booking('pending', { payLater: true })
      const theirs = await booking('pending', { payLater: true, driverId: driverB._id }, carY)
      const res = await setStatus(as.supplierX, [mine, theirs], 'reserved')
      expect([res.statusCode, res.json().error.code]).toEqual([404, 'booking_not_found'])
      expect(res.body).not.toContain('Bella')
      expect(await statusOf([mine, theirs])).toEqual({ [mine]: 'pending', [theirs]: 'pending' })
      expect((await setStatus(as.supplierY, [mine], 'cancelled')).statusCode).toBe(404)
      expect(await statusOf([mine])).toEqual({ [mine]: 'pending' })
    })

    it('updates the allowed ones and lists each refused one with its reason', async () => {
      const later = await booking('pending', { payLater: true })
      const paid = await booking('paid')
      const unpaidOnline = await booking('pending')
      const cancelled = await booking('cancelled')
      const res = await setStatus(as.admin, [later, paid, unpaidOnline, cancelled], 'reserved')
      expect(res.statusCode).toBe(200)
      const body = res.json()
      expect(body.updated.sort()).toEqual([later, paid].sort())
      expect(body.refused).toEqual(
        expect.arrayContaining([
          { _id: unpaidOnline, reference: bookingReference(unpaidOnline), reason: 'notPaid' },
          { _id: cancelled, reference: bookingReference(cancelled), reason: 'transition' },
        ]),
      )
      expect(await statusOf([later, paid, unpaidOnline, cancelled])).toEqual({
        [later]: 'reserved',
        [paid]: 'reserved',
        [unpaidOnline]: 'pending',
        [cancelled]: 'cancelled',
      })
      // The history names the admin; the driver is told in the app, and by email (A wants email).
      const history = await t.db.database.db.select().from(bookingStatusHistory).where(eq(bookingStatusHistory.bookingId, later))
      expect(history.map((h) => [h.fromStatus, h.toStatus, h.actorId])).toEqual([['pending', 'reserved', admin._id]])
      expect((await notesOf(f.driver._id, later)).map((row) => row.messageKey)).toEqual(['notifications.bookingReserved'])
      expect(await notesOf(f.driver._id, unpaidOnline)).toEqual([])
      const mail = await t.smtp.next(f.driver.email)
      expect(mail.subject).toContain(bookingReference(later).slice(0, 3))
    })

    it('keeps void for the system and paid for the gateway, and records counter payments of pay-later bookings', async () => {
      const online = await booking('pending')
      const later = await booking('pending', { payLater: true })
      const refused = (await setStatus(as.supplierX, [online, later], 'void')).json().refused
      expect(refused.map((r: { reason: string }) => r.reason)).toEqual(['systemOnly', 'systemOnly'])
      const paid = (await setStatus(as.supplierX, [online, later], 'paid')).json()
      expect(paid.updated).toEqual([later])
      expect(paid.refused).toEqual([{ _id: online, reference: bookingReference(online), reason: 'gatewayOnly' }])
    })

    it('cancels a paid booking with a refund of the online payment to its card', async () => {
      const paid = await booking('paid')
      const before = gateway.refunds.length
      const res = await setStatus(as.supplierX, [paid], 'cancelled')
      expect(res.json()).toEqual({ updated: [paid], refused: [] })
      const [row] = await t.db.database.db.select().from(bookings).where(eq(bookings._id, paid))
      expect(gateway.refunds.slice(before)).toEqual([expect.objectContaining({ paymentRef: row?.paymentRef, amountCents: row?.totalPrice })])
      expect((await notesOf(f.driver._id, paid)).map((r) => r.messageKey)).toEqual(['notifications.bookingCancelledRefunded'])
    })

    it('leaves a booking as it was when its refund is refused, and says so', async () => {
      const paid = await booking('paid')
      gateway.failRefunds = true
      const res = await setStatus(as.admin, [paid], 'cancelled')
      expect(res.json()).toEqual({ updated: [], refused: [{ _id: paid, reference: bookingReference(paid), reason: 'refundFailed' }] })
      expect(await statusOf([paid])).toEqual({ [paid]: 'paid' })
      expect(await notesOf(f.driver._id, paid)).toEqual([])
      const [charge] = await t.db.database.db.select().from(bookingCharges).where(eq(bookingCharges.bookingId, paid))
      expect(charge?.refundedCents).toBe(0)
    })

    it('rejects a malformed selection with 400', async () => {
      for (const payload of [
        { ids: [], status: 'paid' },
        { ids: ['nope'], status: 'paid' },
        { ids: [fixedId(1)], status: 'lost' },
      ]) {
        const res = await post(as.admin, '/api/bookings/status', payload)
        expect(res.statusCode).toBe(400)
      }
    })
  })

  describe('the voucher', () => {
    it('is mailed to the driver as a PDF on approval, and downloadable by whoever may see the booking', async () => {
      const id = await booking('pending', { payLater: true })
      const before = t.smtp.mails.length
      expect((await setStatus(as.supplierX, [id], 'reserved')).json().updated).toEqual([id])
      await t.app.jobs.drain()
      const mail = t.smtp.mails.slice(before).find((m) => m.subject.includes(bookingReference(id)))
      expect(mail?.to).toEqual([f.driver.email])
      expect(mail?.attachments).toEqual([expect.objectContaining({ filename: `${bookingReference(id)}.pdf`, mimeType: 'application/pdf' })])
      expect(mail?.text).toContain(`/booking?b=${id}`)

      const download = (caller: Caller | null) => t.app.inject({ url: `/api/bookings/${id}/voucher`, headers: caller?.headers ?? {} })
      for (const caller of [as.driverA, as.supplierX, as.admin]) {
        const res = await download(caller)
        expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'application/pdf'])
        expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
      }
      expect((await download(null)).statusCode).toBe(401)
      for (const caller of [as.driverB, as.supplierY]) expect((await download(caller)).statusCode).toBe(404)
    })

    it('is not there before the approval (409)', async () => {
      const id = await booking('paid')
      const res = await t.app.inject({ url: `/api/bookings/${id}/voucher`, headers: as.driverA.headers })
      expect([res.statusCode, res.json().error.code]).toEqual([409, 'voucher_unavailable'])
    })
  })

  describe('deleting a selection', () => {
    it('deletes what no longer holds a car, and nothing while one of them still does', async () => {
      const cancelled = await booking('cancelled')
      const over = await booking('paid', { from: day(-5, 10), to: day(-2, 10) })
      const holding = await booking('reserved')
      const refused = await post(as.supplierX, '/api/bookings/delete', { ids: [cancelled, over, holding] })
      expect([refused.statusCode, refused.json().error.code]).toEqual([409, 'booking_holds_car'])
      expect(Object.keys(await statusOf([cancelled, over, holding])).length).toBe(3)
      const done = await post(as.supplierX, '/api/bookings/delete', { ids: [cancelled, over] })
      expect(done.json()).toEqual({ deleted: 2 })
      expect(await statusOf([cancelled, over, holding])).toEqual({ [holding]: 'reserved' })
    })

    it("answers 401, 403 and 404 (another supplier's booking) and deletes nothing", async () => {
      const theirs = await booking('cancelled', { driverId: driverB._id }, carY)
      expect((await post(null, '/api/bookings/delete', { ids: [theirs] })).statusCode).toBe(401)
      expect((await post(as.driverB, '/api/bookings/delete', { ids: [theirs] })).statusCode).toBe(403)
      const res = await post(as.supplierX, '/api/bookings/delete', { ids: [theirs] })
      expect([res.statusCode, res.json().error.code]).toEqual([404, 'booking_not_found'])
      expect(await statusOf([theirs])).toEqual({ [theirs]: 'cancelled' })
      expect((await post(as.admin, '/api/bookings/delete', { ids: [theirs] })).json()).toEqual({ deleted: 1 })
    })
  })

  describe("answering a driver's cancel request", () => {
    const decide = (caller: Caller | null, id: string, accept: boolean) => post(caller, `/api/bookings/${id}/cancel-request/decision`, { accept })

    it('declines: the booking stands, the request is cleared, and the driver is told', async () => {
      const id = await booking('pending', { payLater: true, cancelRequest: true })
      const res = await decide(as.supplierX, id, false)
      expect(res.json()).toEqual({ status: 'pending', cancelRequest: false })
      const [row] = await t.db.database.db.select().from(bookings).where(eq(bookings._id, id))
      expect([row?.status, row?.cancelRequest]).toEqual(['pending', false])
      expect((await notesOf(f.driver._id, id)).map((r) => r.messageKey)).toEqual(['notifications.cancelDeclined'])
      expect((await decide(as.supplierX, id, false)).json().error.code).toBe('no_cancel_request')
    })

    it('accepts: a paid booking is cancelled and refunded', async () => {
      const id = await booking('paid', { cancellation: true, cancelRequest: true })
      const before = gateway.refunds.length
      expect((await decide(as.admin, id, true)).json()).toEqual({ status: 'cancelled', cancelRequest: false })
      expect(gateway.refunds.length).toBe(before + 1)
      expect(await statusOf([id])).toEqual({ [id]: 'cancelled' })
    })

    it('answers 503 and changes nothing when the refund is refused', async () => {
      const id = await booking('paid', { cancellation: true, cancelRequest: true })
      gateway.failRefunds = true
      const res = await decide(as.admin, id, true)
      expect([res.statusCode, res.json().error.code]).toEqual([503, 'refund_failed'])
      const [row] = await t.db.database.db.select().from(bookings).where(eq(bookings._id, id))
      expect([row?.status, row?.cancelRequest]).toEqual(['paid', true])
    })

    it('is 401, 403 for drivers and 404 for another supplier, changing nothing', async () => {
      const id = await booking('pending', { payLater: true, cancelRequest: true })
      expect((await decide(null, id, true)).statusCode).toBe(401)
      expect((await decide(as.driverA, id, true)).statusCode).toBe(403)
      expect((await decide(as.supplierY, id, true)).statusCode).toBe(404)
      expect((await decide(as.admin, 'not-a-booking', true)).statusCode).toBe(404)
      const [row] = await t.db.database.db.select().from(bookings).where(eq(bookings._id, id))
      expect([row?.status, row?.cancelRequest]).toEqual(['pending', true])
    })

    it('refuses to approve a booking whose driver asked to cancel', async () => {
      const id = await booking('pending', { payLater: true, cancelRequest: true })
      expect((await setStatus(as.supplierX, [id], 'reserved')).json().refused[0].reason).toBe('cancelRequested')
    })
  })
})
