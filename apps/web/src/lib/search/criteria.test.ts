import { describe, expect, it } from 'vitest'
import { checkoutPath, checkoutPathsOf, criteriaFromParams, criteriaToParams, searchPath } from './criteria'
import { defaultPeriod, toIso, wallOf } from './dateTime'

const where = { pickup: 'a1', from: '2026-12-01T10:00:00+02:00', to: '2026-12-04T10:00:00+02:00' }

describe('search criteria in the URL', () => {
  it('round-trips every filter in a fixed order', () => {
    const criteria = {
      ...where,
      dropoff: 'b2',
      suppliers: ['s1', 's2'],
      aircon: true,
      doors4: true,
      seats5: true,
      deposit: 500,
      gearbox: ['automatic' as const],
      fuel: ['diesel' as const, 'hybrid' as const],
      mileage: ['unlimited' as const],
      fuelPolicy: ['freeTank' as const],
      sort: 'price_desc' as const,
    }
    const params = criteriaToParams(criteria)
    expect(params.toString()).toBe(
      'pickup=a1&dropoff=b2&from=2026-12-01T10%3A00%3A00%2B02%3A00&to=2026-12-04T10%3A00%3A00%2B02%3A00&suppliers=s1%2Cs2&aircon=1&doors4=1&seats5=1&deposit=500&gearbox=automatic&fuel=diesel%2Chybrid&mileage=unlimited&fuelPolicy=freeTank&sort=price_desc',
    )
    expect(criteriaFromParams(params)).toEqual(criteria)
  })

  it('needs where and when, drops unknown values, keeps "no supplier" apart from "all"', () => {
    expect(criteriaFromParams(new URLSearchParams('pickup=a1&from=x'))).toBeNull()
    const read = criteriaFromParams(new URLSearchParams(`${criteriaToParams(where).toString()}&deposit=300&gearbox=sideways,manual&sort=cheap`))
    expect(read).toMatchObject({ deposit: undefined, gearbox: ['manual'], sort: undefined, suppliers: undefined })
    expect(criteriaFromParams(new URLSearchParams(`${criteriaToParams(where).toString()}&suppliers=`))?.suppliers).toEqual([])
    expect(searchPath({ ...where, dropoff: 'a1', sort: 'price_asc' })).toBe(`/search?${criteriaToParams(where).toString()}`)
  })

  it('reads the lists a form sends before the app runs, one parameter per ticked box', () => {
    const read = criteriaFromParams(
      new URLSearchParams(
        `${criteriaToParams(where).toString()}&suppliers=&suppliers=s1&suppliers=s2&gearbox=manual&gearbox=automatic&aircon=1&deposit=`,
      ),
    )
    expect(read).toMatchObject({ suppliers: ['s1', 's2'], gearbox: ['manual', 'automatic'], aircon: true, deposit: undefined })
    // No box ticked: the form's empty marker alone, which is no supplier (not every supplier).
    expect(criteriaFromParams(new URLSearchParams(`${criteriaToParams(where).toString()}&suppliers=`))?.suppliers).toEqual([])
  })

  it('books the same where and when', () => {
    expect(checkoutPath('car9', { ...where, dropoff: 'b2' })).toBe(
      '/checkout?car=car9&pickup=a1&dropoff=b2&from=2026-12-01T10%3A00%3A00%2B02%3A00&to=2026-12-04T10%3A00%3A00%2B02%3A00',
    )
  })

  it('writes a list’s Book links as checkoutPath writes each', () => {
    const car = 'e3468205-c542-4b18-9253-313c231e7701'
    for (const criteria of [where, { ...where, dropoff: 'b2' }, { ...where, dropoff: 'a1', age: 23 }])
      expect(checkoutPathsOf(criteria)(car)).toBe(checkoutPath(car, criteria))
  })
})

describe('form dates and times', () => {
  it('sends the pick-up place’s wall clock with its offset and reads it back', () => {
    expect(toIso({ date: '2026-12-01', time: '10:00' }, 'Europe/Athens')).toBe('2026-12-01T10:00:00+02:00')
    expect(toIso({ date: '2026-07-01', time: '09:30' }, 'Europe/Athens')).toBe('2026-07-01T09:30:00+03:00')
    expect(wallOf('2026-07-01T09:30:00+03:00')).toEqual({ date: '2026-07-01', time: '09:30' })
    expect(wallOf('nonsense')).toBeNull()
  })
  it('starts a new search tomorrow at 10:00 for three days', () => {
    expect(defaultPeriod(new Date(2026, 11, 31, 15))).toEqual({
      from: { date: '2027-01-01', time: '10:00' },
      to: { date: '2027-01-04', time: '10:00' },
    })
  })
})
