import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeUser } from '../src/db/factories'
import { auditLog, jobs, users } from '../src/db/schema'
import { signedIn, signedInStaff, type Caller, type TStaff } from './helpers/callers'
import { day, fixedId, searchFixture, type TFixtureCar, type TSearchFixture } from './helpers/searchFixture'
import { buildTestApp, type TestApp } from './helpers/testApp'
import { FLAVORS } from './helpers/testDatabase'

type TEntry = {
  _id: string
  at: string
  actor: { _id: string; type: string }
  sessionId: string | null
  table: string
  recordId: string
  action: string
  before: Record<string, unknown> | null
  after: Record<string, unknown> | null
}

/**
 * The trail of staff changes (issue 46): each kind of change a supplier or an admin makes leaves
 * one row, in its own transaction, with who, from which session, what record and the fields
 * before and after (no secrets; a driver's details as "changed" only). The database refuses to
 * change or remove a row; a supplier reads its own records' trail only; drivers leave none.
 */
describe.each(FLAVORS)('the audit trail on %s', (flavor) => {
  let t: TestApp
  let f: TSearchFixture
  let as: Record<TStaff, Caller>
  let car: TFixtureCar
  const admin = makeUser({ _id: fixedId(980), type: 'admin', email: 'admin@audit.test', fullName: 'Ada Admin' })

  beforeAll(async () => {
    t = await buildTestApp(flavor)
    f = await searchFixture(t.db.database.db)
    as = await signedInStaff(t.db.database.db, f, admin)
    car = await f.addCar(f.alpha._id, [f.athens], { name: 'Audit Polo' })
  })
  afterAll(async () => t.close())

  const call = (caller: Caller | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: caller?.headers ?? {}, ...(payload ? { payload } : {}) })
  const trail = async (caller: Caller, query = '') => {
    const res = await call(caller, 'GET', `/api/console/audit${query}`)
    expect(res.statusCode).toBe(200)
    return res.json().items as TEntry[]
  }
  /** The entries a change left: read before and after it, by the admin. */
  async function changeLeaves(change: () => Promise<{ statusCode: number; body: string }>): Promise<TEntry[]> {
    const [before] = await t.db.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog)
    const res = await change()
    expect(res.statusCode, res.body).toBe(200)
    const [after] = await t.db.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog)
    return (await trail(as.admin)).slice(0, (after?.n ?? 0) - (before?.n ?? 0))
  }
  const adminId = () => admin._id

  it('records a car taken off search, with who, from which session, and the fields before and after', async () => {
    const [off] = await changeLeaves(() => call(as.supplierX, 'POST', `/api/console/cars/${car._id}/availability`, { available: false }))
    expect(off).toMatchObject({
      actor: { _id: f.alpha._id, type: 'supplier' },
      table: 'cars',
      recordId: car._id,
      action: 'update',
      before: { available: true },
      after: { available: false },
    })
    expect(off?.sessionId).toMatch(/^[0-9a-f-]{36}$/)
    // Only what changed: not the price, nor the stamps of who and when.
    expect(Object.keys(off?.after ?? {})).toEqual(['available'])
  })

  it("records a booking's status, a user's suspension and type, a review hidden, a block, rates and a retried job", async () => {
    const bookingId = fixedId(981)
    await f.book(car, day(20, 10), day(22, 10), { _id: bookingId, status: 'pending', payLater: true })
    const status = await changeLeaves(() => call(as.supplierX, 'POST', '/api/bookings/status', { ids: [bookingId], status: 'reserved' }))
    expect(status.filter((e) => e.table === 'bookings')).toEqual([
      expect.objectContaining({ recordId: bookingId, before: { status: 'pending' }, after: { status: 'reserved' } }),
    ])

    const suspended = await changeLeaves(() => call(as.admin, 'POST', `/api/console/users/${f.driver._id}/suspension`, { suspended: true }))
    expect(suspended).toEqual([
      expect.objectContaining({
        actor: expect.objectContaining({ _id: adminId(), type: 'admin' }),
        table: 'users',
        recordId: f.driver._id,
        before: { blacklisted: false },
        after: { blacklisted: true },
      }),
    ])
    await call(as.admin, 'POST', `/api/console/users/${f.driver._id}/suspension`, { suspended: false })
    const other = makeUser({ email: 'other@audit.test' })
    await t.db.database.db.insert(users).values(other)
    const retyped = await changeLeaves(() => call(as.admin, 'POST', `/api/console/users/${other._id}/type`, { type: 'admin' }))
    expect(retyped).toEqual([expect.objectContaining({ table: 'users', recordId: other._id, before: { type: 'user' }, after: { type: 'admin' } })])
    // Suspension ended the driver's sessions: a new one.
    as.driver = await signedIn(t.db.database.db, f.driver._id)

    await f.review(f.alpha._id, [4], () => ({ _id: fixedId(982) }))
    const hidden = await changeLeaves(() => call(as.admin, 'POST', `/api/reviews/${fixedId(982)}/hide`, { reason: 'Names a member of staff' }))
    expect(hidden).toEqual([
      expect.objectContaining({
        table: 'reviews',
        recordId: fixedId(982),
        after: expect.objectContaining({ hidden_reason: 'Names a member of staff' }),
      }),
    ])

    const blocked = await changeLeaves(() =>
      call(as.supplierX, 'POST', '/api/console/blocks', {
        cars: [car._id],
        from: day(30, 0).toISOString(),
        to: day(31, 0).toISOString(),
        reason: 'service',
      }),
    )
    expect(blocked).toEqual([expect.objectContaining({ table: 'car_blocks', recordId: car._id, action: 'insert', before: null })])

    const rates = await changeLeaves(() =>
      call(as.admin, 'PUT', '/api/console/currency-rates', { url: null, rates: [{ currency: 'ILS', micros: 3_912_345 }] }),
    )
    expect(rates.filter((e) => e.table === 'currency_rates')).toEqual([
      expect.objectContaining({ recordId: 'ILS', action: 'insert', after: expect.objectContaining({ micros: 3_912_345 }) }),
    ])
    // The first save also keeps where rates come from (none here).
    expect(rates.filter((e) => e.table === 'currency_rate_source')).toEqual([
      expect.objectContaining({ after: expect.objectContaining({ url: null }) }),
    ])

    const jobId = crypto.randomUUID()
    await t.db.database.db
      .insert(jobs)
      .values({ _id: jobId, kind: 'mail.manageLink', key: `t:${jobId}`, payload: { email: 'private@audit.test' }, status: 'parked', attempts: 5 })
    const retried = await changeLeaves(() => call(as.admin, 'POST', `/api/console/jobs/${jobId}/retry`))
    expect(retried).toEqual([
      expect.objectContaining({ table: 'jobs', recordId: jobId, after: expect.objectContaining({ status: 'queued', attempts: 0 }) }),
    ])
    // The work's payload (someone's address) is never copied into the trail.
    expect(JSON.stringify(retried)).not.toContain('private@audit.test')
  })

  it("keeps a driver's details out: the trail says they changed, never what they were", async () => {
    const entries = await changeLeaves(() =>
      call(as.admin, 'POST', '/api/update-user', {
        _id: f.driver._id,
        fullName: 'Dora Renamed',
        phone: '+30 690 000 0000',
        location: '',
        bio: '',
        birthDate: '',
      }),
    )
    expect(entries).toEqual([
      expect.objectContaining({
        table: 'users',
        recordId: f.driver._id,
        before: expect.objectContaining({ full_name: 'changed', phone: 'changed' }),
        after: expect.objectContaining({ full_name: 'changed', phone: 'changed' }),
      }),
    ])
    // All the trail says, but its own random ids and clock (a uuid or a millisecond can hold "690").
    const text = JSON.stringify(entries.map(({ _id, sessionId: _session, at: _at, ...said }) => said))
    expect(text).not.toContain('Dora Renamed')
    expect(text).not.toContain('690')
  })

  it("shows a supplier its own records' trail only, and refuses drivers and strangers", async () => {
    const mine = await trail(as.supplierX)
    expect(mine.length).toBeGreaterThan(0)
    expect(mine.every((e) => e.table !== 'currency_rates' && e.table !== 'jobs')).toBe(true)
    expect(await trail(as.supplierY)).toEqual([])
    expect(await trail(as.supplierY, `?record=${car._id}`)).toEqual([])
    expect((await trail(as.admin, `?record=${car._id}&table=cars`)).length).toBeGreaterThan(0)
    expect((await trail(as.admin, `?actor=${adminId()}`)).every((e) => e.actor._id === adminId())).toBe(true)
    expect((await call(as.driver, 'GET', '/api/console/audit')).statusCode).toBe(403)
    expect((await call(null, 'GET', '/api/console/audit')).statusCode).toBe(401)
    expect((await call(as.admin, 'GET', '/api/console/audit?table=sessions')).statusCode).toBe(400)
  })

  it("leaves no trail of a driver's own changes", async () => {
    const [before] = await t.db.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog)
    const res = await call(as.driver, 'POST', '/api/update-language', { id: f.driver._id, language: 'fr' })
    expect(res.statusCode).toBe(200)
    const [after] = await t.db.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog)
    expect(after?.n).toBe(before?.n)
  })

  it('refuses, at the database, to change or remove a row of the trail', async () => {
    const db = t.db.database.db
    const [row] = await db.select({ _id: auditLog._id }).from(auditLog).limit(1)
    expect(row).toBeDefined()
    const refusal = (attempt: Promise<unknown>) =>
      attempt.then(
        () => 'done',
        (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
      )
    expect(
      await refusal(
        db
          .update(auditLog)
          .set({ actorType: 'driver' })
          .where(eq(auditLog._id, row?._id ?? '')),
      ),
    ).toBe('audit_log is append-only')
    expect(await refusal(db.delete(auditLog).where(eq(auditLog._id, row?._id ?? '')))).toBe('audit_log is append-only')
    expect(await refusal(db.execute(sql`TRUNCATE audit_log`))).toBe('audit_log is append-only')
    const [still] = await db
      .select({ type: auditLog.actorType })
      .from(auditLog)
      .where(eq(auditLog._id, row?._id ?? ''))
    expect(still?.type).not.toBe('driver')
  })
})
