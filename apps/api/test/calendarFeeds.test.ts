import ICAL from 'ical.js'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookingReference } from '@wheelbase/core/bookingStatus'
import { makeUser } from '../src/db/factories'
import { calendarFeeds, users } from '../src/db/schema'
import { signedInStaff, type Caller, type TStaff } from './helpers/callers'
import { day, fixedId, searchFixture, type TSearchFixture, type TFixtureCar } from './helpers/searchFixture'
import { buildTestApp, type TestApp } from './helpers/testApp'
import { FLAVORS } from './helpers/testDatabase'

type Who = TStaff

/** The events of a feed, read by an independent parser (Mozilla's ical.js), not by the library that wrote it. */
function eventsOf(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics))
  return {
    name: String(calendar.getFirstPropertyValue('x-wr-calname')),
    events: calendar.getAllSubcomponents('vevent').map((component) => {
      const event = new ICAL.Event(component)
      return {
        uid: event.uid,
        summary: event.summary,
        description: event.description,
        location: event.location,
        start: event.startDate.toJSDate().toISOString(),
        end: event.endDate.toJSDate().toISOString(),
        status: String(component.getFirstPropertyValue('status')),
      }
    }),
  }
}

/**
 * Private calendar feeds (issue 44): staff make a secret URL for a car or the whole fleet; a
 * calendar app reads its bookings and blocks from it with nothing else; revoked, it is 404.
 */
