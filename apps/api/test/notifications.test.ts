import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeUser } from '../src/db/factories'
import { notifications, users } from '../src/db/schema'
import { createSession } from '../src/platform/http/sessions'
import { fixedId } from './helpers/searchFixture'
import { buildTestApp, type TestApp } from './helpers/testApp'
import { FLAVORS } from './helpers/testDatabase'

/** A reader's own notifications: listed newest first with the unread count, marked and deleted; another's never reached. */
describe.each(FLAVORS)('notifications on %s', (flavor) => {
  let t: TestApp
  const anna = makeUser({ _id: fixedId(1), email: 'anna@notifications.test' })
  const boris = makeUser({ _id: fixedId(2), email: 'boris@notifications.test' })
  const headers: Record<string, Record<string, string>> = {}
  const note = (n: number, userId: string, minutesAgo: number) => ({
    _id: fixedId(100 + n),
    userId,
    messageKey: 'notifications.newBooking',
    params: { reference: `WB-0000000${n}`, car: 'Fiat Panda', driver: 'Secret Name' },
    createdAt: new Date(Date.now() - minutesAgo * 60_000),
  })

  beforeAll(async () => {
    t = await buildTestApp(flavor)
    const db = t.db.database.db
    await db.insert(users).values([anna, boris])
    await db.insert(notifications).values([note(1, anna._id, 3), note(2, anna._id, 2), note(3, anna._id, 1), note(4, boris._id, 1)])
    for (const user of [anna, boris]) {
      const s = await createSession(db, user._id, false)
      headers[user._id] = { cookie: `wb_session=${s.token}; XSRF-TOKEN=${s.xsrf}`, 'x-xsrf-token': s.xsrf }
    }
  })
  afterAll(async () => t.close())

  const call = (who: { _id: string } | null, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who ? headers[who._id] : {}, ...(payload ? { payload } : {}) })
  const count = async (who: { _id: string }) => (await call(who, 'GET', '/api/notifications/count')).json().count

  it('answers a signed-out caller 401 and a caller without the anti-forgery header 403, changing nothing', async () => {
    expect((await call(null, 'GET', '/api/notifications')).statusCode).toBe(401)
    expect((await call(null, 'GET', '/api/notifications/count')).statusCode).toBe(401)
    expect((await call(null, 'POST', '/api/notifications/mark', { all: true, isRead: true })).statusCode).toBe(401)
    expect((await call(null, 'POST', '/api/notifications/delete', { all: true })).statusCode).toBe(401)
    const { 'x-xsrf-token': _omitted, ...cookieOnly } = headers[anna._id] ?? {}
    const forged = await t.app.inject({ method: 'POST', url: '/api/notifications/delete', headers: cookieOnly, payload: { all: true } })
    expect(forged.statusCode).toBe(403)
    expect(await count(anna)).toBe(3)
  })

  it("lists the caller's own, newest first, 30 a page, with the unread count", async () => {
    const page = (await call(anna, 'GET', '/api/notifications?size=2')).json()
    expect(page.items.map((n: { _id: string }) => n._id)).toEqual([fixedId(103), fixedId(102)])
    expect([page.total, page.unread, page.nextPage]).toEqual([3, 3, 2])
    expect(page.items[0]).toMatchObject({ messageKey: 'notifications.newBooking', params: { reference: 'WB-00000003' }, isRead: false })
    expect((await call(boris, 'GET', '/api/notifications')).json().items.map((n: { _id: string }) => n._id)).toEqual([fixedId(104)])
    expect((await call(anna, 'GET', '/api/notifications?size=101')).statusCode).toBe(400)
  })

  it("marks read and unread, one or all, and another's ids change nothing", async () => {
    const theirs = await call(anna, 'POST', '/api/notifications/mark', { ids: [fixedId(104)], isRead: true })
    expect(theirs.json()).toEqual({ changed: 0 })
    expect(await count(boris)).toBe(1)
    expect((await call(anna, 'POST', '/api/notifications/mark', { ids: [fixedId(101), fixedId(104)], isRead: true })).json()).toEqual({ changed: 1 })
    expect(await count(anna)).toBe(2)
    expect((await call(anna, 'POST', '/api/notifications/mark', { all: true, isRead: true })).json()).toEqual({ changed: 3 })
    expect(await count(anna)).toBe(0)
    await call(anna, 'POST', '/api/notifications/mark', { ids: [fixedId(102)], isRead: false })
    expect(await count(anna)).toBe(1)
    expect((await call(anna, 'POST', '/api/notifications/mark', { ids: ['nope'], isRead: true })).statusCode).toBe(400)
  })

  it("deletes one or all of the caller's own", async () => {
    expect((await call(boris, 'POST', '/api/notifications/delete', { ids: [fixedId(101)] })).json()).toEqual({ changed: 0 })
    expect((await call(anna, 'POST', '/api/notifications/delete', { ids: [fixedId(101)] })).json()).toEqual({ changed: 1 })
    expect((await call(anna, 'POST', '/api/notifications/delete', { all: true })).json()).toEqual({ changed: 2 })
    expect((await call(anna, 'GET', '/api/notifications')).json()).toMatchObject({ items: [], total: 0, unread: 0, nextPage: null })
    expect((await call(boris, 'GET', '/api/notifications')).json().total).toBe(1)
  })
})
