import { rmSync } from 'node:fs'
import S3rver from 's3rver'
import { s3Storage } from '../../src/platform/adapters/s3Storage'
import type { Storage } from '../../src/platform/adapters/storage'
import { parseStorageUrl, type StorageLocation } from '../../src/platform/adapters/storageLocation'
import { tempDir } from './testDatabase'

// The SDK warns once per process that its 2027 versions need Node 22: true, and said in docs/deploy.md.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true'

/** The keys s3rver takes (it checks signatures made with them). */
export const S3RVER_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }

export type S3Server = {
  /** STORAGE_URL for the bucket. */
  url: string
  location: Extract<StorageLocation, { kind: 's3' }>
  /** A storage on the bucket, as an instance opens it (closed with the server). */
  storage(): Promise<Storage>
  /** Whether the bucket holds this /uploads/ URL's object, asked of the bucket itself. */
  holds(url: string): Promise<boolean>
  close(): Promise<void>
}

/** A real S3-compatible server on loopback (s3rver, on disk in a temporary folder), with one empty bucket. */
export async function startS3Server(bucket = 'wheelbase-test', prefix = ''): Promise<S3Server> {
  const directory = tempDir('wheelbase-s3-')
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] })
  const { port } = await server.run()
  const url = `s3://${bucket}/${prefix}?endpoint=http://127.0.0.1:${port}`
  const location = parseStorageUrl(url)
  if (!('kind' in location) || location.kind !== 's3') throw new Error(`bad test storage URL ${url}`)
  const opened: Storage[] = []
  const storage = async () => {
    const one = await s3Storage(location, S3RVER_KEYS)
    opened.push(one)
    return one
  }
  const probe = await storage()
  return {
    url,
    location,
    storage,
    holds: (address) => probe.exists(address.replace(/^\/uploads\//, '')),
    async close() {
      for (const one of opened) await one.close()
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
