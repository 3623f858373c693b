import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeUser } from '../src/db/factories'
import { bookings, users } from '../src/db/schema'
import { signedIn } from './helpers/callers'
import { day, searchFixture } from './helpers/searchFixture'
import { buildTestApp, type TestApp } from './helpers/testApp'
import { FLAVORS } from './helpers/testDatabase'
import { webDist } from './helpers/webDist'

/**
 * The calls a page rendered by the server makes in the server's own process (platform/http/contractCall.ts):
 * a server entry of our own asks the ones this test names in the page's address and hands the
 * answers to the browser in its state; each must be the answer the same visitor gets over HTTP.
 */
const ENTRY = `
export async function render(request) {
  const calls = JSON.parse(new URL(request.url, 'http://x').searchParams.get('calls') ?? '[]')
  const answers = await Promise.all(calls.map(([path, req]) => request.call({ method: 'GET', path }, req)))
  return { title: 'Calls', state: { language: request.language, source: request.source, user: request.user, queries: [{ key: ['answers'], data: answers }] }, html: '<main></main>' }
}
`

type TCall = [path: string, request: { params?: Record<string, string>; query?: Record<string, string> }]

describe.each(FLAVORS)('calls of a page rendered on the server, on %s', (flavor) => {
  let t: TestApp
  let f: Awaited<ReturnType<typeof searchFixture>>
  const bookingId = '7d0f1c9e-2b43-4c1e-9a51-0c3f6f0b7a11'
  const period = () => ({ pickup: f.athens._id, from: day(10).toISOString(), to: day(13).toISOString() })

  beforeAll(async () => {
    const dist = webDist(
      '<!doctype html>\n<html lang="en" dir="ltr"><head><title>Wheelbase</title><!--wb-settings--></head><body><div id="root"></div></body></html>',
      ENTRY,
    )
    t = await buildTestApp(flavor, { WEB_DIST_DIR: dist, PUBLIC_URL: 'http://localhost:3000' })
    f = await searchFixture(t.db.database.db)
    const car = await f.addCar(f.alpha._id, [f.athens, f.piraeus], { name: 'Fiat Panda' })
    await f.addCar(f.beta._id, [f.athens], { name: 'Toyota Yaris' })
    await f.book(car, day(20), day(22), { _id: bookingId })
  })
  afterAll(async () => t.close())

  /** The answers of the calls, made by the page at /locations for a visitor with these headers. */
  const inProcess = async (calls: TCall[], headers: Record<string, string> = {}, lang = 'en') => {
    const res = await t.app.inject({ url: `/${lang}/locations?calls=${encodeURIComponent(JSON.stringify(calls))}`, headers })
    expect(res.statusCode).toBe(200)
    const state = JSON.parse(/id="wb-state">(.*?)<\/script>/.exec(res.body)?.[1] ?? 'null')
    return state.queries[0].data as { status: number; body: unknown }[]
  }
  const overHttp = async (url: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ url, headers })
    return { status: res.statusCode, body: res.statusCode === 200 ? res.json() : null }
  }

  it('answers a search, a car, the places and the suppliers as HTTP does, in the page language', async () => {
    const search = new URLSearchParams({ ...period(), sort: 'price_desc' }).toString()
    const answers = await inProcess(
      [
        ['/api/cars/search', { query: { ...period(), sort: 'price_desc' } }],
        ['/api/locations', { query: { size: '2' } }],
        ['/api/locations/:id', { params: { id: f.piraeus._id } }],
        ['/api/suppliers', {}],
      ],
      {},
      'fr',
    )
    const fr = { 'accept-language': 'fr' }
    expect(answers).toEqual([
      await overHttp(`/api/cars/search?${search}`, fr),
      await overHttp('/api/locations?size=2', fr),
      await overHttp(`/api/locations/${f.piraeus._id}`, fr),
      await overHttp('/api/suppliers', fr),
    ])
    expect((answers[0]?.body as { total: number }).total).toBe(2)
    expect((answers[2]?.body as { name: string }).name).toBe('Port du Pirée')
  })

  it('answers its own booking to the signed-in driver, 404 for another account’s, 401 to a visitor', async () => {
    const own = await signedIn(t.db.database.db, f.driver._id)
    const stranger = makeUser({ email: 'stranger@fixture.test' })
    await t.db.database.db.insert(users).values(stranger)
    const other = await signedIn(t.db.database.db, stranger._id)
    const call: TCall = ['/api/bookings/:id', { params: { id: bookingId } }]

    const [mine] = await inProcess([call], { cookie: own.headers.cookie ?? '' })
    expect(mine).toEqual(await overHttp(`/api/bookings/${bookingId}`, { cookie: own.headers.cookie ?? '' }))
    expect(mine?.status).toBe(200)
    expect(await inProcess([call], { cookie: other.headers.cookie ?? '' })).toEqual([{ status: 404, body: null }])
    expect(await inProcess([call])).toEqual([{ status: 401, body: null }])
    expect((await overHttp(`/api/bookings/${bookingId}`)).status).toBe(401)
  })

  it('refuses what HTTP refuses, with its status, and changes nothing', async () => {
    const before = await t.db.database.db.select().from(bookings)
    const answers = await inProcess([
      ['/api/cars/search', { query: { ...period(), from: day(14).toISOString() } }],
      ['/api/cars/search', { query: { pickup: 'not-a-place', from: day(10).toISOString(), to: day(13).toISOString() } }],
      ['/api/cars/:id', { params: { id: 'no-such-car' } }],
    ])
    expect(answers.map((a) => a.status)).toEqual([
      (await overHttp(`/api/cars/search?${new URLSearchParams({ ...period(), from: day(14).toISOString() }).toString()}`)).status,
      (await overHttp(`/api/cars/search?pickup=not-a-place&from=${day(10).toISOString()}&to=${day(13).toISOString()}`)).status,
      (await overHttp('/api/cars/no-such-car')).status,
    ])
    expect(answers.map((a) => a.status)).toEqual([400, 400, 404])
    expect(await t.db.database.db.select().from(bookings)).toEqual(before)
  })

  it('calls only the JSON GETs of the API: a page asking anything else is rendered by the browser', async () => {
    for (const call of [['/api/sign-out', {}] as TCall, ['/api/no-such-call', {}] as TCall]) {
      const res = await t.app.inject({ url: `/locations?calls=${encodeURIComponent(JSON.stringify([call]))}` })
      expect(res.statusCode).toBe(200)
      expect(res.body).toContain('<div id="root"></div>')
      expect(res.body).not.toContain('wb-state')
    }
  })
})
