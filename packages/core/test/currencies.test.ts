import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { convertCents, convertLines, isFresh, microsOf } from '../src/currencies'
import { formatPrice } from '../src/money'

describe('prices shown in the driver’s currency (record 0103)', () => {
  it('converts cents to the nearest cent of the other currency, half away from zero', () => {
    // 1 EUR = 3.912345 ILS: 123.45 € is 482.978990… ₪.
    expect(convertCents(12_345, 3_912_345)).toBe(48_298)
    expect(convertCents(-12_345, 3_912_345)).toBe(-48_298)
    expect(convertCents(1, 500_000)).toBe(1) // half a cent: up
    expect(convertCents(0, 3_912_345)).toBe(0)
    expect(formatPrice(convertCents(7_950, 3_850_000), 'ILS', 'he')).toBe('306.08 ₪')
    expect(formatPrice(convertCents(7_950, 870_000), 'GBP', 'en')).toBe('£69.17')
  })

  it('converts a breakdown’s lines so that they add up to the converted total, each within a cent of its own conversion', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 1, max: 1_000_000_000 }),
        (lines, micros) => {
          const converted = convertLines(lines, micros)
          expect(converted.reduce((sum, cents) => sum + cents, 0)).toBe(
            convertCents(
              lines.reduce((sum, cents) => sum + cents, 0),
              micros,
            ),
          )
          for (const [index, cents] of lines.entries()) expect(Math.abs((converted[index] ?? 0) - (cents * micros) / 1_000_000)).toBeLessThan(1)
        },
      ),
      { numRuns: 500 },
    )
  })

  it('reads a rate typed or fetched in millionths, within its bounds', () => {
    expect(microsOf(3.912345)).toBe(3_912_345)
    expect(microsOf(0.0000001)).toBeNull()
    expect(microsOf(2_000_000)).toBeNull()
    expect(microsOf(Number.NaN)).toBeNull()
  })

  it('shows a rate until it is older than the set age', () => {
    const asOf = new Date('2026-11-27T16:00:00Z')
    expect(isFresh(asOf, new Date('2026-12-01T16:00:00Z'), 96)).toBe(true)
    expect(isFresh(asOf, new Date('2026-12-01T16:00:01Z'), 96)).toBe(false)
  })
})
