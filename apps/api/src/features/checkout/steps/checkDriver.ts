import type { TCheckoutBody } from '@wheelbase/core/schemas/checkout'
import { bookingDriver, checkDriverAges, optionsOf } from '../../../data/bookingChecks'
import type { TPeriod } from '../../../data/period'
import { ageAtPickup } from '../../../data/supplierFees'
import { findUserById } from '../../../data/users'
import type { AppContext } from '../../../appContext'
import { accountSuspended } from '../../../domain/errors'
import type { Actor } from '../../../domain/actor'
import type { TCheckoutCar } from './loadCar'

/**
 * Who drives, and with what: a signed-in driver's account must not be suspended (403); the driver
 * (and an additional driver) must be old enough for the marketplace and the car (400); the options
 * are those the car prices. The age at pick-up decides a young driver's fee, whatever age the
 * search was made for (the page quotes again).
 */
export async function checkDriver(ctx: Pick<AppContext, 'db'>, actor: Actor | null, car: TCheckoutCar['car'], period: TPeriod, body: TCheckoutBody) {
  const account = actor ? await findUserById(ctx.db, actor.userId) : undefined
  if (actor && (!account || account.blacklisted)) throw accountSuspended()
  const details = bookingDriver(body.driver, account)
  checkDriverAges(car, period, { driver: details, options: body.options, additionalDriver: body.additionalDriver })
  return { details, options: optionsOf(car, body.options), age: ageAtPickup(period, details.birthDate) }
}

export type TCheckedDriver = Awaited<ReturnType<typeof checkDriver>>
