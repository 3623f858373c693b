import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localStorage } from '../src/platform/adapters/storage'
import * as consoleContracts from '@wheelbase/core/contracts/console'
import * as adminContracts from '@wheelbase/core/contracts/consoleAdmin'
import * as blockContracts from '@wheelbase/core/contracts/blocks'
import * as channelContracts from '@wheelbase/core/contracts/channelBookings'
import * as feedContracts from '@wheelbase/core/contracts/calendarFeeds'
import * as scheduleContracts from '@wheelbase/core/contracts/schedule'
import { makeUser } from '../src/db/factories'
import {
  bookings,
  calendarFeeds,
  carBlocks,
  carLocations,
  cars,
  currencyRates,
  jobs,
  locations,
  supplierClosedDays,
  supplierHours,
  uploads,
  users,
} from '../src/db/schema'
import { signedInAs, type Caller } from './helpers/callers'
import { day, fixedId, searchFixture } from './helpers/searchFixture'
import { buildTestApp, type TestApp } from './helpers/testApp'
import { FLAVORS } from './helpers/testDatabase'
import { multipart, pngOf } from './helpers/uploads'
import { carBody as carForm } from './helpers/carBody'

type Who = 'anonymous' | 'driver' | 'supplierX' | 'admin'
/** `own`: not aimed at another's record; supplier X adds to its own fleet, so it runs after the no-change check. */
type Case = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  url: string
  /** Or the body each caller sends (each names its own upload). */
  body?: object | ((who: Who) => object)
  upload?: true
  own?: true
  expect: Record<Who, number>
}

/**
 * Every console endpoint × every kind of caller, aimed at supplier Y's records: a stranger 401,
 * a driver 403, supplier X 404 on Y's records (403 on admins' screens), an admin 200. Every call
 * but the admin's reads is made first, and the database must be exactly as it was.
 */
