import { describe, expect, it } from 'vitest'
import { rentalDays } from '../src/days'

const ATHENS = 'Europe/Athens'

describe('rental days', () => {
  it('counts whole days and rounds a started day up', () => {
    expect(rentalDays(new Date('2026-06-01T10:00:00+03:00'), new Date('2026-06-04T10:00:00+03:00'), ATHENS)).toBe(3)
    expect(rentalDays(new Date('2026-06-01T10:00:00+03:00'), new Date('2026-06-04T10:01:00+03:00'), ATHENS)).toBe(4)
  })

  it('is at least one day', () => {
    expect(rentalDays(new Date('2026-06-01T10:00:00+03:00'), new Date('2026-06-01T12:00:00+03:00'), ATHENS)).toBe(1)
  })

  it('adds no day when the clocks go back in Athens (25-hour night)', () => {
    // 2026-10-25 04:00 local: clocks go back one hour.
    expect(rentalDays(new Date('2026-10-24T10:00:00+03:00'), new Date('2026-10-25T10:00:00+02:00'), ATHENS)).toBe(1)
  })

  it('removes no day when the clocks go forward in Athens (23-hour night)', () => {
    // 2026-03-29 03:00 local: clocks go forward one hour.
    expect(rentalDays(new Date('2026-03-28T10:00:00+02:00'), new Date('2026-03-30T10:00:00+03:00'), ATHENS)).toBe(2)
  })
})
