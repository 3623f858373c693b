import type { FastifyInstance } from 'fastify'
import * as contracts from '@wheelbase/core/contracts/devices'
import type { AppContext } from '../../appContext'
import { contractRoutes } from '../../platform/http/route'
import { clearSessionCookies } from '../../platform/http/sessions'
import { endDevice, endOtherDevices, listDevices } from './devices'

/** The signed-in devices of the caller's own account: each call acts on the session's account only. */
export async function deviceRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const route = contractRoutes(app, ctx.config)
  await route(contracts.listDevices, async ({ actor, reply }) => {
    reply.header('cache-control', 'no-store')
    return { items: await listDevices(ctx.db, actor, ctx.clock.now()) }
  })
  await route(contracts.endDevice, async ({ actor, params, reply }) => {
    const ended = await endDevice(ctx.db, actor, params.id)
    // Ending this very device is signing out.
    if (params.id === actor.sessionId) clearSessionCookies(reply)
    return ended
  })
  await route(contracts.endOtherDevices, async ({ actor }) => endOtherDevices(ctx.db, actor))
}
