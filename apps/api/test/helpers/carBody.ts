import type { TCarBody } from '@wheelbase/core/schemas/consoleCars'

/**
 * The car form as the console sends it: a plain manual diesel, no extras on sale. `overrides` may
 * hold values the form would refuse, for the tests of what the API refuses.
 */
export const carBody = (image: string, locations: string[], overrides: Record<string, unknown> = {}): TCarBody & Record<string, unknown> => ({
  name: 'Fiat Panda',
  image,
  dailyPrice: 4_000,
  deposit: 20_000,
  available: true,
  seats: 5,
  doors: 5,
  aircon: true,
  fuelType: 'diesel',
  gearbox: 'manual',
  fuelPolicy: 'likeForlike',
  mileage: -1,
  minimumAge: 21,
  extras: { cancellation: 0, amendments: 0, theftProtection: 0, collisionDamageWaiver: 0, fullInsurance: 0, additionalDriver: 0 },
  locations,
  ...overrides,
})
