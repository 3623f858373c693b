import type { FastifyInstance } from 'fastify'
import * as contracts from '@wheelbase/core/contracts/bookings'
import type { AppContext } from '../../platform/context'
import { requestLanguage } from '../../platform/requestLanguage'
import { contractRoutes } from '../../platform/route'
import { requestCancel } from './cancelRequest'
import { bookingDetail } from './detail'
import { listBookings } from './list'

/** Every bookings call takes the acting account; the session itself is checked by the contract (401). */
export async function bookingRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const route = contractRoutes(app, ctx.config)
  const language = (req: Parameters<typeof requestLanguage>[0]) => requestLanguage(req, ctx.config.defaultLanguage)
  await route(contracts.listBookings, async ({ actor, query, req }) => listBookings(ctx.db, actor, query, language(req)))
  await route(contracts.getBooking, async ({ actor, params, req }) => bookingDetail(ctx.db, actor, params.id, language(req)))
  await route(contracts.requestCancel, async ({ actor, params }) => requestCancel(ctx.db, actor, params.id))
}
