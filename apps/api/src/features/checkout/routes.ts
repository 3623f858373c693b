import type { FastifyInstance } from 'fastify'
import * as contracts from '@wheelbase/core/contracts/checkout'
import type { AppContext } from '../../appContext'
import { contractRoutes } from '../../platform/http/route'
import { checkout } from './checkout'
import { checkoutSession } from './session'
import { handlePaymentWebhook } from './webhook'

export async function checkoutRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const route = contractRoutes(app, ctx.config)
  await route(contracts.createCheckout, async ({ actor, body, headers, req }) => checkout(ctx, actor, body, headers['idempotency-key'], req))
  await route(contracts.checkoutSession, async ({ params, req, reply }) => {
    reply.header('cache-control', 'no-store')
    return checkoutSession(ctx, params.sessionId, req)
  })
  // The webhook's signature is over the exact bytes sent: in its own scope, JSON stays a raw Buffer.
  await app.register(async (scoped) => {
    scoped.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body))
    const hook = contractRoutes(scoped, ctx.config)
    await hook(contracts.paymentWebhook, async ({ headers, req }) => {
      await handlePaymentWebhook(ctx, req.body, headers['stripe-signature'], req.log)
      return { received: true as const }
    })
  })
}
