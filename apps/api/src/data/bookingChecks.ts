import { sql } from 'drizzle-orm'
import { ageOn } from '@wheelbase/core/age'
import { bookedOptions, type TChosenOptions } from '@wheelbase/core/pricing'
import type { TCheckoutBody } from '@wheelbase/core/schemas/checkout'
import { queryRows, type Db } from '../db/client'
import type { cars, TAdditionalDriver } from '../db/schema'
import type { TPeriod } from './period'
import { conflicting, invalid } from '../domain/errors'

type CarRow = typeof cars.$inferSelect

/** The options a checkout books (core bookedOptions); a chosen option the car does not offer is refused. */
export function optionsOf(car: CarRow, chosen: TCheckoutBody['options']): TChosenOptions {
  const { options, unavailable } = bookedOptions(car, chosen)
  if (unavailable.length) throw invalid('option_unavailable', 'checkout.optionUnavailable')
  return options
}

/**
 * The booking's driver, as the booking stores it. A signed-in driver booking for themselves (the
 * account's email) is as old as the account says: a birth date typed into the checkout does not
 * change who they are. A booking for someone else (another email), or a guest's, names its driver.
 */
export function bookingDriver(
  typed: TAdditionalDriver,
  account: { email: string; birthDate: string | null } | undefined,
): TAdditionalDriver {
  const self = account && account.email.toLowerCase() === typed.email.toLowerCase()
  return { ...typed, birthDate: self && account.birthDate ? account.birthDate : typed.birthDate }
}

/**
 * Every driver is as old as the car asks on the day of pick-up ("The driver must be at least {n}
 * years old."), at the checkout and at each amendment. An additional driver the driver chose and
 * pays for must be named; one the car includes may stay unnamed (the checkout never asks), and is
 * checked when named.
 */
export function checkDriverAges(
  car: CarRow,
  period: TPeriod,
  body: { driver: { birthDate: string | null }; options: { additionalDriver?: boolean }; additionalDriver?: { birthDate: string } | null | undefined },
): void {
  // An amendment knows the driver's birth date from the booking or the profile, where an older account may lack it.
  const drivers: ['driver' | 'additionalDriver', string][] = body.driver.birthDate ? [['driver', body.driver.birthDate]] : []
  if (body.additionalDriver) drivers.push(['additionalDriver', body.additionalDriver.birthDate])
  else if (body.options.additionalDriver && car.additionalDriver > 0) throw invalid('additional_driver_required', 'checkout.additionalDriverRequired')
  for (const [who, birthDate] of drivers) {
    if (ageOn(birthDate, period.from) < car.minimumAge)
      throw invalid(`${who === 'driver' ? 'driver' : 'additional_driver'}_too_young`, 'validation.driverMinAge', { age: car.minimumAge })
  }
}

/**
 * A driver holds at most `max` unpaid pay-later bookings at once (DESIGN §3): each holds a car for
 * free until staff act on it. Inside the checkout's transaction, with the driver's row locked, so
 * two checkouts at once count each other.
 */
export async function checkOpenHolds(tx: Pick<Db, 'execute'>, driverId: string, max: number): Promise<void> {
  await tx.execute(sql`SELECT 1 FROM users WHERE _id = ${driverId} FOR UPDATE`)
  const [row] = await queryRows<{ open: number }>(
    tx,
    // A hold whose drop-off has passed holds nothing any more.
    sql`SELECT count(*)::int AS open FROM bookings WHERE driver_id = ${driverId} AND pay_later AND status = 'pending' AND to_ts > now()`,
  )
  const open = row?.open ?? 0
  if (open >= max) throw conflicting('too_many_holds', 'checkout.tooManyHolds', { count: open })
}
