import { EXTRAS, type TExtra } from '@wheelbase/core/extras'
import { DRIVER_AGE } from '@wheelbase/core/fees'
import { ageOf, type TWhereWhen } from '../../lib/search/criteria'

/** What a /checkout link holds: the car, where and when (as the results made it), and the options chosen so far. */
export type TCheckoutParams = TWhereWhen & { car: string; options: TExtra[]; retryOf?: string | undefined }

/** Read leniently: the server validates the car, places and dates, and the page shows its answer. */
export function checkoutParamsOf(params: URLSearchParams): TCheckoutParams | null {
  const car = params.get('car')
  const pickup = params.get('pickup')
  const from = params.get('from')
  const to = params.get('to')
  if (!car || !pickup || !from || !to) return null
  const chosen = (params.get('options') ?? '').split(',')
  return {
    car,
    pickup,
    dropoff: params.get('dropoff') || undefined,
    from,
    to,
    age: ageOf(params.get('age')),
    // In the fixed order of EXTRAS: equal choices, equal URLs and cache keys.
    options: EXTRAS.filter((extra) => chosen.includes(extra)),
    retryOf: params.get('retryOf') || undefined,
  }
}

/** The quote of the car for these params (the server's render asks it too). */
export function checkoutCarRequest({ car, pickup, dropoff, from, to, age, options }: TCheckoutParams) {
  return {
    params: { id: car },
    query: {
      pickup,
      dropoff,
      from,
      to,
      ...(age === undefined ? {} : { age: String(age) }),
      ...(options.length ? { options: options.join(',') } : {}),
    },
  }
}

/**
 * The age the quote is for, once the driver's birth date is known: the age on the pick-up day, or
 * undefined for 25–70 (what "Driver aged 25–70" searched). The checkout re-quotes when it differs
 * from the age searched, and says so.
 */
export function quotedAge(age: number | undefined): number | undefined {
  return age !== undefined && age >= DRIVER_AGE.usualFrom && age <= DRIVER_AGE.usualTo ? undefined : age
}
