import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { statusChangeProblem, type TStatusActor } from '@wheelbase/core/bookingRules'
import { BOOKING_STATUSES, type TBookingStatus } from '@wheelbase/core/bookingStatus'
import { queryRows } from '../src/db/client'
import { makeUser } from '../src/db/factories'
import { bookings, users } from '../src/db/schema'
import { transition, TransitionRefused } from '../src/domain/lifecycle'
import { bookingNotices } from '../src/features/notifications/write'
import { createTestGateway } from '../src/platform/adapters/payments'
import { fixedId, searchFixture } from './helpers/searchFixture'
import { buildTestApp, type TestApp } from './helpers/testApp'
import { payWithTestCard, signedInAs, type Caller } from './helpers/callers'
import { FLAVORS } from './helpers/testDatabase'
import { systemClock } from '../src/platform/clock'

type TStaff = 'admin' | 'supplier'
type TState = { status: TBookingStatus; cancelRequest: boolean; history: number; notifications: number; jobs: number; refunded: number }

/**
 * One lifecycle (issue 28): every (status, actor, target) triple, through every endpoint that
 * changes a status and through the lifecycle itself for the system and the gateway. What core's
 * rules forbid is refused and changes nothing: the status, its history, the ledger, the
 * notifications and the queued work. What they allow is done, with its history row.
 */
