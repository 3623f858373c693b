import { createReadStream } from 'node:fs'
import { mkdir, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'

/** A stored file as the server sends it. */
export type StoredFile = { body: Readable; size: number; etag: string; lastModified: Date }

/**
 * Uploaded and generated pictures, under keys such as `cars/<uuid>.webp`, served at `/uploads/<key>`
 * whatever keeps them: the local disk (one instance) or an S3-compatible bucket (any number).
 * A key is always `folder/name` (see isStorageKey); URLs of ours start with /uploads/.
 */
export type Storage = {
  /** Where the files are, for the start-up log (no secret). */
  describe: string
  urlOf(key: string): string
  exists(key: string): Promise<boolean>
  put(key: string, data: string | Uint8Array): Promise<string>
  /** The file under `key`; 'not-modified' when its ETag is among `ifNoneMatch`'s; null when there is none. */
  read(key: string, ifNoneMatch?: string): Promise<StoredFile | 'not-modified' | null>
  /** Deletes the file a URL of ours points at (a replaced or deleted picture); other URLs are ignored. */
  removeUrl(url: string): Promise<void>
  close(): Promise<void>
}

export const UPLOADS_PREFIX = '/uploads/'

/** Every key we write: one folder and one file name, nothing that could climb out or hide. */
export const isStorageKey = (key: string): boolean => /^[a-z]+\/[A-Za-z0-9][A-Za-z0-9_@.-]{0,199}$/.test(key) && !key.includes('..')

/** The key of a URL of ours, or null for any other address. */
export function keyOfUrl(url: string): string | null {
  if (!url.startsWith(UPLOADS_PREFIX)) return null
  const key = url.slice(UPLOADS_PREFIX.length)
  return isStorageKey(key) ? key : null
}

const TYPES: Record<string, string> = { webp: 'image/webp', svg: 'image/svg+xml', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' }
export const contentTypeOf = (key: string): string => TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream'

/**
 * An uploaded picture gets a new random name each time (a replaced one is a new URL), so it never
 * changes under its key: cached for a year. The demo data's drawings keep a day.
 */
export const cacheControlOf = (key: string): string => (key.endsWith('.webp') ? 'public, max-age=31536000, immutable' : 'public, max-age=86400')

/** Whether a request's If-None-Match names this ETag (weak or strong, in a list, or `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  const bare = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag))
}

/** The key itself; anything else is a bug of the caller, thrown as is. */
export function checkedKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`)
  return key
}

/** The pictures in DATA_DIR/uploads: for one instance, or when no bucket is set. */
export function localStorage(dataDir: string): Storage {
  const root = path.join(dataDir, 'uploads')
  const fileOf = (key: string) => path.join(root, ...checkedKey(key).split('/'))
  return {
    describe: root,
    urlOf: (key) => `${UPLOADS_PREFIX}${key}`,
    exists: async (key) => (await stat(fileOf(key)).catch(() => null))?.isFile() ?? false,
    async put(key, data) {
      const file = fileOf(key)
      await mkdir(path.dirname(file), { recursive: true })
      await writeFile(file, data)
      return `${UPLOADS_PREFIX}${key}`
    },
    async read(key, ifNoneMatch) {
      const file = fileOf(key)
      const found = await stat(file).catch(() => null)
      if (!found?.isFile()) return null
      const etag = `W/"${found.size.toString(16)}-${Math.floor(found.mtimeMs).toString(16)}"`
      if (matchesEtag(ifNoneMatch, etag)) return 'not-modified'
      return { body: createReadStream(file), size: found.size, etag, lastModified: found.mtime }
    },
    async removeUrl(url) {
      const key = keyOfUrl(url)
      if (key) await rm(fileOf(key), { force: true })
    },
    close: async () => {},
  }
}
