import { z } from 'zod'
import { BLOCK_LIMITS, BLOCK_REASONS } from '../enums'
import { ZSingleLine } from './text'
import { ZBlock } from './consoleShared'

/**
 * A car taken out of sale for a period (issue 44): a service, a booking of another channel, the
 * supplier's own use. Its ends are instants with their offset; the console picks whole days on the
 * car's clock (its first place's time zone, which the calendar gives). Limits: enums.ts BLOCK_LIMITS.
 */
const instant = z.iso.datetime({ offset: true, error: 'validation.invalidDate' })

const ZBlockFields = z.object({
  from: instant,
  to: instant,
  reason: z.enum(BLOCK_REASONS, { error: 'validation.fillField' }),
  note: ZSingleLine(BLOCK_LIMITS.note)
    .nullish()
    .transform((note) => note || null),
})

/** The period's order and length; "not over yet" needs the clock and is the server's check. */
function blockPeriodRules(value: { from: string; to: string }, ctx: z.RefinementCtx) {
  const from = Date.parse(value.from)
  const to = Date.parse(value.to)
  if (!(to > from)) ctx.addIssue({ code: 'custom', message: 'blocks.endBeforeStart', path: ['to'] })
  else if (to - from > BLOCK_LIMITS.days * 86_400_000) ctx.addIssue({ code: 'custom', message: 'blocks.tooLong', path: ['to'] })
}

/** Block one or several cars for the same period. */
export const ZBlockBody = ZBlockFields.extend({
  cars: z
    .array(z.uuid({ error: 'validation.invalidValue' }), { error: 'validation.fillField' })
    .min(1, { error: 'validation.fillField' })
    .max(BLOCK_LIMITS.cars, { error: 'validation.invalidValue' })
    .transform((ids) => [...new Set(ids)]),
}).superRefine(blockPeriodRules)
export type TBlockBody = z.input<typeof ZBlockBody>

/** Change a block's period, reason or note (its car stays). */
export const ZBlockChange = ZBlockFields.superRefine(blockPeriodRules)
export type TBlockChange = z.input<typeof ZBlockChange>

export { ZBlock, type TBlock } from './consoleShared'
export const ZBlocksCreated = z.object({ blocks: z.array(ZBlock) })
export const ZBlockDeleted = z.object({ deleted: z.literal(true) })
export { ZIdParams as ZBlockParams } from './consoleShared'
