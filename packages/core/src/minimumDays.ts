/**
 * The shortest rental a car is let for (issue 44, record 0125): island suppliers ask 3 days in July
 * and August and 1 otherwise. A season of the car's pricing may carry its own minimum; outside such
 * a season the car's own applies, else its supplier's, else 1. The season is the one holding the
 * rental's first day (its pick-up date on the pick-up place's clock), as a rental booked in June
 * for a week into July is let on June's terms. The search holds the same rule in SQL (apps/api
 * features/cars/searchQuery.ts minimumDaysSql); the property test holds the two together.
 */
export const MAX_MINIMUM_DAYS = 30

export type TMinimumDays = {
  /** The car's own minimum (null: its supplier's). */
  minRentalDays?: number | null | undefined
  /** Its seasons, each with a minimum of its own or none. */
  seasons?: readonly { from: string; to: string; minDays?: number | null | undefined }[] | undefined
}

/** The minimum for a rental whose first day is `firstDay` (YYYY-MM-DD). */
export function minimumDaysOf(car: TMinimumDays, supplierMinDays: number | null, firstDay: string): number {
  const season = car.seasons?.find((s) => s.from <= firstDay && firstDay <= s.to && s.minDays)
  return season?.minDays ?? car.minRentalDays ?? supplierMinDays ?? 1
}
