import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cancellationDeadline } from '@wheelbase/core/cancellation'
import { makeUser } from '../src/db/factories'
import { bookingCharges, bookings } from '../src/db/schema'
import { createTestGateway } from '../src/platform/adapters/payments'
import { checkoutAs, decideCancel, signedInStaff, type Caller, type TStaff } from './helpers/callers'
import { checkoutBody, TEST_CARD } from './helpers/checkoutBody'
import { day, fixedId, searchFixture } from './helpers/searchFixture'
import { buildMailTestApp, type MailTestApp } from './helpers/testApp'
import { FLAVORS } from './helpers/testDatabase'

const MINUTE = 60_000

/** Terms as the console form sends them: every field, a fee where its rule asks for one. */
const terms = (overrides: Record<string, unknown> = {}) => ({
  depositMethod: 'creditOrDebit',
  depositReleaseDays: 10,
  excess: { none: 90_000, collisionDamageWaiver: 30_000, theftProtection: null, fullInsurance: 0 },
  licenceMinYears: 2,
  permitOutsideEu: true,
  crossBorder: 'forbidden',
  ferry: 'fee',
  ferryFee: 5_000,
  freeCancelHours: 48,
  cancelFeeKind: 'percent',
  cancelFeeValue: 20,
  lateGraceMinutes: 60,
  conditions: { en: 'Bring the card you booked with.', el: 'Φέρτε την κάρτα της κράτησης.' },
  ...overrides,
})

/**
 * A supplier's terms (issue 45): kept as versions the console edits, shown before payment, kept by
 * each booking as its driver read them, and applied when the driver cancels: free up to the
 * deadline, the stated fee after it, refunded through the gateway and the ledger.
 */
