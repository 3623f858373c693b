import { localStorage, type Storage } from './storage'
import type { StorageLocation } from './storageLocation'

/** The storage STORAGE_URL names; the S3 client is loaded only when a bucket is used. */
export async function openStorage(location: StorageLocation, dataDir: string): Promise<Storage> {
  if (location.kind === 'local') return localStorage(dataDir)
  const { s3Storage } = await import('./s3Storage')
  return s3Storage(location)
}
