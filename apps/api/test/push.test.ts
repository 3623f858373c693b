import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookingReference } from '@wheelbase/core/bookingStatus'
import { makeUser } from '../src/db/factories'
import { pushSubscriptions, users } from '../src/db/schema'
import { signedIn, type Caller } from './helpers/callers'
import { startPushService, type TPushService } from './helpers/pushService'
import { day, fixedId, searchFixture } from './helpers/searchFixture'
import { buildMailTestApp, type MailTestApp } from './helpers/testApp'
import { FLAVORS } from './helpers/testDatabase'

/** The JWT claims of a push's VAPID authorization (`vapid t=…, k=…`), and the key it names. */
function vapidOf(authorization: string | undefined) {
  const [, token, key] = /^vapid t=([^,]+), k=(.+)$/.exec(authorization ?? '') ?? []
  const claims = JSON.parse(Buffer.from(token?.split('.')[1] ?? '', 'base64url').toString('utf8')) as { aud: string; sub: string; exp: number }
  return { claims, key }
}

/**
 * Push notices (issue 48, record 0148): a device subscribes through its session, the driver and
 * staff choose their topics, and a booking's events reach a push service on loopback encrypted to
 * the browser's keys (read here as the browser would, RFC 8291), in the reader's language, opening
 * the booking's page in it. A 410 removes the device; sign-out removes it; nobody else's is touched.
 */
