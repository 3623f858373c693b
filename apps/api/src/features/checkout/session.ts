import { eq, inArray } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { bookingReference } from '@wheelbase/core/bookingStatus'
import type { TCheckoutSession } from '@wheelbase/core/schemas/checkout'
import { bookings, cars, locations, users } from '../../db/schema'
import { locationName } from '../../data/locations'
import type { AppContext } from '../../platform/context'
import { notFound } from '../../platform/errors'
import { requestLanguage } from '../../platform/requestLanguage'

/**
 * The outcome of a checkout by its session id: an unguessable 256-bit token, the one guard of
 * this public page, so that it works from a mail's link and survives a refresh. It shows no
 * personal data beyond the booking itself.
 */
export async function checkoutSession(ctx: AppContext, sessionId: string, req: FastifyRequest): Promise<TCheckoutSession> {
  const [row] = await ctx.db
    .select({ booking: bookings, car: { _id: cars._id, name: cars.name, image: cars.image }, supplier: users.fullName })
    .from(bookings)
    .innerJoin(cars, eq(cars._id, bookings.carId))
    .innerJoin(users, eq(users._id, bookings.supplierId))
    .where(eq(bookings.paymentSessionId, sessionId))
  if (!row) throw notFound('checkout_session')
  const { booking } = row
  const places = await ctx.db
    .select()
    .from(locations)
    .where(inArray(locations._id, [booking.pickupLocationId, booking.dropoffLocationId]))
  const language = requestLanguage(req, ctx.config.defaultLanguage)
  const name = (id: string) => {
    const place = places.find((p) => p._id === id)
    return place ? locationName(place, language) : ''
  }
  return {
    bookingId: booking._id,
    reference: bookingReference(booking._id),
    status: booking.status,
    payLater: booking.payLater,
    car: row.car,
    supplier: row.supplier,
    pickup: name(booking.pickupLocationId),
    dropoff: name(booking.dropoffLocationId),
    from: booking.from.toISOString(),
    to: booking.to.toISOString(),
    days: booking.priceSnapshot.days,
    totalPrice: booking.totalPrice,
    paymentFailed: booking.status === 'void' && !booking.payLater,
  }
}
