import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeUser } from '../src/db/factories'
import { streamLeases, users } from '../src/db/schema'
import { openEventStream, type EventReader } from './helpers/eventStream'
import { signedIn, type Caller } from './helpers/callers'
import { startInstances, type Instance } from './helpers/instances'
import { FLAVORS, freshDatabase, type TestDatabase } from './helpers/testDatabase'

const CAP = 2

/** Whether the server ends the stream within `ms` (the bound is 2 s). */
const closesWithin = (stream: EventReader, ms: number) =>
  Promise.race([stream.closed.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))])

/**
 * A live stream ends with its session, on every instance: signed out, suspended or retyped on
 * another instance, it is told why and closed within 2 s; and an account holds at most CAP streams,
 * a newer one ending the oldest.
 */
describe.each(FLAVORS)('live streams that end with their session on %s', (flavor) => {
  let t: TestDatabase
  const apps: Instance[] = []
  const admin = makeUser({ type: 'admin', email: 'ada.admin@streams.test' })
  const driver = makeUser({ email: 'dora@streams.test' })
  const open: EventReader[] = []

  beforeAll(async () => {
    t = await freshDatabase(flavor)
    // On PostgreSQL, a second instance on the same database, as behind a load balancer.
    apps.push(...(await startInstances(t, { env: { STREAMS_PER_ACCOUNT: String(CAP) } })))
    await t.database.db.insert(users).values([admin, driver])
  })
  afterAll(async () => {
    for (const stream of open) stream.close()
    for (const { app } of apps.reverse()) await app.close()
    await t.cleanup()
  })

  const listening = () => apps[0] as Instance
  const acting = () => (apps[1] ?? apps[0]) as Instance
  async function stream(caller: Caller): Promise<EventReader> {
    const reader = await openEventStream(`${listening().base}/api/notifications/stream`, caller.headers)
    open.push(reader)
    expect(reader.status).toBe(200)
    expect(await reader.next()).toEqual({ count: 0 })
    return reader
  }
  const leasesOf = async (userId: string) => t.database.db.select().from(streamLeases).where(eq(streamLeases.userId, userId))

  it("closes a stream within 2 s of its session's sign-out on another instance, and only that session's", async () => {
    const phone = await signedIn(t.database.db, driver._id)
    const laptop = await signedIn(t.database.db, driver._id)
    const onPhone = await stream(phone)
    const onLaptop = await stream(laptop)
    const out = await acting().app.inject({ method: 'POST', url: '/api/sign-out', headers: phone.headers })
    expect(out.statusCode).toBe(200)
    expect(await closesWithin(onPhone, 2_000)).toBe(true)
    expect(onPhone.ended).toEqual({ reason: 'session' })
    expect(await closesWithin(onLaptop, 300)).toBe(false)
    // Reopened with the ended session, it is refused.
    expect((await openEventStream(`${listening().base}/api/notifications/stream`, phone.headers)).status).toBe(401)
    onLaptop.close()
  })

  it('closes every stream of an account within 2 s of its suspension, and of its new type', async () => {
    const byAdmin = await signedIn(t.database.db, admin._id)
    const streams = [await stream(await signedIn(t.database.db, driver._id)), await stream(await signedIn(t.database.db, driver._id))]
    const suspend = (suspended: boolean) =>
      acting().app.inject({ method: 'POST', url: `/api/console/users/${driver._id}/suspension`, headers: byAdmin.headers, payload: { suspended } })
    expect((await suspend(true)).statusCode).toBe(200)
    for (const each of streams) {
      expect(await closesWithin(each, 2_000)).toBe(true)
      expect(each.ended).toEqual({ reason: 'session' })
    }
    expect(await leasesOf(driver._id)).toEqual([])
    expect((await suspend(false)).statusCode).toBe(200)

    const retyped = await stream(await signedIn(t.database.db, driver._id))
    const setType = await acting().app.inject({
      method: 'POST',
      url: `/api/console/users/${driver._id}/type`,
      headers: byAdmin.headers,
      payload: { type: 'supplier' },
    })
    expect(setType.statusCode).toBe(200)
    expect(await closesWithin(retyped, 2_000)).toBe(true)
    await acting().app.inject({ method: 'POST', url: `/api/console/users/${driver._id}/type`, headers: byAdmin.headers, payload: { type: 'user' } })
  })

  it(`keeps ${CAP} streams an account, ending the oldest when one more opens`, async () => {
    const caller = await signedIn(t.database.db, driver._id)
    const first = await stream(caller)
    const second = await stream(caller)
    const third = await stream(await signedIn(t.database.db, driver._id))
    expect(await closesWithin(first, 2_000)).toBe(true)
    expect(first.ended).toEqual({ reason: 'replaced' })
    expect(await closesWithin(second, 300)).toBe(false)
    expect((await leasesOf(driver._id)).length).toBe(CAP)
    // A stream the browser closes gives its place back: the next one ends nobody.
    second.close()
    await expect.poll(async () => (await leasesOf(driver._id)).length, { timeout: 2_000 }).toBe(1)
    const fourth = await stream(caller)
    expect(await closesWithin(third, 300)).toBe(false)
    expect(await closesWithin(fourth, 10)).toBe(false)
  })

  it('lets a HEAD ask whether the stream is there, holding no lease', async () => {
    const caller = await signedIn(t.database.db, admin._id)
    const res = await fetch(`${listening().base}/api/notifications/stream`, { method: 'HEAD', headers: caller.headers })
    expect(res.status).toBe(200)
    expect(await leasesOf(admin._id)).toEqual([])
  })
})
