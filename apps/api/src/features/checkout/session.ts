import type { FastifyRequest } from 'fastify'
import { bookingReference } from '@wheelbase/core/bookingStatus'
import { isoInZone } from '@wheelbase/core/days'
import { EXTRAS } from '@wheelbase/core/extras'
import type { TCheckoutSession } from '@wheelbase/core/schemas/checkout'
import { findBookingSummary } from '../../data/bookingSummary'
import { locationName } from '../../data/locations'
import type { AppContext } from '../../appContext'
import { notFound } from '../../platform/http/errors'
import { requestLanguage } from '../../platform/http/requestLanguage'

/**
 * The outcome of a checkout by its session id: an unguessable 256-bit token, the one guard of
 * this public page, so that it works from a mail's link and survives a refresh. It shows no
 * personal data beyond the booking itself (not the driver's name, email or phone).
 */
export async function checkoutSession(ctx: AppContext, sessionId: string, req: FastifyRequest): Promise<TCheckoutSession> {
  const found = await findBookingSummary(ctx.db, { sessionId })
  if (!found) throw notFound('checkout_session')
  const { booking, car, supplier, pickup, dropoff } = found
  const language = requestLanguage(req, ctx.config.defaultLanguage)
  return {
    bookingId: booking._id,
    reference: bookingReference(booking._id),
    status: booking.status,
    payLater: booking.payLater,
    car: { _id: car._id, name: car.name, image: car.image },
    supplier: supplier.fullName,
    pickup: { _id: pickup._id, name: locationName(pickup, language) },
    dropoff: { _id: dropoff._id, name: locationName(dropoff, language) },
    from: isoInZone(booking.from, pickup.timeZone),
    to: isoInZone(booking.to, pickup.timeZone),
    days: booking.priceSnapshot.days,
    options: EXTRAS.filter((extra) => booking[extra]),
    lines: booking.priceSnapshot.lines,
    totalPrice: booking.totalPrice,
    deposit: car.deposit,
    parts: found.parts,
    paymentFailed: booking.status === 'void' && !booking.payLater,
  }
}
