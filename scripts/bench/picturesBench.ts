/**
 * How pictures reach a browser when a bucket keeps them (issue 32, record 0110): streamed by the
 * server at /uploads/<key>, against the local disk and against the other choice, a redirect to a
 * signed URL (its two legs: the instance's answer, then the bucket's). A real S3-compatible server
 * (s3rver) on loopback, 8 clients for 10 s over 40 car pictures of the real sizes.
 */
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'
import autocannon from 'autocannon'
import S3rver from 's3rver'
import sharp from 'sharp'
import { s3Storage } from '../../apps/api/src/platform/adapters/s3Storage'
import { localStorage } from '../../apps/api/src/platform/adapters/storage'
import { parseStorageUrl } from '../../apps/api/src/platform/adapters/storageLocation'
import { removeDir, tempDir } from './search/databases'
import { summarize, type TLatencySummary } from './search/stats'
import type { TStartServer } from './searchBench'

const CLIENTS = 8
const SECONDS = 10
const PICTURES = 40
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }
const log = (message: string) => console.log(`  [pictures] ${message}`)

type TLoad = TLatencySummary & { perSecond: number; failed: number }
export type TPicturesBench = { bytes: { one: number; two: number }; rssMb: { local: number; bucket: number }; loads: Record<string, TLoad> }

/** The 1× and 2× WebP of a car picture, as the console stores them (noise, so they weigh what photos weigh). */
async function carPicture(i: number) {
  const photo = sharp({
    create: { width: 1200, height: 800, channels: 3, background: { r: 40 + i, g: 90, b: 160 }, noise: { type: 'gaussian', mean: 110, sigma: 30 } },
  })
  const png = await photo.png().toBuffer()
  return {
    one: await sharp(png).resize(300, 200).webp({ quality: 80 }).toBuffer(),
    two: await sharp(png).resize(600, 400).webp({ quality: 80 }).toBuffer(),
  }
}

/** 8 clients for 10 s, each request the next of `paths` on `url`. */
async function load(url: string, paths: string[]): Promise<TLoad> {
  const latencies: number[] = []
  let next = 0
  let failed = 0
  const instance = autocannon({
    url,
    connections: CLIENTS,
    duration: SECONDS,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] ?? '/' }) }],
  })
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, ms: number) => {
    if (statusCode === 200) latencies.push(ms)
    else failed++
  })
  const result = await instance
  return { ...summarize(latencies), perSecond: latencies.length / result.duration, failed: failed + result.errors }
}

export async function benchPictures(startServer: TStartServer): Promise<TPicturesBench> {
  const s3Dir = tempDir('wheelbase-bench-s3-')
  const localDir = tempDir('wheelbase-bench-local-')
  const bucketDir = tempDir('wheelbase-bench-bucket-')
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true'
  const s3rver = new S3rver({ address: '127.0.0.1', port: 0, directory: s3Dir, silent: true, configureBuckets: [{ name: 'bench' }] })
  const { port } = await s3rver.run()
  const endpoint = `http://127.0.0.1:${port}`
  const location = parseStorageUrl(`s3://bench?endpoint=${endpoint}`)
  if ('problem' in location || location.kind !== 's3') throw new Error('bad bench bucket')
  try {
    log(`storing ${PICTURES} car pictures (1× and 2×) on the disk and in the bucket…`)
    const bucket = await s3Storage(location, KEYS)
    const disk = localStorage(localDir)
    const keys: string[] = []
    let bytes = { one: 0, two: 0 }
    for (let i = 0; i < PICTURES; i++) {
      const { one, two } = await carPicture(i)
      bytes = { one: bytes.one + one.length, two: bytes.two + two.length }
      for (const [key, data] of [
        [`cars/bench-${i}.webp`, one],
        [`cars/bench-${i}@2x.webp`, two],
      ] as const) {
        await bucket.put(key, data)
        await disk.put(key, data)
        keys.push(key)
      }
    }
    await bucket.close()
    const paths = keys.map((key) => `/uploads/${key}`)
    const loads: Record<string, TLoad> = {}
    const rssMb = { local: 0, bucket: 0 }

    const onDisk = await startServer({ SEED: 'none', DATA_DIR: localDir })
    try {
      rssMb.local = onDisk.rssMb()
      log('served by the server from the local disk…')
      loads.disk = await load(onDisk.url, paths)
    } finally {
      await onDisk.stop()
    }
    const env = {
      SEED: 'none',
      DATA_DIR: bucketDir,
      STORAGE_URL: `s3://bench?endpoint=${endpoint}`,
      AWS_ACCESS_KEY_ID: KEYS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
    }
    const onBucket = await startServer(env)
    try {
      // Once a picture has been asked: the SDK is loaded on start, its sockets open on first use.
      await fetch(`${onBucket.url}${paths[0]}`)
      rssMb.bucket = onBucket.rssMb()
      log('streamed by the server from the bucket…')
      loads.bucket = await load(onBucket.url, paths)
      log("a redirect's first leg: the instance's short answer (as /api/live)…")
      loads.redirectHop = await load(onBucket.url, ['/api/live'])
    } finally {
      await onBucket.stop()
    }
    log("a redirect's second leg: the bucket itself, at signed URLs…")
    const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: KEYS })
    const signed = await Promise.all(keys.map((Key) => getSignedUrl(client, new GetObjectCommand({ Bucket: 'bench', Key }), { expiresIn: 3600 })))
    client.destroy()
    loads.signedUrl = await load(
      endpoint,
      signed.map((url) => url.slice(endpoint.length)),
    )
    return { bytes: { one: Math.round(bytes.one / PICTURES), two: Math.round(bytes.two / PICTURES) }, rssMb, loads }
  } finally {
    await s3rver.close()
    for (const dir of [s3Dir, localDir, bucketDir]) removeDir(dir)
  }
}

export function picturesReport(bench: TPicturesBench): string {
  const row = (name: string, l: TLoad | undefined) =>
    l
      ? `  ${name.padEnd(44)} p50 ${l.p50.toFixed(1).padStart(5)} ms   p95 ${l.p95.toFixed(1).padStart(5)} ms   ${l.perSecond.toFixed(0).padStart(5)}/s   ${l.failed} failed`
      : ''
  const { loads } = bench
  return [
    `\nPictures (${PICTURES} car pictures, 1× ${(bench.bytes.one / 1024).toFixed(1)} KB and 2× ${(bench.bytes.two / 1024).toFixed(1)} KB on average; ${CLIENTS} clients, ${SECONDS} s)`,
    row('served by the server, local disk', loads.disk),
    row('served by the server, from the bucket', loads.bucket),
    row("redirect, 1st leg (the instance's answer)", loads.redirectHop),
    row('redirect, 2nd leg (the bucket, signed URL)', loads.signedUrl),
    `  RSS after start: ${bench.rssMb.local.toFixed(0)} MB on the local disk, ${bench.rssMb.bucket.toFixed(0)} MB on the bucket (the S3 client loaded)`,
  ].join('\n')
}
