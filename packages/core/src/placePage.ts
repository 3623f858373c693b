import { localDate, zonedInstant } from './days'

/**
 * A place's page (/car-hire/{slug}, issue 48, record 0143) shows what renting there costs "from",
 * per category: the cheapest car of each category, as the search would list it first, over a
 * rental of PLACE_RENTAL_DAYS days picked up at PLACE_PICKUP_HOUR on the place's clock, on each
 * of the next PLACE_WINDOW_DAYS days from tomorrow, returned at the same place. Each price is a
 * real search's: the page links to it, and a test runs those searches and finds the same prices.
 */
export const PLACE_RENTAL_DAYS = 3
export const PLACE_PICKUP_HOUR = 10
export const PLACE_WINDOW_DAYS = 30

const DAY_MS = 86_400_000

/** The rentals a place's "from" prices are read from: one per pick-up day, as ISO instants. */
export function placeRentals(now: Date, timeZone: string): { from: string; to: string }[] {
  const today = Date.parse(`${localDate(now, timeZone)}T00:00:00Z`)
  return Array.from({ length: PLACE_WINDOW_DAYS }, (_, i) => {
    const pickupWall = today + (i + 1) * DAY_MS + PLACE_PICKUP_HOUR * 3_600_000
    return {
      from: zonedInstant(pickupWall, timeZone).toISOString(),
      to: zonedInstant(pickupWall + PLACE_RENTAL_DAYS * DAY_MS, timeZone).toISOString(),
    }
  })
}
