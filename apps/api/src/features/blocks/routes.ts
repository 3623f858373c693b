import type { FastifyInstance } from 'fastify'
import * as contracts from '@wheelbase/core/contracts/blocks'
import type { AppContext } from '../../appContext'
import { contractRoutes } from '../../platform/http/route'
import { createBlocks, deleteBlock, updateBlock } from './blocks'

/** Blocked periods: suppliers and admins only (the contracts say so), each scoped to the acting account. */
export async function blockRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const route = contractRoutes(app, ctx.config)
  await route(contracts.createBlocks, async ({ actor, body }) => createBlocks(ctx.db, actor, body, ctx.clock.now()))
  await route(contracts.updateBlock, async ({ actor, params, body }) => updateBlock(ctx.db, actor, params.id, body, ctx.clock.now()))
  await route(contracts.deleteBlock, async ({ actor, params }) => deleteBlock(ctx.db, actor, params.id))
}
