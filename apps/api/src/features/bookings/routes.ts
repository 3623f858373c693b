import type { FastifyInstance } from 'fastify'
import * as contracts from '@wheelbase/core/contracts/bookings'
import type { AppContext } from '../../appContext'
import { contractRoutes, rawRoutes } from '../../platform/http/route'
import { guestBookingRoutes } from './guest/routes'
import { sendPdf, voucherFor } from './voucher/send'
import { amendBooking, quoteAmendment } from './amend'
import { decideCancelRequest } from './cancelDecision'
import { checkInDetails } from './checkIn/details'
import { submitCheckIn } from './checkIn/submit'
import { requestCancel } from './cancelRequest'
import { deleteBookings } from './delete'
import { bookingDetail } from './detail'
import { listBookings } from './list'
import { updateStatuses } from './status'

/** Every bookings call takes the acting account; the session itself is checked by the contract (401). */
export async function bookingRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const route = contractRoutes(app, ctx.config)
  await route(contracts.listBookings, async ({ actor, query, language }) => listBookings(ctx.db, actor, query, language))
  await route(contracts.getBooking, async ({ actor, params, language }) => bookingDetail(ctx.db, actor, params.id, language, ctx.clock.now()))
  await route(contracts.requestCancel, async ({ actor, params }) => requestCancel(ctx, actor, params.id))
  await route(contracts.updateBookingStatus, async ({ actor, body, req }) => updateStatuses(ctx, actor, body, req.log))
  await route(contracts.deleteBookings, async ({ actor, body }) => deleteBookings(ctx.db, actor, body.ids, ctx.clock.now()))
  await route(contracts.quoteAmendment, async ({ actor, params, body }) => quoteAmendment(ctx, actor, params.id, body))
  await route(contracts.amendBooking, async ({ actor, params, body, req }) => amendBooking(ctx, actor, params.id, body, req.log))
  await route(contracts.decideCancelRequest, async ({ actor, params, body, req }) => decideCancelRequest(ctx, actor, params.id, body.accept, req.log))
  await route(contracts.checkInBooking, async ({ actor, params, body, language }) => submitCheckIn(ctx, actor, params.id, body, language))
  await route(contracts.getCheckIn, async ({ actor, params }) => checkInDetails(ctx.db, actor, params.id))
  await rawRoutes(app, ctx.config)(contracts.bookingVoucher, async ({ actor, params, query, language, reply }) =>
    sendPdf(reply, await voucherFor(ctx, actor, params.id, query.lang ?? language)),
  )
  await guestBookingRoutes(app, ctx)
}
