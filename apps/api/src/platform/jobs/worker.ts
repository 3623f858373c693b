import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { queryRows } from '../../db/client'
import type { Database } from '../../db/client'
import type { TJobRef } from './definition'
import { systemClock } from '../clock'
import { enqueue, JOBS_CHANNEL, type TEnqueue, type TJobKind, type TJobPayloads } from './queue'

/** A kind's work, given its payload and the item (a mail's Message-ID comes from its id). */
export type TJobHandlers = { [K in TJobKind]: (payload: TJobPayloads[K], job: TJobRef) => Promise<void> }

/** Periodic work: its kind (run with an empty payload) and its period. */
export type TPeriodicWork = { kind: TJobKind; everyMs: number }

export type WorkerOptions = {
  /** How often to look for due work besides being woken by a NOTIFY; null: only when woken (tests). */
  pollMs: number | null
  leaseMs: number
  maxAttempts: number
  /** The periodic kinds: queued once per period across all instances while `schedule` is on, or at once by queuePeriodicNow(). */
  periodic: readonly TPeriodicWork[]
  /** Queue the periodic work (off in tests, which run it themselves). */
  schedule: boolean
  /** Items taken at once. */
  batch?: number
  /**
   * Waits for a gap between the server's requests (pace.ts) before each item, one item at a time:
   * the work after a commit never competes with answers. drain() does not wait (tests).
   */
  gap?: () => Promise<void>
}

export type Worker = {
  /** Listens for new work, polls, and schedules the periodic work, until stop(). */
  start(): Promise<void>
  /** Takes no more work and waits for what it has taken. */
  stop(): Promise<void>
  /** Started and not stopped: listening for work (readiness asks). */
  isRunning(): boolean
  /**
   * Runs everything due now, and what that work queues, until nothing is due; with `retryNow`,
   * waiting retries are due at once. Returns how many items ran. Tests wait on it, never a clock.
   */
  drain(options?: { retryNow?: boolean }): Promise<number>
  /** Queues every periodic kind to run now, whatever their periods (a test server's moved clock). */
  queuePeriodicNow(): Promise<void>
}

type TClaimed = { _id: string; kind: string; key: string; payload: Record<string, unknown>; attempts: number }

const PROCESS_STARTED = new Date(Math.floor(performance.timeOrigin))

/** Retry after 5 s, 10 s, 20 s … at most an hour. */
export const backoffMs = (attempts: number) => Math.min(3_600_000, 5_000 * 2 ** Math.max(0, attempts - 1))

/**
 * The worker of durable work (a jobs table and `FOR UPDATE SKIP LOCKED`; docs/decisions records
 * why not pg-boss). Each item is taken with a lease: its `run_at` moves to the lease's end, so an
 * item whose worker died is due again then. Done: marked done. Failed: due again after a back-off,
 * or parked after its last try, with the error, for an admin to retry. Several instances on one
 * PostgreSQL share the table; on the embedded database, which one process alone may open, what a
 * dead process had taken is due again at once when the next one starts.
 */
