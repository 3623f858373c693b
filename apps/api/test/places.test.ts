import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { day, searchFixture } from './helpers/searchFixture'
import { buildTestApp, type TestApp } from './helpers/testApp'
import { FLAVORS, type Flavor } from './helpers/testDatabase'

describe('locations and suppliers', () => {
  let t: TestApp
  let f: Awaited<ReturnType<typeof searchFixture>>
  const get = async (url: string, language = 'en') => {
    const res = await t.app.inject({ url, headers: { 'accept-language': language } })
    return { status: res.statusCode, body: res.json() }
  }
  const locationNames = async (q: string, language = 'en') =>
    (await get(`/api/locations?q=${encodeURIComponent(q)}`, language)).body.items.map((l: { name: string }) => l.name)

  beforeAll(async () => {
    t = await buildTestApp('pglite')
    f = await searchFixture(t.db.database.db)
    await f.addCar(f.alpha._id, [f.athens])
    await f.addCar(f.alpha._id, [f.athens], { available: false })
    await f.addCar(f.beta._id, [f.piraeus])
    await f.addCar(f.banned._id, [f.piraeus])
  })
  afterAll(async () => t.close())

  it('lists locations in the caller’s language, alphabetically', async () => {
    expect(await locationNames('')).toEqual(['Athens Airport', 'Heraklion Centre', 'Piraeus Port'])
    expect(await locationNames('', 'el')).toEqual(['Αεροδρόμιο Αθήνας', 'Ηράκλειο Κέντρο', 'Λιμάνι Πειραιά'])
    const one = await get('/api/locations', 'fr')
    expect(one.body.items[0]).toMatchObject({ name: 'Aéroport d’Athènes', kind: 'airport', timeZone: 'Europe/Athens', latitude: 37.9364 })
  })

  it('finds a location by any language’s name, ignoring case and accents, prefix matches first', async () => {
    expect(await locationNames('HERAKL')).toEqual(['Heraklion Centre'])
    expect(await locationNames('pirée')).toEqual(['Piraeus Port'])
    expect(await locationNames('piree')).toEqual(['Piraeus Port'])
    expect(await locationNames('ηρακλειο')).toEqual(['Heraklion Centre'])
    expect(await locationNames('ΠΕΙΡΑΙΑ', 'el')).toEqual(['Λιμάνι Πειραιά'])
    expect(await locationNames('פיראוס', 'he')).toEqual(['נמל פיראוס'])
    expect(await locationNames('港')).toEqual(['Piraeus Port'])
    expect(await locationNames('port')).toEqual(['Piraeus Port', 'Athens Airport'])
    expect(await locationNames('zzz')).toEqual([])
    expect((await get('/api/locations?size=1')).body).toMatchObject({ total: 3, items: [{ name: 'Athens Airport' }] })
  })

  it('gives one location, 404 for an unknown one', async () => {
    expect((await get(`/api/locations/${f.piraeus._id}`, 'zh')).body).toMatchObject({ name: '比雷埃夫斯港', kind: 'port' })
    expect((await get('/api/locations/00000000-0000-4000-8000-000000000777')).status).toBe(404)
    expect((await get('/api/locations/athens')).status).toBe(400)
  })

  it('lists active suppliers with their number of cars on offer', async () => {
    const { body } = await get('/api/suppliers')
    expect(body).toEqual({
      total: 2,
      items: [
        { _id: f.alpha._id, fullName: 'Alpha Rent', avatar: null, slug: 'alpha-rent', carCount: 1, rating: { count: 0, score: null } },
        { _id: f.beta._id, fullName: 'Beta Cars', avatar: null, slug: 'beta-cars', carCount: 1, rating: { count: 0, score: null } },
      ],
    })
  })
})

describe.runIf(FLAVORS.length > 1)('the same search on PGlite and PostgreSQL', () => {
  const apps: TestApp[] = []
  afterAll(async () => Promise.all(apps.map((a) => a.close())))

  it('returns identical answers', async () => {
    const answers = []
    for (const flavor of FLAVORS as Flavor[]) {
      const t = await buildTestApp(flavor)
      apps.push(t)
      const f = await searchFixture(t.db.database.db)
      for (let i = 0; i < 40; i++) {
        const car = await f.addCar([f.alpha, f.beta][i % 2]?._id ?? '', i % 3 ? [f.athens, f.piraeus] : [f.athens], {
          dailyPrice: 2000 + (i % 5) * 100,
          gearbox: i % 4 ? 'manual' : 'automatic',
          mileage: i % 6 ? 150 : -1,
        })
        if (i % 7 === 0) await f.book(car, day(10), day(12), { status: i % 2 ? 'void' : 'paid' })
      }
      const urls = [
        `pickup=${f.athens._id}&from=${day(9).toISOString()}&to=${day(11).toISOString()}`,
        `pickup=${f.athens._id}&dropoff=${f.piraeus._id}&from=${day(9).toISOString()}&to=${day(11).toISOString()}&page=2`,
        `pickup=${f.athens._id}&from=${day(9).toISOString()}&to=${day(11).toISOString()}&sort=price_desc&gearbox=manual&mileage=limited`,
      ]
      const results = []
      for (const url of urls) results.push((await t.app.inject({ url: `/api/cars/search?${url}` })).json())
      results.push((await t.app.inject({ url: '/api/locations?q=a' })).json(), (await t.app.inject({ url: '/api/suppliers' })).json())
      answers.push(results)
    }
    expect(answers[0]?.[0].total).toBeGreaterThan(15)
    expect(answers[1]).toEqual(answers[0])
  })
})
