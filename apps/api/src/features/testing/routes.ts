import type { FastifyInstance } from 'fastify'
import { setTestClock } from '@wheelbase/core/contracts/testing'
import type { AppContext } from '../../platform/http/context'
import { contractRoutes } from '../../platform/http/route'
import { enqueue } from '../../platform/jobs/queue'

/**
 * A test server's clock (TEST_CLOCK=true; config refuses it in production): a browser test moves
 * it past a drop-off, and the periodic sweep runs at once on the new time (holds, invitations).
 */
export async function testingRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const route = contractRoutes(app, ctx.config)
  await route(setTestClock, async ({ body }) => {
    ctx.clock.set?.(new Date(body.at))
    await enqueue(ctx.db, { kind: 'holds.sweep', payload: {}, key: `holds.sweep:clock:${crypto.randomUUID()}` })
    return { now: ctx.clock.now().toISOString() }
  })
}
