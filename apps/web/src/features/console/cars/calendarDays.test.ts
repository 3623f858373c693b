import { describe, expect, it } from 'vitest'
import { daysOn, daysPeriod } from './calendarDays'

describe('whole days on a car’s clock', () => {
  it('blocks from the first day’s midnight to the midnight after the last, on the car’s clock, and reads them back', () => {
    const period = daysPeriod('2027-06-12', '2027-06-14', 'Europe/Athens')
    expect(period).toEqual({ from: '2027-06-11T21:00:00.000Z', to: '2027-06-14T21:00:00.000Z' })
    expect(daysOn({ ...period, timeZone: 'Europe/Athens' })).toEqual({ first: '2027-06-12', last: '2027-06-14' })
  })

  it('keeps whole days across a change of the clocks', () => {
    // Athens moves to summer time on 28 March 2027: that day has 23 hours.
    expect(daysPeriod('2027-03-28', '2027-03-28', 'Europe/Athens')).toEqual({ from: '2027-03-27T22:00:00.000Z', to: '2027-03-28T21:00:00.000Z' })
  })
})