describe.each(FLAVORS)("a supplier's terms on %s", (flavor) => {
  let t: MailTestApp
  let f: Awaited<ReturnType<typeof searchFixture>>
  let as: Record<TStaff, Caller>
  const gateway = createTestGateway()
  let car: Awaited<ReturnType<typeof f.addCar>>

  beforeAll(async () => {
    t = await buildMailTestApp(flavor, { TEST_CLOCK: 'true', PRICE_PERCENTAGE: '0' }, { payments: gateway })
    f = await searchFixture(t.db.database.db)
    as = await signedInStaff(t.db.database.db, f, makeUser({ _id: fixedId(990), type: 'admin', email: 'admin@terms.test' }))
    car = await f.addCar(f.alpha._id, [f.athens], { name: 'Terms Tipo', dailyPrice: 5_000, deposit: 60_000, cancellation: 0 })
  })
  afterAll(async () => t.close())

  const call = (caller: Caller | null, method: 'GET' | 'PUT', supplierId: string, payload?: object) =>
    t.app.inject({ method, url: `/api/console/suppliers/${supplierId}/terms`, headers: caller?.headers ?? {}, payload })
  const moveClockTo = async (at: Date) =>
    expect((await t.app.inject({ method: 'POST', url: '/api/test/clock', payload: { at: at.toISOString() } })).statusCode).toBe(200)
  const driver = () => ({ fullName: f.driver.fullName, email: f.driver.email, birthDate: '1990-05-20' })
  const book = async (start: number, extra: Record<string, unknown> = {}) => {
    const body = checkoutBody({ car: car._id, pickup: f.athens._id, from: day(start, 10), to: day(start + 3, 10), driver: driver() }, extra)
    return checkoutAs(t.app, as.driver, { ...body, payment: { method: 'card', card: TEST_CARD } })
  }
  const detail = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/bookings/${id}`, headers: as.driver.headers })).json()

  it('reads and saves a supplier’s own terms, any supplier’s for an admin; refuses another’s, a driver and a stranger; bad input changes nothing', async () => {
    const first = await call(as.supplierX, 'GET', f.alpha._id)
    expect(first.statusCode).toBe(200)
    expect(first.json()).toMatchObject({ version: 1, depositMethod: 'creditCard', freeCancelHours: 48, cancelFeeKind: 'firstDay', excess: null })

    const saved = await call(as.supplierX, 'PUT', f.alpha._id, terms())
    expect(saved.statusCode).toBe(200)
    expect(saved.json()).toMatchObject({ version: 2, depositMethod: 'creditOrDebit', ferryFee: 5_000, cancelFeeValue: 20, crossBorderFee: null })
    expect(saved.json().conditions).toEqual({ en: 'Bring the card you booked with.', el: 'Φέρτε την κάρτα της κράτησης.' })

    expect((await call(as.supplierY, 'GET', f.alpha._id)).statusCode).toBe(404)
    expect((await call(as.supplierY, 'PUT', f.alpha._id, terms())).statusCode).toBe(404)
    expect((await call(as.driver, 'GET', f.alpha._id)).statusCode).toBe(403)
    expect((await call(null, 'GET', f.alpha._id)).statusCode).toBe(401)
    expect((await call(null, 'PUT', f.alpha._id, terms())).statusCode).toBe(401)

    // A ferry "for a fee" without the fee, a percentage over 100: each a 400 on its field.
    for (const [bad, field] of [
      [{ ferryFee: null }, 'ferryFee'],
      [{ cancelFeeValue: 120 }, 'cancelFeeValue'],
      [{ depositMethod: 'cheque' }, 'depositMethod'],
    ] as const) {
      const refused = await call(as.supplierX, 'PUT', f.alpha._id, terms(bad))
      expect(refused.statusCode).toBe(400)
      expect(JSON.stringify(refused.json().error)).toContain(field)
    }
    expect((await call(as.supplierX, 'GET', f.alpha._id)).json().version).toBe(2)

    const byAdmin = await call(as.admin, 'PUT', f.beta._id, terms({ depositMethod: 'cardOrCash', ferry: 'allowed', cancelFeeKind: 'firstDay' }))
    expect(byAdmin.json()).toMatchObject({ version: 2, depositMethod: 'cardOrCash', ferryFee: null, cancelFeeValue: 0 })
  })

  it('keeps the terms a booking was made on: a later change reaches only new bookings, and a checkout on an old version is asked to read again', async () => {
    await call(as.supplierX, 'PUT', f.alpha._id, terms({ depositMethod: 'creditCard', licenceMinYears: 1 }))
    const quote = await t.app.inject({ method: 'GET', url: `/api/cars/${car._id}` })
    const read = quote.json().keyTerms
    expect(read).toMatchObject({ depositCents: 60_000, depositMethod: 'creditCard', licenceMinYears: 1, ferry: 'fee' })

    const made = await book(20, { termsVersion: read.version })
    expect(made.statusCode).toBe(200)
    const id = made.json().bookingId

    await call(as.supplierX, 'PUT', f.alpha._id, terms({ depositMethod: 'cardOrCash', licenceMinYears: 3, ferry: 'forbidden' }))
    expect((await detail(id)).terms).toMatchObject({ version: read.version, depositMethod: 'creditCard', licenceMinYears: 1, ferry: 'fee' })

    const stale = await book(30, { termsVersion: read.version })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().error.code).toBe('terms_changed')

    const fresh = await book(30, { termsVersion: read.version + 1 })
    expect(fresh.statusCode).toBe(200)
    expect((await detail(fresh.json().bookingId)).terms).toMatchObject({ version: read.version + 1, depositMethod: 'cardOrCash', licenceMinYears: 3 })
  })

  it('cancels for free a minute before the deadline and keeps the fee a minute after it; the ledger and the gateway agree', async () => {
    await call(as.supplierX, 'PUT', f.alpha._id, terms({ freeCancelHours: 48, cancelFeeKind: 'percent', cancelFeeValue: 20 }))
    const refunds = async (start: number, askedAt: (deadline: Date) => Date) => {
      await moveClockTo(day(1, 9))
      const made = await book(start)
      expect(made.statusCode).toBe(200)
      const id: string = made.json().bookingId
      const [row] = await t.db.database.db.select().from(bookings).where(eq(bookings._id, id))
      if (!row) throw new Error('no booking')
      const deadline = cancellationDeadline(row.from, f.athens.timeZone, 48)
      expect((await detail(id)).cancellation).toMatchObject({
        timeZone: f.athens.timeZone,
        feeAfterCents: Math.round(row.totalPrice * 0.2),
        requestFeeCents: null,
      })
      await moveClockTo(askedAt(deadline))
      expect((await t.app.inject({ method: 'POST', url: `/api/bookings/${id}/cancel-request`, headers: as.driver.headers })).statusCode).toBe(200)
      const fee = (await detail(id)).cancellation.requestFeeCents
      // Staff answer later: the fee is the one of the moment the driver asked.
      await moveClockTo(new Date(deadline.getTime() + 60 * MINUTE))
      expect((await decideCancel(t.app, as.supplierX, id, true)).json()).toEqual({ status: 'cancelled', cancelRequest: false })
      const [charge] = await t.db.database.db.select().from(bookingCharges).where(eq(bookingCharges.bookingId, id))
      const given = gateway.refunds.filter((r) => r.paymentRef === charge?.paymentRef).reduce((sum, r) => sum + r.amountCents, 0)
      return { total: row.totalPrice, fee, ledger: charge?.refundedCents, gateway: given }
    }

    const before = await refunds(12, (deadline) => new Date(deadline.getTime() - MINUTE))
    expect(before).toEqual({ total: before.total, fee: 0, ledger: before.total, gateway: before.total })

    const after = await refunds(16, (deadline) => new Date(deadline.getTime() + MINUTE))
    const fee = Math.round(after.total * 0.2)
    expect(after).toEqual({ total: after.total, fee, ledger: after.total - fee, gateway: after.total - fee })
  })
})
