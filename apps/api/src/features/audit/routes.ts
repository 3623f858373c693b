import type { FastifyInstance } from 'fastify'
import * as contracts from '@wheelbase/core/contracts/audit'
import type { AppContext } from '../../appContext'
import { contractRoutes } from '../../platform/http/route'
import { listAudit } from './trail'

/** The trail of staff changes: admins and suppliers (the contract says so), each seeing what its role may. */
export async function auditRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const route = contractRoutes(app, ctx.config)
  await route(contracts.listAudit, async ({ actor, query }) => listAudit(ctx.db, actor, query))
}
