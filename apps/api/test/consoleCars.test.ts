import sharp from 'sharp'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeUser } from '../src/db/factories'
import { carLocations, cars } from '../src/db/schema'
import { signedInStaff, type Caller, type TStaff } from './helpers/callers'
import { day, fixedId, searchFixture } from './helpers/searchFixture'
import { buildTestApp, type TestApp } from './helpers/testApp'
import { FLAVORS } from './helpers/testDatabase'
import { multipart, pngOf } from './helpers/uploads'
import { carBody as carForm } from './helpers/carBody'

type Who = TStaff

/**
 * The console's car form: a supplier uploads a picture, adds a car with its places, edits it and
 * reads its month of bookings; an admin does it for any supplier. Nothing of another supplier is
 * reachable (404), a driver gets 403 and a stranger 401, and bad input changes nothing.
 */
describe.each(FLAVORS)('the console car form on %s', (flavor) => {
  let t: TestApp
  let f: Awaited<ReturnType<typeof searchFixture>>
  const as = {} as Record<Who, Caller>
  const admin = makeUser({ _id: fixedId(990), type: 'admin', email: 'admin@cars.test' })

  beforeAll(async () => {
    t = await buildTestApp(flavor)
    const db = t.db.database.db
    f = await searchFixture(db)
    Object.assign(as, await signedInStaff(db, f, admin))
  })
  afterAll(async () => t.close())

  const call = (who: Who | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: who ? as[who].headers : {}, ...(payload === undefined ? {} : { payload: payload as object }) })
  const upload = async (who: Who | null, data: Buffer) => {
    const body = multipart('car.png', 'image/png', data)
    return t.app.inject({
      method: 'POST',
      url: '/api/console/car-images',
      payload: body.payload,
      headers: { ...(who ? as[who].headers : {}), ...body.headers },
    })
  }
  // A car with some extras on sale and some not offered (-1), as a supplier fills the form.
  const carBody = (image: string, locations: string[], overrides: Record<string, unknown> = {}) =>
    carForm(image, locations, {
      name: 'Peugeot 208',
      dailyPrice: 4_200,
      deposit: 30_000,
      fuelType: 'gasoline',
      minimumAge: 23,
      extras: { cancellation: 0, amendments: -1, theftProtection: 800, collisionDamageWaiver: 1_200, fullInsurance: -1, additionalDriver: 500 },
      ...overrides,
    })
  const searchAt = async (place: string) => {
    const query = new URLSearchParams({ pickup: place, from: day(40, 10).toISOString(), to: day(43, 10).toISOString() })
    return ((await t.app.inject({ url: `/api/cars/search?${query.toString()}` })).json() as { items: { _id: string; name: string }[] }).items
  }

  it('stores an uploaded picture at 300×200 and 600×400 WebP, whatever the file was called', async () => {
    const res = await upload('supplierX', await pngOf(1200, 900))
    expect(res.statusCode).toBe(200)
    const url = res.json().image as string
    expect(url).toMatch(/^\/uploads\/cars\/[0-9a-f-]+\.webp$/)
    const served = await t.app.inject({ url })
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const one = await sharp(served.rawPayload).metadata()
    const two = await sharp((await t.app.inject({ url: url.replace('.webp', '@2x.webp') })).rawPayload).metadata()
    expect([one.format, one.width, one.height]).toEqual(['webp', 300, 200])
    expect([two.format, two.width, two.height]).toEqual(['webp', 600, 400])
    const fake = await upload('supplierX', Buffer.from('<svg onload=alert(1)></svg>'))
    expect(fake.statusCode).toBe(415)
    expect((await upload(null, await pngOf(10, 10))).statusCode).toBe(401)
    expect((await upload('driver', await pngOf(10, 10))).statusCode).toBe(403)
  })

  it('adds a car with its places; a driver finds it at both, with its price and options', async () => {
    const image = (await upload('supplierX', await pngOf(600, 400))).json().image as string
    const res = await call('supplierX', 'POST', '/api/console/cars', carBody(image, [f.athens._id, f.piraeus._id]))
    expect(res.statusCode).toBe(200)
    const car = res.json()
    expect(car).toMatchObject({ name: 'Peugeot 208', supplier: { _id: f.alpha._id }, minimumAge: 23, image, mileage: -1 })
    expect(car.locations).toEqual([f.athens._id, f.piraeus._id].sort())
    for (const place of [f.athens._id, f.piraeus._id]) expect((await searchAt(place)).map((c) => c.name)).toContain('Peugeot 208')
    expect((await searchAt(f.heraklion._id)).map((c) => c.name)).not.toContain('Peugeot 208')
    const [row] = await t.db.database.db.select().from(cars).where(eq(cars._id, car._id))
    expect(row).toMatchObject({ updatedBy: f.alpha._id, theftProtection: 800, amendments: -1 })
  })

  it('edits every field and the places, recording who did it; the old picture goes', async () => {
    const image = (await upload('supplierX', await pngOf(600, 400))).json().image as string
    const created = (await call('supplierX', 'POST', '/api/console/cars', carBody(image, [f.athens._id], { name: 'Kia Picanto' }))).json()
    // The admin who edits it uploads the new picture: each names only its own uploads.
    const next = (await upload('admin', await pngOf(800, 400))).json().image as string
    const body = carBody(next, [f.heraklion._id], {
      name: 'Kia Picanto GT',
      dailyPrice: 3_900,
      mileage: 250,
      gearbox: 'automatic',
      category: 'mini',
      equipment: ['touchscreen', 'bluetooth', 'bluetooth'],
    })
    const res = await call('admin', 'PUT', `/api/console/cars/${created._id}`, body)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      name: 'Kia Picanto GT',
      dailyPrice: 3_900,
      mileage: 250,
      gearbox: 'automatic',
      // Each item once, in the list's order.
      category: 'mini',
      equipment: ['bluetooth', 'touchscreen'],
      image: next,
      locations: [f.heraklion._id],
    })
    // The replaced files are deleted once the change commits, as durable work.
    await t.app.jobs.drain()
    expect((await t.app.inject({ url: image })).statusCode).toBe(404)
    const [row] = await t.db.database.db.select().from(cars).where(eq(cars._id, created._id))
    expect(row?.updatedBy).toBe(admin._id)
    expect((await call('supplierX', 'GET', `/api/console/cars/${created._id}`)).json().name).toBe('Kia Picanto GT')
  })

  it('an admin names the supplier; a supplier cannot add to another', async () => {
    const image = (await upload('admin', await pngOf(600, 400))).json().image as string
    const missing = await call('admin', 'POST', '/api/console/cars', carBody(image, [f.athens._id]))
    expect(missing.statusCode).toBe(400)
    expect(missing.json().error.fields).toEqual({ supplier: 'Please fill in the field: ' })
    const made = await call('admin', 'POST', '/api/console/cars', carBody(image, [f.athens._id], { name: 'Beta Fiesta', supplier: f.beta._id }))
    expect(made.json().supplier._id).toBe(f.beta._id)
    // Nor name the admin's upload: a picture is its uploader's to use.
    const borrowed = await call('supplierX', 'POST', '/api/console/cars', carBody(image, [f.athens._id], { name: 'Sneaky' }))
    expect([borrowed.statusCode, borrowed.json().error.fields]).toEqual([400, { image: 'Please add an image.' }])
    const mine = (await upload('supplierX', await pngOf(600, 400))).json().image as string
    const own = await call('supplierX', 'POST', '/api/console/cars', carBody(mine, [f.athens._id], { name: 'Sneaky', supplier: f.beta._id }))
    expect(own.json().supplier._id).toBe(f.alpha._id)
  })

  it('refuses bad input with its message and adds nothing', async () => {
    const before = (await t.db.database.db.select({ _id: cars._id }).from(cars)).length
    const noImage = await call('supplierX', 'POST', '/api/console/cars', carBody('', [f.athens._id]))
    expect(noImage.statusCode).toBe(400)
    expect(noImage.json().error.fields.image).toBe('Please add an image.')
    const noType = await call('supplierX', 'POST', '/api/console/cars', { ...carBody('/uploads/cars/none.webp', []), fuelType: '' })
    expect(noType.json().error.fields).toMatchObject({ fuelType: 'Please fill in the field: Type' })
    expect(noType.json().error.message).toBe('The request is not valid.')
    const notStored = await call('supplierX', 'POST', '/api/console/cars', carBody('/uploads/cars/never-uploaded.webp', [f.athens._id]))
    expect(notStored.statusCode).toBe(400)
    const foreign = await call('supplierX', 'POST', '/api/console/cars', carBody('/uploads/../secrets.webp', [f.athens._id]))
    expect(foreign.statusCode).toBe(400)
    const image = (await upload('supplierX', await pngOf(600, 400))).json().image as string
    const unknownPlace = await call('supplierX', 'POST', '/api/console/cars', carBody(image, [fixedId(777)]))
    expect(unknownPlace.statusCode).toBe(400)
    for (const bad of [
      { extras: { cancellation: -2 } },
      { mileage: 0 },
      { dailyPrice: 0 },
      { seats: 40 },
      { minimumAge: 12 },
      { category: 'truck' },
      { equipment: ['jetpack'] },
      { equipment: 'bluetooth' },
    ]) {
      const res = await call('supplierX', 'POST', '/api/console/cars', carBody(image, [f.athens._id], bad))
      expect(res.statusCode).toBe(400)
    }
    expect((await t.db.database.db.select({ _id: cars._id }).from(cars)).length).toBe(before)
  })

  it("answers 404 for another supplier's car, 403 to a driver, 401 to a stranger, changing nothing", async () => {
    const yaris = await f.addCar(f.beta._id, [f.athens], { name: 'Toyota Yaris' })
    const image = (await upload('supplierX', await pngOf(600, 400))).json().image as string
    const body = carBody(image, [f.athens._id], { name: 'Taken' })
    expect((await call('supplierX', 'GET', `/api/console/cars/${yaris._id}`)).statusCode).toBe(404)
    expect((await call('supplierX', 'PUT', `/api/console/cars/${yaris._id}`, body)).statusCode).toBe(404)
    expect((await call('supplierX', 'GET', `/api/console/cars/${yaris._id}/calendar?month=2026-11`)).statusCode).toBe(404)
    expect((await call('supplierX', 'GET', '/api/console/cars/not-a-uuid')).statusCode).toBe(404)
    expect((await call('driver', 'PUT', `/api/console/cars/${yaris._id}`, body)).statusCode).toBe(403)
    expect((await call(null, 'PUT', `/api/console/cars/${yaris._id}`, body)).statusCode).toBe(401)
    expect((await call(null, 'POST', '/api/console/cars', body)).statusCode).toBe(401)
    expect((await call('driver', 'POST', '/api/console/cars', body)).statusCode).toBe(403)
    const [row] = await t.db.database.db.select().from(cars).where(eq(cars._id, yaris._id))
    expect(row?.name).toBe('Toyota Yaris')
    expect(await t.db.database.db.select().from(carLocations).where(eq(carLocations.carId, yaris._id))).toHaveLength(1)
  })

  it("gives a month of a car's bookings, every status, on the pick-up place's clock", async () => {
    const car = await f.addCar(f.alpha._id, [f.athens], { name: 'Calendar car' })
    await f.book(car, new Date('2026-11-03T08:00:00Z'), new Date('2026-11-06T08:00:00Z'), { status: 'reserved' })
    await f.book(car, new Date('2026-11-20T08:00:00Z'), new Date('2026-11-22T08:00:00Z'), { status: 'cancelled' })
    await f.book(car, new Date('2026-12-20T08:00:00Z'), new Date('2026-12-22T08:00:00Z'), { status: 'paid' })
    await call('supplierX', 'POST', `/api/console/cars/${car._id}/availability`, { available: false })
    const res = await call('supplierX', 'GET', `/api/console/cars/${car._id}/calendar?month=2026-11`)
    expect(res.statusCode).toBe(200)
    const calendar = res.json()
    expect(calendar.car).toMatchObject({ name: 'Calendar car', available: false })
    expect(calendar.bookings.map((b: { status: string }) => b.status)).toEqual(['reserved', 'cancelled'])
    expect(calendar.bookings[0]).toMatchObject({
      from: '2026-11-03T08:00:00.000Z',
      timeZone: 'Europe/Athens',
    })
    expect((await call('admin', 'GET', `/api/console/cars/${car._id}/calendar?month=2026-12`)).json().bookings).toHaveLength(1)
    expect((await call('supplierX', 'GET', `/api/console/cars/${car._id}/calendar?month=2026-13`)).statusCode).toBe(400)
  })
})
