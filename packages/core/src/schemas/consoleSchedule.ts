import { z } from 'zod'
import { CAR_CATEGORIES, GEARBOXES } from '../enums'
import { ZCalendarBooking } from './consoleCars'
import { ZBlock } from './consoleShared'

/** How many days the fleet schedule shows at once: two to five weeks. */
export const SCHEDULE_DAYS = { min: 14, max: 35, default: 14 } as const

const uuid = z.uuid({ error: 'validation.invalidValue' })

/**
 * The fleet at a glance (issue 44): a supplier's cars (an admin names the supplier) as rows and
 * `days` days from `from` as columns, filtered by place, category and gearbox. One call brings the
 * window's cars, bookings and blocks.
 */
export const ZScheduleQuery = z.object({
  from: z.iso.date({ error: 'validation.invalidDate' }),
  days: z.coerce
    .number({ error: 'validation.invalidValue' })
    .int({ error: 'validation.invalidValue' })
    .min(SCHEDULE_DAYS.min, { error: 'validation.invalidValue' })
    .max(SCHEDULE_DAYS.max, { error: 'validation.invalidValue' })
    .default(SCHEDULE_DAYS.default),
  supplier: uuid.optional(),
  place: uuid.optional(),
  category: z.enum(CAR_CATEGORIES, { error: 'validation.invalidValue' }).optional(),
  gearbox: z.enum(GEARBOXES, { error: 'validation.invalidValue' }).optional(),
})
export type TScheduleQuery = z.infer<typeof ZScheduleQuery>

export const ZScheduleCar = z.object({
  _id: z.uuid(),
  name: z.string(),
  category: z.enum(CAR_CATEGORIES),
  gearbox: z.enum(GEARBOXES),
  available: z.boolean(),
  /** The car's clock (its first place's time zone): its blocks are whole days of it. */
  timeZone: z.string(),
})
export type TScheduleCar = z.infer<typeof ZScheduleCar>

export const ZScheduleBooking = ZCalendarBooking.extend({ carId: z.uuid() })
export type TScheduleBooking = z.infer<typeof ZScheduleBooking>

export const ZSchedule = z.object({
  from: z.string(),
  days: z.number().int(),
  /** The supplier whose fleet it is. */
  supplier: z.object({ _id: z.uuid(), fullName: z.string() }),
  cars: z.array(ZScheduleCar),
  /** The places the supplier's cars are offered at, whatever the filters, in the caller's language: the place filter's choices. */
  places: z.array(z.object({ _id: z.uuid(), name: z.string() })),
  /** Bookings that hold a car (cancelled and void ones free it) touching the window. */
  bookings: z.array(ZScheduleBooking),
  blocks: z.array(ZBlock),
})
export type TSchedule = z.infer<typeof ZSchedule>