describe.each(FLAVORS)('calendar feeds on %s', (flavor) => {
  let t: TestApp
  let f: TSearchFixture
  const as = {} as Record<Who, Caller>
  let panda: TFixtureCar
  let clio: TFixtureCar
  let yCar: TFixtureCar

  beforeAll(async () => {
    t = await buildTestApp(flavor)
    const db = t.db.database.db
    f = await searchFixture(db)
    Object.assign(as, await signedInStaff(db, f, makeUser({ _id: fixedId(970), type: 'admin', email: 'admin@feeds.test' })))
    await db.update(users).set({ language: 'fr' }).where(eq(users._id, f.alpha._id))
    panda = await f.addCar(f.alpha._id, [f.athens], { name: 'Fiat Panda' })
    clio = await f.addCar(f.alpha._id, [f.athens], { name: 'Renault Clio' })
    yCar = await f.addCar(f.beta._id, [f.athens], { name: 'Beta Polo' })
  })
  afterAll(async () => t.close())

  const call = (who: Who | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who ? as[who].headers : {}, ...(payload ? { payload } : {}) })
  const feedPath = (url: string) => new URL(url).pathname
  const read = (url: string) => t.app.inject({ url: feedPath(url) })

  it('a car feed lists its bookings and blocks with exact times, the desk clock in words, and the supplier language', async () => {
    const booked = await call('supplierX', 'POST', '/api/console/bookings', {
      car: panda._id,
      pickup: f.athens._id,
      from: day(30, 7).toISOString(), // 10:00 in Athens (summer or winter: 09:00 or 10:00, read below from the zone)
      to: day(33, 7).toISOString(),
      driver: { fullName: 'Maria Lopez', phone: '+30 691 234 5678', birthDate: '1985-05-05' },
      channel: 'phone',
      reference: 'TEL-7',
      payment: 'pickup',
    })
    expect(booked.statusCode).toBe(200)
    const bookingId: string = booked.json().bookingId
    const blocked = await call('supplierX', 'POST', '/api/console/blocks', {
      cars: [panda._id],
      from: day(40, 0).toISOString(),
      to: day(42, 0).toISOString(),
      reason: 'service',
      note: 'Vidange',
    })
    expect(blocked.statusCode).toBe(200)
    await call('supplierX', 'POST', '/api/console/blocks', {
      cars: [clio._id],
      from: day(50, 0).toISOString(),
      to: day(51, 0).toISOString(),
      reason: 'own_use',
    })

    const made = await call('supplierX', 'POST', '/api/console/calendar-feeds', { car: panda._id })
    expect(made.statusCode).toBe(200)
    const { url, feed } = made.json()
    expect(feed).toMatchObject({ car: { _id: panda._id, name: 'Fiat Panda' }, readAt: null })
    expect(url).toMatch(/^http.*\/api\/calendar-feeds\/[A-Za-z0-9_-]{43}\.ics$/)

    const res = await read(url)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8')
    expect(res.headers['cache-control']).toBe('private, no-store')
    const { name, events } = eventsOf(res.body)
    expect(name).toBe('Wheelbase : Fiat Panda')
    expect(events).toHaveLength(2) // the Clio's block is not the Panda's
    const reference = bookingReference(bookingId)
    const pickupClock = new Intl.DateTimeFormat('fr', { timeStyle: 'short', timeZone: 'Europe/Athens' }).format(day(30, 7))
    expect(events[0]).toMatchObject({
      uid: `${bookingId}@wheelbase`,
      summary: `Fiat Panda, ${reference} : réservée`,
      location: 'Aéroport d’Athènes',
      start: day(30, 7).toISOString(),
      end: day(33, 7).toISOString(),
      status: 'CONFIRMED',
    })
    expect(events[0]?.description).toContain(`Aéroport d’Athènes`)
    expect(events[0]?.description).toContain(pickupClock)
    expect(events[0]?.description).not.toContain('Maria') // no driver's name or contact in a URL that may be shared
    expect(events[1]).toMatchObject({
      summary: 'Fiat Panda : bloquée, entretien',
      start: day(40, 0).toISOString(),
      end: day(42, 0).toISOString(),
    })
    expect(events[1]?.description).toContain('Vidange')
    expect(res.body).not.toContain('Maria')

    const listed = await call('supplierX', 'GET', `/api/console/calendar-feeds?car=${panda._id}`)
    expect(listed.json().items).toEqual([expect.objectContaining({ _id: feed._id, readAt: expect.any(String) })])
    expect(JSON.stringify(listed.json())).not.toContain(feedPath(url).split('/').pop()?.slice(0, 20))
  })

  it('the fleet feed holds every car of the supplier and none of another; a new URL revokes the old; revoked is 404', async () => {
    const first = (await call('supplierX', 'POST', '/api/console/calendar-feeds', {})).json()
    expect(first.feed.car).toBeNull()
    const fleet = eventsOf((await read(first.url)).body)
    expect(fleet.name).toBe('Wheelbase : Alpha Rent')
    expect(fleet.events.map((e) => e.summary)).toEqual(
      expect.arrayContaining(['Fiat Panda : bloquée, entretien', 'Renault Clio : bloquée, usage personnel']),
    )
    expect(fleet.events.some((e) => e.summary.startsWith('Beta Polo'))).toBe(false)

    const second = (await call('supplierX', 'POST', '/api/console/calendar-feeds', {})).json()
    expect((await read(first.url)).statusCode).toBe(404)
    expect((await read(second.url)).statusCode).toBe(200)
    expect((await call('supplierX', 'GET', '/api/console/calendar-feeds')).json().items).toHaveLength(1)

    // Another supplier cannot revoke it (404) and it still works; its own supplier can.
    expect((await call('supplierY', 'DELETE', `/api/console/calendar-feeds/${second.feed._id}`)).statusCode).toBe(404)
    expect((await read(second.url)).statusCode).toBe(200)
    const revoked = await call('supplierX', 'DELETE', `/api/console/calendar-feeds/${second.feed._id}`)
    expect(revoked.json()).toEqual({ revoked: true })
    const gone = await read(second.url)
    expect(gone.statusCode).toBe(404)
    expect(gone.json().error.code).toBe('calendar_feed_not_found')
    expect((await call('supplierX', 'GET', '/api/console/calendar-feeds')).json().items).toEqual([])
  })

  it('replaces a feed asked for ten times at once with one live feed, none answering 5xx', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => call('supplierX', 'POST', '/api/console/calendar-feeds', {})))
    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 10 }, () => 200))
    const live = await Promise.all(answers.map(async (a) => (await read(a.json().url as string)).statusCode))
    expect(live.filter((code) => code === 200)).toHaveLength(1)
    const [feed] = (await call('supplierX', 'GET', '/api/console/calendar-feeds')).json().items as { _id: string }[]
    await call('supplierX', 'DELETE', `/api/console/calendar-feeds/${feed?._id ?? ''}`)
  })

  it('an admin makes a feed for any supplier it names; a driver 403, a stranger 401, unknown tokens 404', async () => {
    expect((await call('admin', 'POST', '/api/console/calendar-feeds', {})).statusCode).toBe(400)
    const made = await call('admin', 'POST', '/api/console/calendar-feeds', { supplier: f.beta._id })
    expect(made.statusCode).toBe(200)
    expect(eventsOf((await read(made.json().url)).body).name).toBe('Wheelbase: Beta Cars')
    expect((await call('admin', 'POST', '/api/console/calendar-feeds', { car: yCar._id })).statusCode).toBe(200)
    expect((await call('admin', 'POST', '/api/console/calendar-feeds', { supplier: f.driver._id })).statusCode).toBe(404)

    expect((await call('supplierX', 'POST', '/api/console/calendar-feeds', { car: yCar._id })).statusCode).toBe(404)
    expect((await call('supplierX', 'GET', `/api/console/calendar-feeds?car=${yCar._id}`)).statusCode).toBe(404)
    expect((await call('supplierX', 'POST', '/api/console/calendar-feeds', { supplier: f.beta._id })).statusCode).toBe(404)
    expect((await call('supplierX', 'DELETE', `/api/console/calendar-feeds/${made.json().feed._id}`)).statusCode).toBe(404)
    expect((await call('driver', 'POST', '/api/console/calendar-feeds', {})).statusCode).toBe(403)
    expect((await call(null, 'POST', '/api/console/calendar-feeds', {})).statusCode).toBe(401)
    expect((await call(null, 'GET', '/api/console/calendar-feeds')).statusCode).toBe(401)
    expect((await call('supplierX', 'POST', '/api/console/calendar-feeds', { car: 'not-an-id' })).statusCode).toBe(400)

    for (const path of ['/api/calendar-feeds/nope.ics', `/api/calendar-feeds/${'A'.repeat(43)}.ics`, `/api/calendar-feeds/${'A'.repeat(43)}`]) {
      const res = await t.app.inject({ url: path })
      expect(res.statusCode).toBe(404)
    }
    // A deleted car's feed stops with it.
    const car = await f.addCar(f.alpha._id, [f.athens], { name: 'Gone Golf' })
    const gone = (await call('supplierX', 'POST', '/api/console/calendar-feeds', { car: car._id })).json()
    expect((await call('supplierX', 'DELETE', `/api/console/cars/${car._id}`)).statusCode).toBe(200)
    expect((await read(gone.url)).statusCode).toBe(404)
    expect(await t.db.database.db.select().from(calendarFeeds).where(eq(calendarFeeds.carId, car._id))).toHaveLength(0) // a car never booked goes outright, its feeds with it
  })
})
