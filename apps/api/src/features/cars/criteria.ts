import { rentalDays } from '@wheelbase/core/days'
import type { TMessageKey } from '@wheelbase/core/messages'
import { ZCarQuery, ZSearchQuery, type TSearchQuery } from '@wheelbase/core/schemas/search'
import { PAST_GRACE_MS } from '@wheelbase/core/search'
import type { Db } from '../../db/client'
import { badRequest } from '../../platform/errors'
import { findLocationsById } from '../locations/queries'

/** Pages past this are refused: no driver scrolls through 150,000 cars, and the offset stays cheap. */
const MAX_PAGE = 10_000

export type TPeriod = { pickupId: string; dropoffId: string; from: Date; to: Date; days: number }
export type TCriteria = TPeriod & { query: TSearchQuery; page: number }

const FIELD_MESSAGES: Record<string, TMessageKey> = {
  pickup: 'search.pickupRequired',
  dropoff: 'search.dropoffRequired',
  from: 'search.datesRequired',
  to: 'search.datesRequired',
  page: 'search.badPage',
}

/** The first problem of a query as one translated message (the form shows it as is). */
function invalid(issues: readonly { path: readonly PropertyKey[] }[], raw: Record<string, unknown>) {
  const field = String(issues[0]?.path[0] ?? '')
  const given = raw[field] !== undefined && raw[field] !== ''
  if ((field === 'pickup' || field === 'dropoff') && given) return badRequest('unknown_location', 'search.unknownLocation')
  return badRequest('invalid_criteria', FIELD_MESSAGES[field] ?? 'search.badCriteria')
}

/**
 * Checks where and when: both locations exist, drop-off after pick-up, pick-up not in the past.
 * Days are counted on the pick-up location's wall clock (core rentalDays). Absent drop-off means
 * "Return to same location".
 */
async function checkPeriod(db: Db, query: { pickup: string; dropoff?: string | undefined; from: string; to: string }, now: Date): Promise<TPeriod> {
  const dropoffId = query.dropoff ?? query.pickup
  const found = await findLocationsById(db, [query.pickup, dropoffId])
  const pickup = found.get(query.pickup)
  const dropoff = found.get(dropoffId)
  if (!pickup || !dropoff) throw badRequest('unknown_location', 'search.unknownLocation')
  const from = new Date(query.from)
  const to = new Date(query.to)
  if (to.getTime() <= from.getTime()) throw badRequest('dropoff_before_pickup', 'search.dropoffBeforePickup')
  if (from.getTime() < now.getTime() - PAST_GRACE_MS) throw badRequest('pickup_in_past', 'search.pickupInPast')
  return { pickupId: pickup._id, dropoffId, from, to, days: rentalDays(from, to, pickup.timeZone) }
}

export async function parseCriteria(db: Db, raw: Record<string, unknown>, now = new Date()): Promise<TCriteria> {
  const parsed = ZSearchQuery.safeParse(raw)
  if (!parsed.success) throw invalid(parsed.error.issues, raw)
  const query = parsed.data
  const page = query.page === undefined ? 1 : /^[1-9][0-9]{0,5}$/.test(query.page) ? Number(query.page) : NaN
  if (!(page >= 1 && page <= MAX_PAGE)) throw badRequest('invalid_page', 'search.badPage')
  return { ...(await checkPeriod(db, query, now)), query, page }
}

/** The optional quote criteria of one car: all four or none (the pick-up alone is not a period). */
export async function parseQuoteCriteria(db: Db, raw: Record<string, unknown>, now = new Date()): Promise<TPeriod | null> {
  const parsed = ZCarQuery.safeParse(raw)
  if (!parsed.success) throw invalid(parsed.error.issues, raw)
  const { pickup, dropoff, from, to } = parsed.data
  if (!pickup && !from && !to) return null
  if (!pickup) throw badRequest('invalid_criteria', 'search.pickupRequired')
  if (!from || !to) throw badRequest('invalid_criteria', 'search.datesRequired')
  return checkPeriod(db, { pickup, dropoff, from, to }, now)
}
