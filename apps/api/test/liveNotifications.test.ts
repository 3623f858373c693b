import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeUser } from '../src/db/factories'
import { notifications, users } from '../src/db/schema'
import { openEventStream } from './helpers/eventStream'
import { day, fixedId, searchFixture } from './helpers/searchFixture'
import { signedInAs, type Caller } from './helpers/callers'
import { startInstances, type Instance } from './helpers/instances'
import { FLAVORS, freshDatabase, type TestDatabase } from './helpers/testDatabase'

/**
 * The header's live count: a stream of the caller's unread count, told again within moments when
 * another account's action notifies them, from whichever API instance acted (PostgreSQL NOTIFY),
 * and silent about anybody else's notifications.
 */
describe.each(FLAVORS)('live unread counts on %s', (flavor) => {
  let t: TestDatabase
  const apps: Instance[] = []
  let f: Awaited<ReturnType<typeof searchFixture>>
  const as = {} as Record<'driver' | 'other' | 'supplier', Caller>
  const other = makeUser({ _id: fixedId(950), fullName: 'Olga Other', email: 'olga@live.test' })
  const bookingId = 'd1e2f3a4-0000-4000-8000-000000000951'

  beforeAll(async () => {
    t = await freshDatabase(flavor)
    // On PostgreSQL, a second instance on the same database, as behind a load balancer.
    apps.push(...(await startInstances(t)))
    const db = t.database.db
    f = await searchFixture(db)
    await db.insert(users).values(other)
    Object.assign(as, await signedInAs(db, { driver: f.driver._id, other: other._id, supplier: f.alpha._id }))
    const car = await f.addCar(f.alpha._id, [f.athens], { name: 'Fiat Panda' })
    await f.book(car, day(20, 10), day(23, 10), { _id: bookingId, status: 'pending', payLater: true })
  })
  afterAll(async () => {
    for (const { app } of apps.reverse()) await app.close()
    await t.cleanup()
  })

  it('answers a signed-out caller 401', async () => {
    const stream = await openEventStream(`${apps[0]?.base}/api/notifications/stream`, {})
    expect(stream.status).toBe(401)
  })

  it("tells the driver's open stream of a status change made on another instance, and tells no one else", async () => {
    const listening = apps[0] as Instance
    const acting = (apps[1] ?? apps[0]) as Instance
    const driver = await openEventStream(`${listening.base}/api/notifications/stream`, as.driver.headers)
    const bystander = await openEventStream(`${listening.base}/api/notifications/stream`, as.other.headers)
    try {
      expect(driver.status).toBe(200)
      expect(await driver.next()).toEqual({ count: 0 })
      expect(await bystander.next()).toEqual({ count: 0 })
      const res = await acting.app.inject({
        method: 'POST',
        url: '/api/bookings/status',
        headers: as.supplier.headers,
        payload: { ids: [bookingId], status: 'reserved' },
      })
      expect(res.json().updated).toEqual([bookingId])
      expect(await driver.next(3_000)).toEqual({ count: 1 })
      // Reading it elsewhere (another tab) brings the count down here too.
      await acting.app.inject({ method: 'POST', url: '/api/notifications/mark', headers: as.driver.headers, payload: { all: true, isRead: true } })
      expect(await driver.next(3_000)).toEqual({ count: 0 })
      // The bystander's own change comes after the driver's on the same channel (NOTIFY keeps
      // commit order): had the driver's changes reached it, they would stand before this one.
      await t.database.db
        .insert(notifications)
        .values({ _id: crypto.randomUUID(), userId: other._id, bookingId, messageKey: 'notifications.bookingPaid', params: {}, isRead: true })
      const marked = await acting.app.inject({
        method: 'POST',
        url: '/api/notifications/mark',
        headers: as.other.headers,
        payload: { all: true, isRead: false },
      })
      expect(marked.json()).toEqual({ changed: 1 })
      expect(await bystander.next(3_000)).toEqual({ count: 1 })
      expect(bystander.events).toEqual([{ count: 0 }, { count: 1 }])
    } finally {
      driver.close()
      bystander.close()
    }
  })
})
