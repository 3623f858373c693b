import type { FastifyInstance } from 'fastify'
import * as contracts from '@wheelbase/core/contracts/checkout'
import type { AppContext } from '../../platform/context'
import { contractRoutes } from '../../platform/route'
import { checkout } from './service'
import { checkoutSession } from './session'

export async function checkoutRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const route = contractRoutes(app, ctx.config)
  await route(contracts.createCheckout, async ({ actor, body, headers, req }) => checkout(ctx, actor, body, headers['idempotency-key'], req))
  await route(contracts.checkoutSession, async ({ params, req, reply }) => {
    reply.header('cache-control', 'no-store')
    return checkoutSession(ctx, params.sessionId, req)
  })
}
