import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeUser } from '../src/db/factories'
import { cars, locations, uploads, users } from '../src/db/schema'
import { enqueue } from '../src/platform/jobs/queue'
import { signedInAs, type Caller } from './helpers/callers'
import { fixedId, searchFixture } from './helpers/searchFixture'
import { buildTestApp, type TestApp } from './helpers/testApp'
import { FLAVORS } from './helpers/testDatabase'
import { multipart, pngOf } from './helpers/uploads'
import { carBody as carForm } from './helpers/carBody'

type Who = 'supplierX' | 'supplierY' | 'admin' | 'otherAdmin'
const HOUR = 3_600_000

/**
 * A picture uploaded for a form is its uploader's: a car or a location may name only the caller's
 * own upload (or keep the picture it has), and an upload no saved record named is deleted, with its
 * files, by the periodic sweep a day after it came.
 */
describe.each(FLAVORS)('uploads that belong to their uploader on %s', (flavor) => {
  let t: TestApp
  let f: Awaited<ReturnType<typeof searchFixture>>
  const as = {} as Record<Who, Caller>
  const admin = makeUser({ _id: fixedId(960), type: 'admin', email: 'admin@owners.test' })
  const otherAdmin = makeUser({ _id: fixedId(961), type: 'admin', email: 'other.admin@owners.test' })

  beforeAll(async () => {
    t = await buildTestApp(flavor, { RATE_LIMIT_UPLOAD: '100' })
    const db = t.db.database.db
    f = await searchFixture(db)
    await db.insert(users).values([admin, otherAdmin])
    Object.assign(as, await signedInAs(db, { supplierX: f.alpha._id, supplierY: f.beta._id, admin: admin._id, otherAdmin: otherAdmin._id }))
  })
  afterAll(async () => t.close())

  const db = () => t.db.database.db
  const call = (who: Who, method: 'POST' | 'PUT', url: string, payload: object) => t.app.inject({ method, url, headers: as[who].headers, payload })
  const upload = async (who: Who, url = '/api/console/car-images') => {
    const body = multipart('photo.png', 'image/png', await pngOf(600, 400))
    const res = await t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...as[who].headers, ...body.headers } })
    expect(res.statusCode).toBe(200)
    return res.json().image as string
  }
  const carBody = (image: string, name: string) => carForm(image, [f.athens._id], { name })
  const served = async (url: string) => (await t.app.inject({ url })).statusCode

  it("refuses another supplier's upload on a new or edited car, changing nothing; its own is claimed", async () => {
    const xPicture = await upload('supplierX')
    const yCar = await f.addCar(f.beta._id, [f.athens], { name: 'Y Clio' })
    const [{ image: yImage } = { image: '' }] = await db().select({ image: cars.image }).from(cars).where(eq(cars._id, yCar._id))
    const count = async () => (await db().select({ _id: cars._id }).from(cars)).length
    const before = await count()

    const created = await call('supplierY', 'POST', '/api/console/cars', carBody(xPicture, 'Y Stolen'))
    expect([created.statusCode, created.json().error.fields]).toEqual([400, { image: 'Please add an image.' }])
    const edited = await call('supplierY', 'PUT', `/api/console/cars/${yCar._id}`, carBody(xPicture, 'Y Clio'))
    expect(edited.statusCode).toBe(400)
    expect(await count()).toBe(before)
    expect((await db().select({ image: cars.image }).from(cars).where(eq(cars._id, yCar._id)))[0]?.image).toBe(yImage)
    // A file of ours whose address is known is no upload of the caller's either.
    expect((await call('supplierY', 'POST', '/api/console/cars', carBody('/uploads/cars/none.webp', 'Y Guess'))).statusCode).toBe(400)

    // Its own upload, and the picture a car already has, are fine.
    const yPicture = await upload('supplierY')
    const made = await call('supplierY', 'POST', '/api/console/cars', carBody(yPicture, 'Y Polo'))
    expect(made.json()).toMatchObject({ name: 'Y Polo', image: yPicture })
    expect((await call('supplierY', 'PUT', `/api/console/cars/${made.json()._id}`, carBody(yPicture, 'Y Polo GTI'))).statusCode).toBe(200)
    const [row] = await db().select().from(uploads).where(eq(uploads.url, yPicture))
    expect(row?.claimedAt).toBeInstanceOf(Date)
    expect((await call('supplierX', 'POST', '/api/console/cars', carBody(xPicture, 'X Yaris'))).statusCode).toBe(200)
  })

  it("refuses another admin's upload on a location", async () => {
    const place = (image: string) => ({
      kind: 'port',
      names: { en: 'Lavrio', fr: 'Laurion', el: 'Λαύριο', he: 'לאבריו', zh: '拉夫里奥' },
      latitude: 37.71,
      longitude: 24.06,
      timeZone: 'Europe/Athens',
      image,
    })
    const theirs = await upload('otherAdmin', '/api/console/location-images')
    const refused = await call('admin', 'POST', '/api/console/locations', place(theirs))
    expect([refused.statusCode, Object.keys(refused.json().error.fields)]).toEqual([400, ['image']])
    expect(await db().select().from(locations).where(eq(locations.image, theirs))).toEqual([])
    expect((await call('otherAdmin', 'POST', '/api/console/locations', place(theirs))).json()).toMatchObject({ image: theirs })
  })

  it('deletes an upload no record named a day on, with its 2× file; keeps named and newer ones', async () => {
    const forgotten = await upload('supplierX')
    const recent = await upload('supplierX')
    const named = await upload('supplierX')
    expect((await call('supplierX', 'POST', '/api/console/cars', carBody(named, 'X Named'))).statusCode).toBe(200)
    const dayAgo = new Date(Date.now() - 25 * HOUR)
    await db()
      .update(uploads)
      .set({ createdAt: dayAgo })
      .where(inArray(uploads.url, [forgotten, named]))
    await enqueue(db(), { kind: 'uploads.sweep', payload: {} })
    await t.app.jobs.drain()

    expect([await served(forgotten), await served(forgotten.replace('.webp', '@2x.webp'))]).toEqual([404, 404])
    expect([await served(recent), await served(named)]).toEqual([200, 200])
    const left = (
      await db()
        .select({ url: uploads.url })
        .from(uploads)
        .where(inArray(uploads.url, [forgotten, recent, named]))
    ).map((r) => r.url)
    expect(left.sort()).toEqual([recent, named].sort())
  })
})
