import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { localDate, rentalDays } from '../src/days'
import { computePrice } from '../src/pricing'
import { addDays, baseRate, rentalRates, seasonsProblem, type TCarRates, type TSeason } from '../src/rates'

const extras = { cancellation: -1, amendments: -1, theftProtection: -1, collisionDamageWaiver: -1, fullInsurance: -1, additionalDriver: -1 }
const august: TSeason = { from: '2026-08-01', to: '2026-08-31', dailyPrice: 8000 }

describe('a rental priced day by day (record 0101)', () => {
  it('charges each day its season’s price, the others the base rate, one part per rate', () => {
    const car: TCarRates = { dailyPrice: 5000, seasons: [august] }
    // 29, 30, 31 July at the daily price; 1 and 2 August in season.
    expect(rentalRates(car, { firstDay: '2026-07-29', days: 5 })).toEqual([
      { rate: 'daily', unitCents: 5000, days: 3 },
      { rate: 'season', unitCents: 8000, days: 2 },
    ])
    const price = computePrice({ ...car, ...extras }, { firstDay: '2026-07-29', days: 5 }, {})
    expect(price.totalCents).toBe(3 * 5000 + 2 * 8000)
    expect(price.lines.map((l) => [l.rate, l.quantity])).toEqual([
      ['daily', 3],
      ['season', 2],
    ])
  })

  it('uses the weekly rate from 7 days and the monthly one from 30, whichever is lowest', () => {
    const car: TCarRates = { dailyPrice: 5000, discountedPrice: 4500, weeklyPrice: 4000, monthlyPrice: 3000 }
    expect(baseRate(car, 6)).toEqual({ rate: 'discounted', unitCents: 4500 })
    expect(baseRate(car, 7)).toEqual({ rate: 'weekly', unitCents: 4000 })
    expect(baseRate(car, 29)).toEqual({ rate: 'weekly', unitCents: 4000 })
    expect(baseRate(car, 30)).toEqual({ rate: 'monthly', unitCents: 3000 })
    // A "weekly" rate above the daily one never makes a longer rental dearer per day.
    expect(baseRate({ dailyPrice: 5000, weeklyPrice: 6000 }, 10)).toEqual({ rate: 'daily', unitCents: 5000 })
  })

  it('shows the regular total beside a discounted one, and none without a discount', () => {
    const car = { dailyPrice: 5000, discountedPrice: 4000, seasons: [august], ...extras }
    const price = computePrice(car, { firstDay: '2026-07-30', days: 4 }, {}, 10)
    expect(price.totalCents).toBe(2 * 4400 + 2 * 8800)
    expect(price.regularCents).toBe(2 * 5500 + 2 * 8800)
    expect(computePrice({ ...car, discountedPrice: null }, { firstDay: '2026-07-30', days: 4 }, {}, 10).regularCents).toBeNull()
  })

  it('prices with no rates set exactly as the daily price × days did', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 1, max: 60 }), fc.integer({ min: 0, max: 5000 }), (daily, days, bp) => {
        const price = computePrice({ dailyPrice: daily, ...extras }, { firstDay: '2026-03-27', days }, {}, bp / 100)
        expect(price.lines).toHaveLength(1)
        expect(price.totalCents).toBe(Math.floor((daily * days * (10_000 + bp) + 5_000) / 10_000))
      }),
    )
  })

  it('counts the days of a rental across a daylight-saving change on the pick-up place’s clock', () => {
    // Athens moves its clocks forward on 29 March 2026: 10:00 on the 28th to 10:00 on the 30th is two days, 28 and 29 March.
    const from = new Date('2026-03-28T08:00:00Z')
    const to = new Date('2026-03-30T07:00:00Z')
    const rental = { firstDay: localDate(from, 'Europe/Athens'), days: rentalDays(from, to, 'Europe/Athens') }
    expect(rental).toEqual({ firstDay: '2026-03-28', days: 2 })
    const spring: TSeason = { from: '2026-03-29', to: '2026-04-10', dailyPrice: 7000 }
    expect(rentalRates({ dailyPrice: 5000, seasons: [spring] }, rental)).toEqual([
      { rate: 'daily', unitCents: 5000, days: 1 },
      { rate: 'season', unitCents: 7000, days: 1 },
    ])
    // 01:30 on the 28th in Athens is still the 27th in UTC: the day is the place's.
    expect(localDate(new Date('2026-03-27T23:30:00Z'), 'Europe/Athens')).toBe('2026-03-28')
  })

  it('agrees with a day-by-day count for any seasons and rates', () => {
    const arbSeasons = fc
      .array(
        fc.record({ gap: fc.integer({ min: 0, max: 10 }), length: fc.integer({ min: 1, max: 15 }), dailyPrice: fc.integer({ min: 1, max: 20_000 }) }),
        {
          maxLength: 4,
        },
      )
      .map((parts) => {
        let day = '2026-06-20'
        return parts.map(({ gap, length, dailyPrice }) => {
          const from = addDays(day, gap)
          const to = addDays(from, length - 1)
          day = addDays(to, 1)
          return { from, to, dailyPrice }
        })
      })
    const optional = fc.option(fc.integer({ min: 1, max: 20_000 }), { nil: null })
    fc.assert(
      fc.property(
        fc.record({
          dailyPrice: fc.integer({ min: 1, max: 20_000 }),
          discountedPrice: optional,
          weeklyPrice: optional,
          monthlyPrice: optional,
          seasons: arbSeasons,
        }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 1, max: 45 }),
        (car, offset, days) => {
          const firstDay = addDays('2026-06-15', offset)
          let expected = 0
          for (let k = 0; k < days; k++) {
            const day = addDays(firstDay, k)
            const season = car.seasons.find((s) => s.from <= day && day <= s.to)
            const rates = [car.dailyPrice, car.discountedPrice, days >= 7 ? car.weeklyPrice : null, days >= 30 ? car.monthlyPrice : null]
            expected += season ? season.dailyPrice : Math.min(...rates.filter((r): r is number => r !== null))
          }
          const parts = rentalRates(car, { firstDay, days })
          expect(parts.reduce((sum, p) => sum + p.days, 0)).toBe(days)
          expect(parts.reduce((sum, p) => sum + p.unitCents * p.days, 0)).toBe(expected)
        },
      ),
      { numRuns: 500 },
    )
  })

  it('finds seasons that end before they start or overlap', () => {
    expect(seasonsProblem([august, { from: '2026-09-01', to: '2026-09-30', dailyPrice: 6000 }])).toBeNull()
    expect(seasonsProblem([{ from: '2026-08-10', to: '2026-08-01', dailyPrice: 6000 }])).toEqual({ index: 0, problem: 'seasonEndBeforeStart' })
    expect(seasonsProblem([august, { from: '2026-08-31', to: '2026-09-30', dailyPrice: 6000 }])).toEqual({ index: 1, problem: 'seasonsOverlap' })
    expect(seasonsProblem([{ from: '2026-08-15', to: '2026-09-30', dailyPrice: 6000 }, august])).toEqual({ index: 1, problem: 'seasonsOverlap' })
  })
})