describe.each(FLAVORS)('the console access matrix on %s', (flavor) => {
  let t: TestApp
  let cases: Record<string, Case>
  const as = {} as Record<Exclude<Who, 'anonymous'>, Caller>

  beforeAll(async () => {
    t = await buildTestApp(flavor)
    const db = t.db.database.db
    const f = await searchFixture(db)
    const admin = makeUser({ _id: fixedId(990), type: 'admin', email: 'admin@matrix.test' })
    await db.insert(users).values(admin)
    Object.assign(as, await signedInAs(db, { driver: f.driver._id, supplierX: f.alpha._id, admin: admin._id }))
    // A stored picture for the car's form of each staff caller, as its own upload (the demo data's drawings are SVG files like these).
    for (const [file, owner] of [
      ['none.svg', admin._id],
      ['none-x.svg', f.alpha._id],
    ] as const) {
      await localStorage(t.db.dataDir).put(`cars/${file}`, '<svg xmlns="http://www.w3.org/2000/svg"/>')
      await db.insert(uploads).values({ url: `/uploads/cars/${file}`, ownerId: owner })
    }
    const yCar = await f.addCar(f.beta._id, [f.athens], { name: 'Y car' })
    const yBooked = await f.addCar(f.beta._id, [f.athens], { name: 'Y car booked by phone' })
    const yBlock = fixedId(993)
    const blockDays = (start: number, end: number) => ({ from: day(start, 0).toISOString(), to: day(end, 0).toISOString() })
    await db.insert(carBlocks).values({ _id: yBlock, carId: yCar._id, from: day(10, 0), to: day(12, 0), reason: 'service' })
    // Y's booking from another channel, for staff's change of it.
    const yPhoned = fixedId(995)
    await f.book(yBooked, day(50, 10), day(52, 10), { _id: yPhoned, channel: 'phone', status: 'reserved', payLater: true, driverId: f.beta._id })
    const yChange = { pickup: f.athens._id, from: day(51, 10).toISOString(), to: day(53, 10).toISOString() }
    const yQuote = await t.app.inject({
      method: 'POST',
      url: `/api/console/bookings/${yPhoned}/amendment-quote`,
      headers: as.admin.headers,
      payload: yChange,
    })
    const yFeed = fixedId(994)
    await db.insert(calendarFeeds).values({ _id: yFeed, supplierId: f.beta._id, carId: yBooked._id, tokenHash: 'matrix' })
    const carBody = carForm('/uploads/cars/none.svg', [f.athens._id], { name: 'Renamed' })
    const place = {
      kind: 'city',
      names: { en: 'X', fr: 'X', el: 'X', he: 'X', zh: 'X' },
      latitude: 1,
      longitude: 1,
      timeZone: 'Europe/Athens',
    }
    const profile = { fullName: 'Taken over', payLater: true }
    const staffOn = (mine: number) => ({ anonymous: 401, driver: 403, supplierX: mine, admin: 200 })
    const adminsOnly = (admin: number) => ({ anonymous: 401, driver: 403, supplierX: 403, admin })
    const unused = f.heraklion._id
    // Work that kept failing, for an admin to retry (its payload names nobody of the fixture).
    const parked = fixedId(991)
    await db
      .insert(jobs)
      .values({ _id: parked, kind: 'mail.accountLink', key: 'matrix:parked', payload: { userId: fixedId(992) }, status: 'parked', attempts: 8 })
    cases = {
      listFleet: { method: 'GET', url: `/api/console/cars?supplier=${f.beta._id}`, expect: staffOn(200) },
      getConsoleCar: { method: 'GET', url: `/api/console/cars/${yCar._id}`, expect: staffOn(404) },
      carCalendar: { method: 'GET', url: `/api/console/cars/${yCar._id}/calendar?month=2026-11`, expect: staffOn(404) },
      setCarAvailability: { method: 'POST', url: `/api/console/cars/${yCar._id}/availability`, body: { available: false }, expect: staffOn(404) },
      updateCar: { method: 'PUT', url: `/api/console/cars/${yCar._id}`, body: carBody, expect: staffOn(404) },
      // Before deleteCar: the admin's calls block Y's car, move Y's block, then remove it.
      createBlocks: {
        method: 'POST',
        url: '/api/console/blocks',
        body: { cars: [yCar._id], ...blockDays(20, 22), reason: 'channel' },
        expect: staffOn(404),
      },
      updateBlock: { method: 'PUT', url: `/api/console/blocks/${yBlock}`, body: { ...blockDays(13, 15), reason: 'other' }, expect: staffOn(404) },
      deleteBlock: { method: 'DELETE', url: `/api/console/blocks/${yBlock}`, expect: staffOn(404) },
      createChannelBooking: {
        method: 'POST',
        url: '/api/console/bookings',
        body: {
          car: yBooked._id,
          pickup: f.athens._id,
          from: day(40, 10).toISOString(),
          to: day(42, 10).toISOString(),
          driver: { fullName: 'Phone Caller', phone: '+30 691 234 5678', birthDate: '1980-01-01' },
          channel: 'phone',
          payment: 'pickup',
        },
        expect: staffOn(404),
      },
      quoteChannelAmendment: { method: 'POST', url: `/api/console/bookings/${yPhoned}/amendment-quote`, body: yChange, expect: staffOn(404) },
      amendChannelBooking: {
        method: 'POST',
        url: `/api/console/bookings/${yPhoned}/amend`,
        body: { change: yChange, expectedQuote: yQuote.json().totalPrice },
        expect: staffOn(404),
      },
      fleetSchedule: {
        method: 'GET',
        url: `/api/console/schedule?from=${day(5, 0).toISOString().slice(0, 10)}&supplier=${f.beta._id}`,
        expect: staffOn(404),
      },
      listCalendarFeeds: { method: 'GET', url: `/api/console/calendar-feeds?car=${yBooked._id}`, expect: staffOn(404) },
      // The admin's new fleet feed for Y leaves Y's car feed, which it then revokes.
      createCalendarFeed: { method: 'POST', url: '/api/console/calendar-feeds', body: { supplier: f.beta._id }, expect: staffOn(404) },
      revokeCalendarFeed: { method: 'DELETE', url: `/api/console/calendar-feeds/${yFeed}`, expect: staffOn(404) },
      deleteCar: { method: 'DELETE', url: `/api/console/cars/${yCar._id}`, expect: staffOn(404) },
      // Not aimed at anyone's record: supplier X adds to its own fleet (left for last, like the other additions).
      createCar: {
        method: 'POST',
        url: '/api/console/cars',
        body: (who) => ({ ...carBody, image: who === 'supplierX' ? '/uploads/cars/none-x.svg' : carBody.image, supplier: f.beta._id }),
        own: true,
        expect: staffOn(200),
      },
      uploadCarImage: { method: 'POST', url: '/api/console/car-images', upload: true, own: true, expect: staffOn(200) },
      getSupplierProfile: { method: 'GET', url: `/api/console/suppliers/${f.beta._id}/profile`, expect: staffOn(404) },
      updateSupplierProfile: { method: 'PUT', url: `/api/console/suppliers/${f.beta._id}/profile`, body: profile, expect: staffOn(404) },
      uploadSupplierLogo: { method: 'POST', url: `/api/console/suppliers/${f.beta._id}/logo`, upload: true, expect: staffOn(404) },
      getSupplierFees: { method: 'GET', url: `/api/console/suppliers/${f.beta._id}/fees`, expect: staffOn(404) },
      updateSupplierFees: { method: 'PUT', url: `/api/console/suppliers/${f.beta._id}/fees`, body: { oneWayFee: 2_000 }, expect: staffOn(404) },
      getSupplierDesk: { method: 'GET', url: `/api/console/suppliers/${f.beta._id}/desk`, expect: staffOn(404) },
      updateSupplierDesk: {
        method: 'PUT',
        url: `/api/console/suppliers/${f.beta._id}/desk`,
        body: { noticeMinutes: 60, outOfHours: 'refuse', hours: [{ weekday: 1, opens: 480, closes: 1200 }] },
        expect: staffOn(404),
      },
      getSupplierTerms: { method: 'GET', url: `/api/console/suppliers/${f.beta._id}/terms`, expect: staffOn(404) },
      updateSupplierTerms: {
        method: 'PUT',
        url: `/api/console/suppliers/${f.beta._id}/terms`,
        body: {
          depositMethod: 'creditCard',
          depositReleaseDays: 14,
          licenceMinYears: 1,
          permitOutsideEu: true,
          crossBorder: 'forbidden',
          ferry: 'allowed',
          freeCancelHours: 48,
          cancelFeeKind: 'firstDay',
          lateGraceMinutes: 59,
        },
        expect: staffOn(404),
      },
      listUsers: { method: 'GET', url: '/api/console/users', expect: adminsOnly(200) },
      setUserSuspension: { method: 'POST', url: `/api/console/users/${f.beta._id}/suspension`, body: { suspended: true }, expect: adminsOnly(200) },
      setUserType: { method: 'POST', url: `/api/console/users/${f.driver._id}/type`, body: { type: 'admin' }, expect: adminsOnly(200) },
      createSupplier: {
        method: 'POST',
        url: '/api/console/suppliers',
        body: { fullName: 'New', email: 'new@matrix.test', language: 'en' },
        expect: adminsOnly(200),
      },
      listConsoleLocations: { method: 'GET', url: '/api/console/locations', expect: adminsOnly(200) },
      getConsoleLocation: { method: 'GET', url: `/api/console/locations/${unused}`, expect: adminsOnly(200) },
      createLocation: { method: 'POST', url: '/api/console/locations', body: place, expect: adminsOnly(200) },
      updateLocation: { method: 'PUT', url: `/api/console/locations/${unused}`, body: place, expect: adminsOnly(200) },
      deleteLocation: { method: 'DELETE', url: `/api/console/locations/${unused}`, expect: adminsOnly(200) },
      uploadLocationImage: { method: 'POST', url: '/api/console/location-images', upload: true, expect: adminsOnly(200) },
      listJobs: { method: 'GET', url: '/api/console/jobs?status=parked', expect: adminsOnly(200) },
      retryJob: { method: 'POST', url: `/api/console/jobs/${parked}/retry`, expect: adminsOnly(200) },
      getCurrencyRates: { method: 'GET', url: '/api/console/currency-rates', expect: adminsOnly(200) },
      updateCurrencyRates: {
        method: 'PUT',
        url: '/api/console/currency-rates',
        body: { url: null, rates: [{ currency: 'USD', micros: 1_100_000 }] },
        expect: adminsOnly(200),
      },
      // No address saved: nothing fetched, the rates as they are.
      fetchCurrencyRates: { method: 'POST', url: '/api/console/currency-rates/fetch', expect: adminsOnly(200) },
    }
  })
  afterAll(async () => t.close())

  const send = async (who: Who, c: Case) => {
    const headers = who === 'anonymous' ? {} : as[who].headers
    if (c.upload) {
      const file = multipart('x.png', 'image/png', await pngOf(120, 80))
      return t.app.inject({ method: c.method, url: c.url, payload: file.payload, headers: { ...headers, ...file.headers } })
    }
    const body = typeof c.body === 'function' ? c.body(who) : c.body
    return t.app.inject({ method: c.method, url: c.url, headers, ...(body ? { payload: body } : {}) })
  }
  const snapshot = async () => {
    const db = t.db.database.db
    const [c, cl, u, l, j, r, k, b, fe, h, cd] = await Promise.all([
      db.select().from(cars),
      db.select().from(carLocations),
      db.select().from(users),
      db.select().from(locations),
      db.select().from(jobs),
      db.select().from(currencyRates),
      db.select().from(carBlocks),
      db.select().from(bookings),
      db.select().from(calendarFeeds),
      db.select().from(supplierHours),
      db.select().from(supplierClosedDays),
    ])
    const sort = <T extends object>(rows: T[]) => rows.map((r) => JSON.stringify(r)).sort()
    return {
      cars: sort(c),
      carLocations: sort(cl),
      users: sort(u),
      locations: sort(l),
      jobs: sort(j),
      rates: sort(r),
      blocks: sort(k),
      bookings: sort(b),
      feeds: sort(fe),
      hours: sort(h),
      closedDays: sort(cd),
    }
  }

  it('covers every console endpoint', () => {
    const names = [
      ...Object.keys(consoleContracts),
      ...Object.keys(adminContracts),
      ...Object.keys(blockContracts),
      ...Object.keys(channelContracts),
      // The feed itself is read with its secret URL alone (calendarFeeds.test.ts).
      ...Object.keys(feedContracts).filter((name) => name !== 'calendarFeed'),
      ...Object.keys(scheduleContracts),
    ].sort()
    expect(Object.keys(cases).sort()).toEqual(names)
  })

  it('answers each caller as its role allows, and nobody but the admin changes anything', async () => {
    const before = await snapshot()
    for (const who of ['anonymous', 'driver', 'supplierX'] as const) {
      for (const [name, c] of Object.entries(cases)) {
        if (who === 'supplierX' && c.own) continue
        const res = await send(who, c)
        expect({ name, who, status: res.statusCode }).toEqual({ name, who, status: c.expect[who] })
        expect(res.json().error ?? {}).not.toHaveProperty('stack')
      }
    }
    expect(await snapshot()).toEqual(before)
    for (const [name, c] of Object.entries(cases).filter(([, c]) => c.own)) {
      const res = await send('supplierX', c)
      expect({ name, status: res.statusCode }).toEqual({ name, status: c.expect.supplierX })
    }
    for (const [name, c] of Object.entries(cases)) {
      const res = await send('admin', c)
      expect({ name, status: res.statusCode }).toEqual({ name, status: c.expect.admin })
    }
  })
})
