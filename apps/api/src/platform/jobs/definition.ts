import { z } from 'zod'
import type { Config } from '../../config'
import type { AppContext } from '../../appContext'
import type { TJobKind, TJobPayloads } from './queue'

/** The item being run: a mail's Message-ID comes from its id, the same on every try. */
export type TJobRef = { _id: string; key: string; attempts: number }

/** What work may use: the use cases' context, and the display rates' cache, to forget after a fetch. */
export type TJobContext = AppContext & { rates: { forget(): void } }

/**
 * One kind of durable work, in one file: its name, the schema of what it carries (checked when it
 * runs: an item that does not match is retried, then parked with the reason), the work, and for
 * periodic work its period. The file also adds the kind to TJobPayloads (queue.ts), so that
 * enqueue is typed; jobRegistry.ts lists every definition once.
 */
export type TJobDefinition<K extends TJobKind = TJobKind> = {
  kind: K
  payload: z.ZodType<TJobPayloads[K]>
  run(ctx: TJobContext, payload: TJobPayloads[K], job: TJobRef): Promise<void>
  /** Periodic work: queued once per period across all instances, with an empty payload. */
  everyMs?: (config: Config) => number
}

/** A kind of work after a commit: its name, its payload's schema, its work. */
export const defineJob = <K extends TJobKind>(kind: K, payload: TJobDefinition<K>['payload'], run: TJobDefinition<K>['run']): TJobDefinition<K> => ({
  kind,
  payload,
  run,
})

/** What the work about one booking carries: the booking, read again when the work runs. */
export const ZBookingPayload = z.object({ bookingId: z.string() })
export type TBookingPayload = z.infer<typeof ZBookingPayload>

/** What periodic work carries: nothing. */
export const ZNoPayload = z.strictObject({})
export type TNoPayload = z.infer<typeof ZNoPayload>

/** Periodic work: run once per period across all instances, with nothing to carry. */
export function definePeriodic<K extends TJobKind>(
  kind: K,
  everyMs: (config: Config) => number,
  run: (ctx: TJobContext) => Promise<unknown>,
): TJobDefinition<K> {
  // A kind declared with TNoPayload: its payload type is the empty object's.
  const payload = ZNoPayload as unknown as z.ZodType<TJobPayloads[K]>
  return { kind, payload, everyMs, run: async (ctx) => void (await run(ctx)) }
}

/**
 * A periodic clean-up on the sweep period (`HOLD_SWEEP_SECONDS`), told the time by the context's clock
 * (so a test that moves the clock sees it follow), and the settings it reads.
 */
export const defineSweep = <K extends TJobKind>(
  kind: K,
  sweep: (db: TJobContext['db'], now: Date, config: Config) => Promise<unknown>,
): TJobDefinition<K> =>
  definePeriodic(
    kind,
    (config) => config.jobs.holdSweepMs,
    ({ db, clock, config }) => sweep(db, clock.now(), config),
  )

/** A mail's Message-ID, the same on every try of one work item. */
export const messageIdOf = (job: { _id: string }) => `<${job._id}@wheelbase.mail>`
