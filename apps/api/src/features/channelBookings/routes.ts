import type { FastifyInstance } from 'fastify'
import * as contracts from '@wheelbase/core/contracts/channelBookings'
import type { AppContext } from '../../appContext'
import { contractRoutes } from '../../platform/http/route'
import { amendChannelBooking, quoteChannelAmendment } from './amend'
import { recordChannelBooking } from './record'

/** Bookings from other channels: suppliers and admins only (the contract says so), for the acting account's cars. */
export async function channelBookingRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const route = contractRoutes(app, ctx.config)
  await route(contracts.createChannelBooking, async ({ actor, body }) => recordChannelBooking(ctx, actor, body))
  await route(contracts.quoteChannelAmendment, async ({ actor, params, body }) => quoteChannelAmendment(ctx, actor, params.id, body))
  await route(contracts.amendChannelBooking, async ({ actor, params, body }) => amendChannelBooking(ctx, actor, params.id, body))
}
