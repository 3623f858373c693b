import http from 'node:http'
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeUser } from '../src/db/factories'
import { users } from '../src/db/schema'
import { signedInAs, type Caller } from './helpers/callers'
import { fixedId, searchFixture } from './helpers/searchFixture'
import { buildTestApp, type TestApp } from './helpers/testApp'
import { FLAVORS } from './helpers/testDatabase'
import { multipart, pngOf } from './helpers/uploads'

const LIMIT = 25
const MB = 1024 * 1024

type TSend = { chunkBytes: number; pauseMs: number; declaredLength: boolean }

/**
 * A body sent over a real socket in chunks, with pauses between them, with or without a declared
 * length (chunked): the answer as the client reads it, even when it comes before the last byte.
 */
function sendSlowly(base: string, path: string, headers: Record<string, string>, body: Buffer, how: TSend) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(`${base}${path}`, {
      method: 'POST',
      headers: { ...headers, ...(how.declaredLength ? { 'content-length': String(body.length) } : { 'transfer-encoding': 'chunked' }) },
    })
    let answered = false
    req.on('response', (res) => {
      answered = true
      const parts: Buffer[] = []
      res.on('data', (part: Buffer) => parts.push(part))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(parts).toString() }))
    })
    // A server that answers early may close the socket while the rest is still being written.
    req.on('error', (error) => !answered && reject(error))
    void (async () => {
      for (let at = 0; at < body.length && !answered && !req.destroyed; at += how.chunkBytes) {
        req.write(body.subarray(at, at + how.chunkBytes))
        if (how.pauseMs) await new Promise((wake) => setTimeout(wake, how.pauseMs))
      }
      if (!req.destroyed) req.end()
    })()
  })
}

/**
 * Every upload endpoint is limited per account (RATE_LIMIT_UPLOAD a minute over all of them), and
 * a file over 5 MB is refused 413 whatever the speed of its bytes and whether its length was given.
 */
describe.each(FLAVORS)('upload limits on %s', (flavor) => {
  let t: TestApp
  let base: string
  const as = {} as Record<'driver' | 'supplier' | 'otherSupplier' | 'admin' | 'sizeAdmin', Caller>
  let f: Awaited<ReturnType<typeof searchFixture>>
  const admin = makeUser({ _id: fixedId(980), type: 'admin', email: 'admin@uploads.test' })
  const sizeAdmin = makeUser({ _id: fixedId(981), type: 'admin', email: 'size@uploads.test' })

  beforeAll(async () => {
    t = await buildTestApp(flavor, { RATE_LIMIT_UPLOAD: String(LIMIT) })
    const db = t.db.database.db
    f = await searchFixture(db)
    await db.insert(users).values([admin, sizeAdmin])
    Object.assign(
      as,
      await signedInAs(db, { driver: f.driver._id, supplier: f.alpha._id, otherSupplier: f.beta._id, admin: admin._id, sizeAdmin: sizeAdmin._id }),
    )
    base = await t.app.listen({ host: '127.0.0.1', port: 0 })
  })
  afterAll(async () => t.close())

  const endpoints = () => ({
    avatar: { url: `/api/update-avatar/${f.driver._id}`, who: 'driver' as const, sizeUrl: `/api/update-avatar/${sizeAdmin._id}` },
    carImage: { url: '/api/console/car-images', who: 'supplier' as const, sizeUrl: '/api/console/car-images' },
    logo: { url: `/api/console/suppliers/${f.beta._id}/logo`, who: 'otherSupplier' as const, sizeUrl: `/api/console/suppliers/${f.beta._id}/logo` },
    locationImage: { url: '/api/console/location-images', who: 'admin' as const, sizeUrl: '/api/console/location-images' },
  })
  const upload = async (url: string, caller: Caller, data: Buffer) => {
    const body = multipart('photo.png', 'image/png', data)
    return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...caller.headers, ...body.headers } })
  }

  it(`answers upload number ${LIMIT + 1} of a minute 429 on every upload endpoint, for that account only`, async () => {
    const png = await pngOf(120, 80)
    for (const [name, endpoint] of Object.entries(endpoints())) {
      const answers: number[] = []
      for (let i = 0; i <= LIMIT; i++) answers.push((await upload(endpoint.url, as[endpoint.who], png)).statusCode)
      expect({ name, answers }).toEqual({ name, answers: [...Array<number>(LIMIT).fill(200), 429] })
      const refused = await upload(endpoint.url, as[endpoint.who], png)
      expect(refused.json().error.code).toBe('too_many_requests')
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    }
    // Another account is not held back by them.
    expect((await upload('/api/console/car-images', as.sizeAdmin, png)).statusCode).toBe(200)
  })

  it('refuses a 6 MB file 413 in 20 of 20 tries at different speeds, and takes 5 MB to the image check', async () => {
    const sixMb = multipart('big.png', 'image/png', randomBytes(6 * MB))
    const speeds: TSend[] = [
      { chunkBytes: 8 * MB, pauseMs: 0, declaredLength: true },
      { chunkBytes: 8 * MB, pauseMs: 0, declaredLength: false },
      { chunkBytes: 1 * MB, pauseMs: 5, declaredLength: true },
      { chunkBytes: 1 * MB, pauseMs: 5, declaredLength: false },
      { chunkBytes: 64 * 1024, pauseMs: 1, declaredLength: false },
    ]
    const answers: number[] = []
    const list = Object.values(endpoints())
    for (let i = 0; i < 19; i++) {
      const endpoint = list[i % list.length] as (typeof list)[number]
      const how = speeds[i % speeds.length] as TSend
      const res = await sendSlowly(base, endpoint.sizeUrl, { ...as.sizeAdmin.headers, ...sixMb.headers }, sixMb.payload, how)
      answers.push(res.status)
      if (res.status === 413) expect(JSON.parse(res.body).error.code).toBe('payload_too_large')
    }
    // Exactly the limit is no image (415), not too large.
    const fiveMb = multipart('five.png', 'image/png', randomBytes(5 * MB))
    const atLimit = await sendSlowly(base, '/api/console/car-images', { ...as.sizeAdmin.headers, ...fiveMb.headers }, fiveMb.payload, {
      chunkBytes: 256 * 1024,
      pauseMs: 1,
      declaredLength: false,
    })
    // One more over it, in 16 KB steps: the slowest.
    const slowest = await sendSlowly(base, '/api/console/location-images', { ...as.sizeAdmin.headers, ...sixMb.headers }, sixMb.payload, {
      chunkBytes: 16 * 1024,
      pauseMs: 0,
      declaredLength: true,
    })
    answers.push(slowest.status)
    expect(answers).toEqual(Array<number>(20).fill(413))
    expect(atLimit.status).toBe(415)
  })
})
