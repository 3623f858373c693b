import { z } from 'zod'
import { pageOf } from './consoleShared'

/**
 * The trail of what staff changed (issue 46): one entry per changed row, with who, acting as what,
 * from which session, when, which record and the fields before and after (secrets never; a
 * person's own details as "changed" without their values). Admins read all of it; a supplier the
 * entries about its own records.
 */
export const AUDITED_TABLES = [
  'bookings',
  'cars',
  'car_seasons',
  'car_blocks',
  'car_locations',
  'users',
  'supplier_hours',
  'supplier_closed_days',
  'supplier_one_way_fees',
  'supplier_place_fees',
  'locations',
  'reviews',
  'currency_rates',
  'currency_rate_source',
  'jobs',
  'calendar_feeds',
] as const

const instant = z.iso.datetime({ offset: true, error: 'validation.invalidDate' })

export const ZAuditQuery = z.object({
  actor: z.uuid({ error: 'validation.invalidValue' }).optional(),
  table: z.enum(AUDITED_TABLES, { error: 'validation.invalidValue' }).optional(),
  record: z.string().trim().min(1).max(64).optional(),
  from: instant.optional(),
  to: instant.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
})
export type TAuditQuery = z.output<typeof ZAuditQuery>

export const ZAuditEntry = z.object({
  _id: z.uuid(),
  at: z.iso.datetime(),
  actor: z.object({ _id: z.uuid(), name: z.string().nullable(), type: z.string() }),
  sessionId: z.uuid().nullable(),
  table: z.string(),
  recordId: z.string(),
  action: z.enum(['insert', 'update', 'delete']),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
})
export type TAuditEntry = z.infer<typeof ZAuditEntry>

export const ZAuditPage = pageOf(ZAuditEntry)
export type TAuditPage = z.infer<typeof ZAuditPage>
