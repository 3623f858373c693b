import { MAX_MINIMUM_DAYS } from '../minimumDays'
import { z } from 'zod'
import { BOOKING_STATUSES } from '../bookingStatus'
import { CAR_CATEGORIES, CAR_EQUIPMENT, FUEL_POLICIES, FUEL_TYPES, GEARBOXES, UNLIMITED_MILEAGE } from '../enums'
import { EXTRAS, EXTRA_UNAVAILABLE, type TExtra } from '../extras'
import { ZSingleLine } from './text'
import { ZBlock } from './consoleShared'
import { seasonsProblem } from '../rates'

/**
 * A car as the console creates and edits it: every field of spec section 3. Amounts are cents;
 * an extra is −1 (unavailable), 0 (included) or a price; mileage −1 (unlimited) or km a day.
 */
export const CAR_LIMITS = {
  price: 1_000_000_00,
  seats: { min: 1, max: 12 },
  doors: { min: 2, max: 6 },
  mileage: { min: 1, max: 10_000 },
  age: { min: 18, max: 99 },
  places: 100,
  seasons: 24,
} as const

/** Pictures we stored: an uploaded WebP (its 2× beside it) or a demo drawing. */
export const CAR_IMAGE_PATTERN = /^\/uploads\/cars\/[A-Za-z0-9-]+\.(webp|svg)$/

const cents = (max: number) =>
  z.number({ error: 'validation.fillField' }).int({ error: 'validation.invalidValue' }).min(0, { error: 'validation.invalidValue' }).max(max, {
    error: 'validation.invalidValue',
  })
const count = ({ min, max }: { min: number; max: number }) =>
  z.number({ error: 'validation.fillField' }).int({ error: 'validation.invalidValue' }).min(min, { error: 'validation.invalidValue' }).max(max, {
    error: 'validation.invalidValue',
  })
const extra = z.number({ error: 'validation.fillField' }).int({ error: 'validation.invalidValue' }).min(EXTRA_UNAVAILABLE, {
  error: 'validation.invalidValue',
})

/** An optional price per day: null when not set, else above zero. */
const rate = cents(CAR_LIMITS.price)
  .refine((v) => v > 0, { error: 'validation.invalidValue' })
  .nullable()
  .default(null)
/** The shortest rental in days (core minimumDays.ts), or none (null). */
const minimumDays = z
  .number({ error: 'validation.invalidValue' })
  .int({ error: 'validation.invalidValue' })
  .min(1, { error: 'validation.invalidValue' })
  .max(MAX_MINIMUM_DAYS, { error: 'validation.invalidValue' })
  .nullable()
  .default(null)
const ZDay = z
  .string({ error: 'validation.invalidDate' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.invalidDate' })
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), {
    error: 'validation.invalidDate',
  })
/** A date range with its own price per day, both ends included, on the pick-up place's clock (core rates.ts). */
export const ZSeason = z.object({
  from: ZDay,
  to: ZDay,
  dailyPrice: cents(CAR_LIMITS.price).refine((v) => v > 0, { error: 'validation.invalidValue' }),
  minDays: minimumDays,
})

