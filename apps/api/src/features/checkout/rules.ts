import { ageOn } from '@wheelbase/core/age'
import { bookedOptions, type TChosenOptions } from '@wheelbase/core/pricing'
import type { TCheckoutBody } from '@wheelbase/core/schemas/checkout'
import type { cars } from '../../db/schema'
import type { TPeriod } from '../../data/period'
import { AppError, badRequest } from '../../platform/errors'

type CarRow = typeof cars.$inferSelect

/** The options a checkout books (core bookedOptions); a chosen option the car does not offer is a 400. */
export function optionsOf(car: CarRow, chosen: TCheckoutBody['options']): TChosenOptions {
  const { options, unavailable } = bookedOptions(car, chosen)
  if (unavailable.length) throw badRequest('option_unavailable', 'checkout.optionUnavailable')
  return options
}

/**
 * Every driver is as old as the car asks on the day of pick-up ("The driver must be at least {n}
 * years old."). An additional driver ticked (priced or included) must be named.
 */
export function checkDriverAges(car: CarRow, period: TPeriod, body: TCheckoutBody): void {
  const drivers: ['driver' | 'additionalDriver', string][] = [['driver', body.driver.birthDate]]
  if (body.options.additionalDriver) {
    if (!body.additionalDriver) throw badRequest('additional_driver_required', 'checkout.additionalDriverRequired')
    drivers.push(['additionalDriver', body.additionalDriver.birthDate])
  }
  for (const [who, birthDate] of drivers) {
    if (ageOn(birthDate, period.from) < car.minimumAge)
      throw new AppError(400, `${who === 'driver' ? 'driver' : 'additional_driver'}_too_young`, 'validation.driverMinAge', { age: car.minimumAge })
  }
}
