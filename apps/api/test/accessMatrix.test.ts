import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeUser } from '../src/db/factories'
import { bookings, notifications, reviews, users } from '../src/db/schema'
import { day, fixedId, searchFixture } from './helpers/searchFixture'
import { buildTestApp, type TestApp } from './helpers/testApp'
import { signedIn } from './helpers/callers'
import { FLAVORS } from './helpers/testDatabase'

type Who = 'anonymous' | 'driverA' | 'driverB' | 'supplierX' | 'supplierY' | 'admin'
type Call = { method: 'GET' | 'POST'; url: string; payload?: object }

/**
 * Every bookings, notifications and reviews endpoint, called by every role on a record that belongs to
 * driver A and supplier X: the status each gets, that nothing changed afterwards, and that no
 * answer carries A's personal data to someone who may not see it. The owners' own successful
 * calls are the features' tests; here each is called only where it must be refused.
 */
describe.each(FLAVORS)('the access matrix on %s', (flavor) => {
  let t: TestApp
  let f: Awaited<ReturnType<typeof searchFixture>>
  const headers = {} as Record<Who, Record<string, string>>
  const bookingId = 'aa11bb22-0000-4000-8000-000000000981'
  const noteId = fixedId(982)
  const reviewId = fixedId(985)
  const driverB = makeUser({ _id: fixedId(983), fullName: 'Bella Other', email: 'bella@matrix.test' })
  const admin = makeUser({ _id: fixedId(984), type: 'admin', email: 'admin@matrix.test' })
  const secret = { name: 'Anna Private', email: 'anna.private@matrix.test' }

  beforeAll(async () => {
    t = await buildTestApp(flavor)
    const db = t.db.database.db
    f = await searchFixture(db)
    await db.update(users).set({ fullName: secret.name, email: secret.email }).where(eq(users._id, f.driver._id))
    await db.insert(users).values([driverB, admin])
    const session = async (userId: string) => (await signedIn(db, userId)).headers
    Object.assign(headers, {
      anonymous: {},
      driverA: await session(f.driver._id),
      driverB: await session(driverB._id),
      supplierX: await session(f.alpha._id),
      supplierY: await session(f.beta._id),
      admin: await session(admin._id),
    })
    const car = await f.addCar(f.alpha._id, [f.athens], { name: 'Fiat Panda' })
    await f.book(car, day(20, 10), day(23, 10), { _id: bookingId, status: 'pending', payLater: true })
    await db
      .insert(notifications)
      .values({ _id: noteId, userId: f.driver._id, bookingId, messageKey: 'notifications.bookingPaid', params: { reference: 'WB-X' } })
    // Driver A's review of supplier X, of an earlier rental.
    await db.insert(reviews).values({
      _id: reviewId,
      bookingId: null,
      supplierId: f.alpha._id,
      driverId: f.driver._id,
      score: 8,
      carCondition: 8,
      cleanliness: 8,
      pickupReturn: 8,
      value: 8,
      comment: 'Good',
      language: 'en',
    })
  })
  afterAll(async () => t.close())

  const rating = { score: 9, carCondition: 9, cleanliness: 9, pickupReturn: 9, value: 9 }
  const change = { pickup: '', from: day(21, 10).toISOString(), to: day(25, 10).toISOString(), options: {} }
  // Expected status per role; a role left out is the record's owner or staff, allowed by design (the feature tests).
  const matrix: [string, () => Call, Partial<Record<Who, number>>][] = [
    ['list bookings', () => ({ method: 'GET', url: '/api/bookings' }), { anonymous: 401, driverB: 200, supplierY: 200 }],
    ['one booking', () => ({ method: 'GET', url: `/api/bookings/${bookingId}` }), { anonymous: 401, driverB: 404, supplierY: 404 }],
    [
      'cancel request',
      () => ({ method: 'POST', url: `/api/bookings/${bookingId}/cancel-request` }),
      { anonymous: 401, driverB: 404, supplierX: 403, supplierY: 403, admin: 403 },
    ],
    [
      'status',
      () => ({ method: 'POST', url: '/api/bookings/status', payload: { ids: [bookingId], status: 'cancelled' } }),
      { anonymous: 401, driverA: 403, driverB: 403, supplierY: 404 },
    ],
    [
      'delete',
      () => ({ method: 'POST', url: '/api/bookings/delete', payload: { ids: [bookingId] } }),
      { anonymous: 401, driverA: 403, driverB: 403, supplierY: 404 },
    ],
    [
      'answer a cancel request',
      () => ({ method: 'POST', url: `/api/bookings/${bookingId}/cancel-request/decision`, payload: { accept: true } }),
      { anonymous: 401, driverA: 403, driverB: 403, supplierY: 404 },
    ],
    [
      'amendment quote',
      () => ({ method: 'POST', url: `/api/bookings/${bookingId}/amendment-quote`, payload: { ...change, pickup: f.athens._id } }),
      { anonymous: 401, driverB: 404, supplierX: 403, supplierY: 403, admin: 403 },
    ],
    [
      'amend',
      () => ({ method: 'POST', url: `/api/bookings/${bookingId}/amend`, payload: { change: { ...change, pickup: f.athens._id }, expectedTotal: 1 } }),
      { anonymous: 401, driverB: 404, supplierX: 403, supplierY: 403, admin: 403 },
    ],
    ['voucher', () => ({ method: 'GET', url: `/api/bookings/${bookingId}/voucher` }), { anonymous: 401, driverB: 404, supplierY: 404 }],
    [
      'notifications',
      () => ({ method: 'GET', url: '/api/notifications' }),
      { anonymous: 401, driverB: 200, supplierX: 200, supplierY: 200, admin: 200 },
    ],
    ['unread count', () => ({ method: 'GET', url: '/api/notifications/count' }), { anonymous: 401, driverB: 200, supplierX: 200, admin: 200 }],
    [
      'mark read',
      () => ({ method: 'POST', url: '/api/notifications/mark', payload: { ids: [noteId], isRead: true } }),
      { anonymous: 401, driverB: 200, supplierX: 200, admin: 200 },
    ],
    [
      'delete notifications',
      () => ({ method: 'POST', url: '/api/notifications/delete', payload: { ids: [noteId] } }),
      { anonymous: 401, driverB: 200, supplierX: 200, admin: 200 },
    ],
    ['live count', () => ({ method: 'GET', url: '/api/notifications/stream' }), { anonymous: 401 }],
    ['guest booking', () => ({ method: 'GET', url: '/api/guest-booking' }), { anonymous: 401, driverB: 401, supplierY: 401 }],
    ['guest cancel request', () => ({ method: 'POST', url: '/api/guest-booking/cancel-request' }), { anonymous: 401, driverB: 401 }],
    ['guest voucher', () => ({ method: 'GET', url: '/api/guest-booking/voucher' }), { anonymous: 401, driverB: 401 }],
    [
      'guest review',
      () => ({ method: 'POST', url: '/api/guest-booking/review', payload: { ...rating, language: 'en' } }),
      { anonymous: 401, driverA: 401, driverB: 401 },
    ],
    [
      'write a review',
      () => ({ method: 'POST', url: `/api/bookings/${bookingId}/review`, payload: { ...rating, language: 'en' } }),
      { anonymous: 401, driverB: 404, supplierX: 403, supplierY: 403, admin: 403 },
    ],
    [
      'reply to a review',
      () => ({ method: 'POST', url: `/api/reviews/${reviewId}/reply`, payload: { text: 'Thanks' } }),
      { anonymous: 401, driverA: 403, driverB: 403, supplierY: 404, admin: 403 },
    ],
    [
      'hide a review',
      () => ({ method: 'POST', url: `/api/reviews/${reviewId}/hide`, payload: { reason: 'Spam' } }),
      { anonymous: 401, driverA: 403, driverB: 403, supplierX: 403, supplierY: 403 },
    ],
    [
      "a supplier's reviews",
      () => ({ method: 'GET', url: `/api/suppliers/${f.alpha._id}/reviews` }),
      { anonymous: 200, driverB: 200, supplierY: 200 },
    ],
    ["a supplier's page", () => ({ method: 'GET', url: '/api/supplier-profiles/alpha-rent' }), { anonymous: 200, driverB: 200, supplierY: 200 }],
    ["a driver's page", () => ({ method: 'GET', url: `/api/supplier-profiles/${f.driver._id}` }), { anonymous: 404, driverA: 404, admin: 404 }],
  ]

  it.each(matrix)('%s: each role gets its answer, and no one sees what is not theirs', async (_name, call, expected) => {
    for (const [who, status] of Object.entries(expected) as [Who, number][]) {
      const { method, url, payload } = call()
      const res = await t.app.inject({ method, url, headers: headers[who], ...(payload ? { payload } : {}) })
      expect([who, res.statusCode]).toEqual([who, status])
      if (res.statusCode >= 400) expect(Object.keys(res.json().error)).toEqual(['code', 'message'])
      // Mark and delete by another reader reach nothing of A's.
      if (res.statusCode === 200 && url.startsWith('/api/notifications/')) expect(res.json().changed ?? 0).toBe(0)
      expect(res.body).not.toContain(secret.email)
      if (who !== 'admin' && who !== 'supplierX') expect(res.body).not.toContain(secret.name)
    }
  })

  it("left driver A's booking and notification as they were", async () => {
    const [row] = await t.db.database.db.select().from(bookings).where(eq(bookings._id, bookingId))
    expect(row).toMatchObject({ status: 'pending', cancelRequest: false, from: day(20, 10), to: day(23, 10) })
    const [note] = await t.db.database.db.select().from(notifications).where(eq(notifications._id, noteId))
    expect(note?.isRead).toBe(false)
    const [review] = await t.db.database.db.select().from(reviews).where(eq(reviews._id, reviewId))
    expect(review).toMatchObject({ reply: null, hiddenAt: null })
    const count = await t.app.inject({ url: '/api/notifications/count', headers: headers.driverA })
    expect(count.json()).toEqual({ count: 1 })
  })
})
