import type { FastifyInstance } from 'fastify'
import * as contracts from '@wheelbase/core/contracts/push'
import type { AppContext } from '../../appContext'
import { contractRoutes } from '../../platform/http/route'
import { pushSettings, subscribePush, unsubscribePush, updatePushPreferences } from './settings'

/** Push notices to the caller's devices (record 0148): each call acts on the session's own account. */
export async function pushRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const route = contractRoutes(app, ctx.config)
  await route(contracts.getPushSettings, async ({ actor, reply }) => {
    reply.header('cache-control', 'no-store')
    return pushSettings(ctx, actor)
  })
  await route(contracts.updatePushPreferences, async ({ actor, body }) => updatePushPreferences(ctx, actor, body))
  await route(contracts.subscribePush, async ({ actor, body }) => subscribePush(ctx, actor, body))
  await route(contracts.unsubscribePush, async ({ actor, body }) => unsubscribePush(ctx, actor, body.endpoint))
}
