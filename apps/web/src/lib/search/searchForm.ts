import type { TLocation } from '@wheelbase/core/schemas/search'
import { ageOf, criteriaFromParams, searchPath } from './criteria'
import { toIso } from './dateTime'

/** How a search sent before the app runs finds its places: by id, or by the text typed. */
export type TPlaceFinder = {
  byId(id: string): Promise<TLocation | null>
  byText(text: string): Promise<TLocation | null>
}

/** The fields of the search form as a plain GET sends them (SearchForm, LocationField, DateTimeField). */
const FORM_FIELDS = ['pickup', 'pickupName', 'dropoff', 'dropoffName', 'fromDate', 'fromTime', 'toDate', 'toTime'] as const

const DATE = /^\d{4}-\d{2}-\d{2}$/
const TIME = /^\d{2}:\d{2}$/

/**
 * The place of a field: the one chosen (its id), unless the visitor typed another name over it;
 * else the first place matching the text typed (any language, as the box's list would show it).
 */
async function placeOf(params: URLSearchParams, field: 'pickup' | 'dropoff', find: TPlaceFinder): Promise<TLocation | null> {
  const id = params.get(field)
  const text = params.get(`${field}Name`)?.trim() ?? ''
  const chosen = id ? await find.byId(id) : null
  if (chosen && (!text || chosen.name === text)) return chosen
  return text ? find.byText(text) : null
}

/**
 * Where a search sent by the form before the app ran leads: the results' address, its times the
 * pick-up place's wall clock as the form shows them, the rest of the query (filters, sort) kept.
 * Null when the query is not one the form sent. Without a place or a valid date, the search page
 * itself, which asks for them.
 */
export async function searchFormTarget(params: URLSearchParams, find: TPlaceFinder): Promise<string | null> {
  if (!params.has('fromDate')) return null
  const query = new URLSearchParams(params)
  for (const field of FORM_FIELDS) query.delete(field)
  // The age box is sent even empty (ticked "25–70"): only an age the search takes stays.
  if (params.has('age') && ageOf(params.get('age')) === undefined) query.delete('age')
  const from = { date: params.get('fromDate') ?? '', time: params.get('fromTime') ?? '' }
  const to = { date: params.get('toDate') ?? '', time: params.get('toTime') ?? '' }
  const [pickup, dropoff] = await Promise.all([placeOf(params, 'pickup', find), placeOf(params, 'dropoff', find)])
  if (!pickup || ![from.date, to.date].every((date) => DATE.test(date)) || ![from.time, to.time].every((time) => TIME.test(time))) return '/search'
  query.set('pickup', pickup._id)
  if (dropoff) query.set('dropoff', dropoff._id)
  query.set('from', toIso(from, pickup.timeZone))
  query.set('to', toIso(to, pickup.timeZone))
  const criteria = criteriaFromParams(query)
  return criteria ? searchPath(criteria) : '/search'
}
