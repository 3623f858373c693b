import type { FastifyInstance } from 'fastify'
import * as contracts from '@wheelbase/core/contracts/console'
import type { AppContext } from '../../platform/context'
import { contractRoutes } from '../../platform/route'
import { deleteCar, listFleet, setCarAvailability } from './fleet'

/** The console's calls: suppliers and admins only (the contracts say so: drivers 403), each scoped to the acting account. */
export async function consoleRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const route = contractRoutes(app, ctx.config)
  await route(contracts.listFleet, async ({ actor, query }) => listFleet(ctx.db, actor, query))
  await route(contracts.deleteCar, async ({ actor, params }) => deleteCar(ctx.db, actor, params.id))
  await route(contracts.setCarAvailability, async ({ actor, params, body }) => setCarAvailability(ctx.db, actor, params.id, body.available))
}
