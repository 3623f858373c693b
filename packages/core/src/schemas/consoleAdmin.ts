import { z } from 'zod'
import { LOCATION_KINDS, USER_TYPES } from '../enums'
import { LANGUAGES, type TLanguage } from '../languages'
import { ZEmail, ZFullName, ZLanguage } from './auth'
import { ZSingleLine } from './text'
import { pageOf } from './consoleShared'
import { JOB_VIEWS, LOCATION_SORTS, USER_SORTS } from '../consoleLists'

export { ZIdParams, ZLogo, ZSupplierProfile, type TSupplierProfile } from './consoleShared'

/** The console's admin screens (users, suppliers, locations) and a supplier's own profile. */
const paging = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(20),
  q: z.string().trim().max(100).optional(),
}

// ---------------------------------------------------------------- users

export const ZUsersQuery = z.object({
  ...paging,
  type: z.enum(USER_TYPES, { error: 'validation.invalidValue' }).optional(),
  status: z.enum(['all', 'active', 'suspended'], { error: 'validation.invalidValue' }).default('all'),
  sort: z.enum(USER_SORTS, { error: 'validation.invalidValue' }).default('name'),
})
export type TUsersQuery = z.output<typeof ZUsersQuery>

export const ZConsoleUser = z.object({
  _id: z.uuid(),
  fullName: z.string(),
  email: z.string(),
  type: z.enum(USER_TYPES),
  suspended: z.boolean(),
  verified: z.boolean(),
  avatar: z.string().nullable(),
  /** Suppliers: the cars they offer (deleted ones aside). */
  cars: z.number().int(),
  createdAt: z.string(),
})
export type TConsoleUser = z.infer<typeof ZConsoleUser>
export const ZUsersResult = pageOf(ZConsoleUser)
export type TUsersResult = z.infer<typeof ZUsersResult>

export const ZSuspensionBody = z.object({ suspended: z.boolean() })
export const ZUserTypeBody = z.object({ type: z.enum(USER_TYPES, { error: 'validation.invalidValue' }) })

// ---------------------------------------------------------------- suppliers

/** A new supplier account: an invitation mail lets it choose its password. */
export const ZNewSupplierBody = z.object({
  fullName: ZFullName,
  email: ZEmail,
  language: ZLanguage,
  payLater: z.boolean().default(false),
})

// A supplier's profile and logo are in consoleShared.ts; what a supplier edits of it, in consoleProfile.ts.

// ---------------------------------------------------------------- locations

/** A location's picture: an uploaded WebP (with its 2×) or a demo drawing. */
export const LOCATION_IMAGE_PATTERN = /^\/uploads\/locations\/[A-Za-z0-9-]+\.(webp|svg)$/

const aName = ZSingleLine(120).pipe(z.string().min(1, { error: 'validation.fillField' }))
const names = z.object({ en: aName, fr: aName, el: aName, he: aName, zh: aName } satisfies Record<TLanguage, typeof aName>)

/** Whether the runtime knows this IANA time zone (Intl, on the server and in the browser alike). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value })
    return value.includes('/') || value === 'UTC'
  } catch {
    return false
  }
}

export const ZLocationBody = z.object({
  kind: z.enum(LOCATION_KINDS, { error: 'validation.typeRequired' }),
  names,
  latitude: z.number({ error: 'validation.fillField' }).min(-90, { error: 'validation.invalidValue' }).max(90, { error: 'validation.invalidValue' }),
  longitude: z
    .number({ error: 'validation.fillField' })
    .min(-180, { error: 'validation.invalidValue' })
    .max(180, { error: 'validation.invalidValue' }),
  timeZone: z
    .string({ error: 'validation.fillField' })
    .min(1, { error: 'validation.fillField' })
    .max(60)
    .refine(isTimeZone, { error: 'validation.invalidValue' }),
  image: z.string().regex(LOCATION_IMAGE_PATTERN, { error: 'validation.invalidValue' }).nullable().default(null),
  /** The desk's street address, one line (blank: none). */
  address: ZSingleLine(200)
    .transform((text) => text || null)
    .nullable()
    .default(null),
})
export type TLocationBody = z.input<typeof ZLocationBody>

export const ZLocationsAdminQuery = z.object({ ...paging, sort: z.enum(LOCATION_SORTS, { error: 'validation.invalidValue' }).default('name') })

export const ZConsoleLocation = z.object({
  _id: z.uuid(),
  kind: z.enum(LOCATION_KINDS),
  names: z.record(z.enum(LANGUAGES), z.string()),
  latitude: z.number(),
  longitude: z.number(),
  timeZone: z.string(),
  image: z.string().nullable(),
  address: z.string().nullable(),
  /** Cars offered there and bookings that name it: while either is above zero it cannot be deleted. */
  cars: z.number().int(),
  bookings: z.number().int(),
  updatedAt: z.string(),
})
export type TConsoleLocation = z.infer<typeof ZConsoleLocation>
export const ZConsoleLocations = pageOf(ZConsoleLocation)
export const ZImage = z.object({ image: z.string() })
export const ZDeleted = z.object({ deleted: z.literal(true) })

// ---------------------------------------------------------------- work queue

/** The states of an item of durable work (the API's jobs table holds the same four). */
export const JOB_STATUSES = ['queued', 'running', 'done', 'parked'] as const
/** Work items shown a page at a time: the generic page size. */
export const JOBS_PAGE_SIZE = 30

export const ZJobsQuery = z.object({
  status: z.enum(JOB_VIEWS, { error: 'validation.invalidValue' }).default('parked'),
  page: paging.page,
})
export type TJobsQuery = z.output<typeof ZJobsQuery>

/**
 * One item of work as the console shows it. Never its payload: it may hold other people's
 * addresses and words; the kind and the error are what an admin acts on.
 */
export const ZConsoleJob = z.object({
  _id: z.uuid(),
  /** A kind this version may not know (an item from a newer instance): shown as it is then. */
  kind: z.string(),
  status: z.enum(JOB_STATUSES),
  /** Tries so far; 0 once an admin asked for a retry. */
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  /** When it is due: the next try of failing work. */
  runAt: z.string(),
  createdAt: z.string(),
  /** Its last change: for parked or failing work, its last try. */
  updatedAt: z.string(),
})
export type TConsoleJob = z.infer<typeof ZConsoleJob>
export const ZConsoleJobs = pageOf(ZConsoleJob)
export type TConsoleJobs = z.infer<typeof ZConsoleJobs>
