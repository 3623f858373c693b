import { and, eq } from 'drizzle-orm'
import { channelAmendProblem, type TChannelAmendRefusal } from '@wheelbase/core/bookingRules'
import type { TMessageKey } from '@wheelbase/core/messages'
import type { TAmendQuote } from '@wheelbase/core/schemas/bookings'
import type { TChannelAmendBody, TChannelAmendResult } from '@wheelbase/core/schemas/consoleChannelBookings'
import type { AppContext } from '../../appContext'
import { clashOf } from '../../data/carHolds'
import { bookings, cars } from '../../db/schema'
import type { Actor } from '../../domain/actor'
import { DomainError } from '../../domain/errors'
import { assertId, conflict, isBookingOverlap, notFound } from '../../platform/http/errors'
import { priceAmendment, quoteAmendment, writeAmendment, type TAmendTarget } from '../../domain/amendment'
import { ownCar } from './ownCar'
import { staffTransaction } from '../../domain/audit'

const REFUSALS: Record<TChannelAmendRefusal, readonly [string, TMessageKey]> = {
  notChannel: ['amend_not_channel', 'bookings.staffAmendNotChannel'],
  notActive: ['amend_not_active', 'bookings.amendNotActive'],
  started: ['amend_started', 'bookings.staffAmendStarted'],
}

/**
 * A booking of the caller's cars (a supplier's own, an admin's any; another's is 404) that staff
 * may change (core channelAmendProblem, else 409 with why), with the car it moves to: its own, or
 * another of the same supplier's that the caller runs (else 404).
 */
async function changeable(ctx: AppContext, actor: Actor, id: string, change: TChannelAmendBody): Promise<TAmendTarget> {
  assertId(id, 'booking')
  const [found] = await ctx.db
    .select({ booking: bookings, car: cars })
    .from(bookings)
    .innerJoin(cars, eq(cars._id, bookings.carId))
    .where(and(eq(bookings._id, id), actor.type === 'admin' ? undefined : eq(bookings.supplierId, actor.userId)))
  if (!found) throw notFound('booking')
  const problem = channelAmendProblem(found.booking, ctx.clock.now())
  if (problem) throw new DomainError('conflict', ...REFUSALS[problem])
  const car = change.car && change.car !== found.car._id ? await ownCar(ctx, actor, change.car) : found.car
  if (car.supplierId !== found.booking.supplierId) throw notFound('car')
  return { booking: found.booking, car, birthDate: found.booking.driverDetails?.birthDate ?? null }
}

/** The total the booking will carry: staff's own where they give one, else the quote. */
const agreedTotal = (change: TChannelAmendBody, quoted: number) => change.price?.totalCents ?? quoted

/** The change's quote by the checkout's rule, the difference to what the driver pays now, and whether the car is free; nothing changes. */
export async function quoteChannelAmendment(ctx: AppContext, actor: Actor, id: string, change: TChannelAmendBody): Promise<TAmendQuote> {
  return quoteAmendment(ctx, await changeable(ctx, actor, id, change), change, (quoted) => agreedTotal(change, quoted))
}

/**
 * Staff's change of a booking from another channel (issue 44), through the amendment's path
 * (domain/amendment.ts): the same rules and price, written on the locked booking in one
 * transaction, refused with a 409 naming what it meets when the car is taken then, or when the
 * quote moved since staff saw it. Staff's own total replaces the quote with its reason; without
 * one, the booking takes the quote. The difference is settled at the desk, as the booking is.
 */
export async function amendChannelBooking(
  ctx: AppContext,
  actor: Actor,
  id: string,
  body: { change: TChannelAmendBody; expectedQuote: number },
): Promise<TChannelAmendResult> {
  const target = await changeable(ctx, actor, id, body.change)
  const priced = await priceAmendment(ctx, target, body.change)
  if (priced.price.totalCents !== body.expectedQuote) throw conflict('price_changed', 'bookings.priceChanged')
  const totalPrice = agreedTotal(body.change, priced.price.totalCents)
  const { booking } = target
  const unchanged = (locked: typeof booking) =>
    !channelAmendProblem(locked, ctx.clock.now()) && locked.updatedAt.getTime() === booking.updatedAt.getTime()
  try {
    await staffTransaction(ctx.db, actor, (tx) =>
      writeAmendment(tx, ctx, target, priced, body.change, unchanged, { totalPrice, priceReason: body.change.price?.reason ?? null }),
    )
  } catch (error) {
    if (isBookingOverlap(error) || (error instanceof DomainError && error.code === 'car_unavailable'))
      throw await clashOf(ctx.db, [target.car._id], priced.period, { bookingId: booking._id })
    throw error
  }
  return { totalPrice, quotedTotal: priced.price.totalCents, difference: totalPrice - booking.totalPrice }
}
