import { and, eq, sql } from 'drizzle-orm'
import type { TMessageKey } from '@wheelbase/core/messages'
import { queryRows, type Db } from '../../db/client'
import { uploads } from '../../db/schema'
import { badRequest } from '../../platform/http/errors'
import type { Actor } from '../../domain/actor'
import { enqueue, job } from '../../platform/jobs/queue'

/** An upload no saved record names is deleted this long after it came. */
export const UNCLAIMED_UPLOAD_MS = 24 * 60 * 60_000
/** Unclaimed uploads deleted per sweep: the next sweep takes the rest. */
const SWEEP_BATCH = 200

/** A picture just stored for a form, as its uploader's. */
export async function recordUpload(db: Db, actor: Actor, url: string, now: Date): Promise<string> {
  await db.insert(uploads).values({ url, ownerId: actor.userId, createdAt: now })
  return url
}

/**
 * A form's picture, in the saving transaction: the record's own (unchanged), or one the caller
 * uploaded, which the record now claims (kept for good). Never another account's upload, nor a file
 * of ours it merely knows the address of: else 400 on the field, and the save is rolled back. The
 * claim and the sweep's delete lock the same row, so a picture is never both saved and swept.
 */
export async function claimOwnUpload(db: Db, actor: Actor, image: string | null, current: string | null, message: TMessageKey, now: Date) {
  if (!image || image === current) return
  const claimed = await db
    .update(uploads)
    .set({ claimedAt: sql`coalesce(${uploads.claimedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(uploads.url, image), eq(uploads.ownerId, actor.userId)))
    .returning({ url: uploads.url })
  if (!claimed.length) throw badRequest('validation_failed', 'api.badRequest', { image: message })
}

/** The 2× file beside a stored WebP: `/uploads/cars/x.webp` → `/uploads/cars/x@2x.webp`. */
export const retinaOf = (url: string) => url.replace(/\.webp$/, '@2x.webp')

/**
 * In the transaction that stops naming an uploaded picture: forgets its upload row and queues the
 * deletion of its file and 2× file, done after the commit (demo drawings, which are SVG, stay).
 */
export async function dropImagePair(db: Db, image: string): Promise<void> {
  if (!image.endsWith('.webp')) return
  await forgetUpload(db, image)
  await enqueue(db, job('pictures.remove', { urls: [image, retinaOf(image)] }))
}

/** A picture's row, once its files are deleted (replaced, or its record deleted). */
export async function forgetUpload(db: Db, image: string): Promise<void> {
  await db.delete(uploads).where(eq(uploads.url, image))
}

/**
 * The periodic sweep's part: pictures uploaded for a form that was never saved, a day on. A row is
 * deleted only while unclaimed and named by no car or location; its files' deletion is queued in
 * the same transaction, so a bucket out of reach delays it and never loses it.
 */
export async function sweepUploads(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const gone = await queryRows<{ url: string }>(
      tx,
      sql`DELETE FROM uploads u
          WHERE u.url IN (SELECT url FROM uploads WHERE claimed_at IS NULL AND created_at <= ${new Date(now.getTime() - UNCLAIMED_UPLOAD_MS).toISOString()}
                          ORDER BY created_at LIMIT ${SWEEP_BATCH})
            AND u.claimed_at IS NULL
            AND NOT EXISTS (SELECT 1 FROM cars c WHERE c.image = u.url)
            AND NOT EXISTS (SELECT 1 FROM locations l WHERE l.image = u.url)
          RETURNING u.url`,
    )
    if (gone.length) await enqueue(tx, job('pictures.remove', { urls: gone.flatMap(({ url }) => [url, retinaOf(url)]) }))
    return gone.length
  })
}
