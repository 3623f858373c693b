import { ageOn } from '@wheelbase/core/age'
import { bookedOptions, type TChosenOptions } from '@wheelbase/core/pricing'
import type { TCheckoutBody } from '@wheelbase/core/schemas/checkout'
import type { cars } from '../db/schema'
import type { TPeriod } from './period'
import { AppError, badRequest } from '../platform/errors'

type CarRow = typeof cars.$inferSelect

/** The options a checkout books (core bookedOptions); a chosen option the car does not offer is a 400. */
export function optionsOf(car: CarRow, chosen: TCheckoutBody['options']): TChosenOptions {
  const { options, unavailable } = bookedOptions(car, chosen)
  if (unavailable.length) throw badRequest('option_unavailable', 'checkout.optionUnavailable')
  return options
}

/**
 * Every driver is as old as the car asks on the day of pick-up ("The driver must be at least {n}
 * years old."), at the checkout and at each amendment. An additional driver ticked (priced or
 * included) must be named.
 */
export function checkDriverAges(
  car: CarRow,
  period: TPeriod,
  body: { driver: { birthDate: string | null }; options: { additionalDriver?: boolean }; additionalDriver?: { birthDate: string } | undefined },
): void {
  // An amendment knows the driver's birth date from the profile, where an older account may lack it.
  const drivers: ['driver' | 'additionalDriver', string][] = body.driver.birthDate ? [['driver', body.driver.birthDate]] : []
  if (body.options.additionalDriver) {
    if (!body.additionalDriver) throw badRequest('additional_driver_required', 'checkout.additionalDriverRequired')
    drivers.push(['additionalDriver', body.additionalDriver.birthDate])
  }
  for (const [who, birthDate] of drivers) {
    if (ageOn(birthDate, period.from) < car.minimumAge)
      throw new AppError(400, `${who === 'driver' ? 'driver' : 'additional_driver'}_too_young`, 'validation.driverMinAge', { age: car.minimumAge })
  }
}
