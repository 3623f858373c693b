import type { SQL } from 'drizzle-orm'
import { queryRows, type Db } from '../../db/client'
import { enqueue, type TEnqueue } from './queue'

/**
 * A sweep that marks rows and queues work for each, in batches, each in one transaction: `mark` is
 * an UPDATE … WHERE _id IN (SELECT … LIMIT batch FOR UPDATE SKIP LOCKED) RETURNING _id, so several
 * instances sweeping at once never mark a row twice, and a row's work commits with its mark.
 * `work` may read in the transaction (what to queue for
 * a row can depend on it). Returns how many were marked.
 */
export async function markAndQueue(
  db: Pick<Db, 'transaction'>,
  mark: (batch: number) => SQL,
  work: (id: string, tx: Db) => TEnqueue | Promise<TEnqueue[]>,
  batch = 500,
): Promise<number> {
  let marked = 0
  for (;;) {
    const rows = await db.transaction(async (tx) => {
      const ids = await queryRows<{ _id: string }>(tx, mark(batch))
      for (const row of ids) {
        const items = await work(row._id, tx)
        await enqueue(tx, ...(Array.isArray(items) ? items : [items]))
      }
      return ids
    })
    marked += rows.length
    if (rows.length < batch) return marked
  }
}
