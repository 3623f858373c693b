import { describe, expect, it } from 'vitest'
import { deskEnd, deskOpen, deskProblem, deskProblemParams, OPEN_DESK, outOfHoursOf, type TDeskRules } from '../src/deskHours'
import { feeParts, NO_FEES } from '../src/fees'

const ATHENS = 'athens'
const PORT = 'port'
const TZ = 'Europe/Athens'
const week = (locationId: string | null, opens: number, closes: number) =>
  ([1, 2, 3, 4, 5, 6, 7] as const).map((weekday) => ({ locationId, weekday, opens, closes }))
const desk: TDeskRules = {
  noticeMinutes: 120,
  outOfHours: 'refuse',
  outOfHoursFee: null,
  hours: [...week(null, 8 * 60, 20 * 60), ...week(PORT, 6 * 60, 23 * 60)],
  closedDays: [
    { locationId: null, day: '2027-08-15' },
    { locationId: PORT, day: '2027-04-30' },
  ],
}
const end = (iso: string, place = ATHENS) => deskEnd(new Date(iso), place, TZ)
const NOW = new Date('2027-06-01T06:00:00Z')

describe('the desk’s rule', () => {
  it('reads an end off its place’s clock, summer time included', () => {
    // 21:30 UTC is 00:30 the next day in Athens in summer (UTC+3), 23:30 the same day in winter (UTC+2).
    expect(end('2027-07-04T21:30:00Z')).toEqual({ locationId: ATHENS, day: '2027-07-05', weekday: 1, minute: 30 })
    expect(end('2027-01-04T21:30:00Z')).toEqual({ locationId: ATHENS, day: '2027-01-04', weekday: 1, minute: 23 * 60 + 30 })
  })

  it('keeps a place’s own week there, the supplier’s elsewhere, both edges open, and dates closed', () => {
    expect(deskOpen(desk, end('2027-06-10T05:00:00Z'))).toBe(true) // 08:00
    expect(deskOpen(desk, end('2027-06-10T17:00:00Z'))).toBe(true) // 20:00
    expect(deskOpen(desk, end('2027-06-10T17:01:00Z'))).toBe(false) // 20:01
    expect(deskOpen(desk, end('2027-06-10T19:00:00Z', PORT))).toBe(true) // 22:00 at the port
    expect(deskOpen(desk, end('2027-08-15T09:00:00Z', PORT))).toBe(false) // closed everywhere
    expect(deskOpen(desk, end('2027-04-30T09:00:00Z', PORT))).toBe(false) // closed at the port
    expect(deskOpen(desk, end('2027-04-30T09:00:00Z'))).toBe(true) // but not in Athens
    expect(deskOpen(OPEN_DESK, end('2027-06-10T00:00:00Z'))).toBe(true)
  })

  it('refuses a short notice first, then a closed pick-up, then a closed drop-off; a desk taking them for a fee refuses neither', () => {
    const rental = (from: string, to: string) => ({ from: new Date(from), pickup: end(from), dropoff: end(to) })
    expect(deskProblem(desk, rental('2027-06-01T07:59:00Z', '2027-06-03T00:00:00Z'), NOW)).toBe('desk.shortNotice')
    expect(deskProblem(desk, { ...rental('2027-06-01T07:59:00Z', '2027-06-03T19:00:00Z'), keepsPickup: true }, NOW)).toBe('desk.closedDropoff')
    expect(deskProblem(desk, rental('2027-06-02T00:00:00Z', '2027-06-03T10:00:00Z'), NOW)).toBe('desk.closedPickup')
    expect(deskProblem(desk, rental('2027-06-02T10:00:00Z', '2027-06-03T10:00:00Z'), NOW)).toBeNull()
    const late = rental('2027-06-02T00:00:00Z', '2027-06-03T19:00:00Z')
    expect(deskProblemParams('desk.closedPickup', desk, late)).toEqual({ time: '03:00' })
    expect(deskProblemParams('desk.shortNotice', { ...desk, noticeMinutes: 90 }, late)).toEqual({ hours: 2 })
    const paid = { ...desk, outOfHours: 'fee' as const, outOfHoursFee: 2_500 }
    expect(deskProblem(paid, late, NOW)).toBeNull()
    expect(outOfHoursOf(paid, late)).toEqual({ ends: 2, fee: 2_500 })
    expect(outOfHoursOf(desk, late)).toBeNull()
  })

  it('prices the ends outside hours as one line, nothing for none or no fee', () => {
    const rental = { pickupId: ATHENS, dropoffId: ATHENS, days: 3, driverAge: null }
    expect(feeParts(NO_FEES, { ...rental, outOfHours: { ends: 2, fee: 2_500 } })).toEqual([
      { kind: 'outOfHoursFee', unitCents: 2_500, quantity: 2, cents: 5_000 },
    ])
    expect(feeParts(NO_FEES, { ...rental, outOfHours: { ends: 0, fee: 2_500 } })).toEqual([])
    expect(feeParts(NO_FEES, { ...rental, outOfHours: { ends: 1, fee: null } })).toEqual([])
  })
})