describe.each(FLAVORS)('every status change through one lifecycle on %s', (flavor) => {
  let t: TestApp
  let f: Awaited<ReturnType<typeof searchFixture>>
  const gateway = createTestGateway()
  const as = {} as Record<TStaff | 'driver', Caller>
  const admin = makeUser({ _id: fixedId(990), type: 'admin', email: 'admin@matrix.test' })
  let car: Awaited<ReturnType<typeof f.addCar>>
  let n = 0

  beforeAll(async () => {
    t = await buildTestApp(flavor, {}, undefined, { payments: gateway })
    f = await searchFixture(t.db.database.db)
    await t.db.database.db.insert(users).values(admin)
    Object.assign(as, await signedInAs(t.db.database.db, { admin: admin._id, supplier: f.alpha._id, driver: f.driver._id }))
    car = await f.addCar(f.alpha._id, [f.athens], { cancellation: 0 })
  })
  afterAll(async () => t.close())

  /** A booking in `status`, of its own days; one paid online has a real charge on its ledger. */
  async function booking(status: TBookingStatus, payLater: boolean, cancelRequest = false): Promise<string> {
    n += 1
    const _id = `${(0xa0000000 + n).toString(16)}-0000-4000-8000-${n.toString().padStart(12, '0')}`
    const from = new Date(Date.UTC(2030, 0, 1) + n * 3 * 86_400_000)
    await f.book(car, from, new Date(from.getTime() + 86_400_000), { _id, status, payLater, cancelRequest })
    if (!payLater && (status === 'paid' || status === 'reserved' || status === 'cancelled')) await payWithTestCard(t.db.database.db, gateway, _id)
    return _id
  }

  async function state(id: string): Promise<TState> {
    const [row] = await queryRows<{
      status: TBookingStatus
      cancel_request: boolean
      history: number
      notifications: number
      jobs: number
      refunded: number
    }>(
      t.db.database.db,
      sql`SELECT b.status, b.cancel_request,
            (SELECT count(*)::int FROM booking_status_history h WHERE h.booking_id = b._id) AS history,
            (SELECT count(*)::int FROM notifications n WHERE n.booking_id = b._id) AS notifications,
            (SELECT count(*)::int FROM jobs j WHERE j.payload->>'bookingId' = ${id}) AS jobs,
            (SELECT COALESCE(sum(c.refunded_cents), 0)::int FROM booking_charges c WHERE c.booking_id = b._id) AS refunded
          FROM bookings b WHERE b._id = ${id}`,
    )
    if (!row) throw new Error(`no booking ${id}`)
    return {
      status: row.status,
      cancelRequest: row.cancel_request,
      history: row.history,
      notifications: row.notifications,
      jobs: row.jobs,
      refunded: row.refunded,
    }
  }

  const post = (caller: Caller, url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: caller.headers, payload })

  const TRIPLES = BOOKING_STATUSES.flatMap((from) => [true, false].flatMap((payLater) => BOOKING_STATUSES.map((to) => ({ from, payLater, to }))))

  it(`applies staff status changes exactly as core's rules say, in ${TRIPLES.length * 2} cases, and lets no driver make one`, async () => {
    for (const { from, payLater, to } of TRIPLES) {
      for (const staff of ['admin', 'supplier'] as const) {
        const id = await booking(from, payLater)
        const before = await state(id)
        const res = await post(as[staff], '/api/bookings/status', { ids: [id], status: to })
        const problem = statusChangeProblem(staff, { status: from, payLater }, to)
        const after = await state(id)
        const label = `${staff}: ${from}${payLater ? ' (pay later)' : ''} → ${to}`
        if (problem) {
          expect(res.json(), label).toEqual({ updated: [], refused: [expect.objectContaining({ _id: id, reason: problem })] })
          expect(after, label).toEqual(before)
        } else {
          expect(res.json(), label).toEqual({ updated: [id], refused: [] })
          expect(after.status, label).toBe(to)
          expect(after.history, label).toBe(before.history + 1)
          expect(after.notifications, label).toBe(before.notifications + 1)
        }
      }
      const id = await booking(from, payLater)
      const before = await state(id)
      expect((await post(as.driver, '/api/bookings/status', { ids: [id], status: to })).statusCode).toBe(403)
      expect(await state(id)).toEqual(before)
    }
  })

  it('accepts a cancel request only where core lets staff cancel, and changes nothing otherwise', async () => {
    for (const from of BOOKING_STATUSES) {
      for (const payLater of [true, false]) {
        const id = await booking(from, payLater, true)
        const before = await state(id)
        const res = await post(as.supplier, `/api/bookings/${id}/cancel-request/decision`, { accept: true })
        const label = `${from}${payLater ? ' (pay later)' : ''}`
        if (statusChangeProblem('supplier', { status: from, payLater, cancelRequest: true }, 'cancelled')) {
          expect(res.statusCode, label).toBe(409)
          expect(await state(id), label).toEqual(before)
        } else {
          expect(res.json(), label).toEqual({ status: 'cancelled', cancelRequest: false })
          const after = await state(id)
          expect([after.status, after.cancelRequest, after.history], label).toEqual(['cancelled', false, before.history + 1])
          expect(after.refunded > 0, label).toBe(!payLater && (from === 'paid' || from === 'reserved'))
        }
      }
    }
  })

  it("refuses the system's and the gateway's changes core forbids, writing nothing", async () => {
    for (const { from, payLater, to } of TRIPLES) {
      for (const kind of ['system', 'gateway'] as TStatusActor[]) {
        const id = await booking(from, payLater)
        const before = await state(id)
        const problem = statusChangeProblem(kind, { status: from, payLater }, to)
        const [row] = await t.db.database.db.select().from(bookings).where(eq(bookings._id, id))
        if (!row) throw new Error('no booking')
        const change = t.db.database.db.transaction((tx) =>
          transition(tx, { payments: gateway, notices: bookingNotices, clock: systemClock }, { kind, userId: null }, row, to),
        )
        const label = `${kind}: ${from}${payLater ? ' (pay later)' : ''} → ${to}`
        if (problem) {
          await expect(change, label).rejects.toThrow(TransitionRefused)
          expect(await state(id), label).toEqual(before)
        } else {
          expect(await change, label).toBe(true)
          const after = await state(id)
          expect([after.status, after.history], label).toEqual([to, before.history + 1])
        }
      }
    }
  })
})
