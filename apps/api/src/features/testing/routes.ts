import type { FastifyInstance } from 'fastify'
import { setTestClock } from '@wheelbase/core/contracts/testing'
import type { AppContext } from '../../appContext'
import { contractRoutes } from '../../platform/http/route'

/**
 * A test server's clock (TEST_CLOCK=true; config refuses it in production): a browser test moves
 * it past a drop-off, and the periodic work runs at once on the new time (holds, invitations).
 */
export async function testingRoutes(app: FastifyInstance, { ctx, queuePeriodicNow }: { ctx: AppContext; queuePeriodicNow: () => Promise<void> }) {
  const route = contractRoutes(app, ctx.config)
  await route(setTestClock, async ({ body }) => {
    ctx.clock.set?.(new Date(body.at))
    await queuePeriodicNow()
    return { now: ctx.clock.now().toISOString() }
  })
}
