import type { FastifyInstance } from 'fastify'
import * as contracts from '@wheelbase/core/contracts/guestBooking'
import type { AppContext } from '../../../appContext'
import { contractRoutes, rawRoutes } from '../../../platform/http/route'
import { requestCancel } from '../cancelRequest'
import { submitCheckIn } from '../checkIn/submit'
import { bookingDetail } from '../detail'
import { sendPdf, voucherFor } from '../voucher/send'
import { guestActor } from '../../../platform/http/guestSession'
import { openManageLink, requestManageLink } from './links'

/**
 * A booking managed without an account: the link by email, then the one booking it opened, through
 * the same services as a signed-in driver's (view, cancel request, voucher) with its driver as the
 * acting account; the booking is always the link's, never one the request names.
 */
export async function guestBookingRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = contractRoutes(app, ctx.config)
  await route(contracts.requestManageLink, async ({ body, req, language }) => requestManageLink(ctx, body, req.ip, language))
  await route(contracts.openManageLink, async ({ body, reply }) => openManageLink(ctx, body.token, reply))
  await route(contracts.guestBooking, async ({ req, language }) => {
    const { actor, bookingId } = await guestActor(ctx, req)
    return bookingDetail(ctx.db, actor, bookingId, language, ctx.clock.now())
  })
  await route(contracts.guestCancelRequest, async ({ req }) => {
    const { actor, bookingId } = await guestActor(ctx, req)
    return requestCancel(ctx, actor, bookingId)
  })
  await route(contracts.guestCheckIn, async ({ req, body, language }) => {
    const { actor, bookingId } = await guestActor(ctx, req)
    return submitCheckIn(ctx, actor, bookingId, body, language)
  })
  await rawRoutes(app, ctx.config)(contracts.guestVoucher, async ({ query, req, reply, language }) => {
    const { actor, bookingId } = await guestActor(ctx, req)
    return sendPdf(reply, await voucherFor(ctx, actor, bookingId, query.lang ?? language))
  })
}
