import { describe, expect, it } from 'vitest'
import type { TBlock } from '@wheelbase/core/schemas/consoleBlocks'
import type { TScheduleBooking } from '@wheelbase/core/schemas/consoleSchedule'
import { addDays, barsByCar, barsOn, windowDays } from './scheduleDays'

const booking = (carId: string, from: string, to: string): TScheduleBooking => ({
  _id: `${carId}-${from}`,
  carId,
  status: 'reserved',
  from,
  to,
  driver: 'Maria',
  timeZone: 'Europe/Athens',
})
const block = (carId: string, from: string, to: string): TBlock => ({
  _id: `b-${from}`,
  carId,
  from,
  to,
  reason: 'service',
  note: null,
  timeZone: 'Europe/Athens',
})

describe('the schedule days', () => {
  it('lists the window and moves by days across months and the clock change', () => {
    expect(windowDays('2027-03-27', 3)).toEqual(['2027-03-27', '2027-03-28', '2027-03-29'])
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01')
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28')
  })

  it('puts bookings on the days of their place’s clock, cut to the window, in lanes when they share a day', () => {
    const days = windowDays('2027-06-10', 14)
    const bars = barsByCar(
      days,
      [
        // 22:30 UTC is 01:30 the next day in Athens: the booking starts on the 12th there.
        booking('car', '2027-06-11T22:30:00Z', '2027-06-14T07:00:00Z'),
        booking('car', '2027-06-14T09:00:00Z', '2027-06-16T07:00:00Z'),
        booking('car', '2027-06-01T09:00:00Z', '2027-06-11T07:00:00Z'),
        booking('car', '2027-07-01T09:00:00Z', '2027-07-03T07:00:00Z'),
      ],
      [block('other', '2027-06-19T21:00:00Z', '2027-06-30T21:00:00Z')],
    )
    expect(bars.get('car')?.map((b) => [b.start, b.end, b.lane])).toEqual([
      [0, 1, 0], // began before the window: cut at its first day
      [2, 4, 0], // the 12th (on Athens' clock) to the 14th
      [4, 6, 1], // shares the 14th with the one before: the other lane
    ])
    expect(bars.get('other')?.map((b) => [b.kind, b.start, b.end])).toEqual([['block', 10, 13]]) // the 20th to the window's end
    expect(barsOn(bars.get('car') ?? [], 4)).toHaveLength(2)
  })
})
