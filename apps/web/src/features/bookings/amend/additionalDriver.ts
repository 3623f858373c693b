import { extraState, type TExtra } from '@wheelbase/core/extras'
import type { TBookingDetail } from '@wheelbase/core/schemas/bookings'
import type { TCar } from '@wheelbase/core/schemas/search'

/**
 * Whether an amendment asks for the additional driver's details, as the checkout did: one the
 * driver chooses and pays for must be named; one the car includes was never asked for and stays
 * unnamed, unless the booking already names them (the amendment replaces the stored details, so
 * they are shown to keep or correct). The form sends the details only when it shows them.
 */
export function additionalDriverNeeded(
  car: Pick<TCar, 'extras'>,
  booking: Pick<TBookingDetail, 'additionalDriver'>,
  options: readonly TExtra[],
): boolean {
  switch (extraState(car.extras.additionalDriver)) {
    case 'priced':
      return options.includes('additionalDriver')
    case 'included':
      return booking.additionalDriver !== null
    case 'unavailable':
      return false
  }
}
