import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeUser } from '../src/db/factories'
import { users } from '../src/db/schema'
import { s3Storage } from '../src/platform/adapters/s3Storage'
import type { Storage } from '../src/platform/adapters/storage'
import { parseStorageUrl } from '../src/platform/adapters/storageLocation'
import { signedIn, type Caller } from './helpers/callers'
import { S3RVER_KEYS, startS3Server, type S3Server } from './helpers/s3Server'
import { buildTestApp, type TestApp } from './helpers/testApp'
import { multipart, pngOf } from './helpers/uploads'

/**
 * Pictures are served at /uploads/<key> by the server, the same whether the local disk or an
 * S3-compatible bucket keeps them (a real one here: s3rver on loopback): type, caching, sandbox,
 * revalidation, and 404 once deleted or for a key that is none of ours.
 */
describe.each(['local disk', 'S3 bucket'] as const)('pictures kept on the %s', (kind) => {
  let t: TestApp
  let s3: S3Server | null = null
  let storage: Storage
  let driver: Caller
  const account = makeUser({ email: 'pia.pictures@storage.test' })

  beforeAll(async () => {
    if (kind === 'S3 bucket') s3 = await startS3Server()
    t = await buildTestApp('pglite', { RATE_LIMIT_UPLOAD: '100' }, undefined, s3 ? { storage: await s3.storage() } : {})
    storage = t.app.storage
    await t.db.database.db.insert(users).values(account)
    driver = await signedIn(t.db.database.db, account._id)
  })
  afterAll(async () => {
    await t.close()
    await s3?.close()
  })

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers })

  it('serves a stored picture with its type, a year in caches and a sandbox; 304 for the copy a browser has', async () => {
    const bytes = await pngOf(40, 30)
    const url = await storage.put(`cars/${crypto.randomUUID()}.webp`, bytes)
    const res = await get(url)
    expect(res.statusCode).toBe(200)
    expect(Buffer.compare(res.rawPayload, bytes)).toBe(0)
    expect(res.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': String(bytes.length),
      'cache-control': 'public, max-age=31536000, immutable',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'x-content-type-options': 'nosniff',
    })
    const etag = String(res.headers.etag)
    expect(etag).not.toBe('')
    expect((await get(url, { 'if-none-match': etag })).statusCode).toBe(304)
    expect((await get(url, { 'if-none-match': '"something-else"' })).statusCode).toBe(200)
    const head = await t.app.inject({ method: 'HEAD', url })
    expect([head.statusCode, head.rawPayload.length]).toEqual([200, 0])
  })

  it('keeps a drawing of the demo a day in caches, as SVG', async () => {
    const url = await storage.put('suppliers/demo-drawing.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>')
    const res = await get(url)
    expect([res.statusCode, res.headers['content-type'], res.headers['cache-control']]).toEqual([200, 'image/svg+xml', 'public, max-age=86400'])
    expect(await storage.exists('suppliers/demo-drawing.svg')).toBe(true)
    expect(await storage.exists('suppliers/never-drawn.svg')).toBe(false)
  })

  it('answers 404 once a picture is deleted, and for any address that is no key of ours', async () => {
    const url = await storage.put(`logos/${crypto.randomUUID()}.webp`, await pngOf(10, 10))
    await storage.removeUrl(url)
    const gone = await get(url)
    expect([gone.statusCode, gone.json().error.code]).toEqual([404, 'not_found'])
    for (const odd of [
      '/uploads/cars',
      '/uploads/cars/',
      '/uploads/a/b/c.webp',
      '/uploads/CARS/x.webp',
      '/uploads/cars/..%2f..%2fetc%2fpasswd',
      '/uploads/cars/.x',
    ])
      expect((await get(odd)).statusCode, odd).toBe(404)
    // Deleting an address that is not ours (or twice) changes nothing and does not fail.
    await storage.removeUrl('https://elsewhere.example/uploads/cars/x.webp')
    await storage.removeUrl(url)
    await expect(storage.put('../outside.webp', 'x')).rejects.toThrow('not a storage key')
  })

  it('serves an avatar uploaded through the API, and answers 404 for it once replaced', async () => {
    const send = async () => {
      const { payload, headers } = multipart('me.png', 'image/png', await pngOf(300, 300))
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/update-avatar/${account._id}`,
        payload,
        headers: { ...driver.headers, ...headers },
      })
      expect(res.statusCode).toBe(200)
      return res.json().avatar as string
    }
    const first = await send()
    expect((await get(first)).headers['content-type']).toBe('image/webp')
    const second = await send()
    await t.app.jobs.drain()
    expect([(await get(first)).statusCode, (await get(second)).statusCode]).toEqual([404, 200])
  })
})

describe('a bucket out of reach', () => {
  it('stops the start with the reason rather than failing at the first upload', async () => {
    const location = parseStorageUrl('s3://nowhere?endpoint=http://127.0.0.1:9')
    if ('problem' in location || location.kind !== 's3') throw new Error('bad location')
    await expect(s3Storage(location, S3RVER_KEYS)).rejects.toThrow('STORAGE_URL: the bucket "nowhere" cannot be reached')
  })

  it('answers an upload, and a picture, with a translated 503 while the bucket is down, changing nothing', async () => {
    const s3 = await startS3Server()
    const t = await buildTestApp('pglite', {}, undefined, { storage: await s3.storage() })
    try {
      const account = makeUser({ email: 'dana.down@storage.test', avatar: null })
      await t.db.database.db.insert(users).values(account)
      const driver = await signedIn(t.db.database.db, account._id)
      const url = await t.app.storage.put(`cars/${crypto.randomUUID()}.webp`, await pngOf(10, 10))
      await s3.close()
      const { payload, headers } = multipart('me.png', 'image/png', await pngOf(64, 64))
      const refused = await t.app.inject({
        method: 'POST',
        url: `/api/update-avatar/${account._id}`,
        payload,
        headers: { ...driver.headers, ...headers, 'accept-language': 'fr' },
      })
      expect([refused.statusCode, refused.json().error.code]).toEqual([503, 'storage_unavailable'])
      expect(refused.json().error.message).toContain('Les images ne peuvent pas être enregistrées')
      const me = await t.app.inject({ url: `/api/user/${account._id}`, headers: driver.headers })
      expect(me.json().avatar ?? null).toBeNull()
      expect((await t.app.inject({ url })).statusCode).toBe(503)
    } finally {
      await t.close()
    }
  })
})
