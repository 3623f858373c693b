import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { EXTRAS } from '../src/extras'
import { computePrice, withPercentage, type TCarPricing } from '../src/pricing'

/** These cars have no seasons or rates by length: every first day prices alike. */
const DAY1 = '2026-07-01'

const car: TCarPricing = {
  dailyPrice: 4500,
  cancellation: 1500,
  amendments: 0,
  theftProtection: 900,
  collisionDamageWaiver: -1,
  fullInsurance: 1200,
  additionalDriver: 500,
}

const arbExtra = fc.oneof(fc.constant(-1), fc.constant(0), fc.integer({ min: 1, max: 100_000 }))
const arbCar = fc.record({
  dailyPrice: fc.integer({ min: 0, max: 1_000_000 }),
  cancellation: arbExtra,
  amendments: arbExtra,
  theftProtection: arbExtra,
  collisionDamageWaiver: arbExtra,
  fullInsurance: arbExtra,
  additionalDriver: arbExtra,
})
const arbOptions = fc.record(Object.fromEntries(EXTRAS.map((e) => [e, fc.boolean()])) as Record<(typeof EXTRAS)[number], fc.Arbitrary<boolean>>)
const arbPercentage = fc.integer({ min: 0, max: 5000 }).map((bp) => bp / 100)

describe('price formula (DESIGN.md section 3)', () => {
  it('charges daily price × days, one-off extras once and daily extras × days', () => {
    const price = computePrice(
      car,
      { days: 3, firstDay: DAY1 },
      { cancellation: true, theftProtection: true, fullInsurance: true, additionalDriver: false },
    )
    expect(price.totalCents).toBe(4500 * 3 + 1500 + 900 * 3 + 1200 * 3)
    expect(price.lines.map((l) => l.kind)).toEqual(['rental', 'cancellation', 'theftProtection', 'fullInsurance'])
  })

  it('adds the percentage to each line, rounded half up to the cent', () => {
    expect(withPercentage(1001, 5)).toBe(1051) // 1051.05
    expect(withPercentage(1010, 5)).toBe(1061) // 1060.5 → 1061
    const price = computePrice(car, { days: 1, firstDay: DAY1 }, { cancellation: true }, 10)
    expect(price.lines.map((l) => l.amountCents)).toEqual([4950, 1650])
    expect(price.totalCents).toBe(6600)
  })

  it('keeps every amount in integer cents', () => {
    fc.assert(
      fc.property(arbCar, fc.integer({ min: 1, max: 365 }), arbOptions, arbPercentage, (c, days, options, pct) => {
        const price = computePrice(c, { days, firstDay: DAY1 }, options, pct)
        return Number.isInteger(price.totalCents) && price.lines.every((l) => Number.isInteger(l.amountCents))
      }),
    )
  })

  it('never lowers the total when the rental grows by a day', () => {
    fc.assert(
      fc.property(arbCar, fc.integer({ min: 1, max: 364 }), arbOptions, arbPercentage, (c, days, options, pct) => {
        return (
          computePrice(c, { days: days + 1, firstDay: DAY1 }, options, pct).totalCents >=
          computePrice(c, { days, firstDay: DAY1 }, options, pct).totalCents
        )
      }),
    )
  })

  it('adds nothing for an included or unavailable extra, chosen or not', () => {
    fc.assert(
      fc.property(
        arbCar,
        fc.integer({ min: 1, max: 60 }),
        arbPercentage,
        fc.constantFrom(...EXTRAS),
        fc.constantFrom(-1, 0),
        (c, days, pct, extra, amount) => {
          const withExtra = { ...c, [extra]: amount }
          return (
            computePrice(withExtra, { days, firstDay: DAY1 }, { [extra]: true }, pct).totalCents ===
            computePrice(withExtra, { days, firstDay: DAY1 }, {}, pct).totalCents
          )
        },
      ),
    )
  })

  it('has lines that always add up to the total', () => {
    fc.assert(
      fc.property(arbCar, fc.integer({ min: 1, max: 365 }), arbOptions, arbPercentage, (c, days, options, pct) => {
        const price = computePrice(c, { days, firstDay: DAY1 }, options, pct)
        return price.lines.reduce((s, l) => s + l.amountCents, 0) === price.totalCents
      }),
    )
  })
})