export function createWorker(database: Database, handlers: TJobHandlers, log: FastifyBaseLogger, options: WorkerOptions): Worker {
  const { db } = database
  const batch = options.batch ?? 10
  let running: Promise<number> | null = null
  let again = false
  let stopped = true
  let timer: NodeJS.Timeout | undefined
  let unlisten: (() => Promise<void>) | null = null
  const queuedSlots = new Map<TJobKind, number>()

  // The database's clock decides what is due (never this process's: instances' clocks differ).
  const claim = (size: number) =>
    queryRows<TClaimed>(
      db,
      sql`UPDATE jobs SET status = 'running', attempts = attempts + 1, updated_at = now(),
            run_at = now() + ${options.leaseMs} * interval '1 millisecond'
          WHERE _id IN (
            SELECT _id FROM jobs
            WHERE status IN ('queued', 'running') AND run_at <= now()
            ORDER BY run_at
            LIMIT ${size}
            FOR UPDATE SKIP LOCKED
          )
          RETURNING _id, kind, key, payload, attempts`,
    )

  async function runOne(item: TClaimed): Promise<void> {
    const handler = Object.hasOwn(handlers, item.kind) ? handlers[item.kind as TJobKind] : undefined
    try {
      if (!handler) throw new Error(`no handler for ${item.kind}`)
      await (handler as (payload: unknown, job: { _id: string; key: string; attempts: number }) => Promise<void>)(item.payload, item)
      await db.execute(
        sql`UPDATE jobs SET status = 'done', done_at = now(), updated_at = now(), last_error = NULL
            WHERE _id = ${item._id} AND status = 'running' AND attempts = ${item.attempts}`,
      )
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000)
      const park = item.attempts >= options.maxAttempts

      log[park ? 'error' : 'warn'](
        { err: error, job: item.kind, jobId: item._id, attempts: item.attempts },
        park ? 'work parked' : 'work failed; retrying',
      )
      await db.execute(
        sql`UPDATE jobs SET status = ${park ? 'parked' : 'queued'}, last_error = ${message}, updated_at = now(),
              run_at = now() + ${backoffMs(item.attempts)} * interval '1 millisecond'
            WHERE _id = ${item._id} AND status = 'running' AND attempts = ${item.attempts}`,
      )
    }
  }

  /** Each periodic kind once per period: the first instance to queue a period's item runs it. */
  async function schedule(now: Date) {
    for (const { kind, everyMs } of options.periodic) {
      const slot = Math.floor(now.getTime() / everyMs)
      if (queuedSlots.get(kind) === slot) continue
      await enqueue(db, { kind, payload: {}, key: `${kind}:${everyMs}:${slot}`, runAt: new Date(slot * everyMs) } as TEnqueue)
      queuedSlots.set(kind, slot)
    }
  }

  async function runDue(paced: boolean): Promise<number> {
    let ran = 0
    // Paced, an item is taken only at a gap: a batch would hold items that another instance could run.
    const gap = paced ? options.gap : undefined
    const size = gap ? 1 : batch
    for (;;) {
      if (gap) await gap()
      if (stopped && paced) return ran
      const taken = await claim(size)
      for (const item of taken) await runOne(item)
      ran += taken.length
      if (taken.length < size) return ran
    }
  }

  /** One pass at a time in this process; a wake-up during a pass runs another after it (paced, but for drain()). */
  function pass(paced = true): Promise<number> {
    if (running) {
      again = true
      return running
    }
    running = (async () => {
      let ran = 0
      do {
        again = false
        ran += await runDue(paced)
      } while (again && !stopped)
      return ran
    })().finally(() => {
      running = null
    })
    return running
  }

  const wake = () => {
    if (stopped) return
    pass().catch((error: unknown) => log.error({ err: error }, 'work pass failed'))
  }

  async function tick() {
    if (stopped) return
    try {
      // The process's clock only picks the period; what is due is the database's to say.
      if (options.schedule) await schedule(systemClock.now())
    } catch (error) {
      log.error({ err: error }, 'scheduling the periodic work failed')
    }
    wake()
    if (options.pollMs === null) return
    timer = setTimeout(() => void tick(), options.pollMs)
    timer.unref()
  }

  return {
    async start() {
      stopped = false
      // One process alone opens the embedded database: whatever was taken before this process
      // started was a dead process's, due again at once (not what another worker of this one took).
      if (database.kind === 'pglite')
        await db.execute(
          sql`UPDATE jobs SET status = 'queued', run_at = now() WHERE status = 'running' AND updated_at < ${PROCESS_STARTED.toISOString()}::timestamptz`,
        )
      unlisten = await database.listen(JOBS_CHANNEL, wake)
      await tick()
    },
    isRunning: () => !stopped && unlisten !== null,
    async stop() {
      stopped = true
      clearTimeout(timer)
      await unlisten?.()
      unlisten = null
      await running?.catch(() => undefined)
    },
    async drain({ retryNow = false } = {}) {
      if (retryNow) await db.execute(sql`UPDATE jobs SET run_at = now() WHERE status = 'queued' AND run_at > now()`)
      let ran = 0
      // Wait for a pass already running, then run until nothing is due.
      for (;;) {
        if (running) ran += await running
        const more = await pass(false)
        ran += more
        if (!more && !running) return ran
      }
    },
    async queuePeriodicNow() {
      await enqueue(db, ...options.periodic.map(({ kind }) => ({ kind, payload: {}, key: `${kind}:now:${crypto.randomUUID()}` }) as TEnqueue))
    },
  }
}
