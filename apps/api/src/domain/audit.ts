import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import type { Actor } from './actor'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/**
 * The trail of what staff change (issue 46, record 0135). A staff change runs in a transaction that
 * names its acting account first (`wb.actor`, local to the transaction); the audited tables'
 * trigger then appends one row per changed row to `audit_log`, with the fields before and after,
 * in that same transaction: a change that rolls back leaves no trail, and none that commits goes
 * without one. Drivers' and the system's changes name no one and leave none.
 */
export async function actingAs(tx: Pick<Db, 'execute'>, actor: Actor): Promise<void> {
  if (actor.type !== 'admin' && actor.type !== 'supplier') return
  const who = JSON.stringify({ id: actor.userId, type: actor.type, session: actor.sessionId ?? '' })
  await tx.execute(sql`SELECT set_config('wb.actor', ${who}, true)`)
}

/** A transaction of staff's: every change it makes to an audited table is on the trail. */
export function staffTransaction<T>(db: Db, actor: Actor, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await actingAs(tx, actor)
    return work(tx)
  })
}
