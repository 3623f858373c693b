import { describe, expect, it } from 'vitest'
import { OPEN_DESK, type TDeskRules } from '@wheelbase/core/deskHours'
import { deskBodyOf, deskFormOf, minutesOf, validateDeskForm } from './deskFormValues'

const PLACE = '00000000-0000-4000-8000-000000000001'
const desk: TDeskRules = {
  noticeMinutes: 180,
  outOfHours: 'fee',
  outOfHoursFee: 2_500,
  hours: [
    { locationId: null, weekday: 1, opens: 480, closes: 780 },
    { locationId: null, weekday: 1, opens: 1020, closes: 1260 },
    { locationId: null, weekday: 2, opens: 0, closes: 1440 },
    { locationId: PLACE, weekday: 7, opens: 360, closes: 1380 },
  ],
  closedDays: [{ locationId: null, day: '2027-08-15' }],
  minRentalDays: 3,
}

describe('the desk form', () => {
  it('reads a desk and gives it back as it was: a break, midnight, a place’s own week, dates closed', async () => {
    const form = deskFormOf(desk)
    expect(form.notice).toBe('3')
    expect(form.weeks['']?.[0]).toEqual({ open: true, opens: '08:00', closes: '13:00', opens2: '17:00', closes2: '21:00' })
    expect(form.weeks['']?.[1]).toMatchObject({ open: true, opens: '00:00', closes: '00:00' })
    expect(form.weeks['']?.[2]?.open).toBe(false)
    expect(await validateDeskForm(form)).toEqual({})
    const body = await deskBodyOf(form)
    expect(body.hours.sort((a, b) => a.weekday - b.weekday || a.opens - b.opens)).toEqual(desk.hours)
    expect(body).toMatchObject({ noticeMinutes: 180, outOfHours: 'fee', outOfHoursFee: 2_500, closedDays: desk.closedDays, minRentalDays: 3 })
  })

  it('starts a desk without hours open around the clock, with a usual week ready to switch on', async () => {
    const form = deskFormOf({ ...OPEN_DESK, noticeMinutes: 120 })
    expect(form.keepsHours).toBe(false)
    expect(form.weeks['']?.every((d) => d.open && d.opens === '08:00' && d.closes === '20:00')).toBe(true)
    expect((await deskBodyOf(form)).hours).toEqual([])
    expect((await deskBodyOf({ ...form, keepsHours: true })).hours).toHaveLength(7)
  })

  it('names the box at fault: a closing before its opening, a second stretch over the first, a bad notice', async () => {
    const form = deskFormOf(desk)
    const monday = { open: true, opens: '10:00', closes: '09:00', opens2: '12:00', closes2: '15:00' }
    const errors = await validateDeskForm({ ...form, notice: 'soon', weeks: { ...form.weeks, '': [monday, { ...monday, closes: '13:00' }] } })
    expect(errors).toMatchObject({
      'weeks..0.closes': 'validation.closesBeforeOpens',
      'weeks..1.opens2': 'validation.hoursOverlap',
      notice: 'validation.invalidValue',
    })
  })

  it('reads times as a clock does', () => {
    expect([minutesOf('08:30'), minutesOf('00:00', true), minutesOf('24:00'), minutesOf('8h')]).toEqual([510, 1440, -1, -1])
  })
})
