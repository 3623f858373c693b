import type { Readable } from 'node:stream'
import type { S3ClientConfig } from '@aws-sdk/client-s3'
import { cacheControlOf, checkedKey, contentTypeOf, keyOfUrl, UPLOADS_PREFIX, type Storage } from './storage'
import type { StorageLocation } from './storageLocation'
import { DomainError } from '../../domain/errors'

type S3Location = Extract<StorageLocation, { kind: 's3' }>

/** What the caller is told when the bucket cannot be reached: try again (nothing was stored). */
const unavailable = () => new DomainError('unavailable', 'storage_unavailable', 'api.storageUnavailable')

const statusOf = (error: unknown): number | undefined => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode

/**
 * Uploads in an S3-compatible bucket, shared by every instance. The SDK is loaded here only, so
 * that an instance on the local disk never holds it. `credentials` are for tests; a server takes
 * the usual AWS settings (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or a role).
 */
export async function s3Storage(location: S3Location, credentials?: S3ClientConfig['credentials']): Promise<Storage> {
  const { S3Client, PutObjectCommand, GetObjectCommand, HeadObjectCommand, DeleteObjectCommand, HeadBucketCommand } =
    await import('@aws-sdk/client-s3')
  const client = new S3Client({
    region: location.region,
    ...(location.endpoint ? { endpoint: location.endpoint } : {}),
    forcePathStyle: location.pathStyle,
    ...(credentials ? { credentials } : {}),
    // Checksums only where S3 requires them: many S3-compatible services refuse the SDK's newer
    // default (a CRC trailer on every upload), and TLS already guards the bytes in transit.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    // A bucket that does not answer must not hold a request (or a picture) for minutes.
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 15_000 },
  })
  const Bucket = location.bucket
  /** The object's name in the bucket. */
  const Key = (key: string) => `${location.prefix}${checkedKey(key)}`
  /** Runs one call; a missing object is `missing`, a bucket out of reach is a 503 for the caller. */
  async function call<T, M>(send: () => Promise<T>, missing: M): Promise<T | M> {
    try {
      return await send()
    } catch (error) {
      const status = statusOf(error)
      if (status === 404) return missing
      if (status === 304) throw error
      throw Object.assign(unavailable(), { cause: error })
    }
  }

  // Fail at start, with the reason, rather than at the first upload.
  try {
    await client.send(new HeadBucketCommand({ Bucket }))
  } catch (error) {
    client.destroy()
    const reason = statusOf(error) ? `HTTP ${statusOf(error)}` : error instanceof Error ? error.message : String(error)
    throw new Error(`STORAGE_URL: the bucket "${Bucket}" cannot be reached (${reason})`)
  }

  return {
    describe: `s3://${Bucket}/${location.prefix}${location.endpoint ? ` at ${location.endpoint}` : ''}`,
    urlOf: (key) => `${UPLOADS_PREFIX}${key}`,
    async exists(key) {
      const input = { Bucket, Key: Key(key) }
      return (await call(() => client.send(new HeadObjectCommand(input)), null)) !== null
    },
    async put(key, data) {
      const input = {
        Bucket,
        Key: Key(key),
        Body: typeof data === 'string' ? Buffer.from(data) : data,
        ContentType: contentTypeOf(key),
        CacheControl: cacheControlOf(key),
      }
      await call(() => client.send(new PutObjectCommand(input)), null)
      return `${UPLOADS_PREFIX}${key}`
    },
    async read(key, ifNoneMatch) {
      const input = { Bucket, Key: Key(key), ...(ifNoneMatch ? { IfNoneMatch: ifNoneMatch } : {}) }
      try {
        const found = await call(() => client.send(new GetObjectCommand(input)), null)
        if (!found?.Body) return null
        return {
          body: found.Body as Readable,
          size: found.ContentLength ?? 0,
          etag: found.ETag ?? '',
          lastModified: found.LastModified ?? new Date(0),
        }
      } catch (error) {
        if (statusOf(error) === 304) return 'not-modified'
        throw error
      }
    },
    async removeUrl(url) {
      const key = keyOfUrl(url)
      if (!key) return
      const input = { Bucket, Key: Key(key) }
      await call(() => client.send(new DeleteObjectCommand(input)), null)
    },
    close: async () => client.destroy(),
  }
}
