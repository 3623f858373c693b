import { z } from 'zod'
import { MAX_NOTICE_MINUTES, OUT_OF_HOURS, WEEKDAYS } from '../deskHours'
import { FEE_LIMITS } from './consoleFees'
import { MAX_MINIMUM_DAYS } from '../minimumDays'
export { ZIdParams as ZDeskParams } from './consoleShared'

/**
 * A supplier's desk as the console edits it (core deskHours.ts, record 0124): the notice in
 * minutes, what happens outside hours (refused, or a fee in cents per end), weekly intervals of
 * minutes (the supplier's own week without a place, a place's with one) and dates closed.
 * Intervals of one week and day must not overlap; a date closed appears once per place.
 */
export const DESK_LIMITS = { intervals: 400, closedDays: 400 } as const

const minute = z.number({ error: 'validation.fillField' }).int({ error: 'validation.invalidValue' })
const place = z.uuid({ error: 'validation.invalidValue' }).nullable().default(null)
const weekday = z.union(
  WEEKDAYS.map((d) => z.literal(d)),
  { error: 'validation.invalidValue' },
)

export const ZOpeningInterval = z
  .object({
    locationId: place,
    weekday,
    opens: minute.min(0, { error: 'validation.invalidValue' }).max(1439, { error: 'validation.invalidValue' }),
    closes: minute.min(1, { error: 'validation.invalidValue' }).max(1440, { error: 'validation.invalidValue' }),
  })
  .refine((i) => i.opens < i.closes, { error: 'validation.closesBeforeOpens', path: ['closes'] })

export const ZClosedDay = z.object({
  locationId: place,
  day: z.iso.date({ error: 'validation.invalidDate' }),
})

export const ZSupplierDesk = z
  .object({
    noticeMinutes: minute.min(0, { error: 'validation.invalidValue' }).max(MAX_NOTICE_MINUTES, { error: 'validation.invalidValue' }),
    outOfHours: z.enum(OUT_OF_HOURS, { error: 'validation.invalidValue' }),
    outOfHoursFee: z
      .number({ error: 'validation.fillField' })
      .int({ error: 'validation.invalidValue' })
      .min(0, { error: 'validation.invalidValue' })
      .max(FEE_LIMITS.amount, { error: 'validation.invalidValue' })
      .nullable()
      .default(null),
    hours: z
      .array(ZOpeningInterval, { error: 'validation.invalidValue' })
      .max(DESK_LIMITS.intervals, { error: 'validation.invalidValue' })
      .default([]),
    closedDays: z
      .array(ZClosedDay, { error: 'validation.invalidValue' })
      .max(DESK_LIMITS.closedDays, { error: 'validation.invalidValue' })
      .default([]),
    minRentalDays: z
      .number({ error: 'validation.invalidValue' })
      .int({ error: 'validation.invalidValue' })
      .min(1, { error: 'validation.invalidValue' })
      .max(MAX_MINIMUM_DAYS, { error: 'validation.invalidValue' })
      .nullable()
      .default(null),
  })
  .superRefine((desk, ctx) => {
    for (const [index, a] of desk.hours.entries()) {
      const clash = desk.hours
        .slice(0, index)
        .some((b) => b.locationId === a.locationId && b.weekday === a.weekday && a.opens < b.closes && b.opens < a.closes)
      if (clash) ctx.addIssue({ code: 'custom', message: 'validation.hoursOverlap', path: ['hours', index, 'opens'] })
    }
    const days = new Set<string>()
    for (const [index, c] of desk.closedDays.entries()) {
      const key = `${c.locationId ?? ''} ${c.day}`
      if (days.has(key)) ctx.addIssue({ code: 'custom', message: 'validation.listedTwice', path: ['closedDays', index, 'day'] })
      days.add(key)
    }
  })
export type TSupplierDeskBody = z.input<typeof ZSupplierDesk>
export type TSupplierDeskOut = z.output<typeof ZSupplierDesk>

/** The desk as read back: the same shape, every field present. */
export const ZSupplierDeskResult = z.object({
  noticeMinutes: z.number().int(),
  outOfHours: z.enum(OUT_OF_HOURS),
  outOfHoursFee: z.number().int().nullable(),
  hours: z.array(z.object({ locationId: z.uuid().nullable(), weekday, opens: z.number().int(), closes: z.number().int() })),
  closedDays: z.array(z.object({ locationId: z.uuid().nullable(), day: z.string() })),
  minRentalDays: z.number().int().nullable(),
})
