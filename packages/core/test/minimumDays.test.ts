import { describe, expect, it } from 'vitest'
import { minimumDaysOf } from '../src/minimumDays'

describe('the shortest rental', () => {
  const car = {
    minRentalDays: 2,
    seasons: [
      { from: '2027-07-01', to: '2027-08-31', minDays: 3 },
      { from: '2027-12-20', to: '2028-01-05', minDays: null },
    ],
  }
  it('is the season’s where the first day falls in one with its own, else the car’s, else the supplier’s, else 1', () => {
    expect(minimumDaysOf(car, 5, '2027-07-01')).toBe(3)
    expect(minimumDaysOf(car, 5, '2027-08-31')).toBe(3)
    // A rental starting the day before the season is let on the car's terms, though it runs into July.
    expect(minimumDaysOf(car, 5, '2027-06-30')).toBe(2)
    expect(minimumDaysOf(car, 5, '2027-12-24')).toBe(2)
    expect(minimumDaysOf({ ...car, minRentalDays: null }, 5, '2027-06-30')).toBe(5)
    expect(minimumDaysOf({}, null, '2027-06-30')).toBe(1)
  })
})
