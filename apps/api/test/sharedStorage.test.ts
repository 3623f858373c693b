import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { uploads } from '../src/db/schema'
import { enqueue } from '../src/platform/jobs/queue'
import { signedInAs, type Caller } from './helpers/callers'
import { drainAll, startInstances, type Instance } from './helpers/instances'
import { startS3Server, type S3Server } from './helpers/s3Server'
import { searchFixture } from './helpers/searchFixture'
import { FLAVORS, freshDatabase, type TestDatabase } from './helpers/testDatabase'
import { multipart, pngOf } from './helpers/uploads'
import { carBody } from './helpers/carBody'

const HOUR = 3_600_000

/**
 * Two instances on one PostgreSQL and one S3-compatible bucket (s3rver, started here), each with a
 * data folder of its own: a picture stored through one is served by the other, a replaced one is
 * gone from both, and an upload no record names is swept from the bucket.
 */
// Needs a PostgreSQL server (CI always has one: TEST_DATABASE_URL is required there).
describe.skipIf(!FLAVORS.includes('postgres'))('two instances on one bucket', () => {
  let t: TestDatabase
  let s3: S3Server
  let a: Instance
  let b: Instance
  let f: Awaited<ReturnType<typeof searchFixture>>
  const as = {} as Record<'supplier', Caller>

  beforeAll(async () => {
    t = await freshDatabase('postgres')
    s3 = await startS3Server()
    ;[a, b] = (await startInstances(t, { storage: () => s3.storage(), env: { RATE_LIMIT_UPLOAD: '100' } })) as [Instance, Instance]
    f = await searchFixture(t.database.db)
    Object.assign(as, await signedInAs(t.database.db, { supplier: f.alpha._id }))
  })
  afterAll(async () => {
    for (const { app } of [b, a]) await app?.close()
    await s3?.close()
    await t?.cleanup()
  })

  const upload = async (on: Instance, url: string, field: 'image' | 'logo') => {
    const body = multipart('photo.png', 'image/png', await pngOf(600, 400))
    const res = await on.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...as.supplier.headers, ...body.headers } })
    expect(res.statusCode).toBe(200)
    return res.json()[field] as string
  }
  const served = async (on: Instance, url: string) => (await fetch(`${on.base}${url}`)).status
  const bytesOf = async (on: Instance, url: string) => Buffer.from(await (await fetch(`${on.base}${url}`)).arrayBuffer())
  const localUploads = (on: Instance) => {
    const folder = path.join(on.dataDir, 'uploads')
    return existsSync(folder) ? readdirSync(folder, { recursive: true }) : []
  }

  it('serves on B a car picture uploaded and saved through A, the same bytes, from the bucket', async () => {
    const image = await upload(a, '/api/console/car-images', 'image')
    const saved = await a.app.inject({
      method: 'POST',
      url: '/api/console/cars',
      headers: as.supplier.headers,
      payload: carBody(image, [f.athens._id], { name: 'Shared Panda' }),
    })
    expect(saved.statusCode).toBe(200)
    expect(await served(b, image)).toBe(200)
    expect(Buffer.compare(await bytesOf(b, image), await bytesOf(a, image))).toBe(0)
    expect(await served(b, image.replace('.webp', '@2x.webp'))).toBe(200)
    expect(await s3.holds(image)).toBe(true)
    // Nothing went to either instance's own disk.
    expect([localUploads(a), localUploads(b)]).toEqual([[], []])
  })

  it('answers 404 on A for a logo replaced on B, its 2× file too, and serves the new one on A', async () => {
    const logoUrl = `/api/console/suppliers/${f.alpha._id}/logo`
    const first = await upload(a, logoUrl, 'logo')
    expect(await served(a, first)).toBe(200)
    const second = await upload(b, logoUrl, 'logo')
    // The replaced files go once the change has committed, by whichever instance's worker takes the work.
    await drainAll([a, b])
    expect([await served(a, first), await served(a, first.replace('.webp', '@2x.webp'))]).toEqual([404, 404])
    expect(await served(a, second)).toBe(200)
    expect(await s3.holds(first)).toBe(false)
  })

  it('deletes from the bucket an upload no record named, a day on, with its 2× file', async () => {
    const forgotten = await upload(a, '/api/console/car-images', 'image')
    const recent = await upload(b, '/api/console/car-images', 'image')
    await t.database.db
      .update(uploads)
      .set({ createdAt: new Date(Date.now() - 25 * HOUR) })
      .where(inArray(uploads.url, [forgotten]))
    await enqueue(t.database.db, { kind: 'uploads.sweep', payload: {} })
    await drainAll([a, b])
    expect([await s3.holds(forgotten), await s3.holds(forgotten.replace('.webp', '@2x.webp'))]).toEqual([false, false])
    expect([await served(a, forgotten), await served(b, forgotten)]).toEqual([404, 404])
    expect([await s3.holds(recent), await served(a, recent)]).toEqual([true, 200])
  })
})