describe.each(FLAVORS)('push notices on %s', (flavor) => {
  let t: MailTestApp
  let push: TPushService
  let f: Awaited<ReturnType<typeof searchFixture>>
  let car: Awaited<ReturnType<typeof f.addCar>>
  const hebrew = makeUser({ _id: fixedId(800), email: 'noa@push.test', fullName: 'Noa Levi', language: 'he' })
  const as = {} as Record<'driver' | 'hebrew' | 'supplier', Caller>
  let n = 0

  beforeAll(async () => {
    push = await startPushService()
    t = await buildMailTestApp(flavor, { PUSH_SERVICES: `https://fcm.googleapis.com,${push.origin}` })
    const db = t.db.database.db
    f = await searchFixture(db)
    await db.insert(users).values(hebrew)
    car = await f.addCar(f.alpha._id, [f.athens], { name: 'Fiat Panda' })
    as.driver = await signedIn(db, f.driver._id)
    as.hebrew = await signedIn(db, hebrew._id)
    as.supplier = await signedIn(db, f.alpha._id)
  })
  afterAll(async () => {
    await t?.close()
    await push?.close()
  })

  const call = (caller: Caller | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: caller?.headers ?? {}, ...(payload ? { payload } : {}) })
  /** A pay-later booking awaiting its supplier's approval, on days of its own. */
  async function pending(driverId = f.driver._id): Promise<string> {
    n += 1
    const _id = fixedId(700 + n)
    await f.book(car, day(20 + n * 4, 10), day(22 + n * 4, 10), { _id, driverId, status: 'pending', payLater: true })
    return _id
  }
  const approve = async (id: string) => {
    const res = await call(as.supplier, 'POST', '/api/bookings/status', { ids: [id], status: 'reserved' })
    expect(res.statusCode).toBe(200)
    await t.app.jobs.drain()
  }
  const devicesOf = (userId: string) => t.db.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))

  it('asks for a session (401), and gives the key and the choices of the caller’s kind of account', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/push', undefined],
      ['PUT', '/api/push/preferences', { topics: [], reminderHours: 24 }],
      ['POST', '/api/push/subscriptions', push.browser('nobody').subscription],
      ['POST', '/api/push/subscriptions/remove', { endpoint: `${push.origin}/push/nobody` }],
    ] as const)
      expect((await call(null, method, url, payload)).statusCode).toBe(401)
    const driver = (await call(as.driver, 'GET', '/api/push')).json()
    expect(driver).toEqual({
      publicKey: expect.stringMatching(/^[\w-]{87}$/),
      topics: ['approval', 'cancellation', 'reminder', 'review'],
      reminderHours: 24,
      devices: 0,
    })
    const supplier = (await call(as.supplier, 'GET', '/api/push')).json()
    // One key for the server, kept: each call gives the same.
    expect(supplier).toEqual({ publicKey: driver.publicKey, topics: ['newBooking', 'cancelRequest'], reminderHours: 24, devices: 0 })
  })

  it('refuses an address that is no push service we send to, and keys that are not a browser’s, storing nothing', async () => {
    const browser = push.browser('refused')
    const elsewhere = await call(as.driver, 'POST', '/api/push/subscriptions', {
      ...browser.subscription,
      endpoint: 'http://169.254.169.254/latest/meta-data',
    })
    expect(elsewhere.statusCode).toBe(409)
    expect(elsewhere.json().error.code).toBe('push_service_refused')
    const badKeys = await call(as.driver, 'POST', '/api/push/subscriptions', { ...browser.subscription, keys: { p256dh: 'short', auth: 'short' } })
    expect(badKeys.statusCode).toBe(400)
    expect(await devicesOf(f.driver._id)).toEqual([])
  })

  it('pushes an approval, encrypted to the device, in the driver’s language, opening the booking there', async () => {
    const phone = push.browser('dora-phone')
    const subscribed = await call(as.driver, 'POST', '/api/push/subscriptions', phone.subscription)
    expect(subscribed.statusCode).toBe(200)
    expect(subscribed.json()).toEqual({ devices: 1 })
    const noa = push.browser('noa-phone')
    expect((await call(as.hebrew, 'POST', '/api/push/subscriptions', noa.subscription)).statusCode).toBe(200)

    const id = await pending()
    const before = push.received.length
    await approve(id)
    const pushes = push.received.slice(before)
    expect(pushes.map((p) => p.device)).toEqual(['dora-phone'])
    const [received] = pushes
    if (!received) throw new Error('no push')
    expect(received.headers['content-encoding']).toBe('aes128gcm')
    // The body is ciphertext: the text is not in it.
    expect(received.body.toString('latin1')).not.toContain('Fiat Panda')
    const { claims, key } = vapidOf(received.headers.authorization)
    expect(key).toBe((await call(as.driver, 'GET', '/api/push')).json().publicKey)
    expect(claims.aud).toBe(push.origin)
    expect(claims.sub).toBe('mailto:no-reply@wheelbase.example')
    expect(phone.read(received)).toEqual({
      title: 'Wheelbase',
      body: `Booking ${bookingReference(id)} (Fiat Panda) is approved by Alpha Rent. Your voucher is in your email and on the booking page.`,
      url: `${t.config.publicUrl}/en/booking?b=${id}`,
      tag: `notifications.bookingReserved:${id}`,
      lang: 'en',
      dir: 'ltr',
    })

    // Noa reads hers in Hebrew, and it opens her booking's page in Hebrew.
    const hers = await pending(hebrew._id)
    const from = push.received.length
    await approve(hers)
    const [hebrewPush] = push.received.slice(from)
    expect(hebrewPush?.device).toBe('noa-phone')
    const message = noa.read(hebrewPush!) as { body: string; url: string; dir: string }
    expect(message.body).toContain('אושרה על ידי Alpha Rent')
    expect(message.url).toBe(`${t.config.publicUrl}/he/booking?b=${hers}`)
    expect(message.dir).toBe('rtl')
  })

  it('keeps the choices per account: a topic turned off is not pushed, and another kind’s topic is refused', async () => {
    const wrong = await call(as.driver, 'PUT', '/api/push/preferences', { topics: ['newBooking'], reminderHours: 24 })
    expect(wrong.statusCode).toBe(400)
    const off = await call(as.driver, 'PUT', '/api/push/preferences', { topics: ['cancellation', 'reminder'], reminderHours: 3 })
    expect(off.statusCode).toBe(200)
    expect(off.json()).toMatchObject({ topics: ['cancellation', 'reminder'], reminderHours: 3, devices: 1 })
    const id = await pending()
    const before = push.received.length
    await approve(id)
    expect(push.received.slice(before)).toEqual([])
    expect(
      (await call(as.driver, 'PUT', '/api/push/preferences', { topics: ['approval', 'cancellation', 'reminder', 'review'], reminderHours: 24 }))
        .statusCode,
    ).toBe(200)
  })

  it('pushes a driver’s cancel request to the supplier’s desk, until the supplier turns that topic off', async () => {
    const desk = push.browser('alpha-desk')
    expect((await call(as.supplier, 'POST', '/api/push/subscriptions', desk.subscription)).statusCode).toBe(200)
    const ask = async () => {
      const id = await pending()
      const before = push.received.length
      expect((await call(as.driver, 'POST', `/api/bookings/${id}/cancel-request`)).statusCode).toBe(200)
      await t.app.jobs.drain()
      return { id, pushes: push.received.slice(before).filter((p) => p.device === 'alpha-desk') }
    }
    const first = await ask()
    expect(first.pushes).toHaveLength(1)
    expect(desk.read(first.pushes[0]!)).toMatchObject({
      body: `Cancellation requested for ${bookingReference(first.id)} (Fiat Panda) by ${f.driver.fullName}.`,
      url: `${t.config.publicUrl}/en/booking?b=${first.id}`,
    })
    expect((await call(as.supplier, 'PUT', '/api/push/preferences', { topics: ['newBooking'], reminderHours: 24 })).statusCode).toBe(200)
    expect((await ask()).pushes).toEqual([])
  })

  it('removes only the caller’s own device (another’s is 404), a device its push service dropped (410), and the devices of a session that signs out', async () => {
    const laptop = push.browser('dora-laptop')
    expect((await call(as.driver, 'POST', '/api/push/subscriptions', laptop.subscription)).statusCode).toBe(200)
    const theirs = await call(as.hebrew, 'POST', '/api/push/subscriptions/remove', { endpoint: laptop.subscription.endpoint })
    expect(theirs.statusCode).toBe(404)
    expect((await devicesOf(f.driver._id)).map((d) => d.endpoint).sort()).toEqual([
      `${push.origin}/push/dora-laptop`,
      `${push.origin}/push/dora-phone`,
    ])
    const removed = await call(as.driver, 'POST', '/api/push/subscriptions/remove', { endpoint: laptop.subscription.endpoint })
    expect(removed.json()).toEqual({ devices: 1 })

    // The phone's subscription expired at its push service: the next push removes it.
    push.answer('dora-phone', 410)
    const before = push.received.length
    await approve(await pending())
    expect(push.received.slice(before).map((p) => p.device)).toEqual(['dora-phone'])
    expect(await devicesOf(f.driver._id)).toEqual([])

    // Noa signs out: her device receives nothing more.
    expect(await devicesOf(hebrew._id)).toHaveLength(1)
    expect((await call(as.hebrew, 'POST', '/api/sign-out')).statusCode).toBeLessThan(300)
    expect(await devicesOf(hebrew._id)).toEqual([])
  })
})