const ZCarFields = z.object({
  name: ZSingleLine(100).pipe(z.string().min(1, { error: 'validation.fillField' })),
  /** Admins name the supplier; a supplier's own cars are always its own (the field is ignored). */
  supplier: z.uuid({ error: 'validation.fillField' }).optional(),
  image: z.string({ error: 'validation.imageRequired' }).regex(CAR_IMAGE_PATTERN, { error: 'validation.imageRequired' }),
  dailyPrice: cents(CAR_LIMITS.price).refine((v) => v > 0, { error: 'validation.invalidValue' }),
  /** Prices per day (record 0101): shown beside the struck-through daily price; from 7 days; from 30 days. */
  discountedPrice: rate,
  weeklyPrice: rate,
  monthlyPrice: rate,
  seasons: z.array(ZSeason, { error: 'validation.invalidValue' }).max(CAR_LIMITS.seasons, { error: 'validation.invalidValue' }).default([]),
  /** The shortest rental of this car outside a season with its own (null: its supplier's). */
  minRentalDays: minimumDays,
  deposit: cents(CAR_LIMITS.price),
  available: z.boolean(),
  seats: count(CAR_LIMITS.seats),
  doors: count(CAR_LIMITS.doors),
  aircon: z.boolean(),
  fuelType: z.enum(FUEL_TYPES, { error: 'validation.typeRequired' }),
  gearbox: z.enum(GEARBOXES, { error: 'validation.fillField' }),
  fuelPolicy: z.enum(FUEL_POLICIES, { error: 'validation.fillField' }),
  mileage: z.union([z.literal(UNLIMITED_MILEAGE), count(CAR_LIMITS.mileage)], { error: 'validation.invalidValue' }),
  minimumAge: count(CAR_LIMITS.age),
  category: z.enum(CAR_CATEGORIES, { error: 'validation.fillField' }).default('compact'),
  equipment: z
    .array(z.enum(CAR_EQUIPMENT, { error: 'validation.invalidValue' }), { error: 'validation.invalidValue' })
    .max(CAR_EQUIPMENT.length, { error: 'validation.invalidValue' })
    .default([])
    .transform((items) => CAR_EQUIPMENT.filter((item) => items.includes(item))),
  extras: z.object(
    Object.fromEntries(EXTRAS.map((name) => [name, extra.max(CAR_LIMITS.price, { error: 'validation.invalidValue' })])) as Record<
      TExtra,
      typeof extra
    >,
  ),
  locations: z
    .array(z.uuid({ error: 'validation.invalidValue' }), { error: 'validation.fillField' })
    .min(1, { error: 'validation.fillField' })
    .max(CAR_LIMITS.places, { error: 'validation.invalidValue' })
    .transform((ids) => [...new Set(ids)]),
})
export const ZCarBody = ZCarFields.superRefine((car, ctx) => {
  if (car.discountedPrice !== null && car.discountedPrice >= car.dailyPrice)
    ctx.addIssue({ code: 'custom', message: 'validation.discountNotBelowDaily', path: ['discountedPrice'] })
  const problem = seasonsProblem(car.seasons)
  if (problem) ctx.addIssue({ code: 'custom', message: `validation.${problem.problem}`, path: ['seasons', problem.index, 'to'] })
})
export type TCarBody = z.input<typeof ZCarBody>

/** A car as the console's form reads it back. */
export const ZConsoleCar = ZCarFields.omit({ supplier: true, locations: true }).extend({
  _id: z.uuid(),
  /** A car from before pictures were required may have none. */
  image: z.string().nullable(),
  supplier: z.object({ _id: z.uuid(), fullName: z.string() }),
  category: z.enum(CAR_CATEGORIES),
  equipment: z.array(z.enum(CAR_EQUIPMENT)),
  locations: z.array(z.uuid()),
  updatedAt: z.string(),
})
export type TConsoleCar = z.infer<typeof ZConsoleCar>

export { ZCarParams } from './consoleShared'
export const ZCarImage = z.object({ image: z.string() })

/** One month of a car's bookings, for the console's calendar. */
export const ZCalendarQuery = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'validation.invalidValue' }),
})
/** A booking as the console's calendars draw it; its reference is core's bookingReference of its id. */
export const ZCalendarBooking = z.object({
  _id: z.uuid(),
  status: z.enum(BOOKING_STATUSES),
  from: z.string(),
  to: z.string(),
  driver: z.string(),
  /** The pick-up place's clock: the calendar puts the booking on the days of that clock. */
  timeZone: z.string(),
})
export const ZCalendar = z.object({
  month: z.string(),
  /** timeZone: the car's clock (its first place's), on which its blocks are whole days. */
  car: z.object({ _id: z.uuid(), name: z.string(), available: z.boolean(), timeZone: z.string() }),
  bookings: z.array(ZCalendarBooking),
  /** Its blocked periods (issue 44), with their reasons. */
  blocks: z.array(ZBlock),
})
export type TCalendar = z.infer<typeof ZCalendar>
export type TCalendarBooking = z.infer<typeof ZCalendarBooking>
