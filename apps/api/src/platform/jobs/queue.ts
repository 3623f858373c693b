import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { jobs } from '../../db/schema'

/**
 * What each kind of durable work carries, by kind. Each job definition adds its own kind here
 * (`declare module` in its file), so this module knows no feature; jobRegistry.ts checks that every
 * kind declared here is registered, and only those. A payload holds ids and words, never a secret:
 * a one-time link's token is made by the work itself when it runs, so no token waits in a table.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface TJobPayloads {}
export type TJobKind = keyof TJobPayloads

/** The channel that wakes every instance's worker when work is queued (sent on commit). */
export const JOBS_CHANNEL = 'wb_jobs'

export type TEnqueue<K extends TJobKind = TJobKind> = {
  kind: K
  payload: TJobPayloads[K]
  /** Names the effect: the same key twice is one item, so a repeated request does the work once. Default: a new one. */
  key?: string
  runAt?: Date
}

/**
 * Records work to do after the transaction `db` belongs to commits: run it inside the transaction
 * of the change it follows, so the change and its work commit together or not at all. Wakes the
 * workers on commit. Returns whether the items were new (a key already queued adds nothing).
 */
export async function enqueue(db: Pick<Db, 'insert' | 'execute'>, ...items: TEnqueue[]): Promise<number> {
  if (!items.length) return 0
  const rows = items.map((item) => ({
    _id: crypto.randomUUID(),
    kind: item.kind,
    key: item.key ?? `${item.kind}:${crypto.randomUUID()}`,
    payload: item.payload as Record<string, unknown>,
    ...(item.runAt ? { runAt: item.runAt } : {}),
  }))
  const added = await db.insert(jobs).values(rows).onConflictDoNothing({ target: jobs.key }).returning({ _id: jobs._id })
  if (added.length) await db.execute(sql`SELECT pg_notify(${JOBS_CHANNEL}, 'due')`)
  return added.length
}

/** One item of work, typed by its kind. */
export const job = <K extends TJobKind>(kind: K, payload: TJobPayloads[K], key?: string): TEnqueue =>
  ({ kind, payload, ...(key ? { key } : {}) }) as TEnqueue
