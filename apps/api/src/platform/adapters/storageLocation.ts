/**
 * Where uploads are kept, as STORAGE_URL says: unset, on the local disk under DATA_DIR/uploads;
 * `s3://bucket[/prefix]?endpoint=…&region=…&pathStyle=…`, in an S3-compatible bucket. The keys
 * come from the usual AWS settings (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or a role),
 * never from the URL, so that the URL may be logged.
 */
export type StorageLocation =
  | { kind: 'local' }
  | {
      kind: 's3'
      bucket: string
      /** Folder inside the bucket, '' or ending in '/'. */
      prefix: string
      region: string
      /** Another service than AWS (MinIO, R2, a test server); AWS's own when unset. */
      endpoint: string | undefined
      /** Bucket in the path rather than the host name: what most S3-compatible services need. */
      pathStyle: boolean
    }

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/
const PREFIX = /^([A-Za-z0-9._-]+\/)*$/
const REGION = /^[a-z0-9-]{2,32}$/
const PARAMS = new Set(['endpoint', 'region', 'pathStyle'])

/** The location a STORAGE_URL names, or the problem with it (for the start-up's one message). */
export function parseStorageUrl(text: string | undefined): StorageLocation | { problem: string } {
  if (!text) return { kind: 'local' }
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return { problem: 'is not a URL: use s3://bucket?endpoint=…&region=…' }
  }
  if (url.protocol !== 's3:') return { problem: 'must start with s3:// (leave it unset to keep uploads on the local disk)' }
  if (url.username || url.password) return { problem: 'must not hold keys: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY instead' }
  const bucket = url.hostname
  if (!BUCKET.test(bucket)) return { problem: `names no valid bucket (${JSON.stringify(bucket)})` }
  const prefix = decodeURIComponent(url.pathname.replace(/^\/+/, ''))
  const folder = prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix
  if (!PREFIX.test(folder)) return { problem: `has a folder that is not plain letters, digits, '.', '_' or '-' (${JSON.stringify(prefix)})` }
  for (const key of url.searchParams.keys())
    if (!PARAMS.has(key)) return { problem: `has an unknown setting "${key}" (known: endpoint, region, pathStyle)` }
  const endpoint = url.searchParams.get('endpoint') ?? undefined
  if (endpoint !== undefined && !/^https?:\/\/[^/]+\/?$/.test(endpoint)) return { problem: 'endpoint must be an http(s) address with no path' }
  const region = url.searchParams.get('region') ?? 'us-east-1'
  if (!REGION.test(region)) return { problem: `has an invalid region (${JSON.stringify(region)})` }
  const pathStyle = url.searchParams.get('pathStyle')
  if (pathStyle !== null && pathStyle !== 'true' && pathStyle !== 'false') return { problem: 'pathStyle must be true or false' }
  // A service of its own (endpoint) almost always wants the bucket in the path; AWS wants it in the host.
  return { kind: 's3', bucket, prefix: folder, region, endpoint, pathStyle: pathStyle === null ? endpoint !== undefined : pathStyle === 'true' }
}
