import type { FastifyInstance } from 'fastify'
import * as contracts from '@wheelbase/core/contracts/erasure'
import type { AppContext } from '../../appContext'
import { contractRoutes } from '../../platform/http/route'
import { clearSessionCookies } from '../../platform/http/sessions'
import { deleteOwnAccount, eraseOnRequest } from './erase'

const erased = { erased: true as const }

/** Deleting one's own account, and an admin's erasure of one on request (record 0136). */
export async function erasureRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const route = contractRoutes(app, ctx.config)
  await route(contracts.deleteAccount, async ({ actor, body, req, reply }) => {
    await deleteOwnAccount(ctx, actor, body, req.ip)
    clearSessionCookies(reply)
    return erased
  })
  await route(contracts.eraseUser, async ({ actor, params }) => {
    await eraseOnRequest(ctx, actor, params.id)
    return erased
  })
}
