import type { FastifyBaseLogger } from 'fastify'
import type { TCheckoutBody, TCheckoutResult } from '@wheelbase/core/schemas/checkout'
import { periodOf } from '../../data/period'
import { bookablePrice, priceRental, pricingOf } from '../../domain/price'
import { checkTerms } from '../../domain/desk'
import type { AppContext } from '../../appContext'
import type { Actor } from '../../domain/actor'
import { checkDriver } from './steps/checkDriver'
import { guestAccount } from './steps/guest'
import { holdCar } from './steps/holdCar'
import { takeLimits } from './steps/limits'
import { loadCar } from './steps/loadCar'
import { checkPayment, pay } from './steps/pay'
import { idempotencyOf, replayIfSeen } from './steps/replay'

/**
 * One checkout (DESIGN §3), in named steps (steps/, each with its test): the server rechecks
 * everything and prices the rental itself; the client's figures are never read. The car is held
 * in one transaction; a card is charged after the commit: a paid charge makes the booking paid, a
 * failed one makes it void at once (the car is free again).
 */
export async function checkout(
  ctx: AppContext,
  actor: Actor | null,
  body: TCheckoutBody,
  idempotencyKey: string,
  request: { ip: string; log: FastifyBaseLogger },
): Promise<TCheckoutResult> {
  await takeLimits(ctx, actor, body, request.ip)
  const idempotency = idempotencyOf(actor, body, idempotencyKey)
  const earlier = await replayIfSeen(ctx.db, idempotency)
  if (earlier) return earlier
  const period = await periodOf(ctx.db, body, ctx.config.periods, ctx.clock.now())
  const { car, supplier, keyTerms } = await loadCar(ctx.db, body.car, body.termsVersion)
  const driver = await checkDriver(ctx, actor, car, period, body)
  const payment = checkPayment(ctx, { ...supplier, depositPercent: keyTerms.depositPercent }, body.payment)
  const rates = await pricingOf(ctx.db, car)
  checkTerms(rates, period, ctx.clock.now())
  const price = bookablePrice(
    priceRental({ ...rates, rental: period, options: driver.options, driverAge: driver.age, percentage: ctx.config.pricePercentage }),
  )
  const guest = actor ? null : await guestAccount(ctx, body, request.ip)
  const held = await holdCar(ctx, { actor, guest, car, keyTerms, period, driver, price, body, payment, idempotency })
  if ('replay' in held) return held.replay
  return pay(ctx, held.booking, { carName: car.name, email: body.driver.email }, payment, request.log)
}
