import type { FastifyInstance } from 'fastify'
import * as contracts from '@wheelbase/core/contracts/contact'
import type { AppContext } from '../../appContext'
import { contractRoutes } from '../../platform/http/route'
import { sendContactMessage } from './service'

export async function contactRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  await contractRoutes(app, ctx.config)(contracts.sendContactMessage, async ({ body, actor, req }) => {
    await sendContactMessage(ctx, actor, body, req.ip)
    return { ok: true as const }
  })
}
