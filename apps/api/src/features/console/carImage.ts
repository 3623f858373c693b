import type { AppContext } from '../../appContext'
import { toWebp } from '../../platform/adapters/images'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { cars } from '../../db/schema'
import { dropImagePair } from './uploadOwners'

/**
 * Stores a picture as a WebP of the box and one of twice its size, under a new random name (so a
 * replaced picture is never served stale from a cache), and answers the 1× URL.
 */
export async function storeImagePair(ctx: AppContext, folder: string, data: Buffer, box: { width: number; height: number }): Promise<string> {
  const [one, two] = await Promise.all([
    toWebp(data, { ...box, fit: 'contain' }),
    toWebp(data, { width: box.width * 2, height: box.height * 2, fit: 'contain' }),
  ])
  const name = `${folder}/${crypto.randomUUID()}`
  await ctx.storage.put(`${name}@2x.webp`, two)
  return ctx.storage.put(`${name}.webp`, one)
}

/** A car's replaced picture, dropped unless another car still shows it (in the saving transaction). */
export async function dropCarImage(db: Db, image: string): Promise<void> {
  if (!(await imageInUse(db, image))) await dropImagePair(db, image)
}

/** A car picture: 300×200 and 600×400 WebP, named by the form that creates or edits the car. */
export const storeCarImage = (ctx: AppContext, data: Buffer) => storeImagePair(ctx, 'cars', data, { width: 300, height: 200 })

/** Whether any car (deleted ones included: their bookings still show them) uses this picture. */
async function imageInUse(db: Db, image: string): Promise<boolean> {
  const [row] = await db.select({ _id: cars._id }).from(cars).where(eq(cars.image, image)).limit(1)
  return Boolean(row)
}
