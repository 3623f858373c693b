import { describe, expect, it } from 'vitest'
import { isoInZone, rentalDays, wallClockMs, zonedInstant } from '../src/days'

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

describe('zonedInstant and isoInZone', () => {
  const athens = 'Europe/Athens'
  const wall = (iso: string) => Date.parse(`${iso}Z`)
  it('reads the wall clock of the zone, in winter and in summer', () => {
    expect(zonedInstant(wall('2026-01-15T10:00:00'), athens).toISOString()).toBe('2026-01-15T08:00:00.000Z')
    expect(zonedInstant(wall('2026-07-15T10:00:00'), athens).toISOString()).toBe('2026-07-15T07:00:00.000Z')
    expect(isoInZone(new Date('2026-07-15T07:00:00Z'), athens)).toBe('2026-07-15T10:00:00+03:00')
    expect(isoInZone(new Date('2026-01-15T08:00:00Z'), 'America/New_York')).toBe('2026-01-15T03:00:00-05:00')
  })
  it('moves a time in the spring gap forward and takes the first of a repeated autumn time', () => {
    // Athens: 2026-03-29 03:00 → 04:00; 2026-10-25 04:00 → 03:00.
    expect(isoInZone(zonedInstant(wall('2026-03-29T03:30:00'), athens), athens)).toBe('2026-03-29T04:30:00+03:00')
    expect(zonedInstant(wall('2026-10-25T03:30:00'), athens).toISOString()).toBe('2026-10-25T00:30:00.000Z')
  })
  it('round-trips every half hour of a year', () => {
    for (let t = Date.parse('2026-01-01T00:00:00Z'); t < Date.parse('2027-01-01T00:00:00Z'); t += 30 * 60_000) {
      const date = new Date(t)
      expect(zonedInstant(wallClockMs(date, athens), athens).getTime() <= t).toBe(true)
      expect(Date.parse(isoInZone(date, athens))).toBe(t)
    }
  })
})
