import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookingReference } from '@wheelbase/core/bookingStatus'
import { makeUser } from '../src/db/factories'
import { users } from '../src/db/schema'
import { signedIn, type Caller } from './helpers/callers'
import { drainAll, startInstances, type Instance } from './helpers/instances'
import { startPushService, type TPushBrowser, type TPushService } from './helpers/pushService'
import { day, fixedId, searchFixture } from './helpers/searchFixture'
import { FLAVORS, freshDatabase, type TestDatabase } from './helpers/testDatabase'

const HOUR = 3_600_000

/**
 * The pick-up reminder (issue 48, record 0148) is scheduled durable work: a sweep on the test
 * clock, run by two API instances on one PostgreSQL database, pushes it once, when the clock
 * reaches the driver's reminder time before the pick-up (24 h unless they chose another).
 */
describe.skipIf(!FLAVORS.includes('postgres'))('the pick-up reminder on two instances of one PostgreSQL database', () => {
  let t: TestDatabase
  let push: TPushService
  let instances: Instance[]
  let f: Awaited<ReturnType<typeof searchFixture>>
  const early = makeUser({ _id: fixedId(600), email: 'eli@push.test', fullName: 'Eli Early', language: 'fr' })
  const pickup = day(6, 10)
  const ids = { dora: fixedId(601), eli: fixedId(602) }
  const browsers = {} as Record<'dora' | 'eli', TPushBrowser>

  beforeAll(async () => {
    t = await freshDatabase('postgres')
    push = await startPushService()
    instances = await startInstances(t, { env: { TEST_CLOCK: 'true', PUSH_SERVICES: push.origin } })
    const db = t.database.db
    f = await searchFixture(db)
    // Eli wants the reminder 3 hours before.
    await db.insert(users).values({ ...early, pushReminderHours: 3 })
    const car = await f.addCar(f.alpha._id, [f.athens], { name: 'Fiat Panda' })
    const other = await f.addCar(f.alpha._id, [f.athens], { name: 'Opel Corsa' })
    await f.book(car, pickup, day(9, 10), { _id: ids.dora, status: 'reserved' })
    await f.book(other, pickup, day(9, 10), { _id: ids.eli, driverId: early._id, status: 'reserved' })
    const subscribe = async (caller: Caller, device: 'dora' | 'eli', on: Instance) => {
      browsers[device] = push.browser(device)
      const res = await on.app.inject({
        method: 'POST',
        url: '/api/push/subscriptions',
        headers: caller.headers,
        payload: browsers[device].subscription,
      })
      expect(res.statusCode).toBe(200)
    }
    await subscribe(await signedIn(db, f.driver._id), 'dora', instances[0]!)
    await subscribe(await signedIn(db, early._id), 'eli', instances[1]!)
  })
  afterAll(async () => {
    for (const instance of instances ?? []) await instance.app.close()
    await push?.close()
    await t?.cleanup()
  })

  /** Both instances' clocks moved to `at` (each then queues its periodic work), and all the work done. */
  async function clockAt(at: Date) {
    for (const instance of instances) {
      const res = await instance.app.inject({ method: 'POST', url: '/api/test/clock', payload: { at: at.toISOString() } })
      expect(res.statusCode).toBe(200)
    }
    await drainAll(instances)
  }
  const devices = () => push.received.map((p) => p.device)

  it('runs on two instances', () => expect(instances).toHaveLength(2))

  it('is pushed once, at the driver’s time before the pick-up, whichever instance sweeps', async () => {
    await clockAt(new Date(pickup.getTime() - 25 * HOUR))
    expect(devices()).toEqual([])
    await clockAt(new Date(pickup.getTime() - 24 * HOUR + 60_000))
    expect(devices()).toEqual(['dora'])
    expect(push.received[0]?.headers.urgency).toBe('high')
    // Later sweeps push it no more; Eli's comes at 3 hours, in French.
    await clockAt(new Date(pickup.getTime() - 12 * HOUR))
    await clockAt(new Date(pickup.getTime() - 2 * HOUR))
    expect(devices()).toEqual(['dora', 'eli'])
    await clockAt(new Date(pickup.getTime() - HOUR))
    expect(devices()).toEqual(['dora', 'eli'])
  })

  it('reads as the booking is, in the driver’s language, and opens it', () => {
    const [dora, eli] = push.received
    expect(browsers.dora.read(dora!)).toMatchObject({
      body: `Pick-up of Fiat Panda (${bookingReference(ids.dora)}): ${when('en', pickup)} at Athens Airport. Bring your licence and the card you booked with.`,
      url: expect.stringMatching(new RegExp(`/en/booking\\?b=${ids.dora}$`)),
      lang: 'en',
    })
    expect(browsers.eli.read(eli!)).toMatchObject({
      body: expect.stringContaining(`Prise en charge de Opel Corsa (${bookingReference(ids.eli)}) : ${when('fr', pickup)} à Aéroport d’Athènes.`),
      url: expect.stringMatching(new RegExp(`/fr/booking\\?b=${ids.eli}$`)),
      lang: 'fr',
    })
  })
})

/** The pick-up as the reminder writes it, on the place's clock (the fixture's places are in Athens). */
const when = (language: string, at: Date) =>
  new Intl.DateTimeFormat(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Athens',
  }).format(at)
