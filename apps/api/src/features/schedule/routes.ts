import type { FastifyInstance } from 'fastify'
import * as contracts from '@wheelbase/core/contracts/schedule'
import type { AppContext } from '../../appContext'
import { contractRoutes } from '../../platform/http/route'
import { fleetSchedule } from './schedule'

/** The fleet schedule: suppliers and admins only (the contract says so), scoped to the acting account. */
export async function scheduleRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const route = contractRoutes(app, ctx.config)
  await route(contracts.fleetSchedule, async ({ actor, query, language }) => fleetSchedule(ctx.db, actor, query, language))
}
