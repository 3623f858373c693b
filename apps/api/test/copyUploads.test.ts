import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_ROOT } from '../src/paths'
import { copyUploads } from '../src/platform/adapters/copyUploads'
import { localStorage, type Storage } from '../src/platform/adapters/storage'
import { S3RVER_KEYS, startS3Server, type S3Server } from './helpers/s3Server'
import { startServer } from './helpers/serverProcess'
import { tempDir } from './helpers/testDatabase'
import { pngOf } from './helpers/uploads'

const S3_ENV = {
  AWS_ACCESS_KEY_ID: S3RVER_KEYS.accessKeyId,
  AWS_SECRET_ACCESS_KEY: S3RVER_KEYS.secretAccessKey,
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
}

/**
 * Moving to a bucket: `npm run storage:copy` copies DATA_DIR/uploads into the bucket STORAGE_URL
 * names, under the same keys (the URLs in the database keep working), and may be run again; the
 * server started with that STORAGE_URL then serves them.
 */
describe('copying local uploads into a bucket', () => {
  let s3: S3Server
  let bucket: Storage
  const dataDir = tempDir()
  const local = localStorage(dataDir)
  const files: Record<string, Buffer> = {}

  beforeAll(async () => {
    s3 = await startS3Server()
    bucket = await s3.storage()
    for (const key of ['cars/1b9d6bcd.webp', 'cars/1b9d6bcd@2x.webp', 'logos/e2c1.webp', 'suppliers/alpha.svg']) {
      files[key] = key.endsWith('.svg') ? Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') : await pngOf(30, 20)
      await local.put(key, files[key])
    }
    // What is no upload of ours stays behind, named.
    writeFileSync(path.join(dataDir, 'uploads', 'notes.txt'), 'not a picture')
    writeFileSync(path.join(dataDir, 'uploads', 'cars', '.DS_Store'), 'finder')
    mkdirSync(path.join(dataDir, 'uploads', 'empty'))
  })
  afterAll(async () => s3?.close())

  it('copies every upload under its key, names what it leaves, and copies nothing twice', async () => {
    const first = await copyUploads(path.join(dataDir, 'uploads'), bucket)
    expect({ ...first, ignored: first.ignored.sort() }).toEqual({ copied: 4, alreadyThere: 0, ignored: ['cars/.DS_Store', 'notes.txt'] })
    for (const [key, bytes] of Object.entries(files)) {
      const read = await bucket.read(key)
      if (!read || read === 'not-modified') throw new Error(`${key} was not copied`)
      const chunks: Buffer[] = []
      for await (const chunk of read.body) chunks.push(chunk as Buffer)
      expect(Buffer.compare(Buffer.concat(chunks), bytes), key).toBe(0)
    }
    const again = await copyUploads(path.join(dataDir, 'uploads'), bucket)
    expect([again.copied, again.alreadyThere]).toEqual([0, 4])
  })

  it('runs as a command, which says what it did, and refuses to run without a bucket', async () => {
    // Not spawnSync: the bucket's server runs in this process and must answer the command.
    const run = (env: Record<string, string>) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', path.join(API_ROOT, 'src', 'tools', 'copyUploads.ts')], {
        cwd: API_ROOT,
        env: { ...process.env, DATA_DIR: dataDir, STORAGE_URL: '', ...env },
        encoding: 'utf8',
      }).then(
        ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
        (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
      )
    const done = await run({ ...S3_ENV, STORAGE_URL: s3.url })
    expect([done.code, done.stdout]).toEqual([0, expect.stringContaining('Copied 0 files; 4 were already there.')])
    expect(done.stdout).toContain('Left behind (not uploads of Wheelbase):')
    const refused = await run({})
    expect([refused.code, refused.stderr]).toEqual([1, expect.stringContaining('STORAGE_URL: set it to the bucket')])
  })

  it('is what the server, started on the bucket, serves from then on', async () => {
    const server = await startServer({ ...S3_ENV, STORAGE_URL: s3.url, DATA_DIR: tempDir(), SEED: 'none' })
    try {
      const res = await fetch(`${server.url}/uploads/logos/e2c1.webp`)
      expect([res.status, res.headers.get('content-type')]).toEqual([200, 'image/webp'])
      expect(Buffer.compare(Buffer.from(await res.arrayBuffer()), files['logos/e2c1.webp'] ?? Buffer.alloc(0))).toBe(0)
    } finally {
      await server.stop()
    }
  })
})
