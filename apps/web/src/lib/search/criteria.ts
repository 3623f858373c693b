import {
  CAR_CATEGORIES,
  CAR_EQUIPMENT,
  FUEL_POLICIES,
  FUEL_TYPES,
  GEARBOXES,
  MILEAGE_KINDS,
  type TCarCategory,
  type TCarEquipment,
  type TFuelPolicy,
  type TFuelType,
  type TGearbox,
  type TMileageKind,
} from '@wheelbase/core/enums'
import type { TSearchQueryInput } from '@wheelbase/core/schemas/search'
import type { TMessageKey } from '@wheelbase/core/messages'
import { DRIVER_AGE } from '@wheelbase/core/fees'
import { DEPOSIT_THRESHOLDS, MIN_RATINGS, NO_PERIOD_LIMITS, periodProblem, SORTS, type TSort } from '@wheelbase/core/search'

/**
 * The search as it lives in the /search URL and travels to GET /api/cars/search (the same query
 * string). Read leniently here: the server validates and answers a translated 400 for anything
 * wrong, which the page shows. Absent filters do not restrict; `suppliers` absent means all.
 */
export type TFilters = {
  suppliers?: string[] | undefined
  aircon?: boolean | undefined
  doors4?: boolean | undefined
  seats5?: boolean | undefined
  /** Cancelling is free now (the option included, the supplier's deadline ahead). */
  freeCancel?: boolean | undefined
  /** The deposit is taken without a credit card. */
  noCard?: boolean | undefined
  deposit?: number | undefined
  gearbox?: TGearbox[] | undefined
  fuel?: TFuelType[] | undefined
  mileage?: TMileageKind[] | undefined
  fuelPolicy?: TFuelPolicy[] | undefined
  /** Any of these ranges. */
  category?: TCarCategory[] | undefined
  /** All of this equipment. */
  equipment?: TCarEquipment[] | undefined
  /** Suppliers rated at least this ("8+"). */
  rating?: number | undefined
  sort?: TSort | undefined
}
/** Every filter's key: the ones "Reset filters" clears and the drawer button counts. */
export const FILTER_KEYS = [
  'suppliers',
  'aircon',
  'doors4',
  'seats5',
  'freeCancel',
  'noCard',
  'deposit',
  'gearbox',
  'fuel',
  'mileage',
  'fuelPolicy',
  'category',
  'equipment',
  'rating',
] as const satisfies readonly (keyof TFilters)[]

/** Where, when and who: the driver's age when not 25–70 (core fees.ts), which the totals' fees depend on. */
export type TWhereWhen = { pickup: string; dropoff?: string | undefined; from: string; to: string; age?: number | undefined }

/** A driver's age as typed or in a URL: a whole number the search takes (18–99), else undefined. */
export function ageOf(text: string | null): number | undefined {
  const age = Number(text?.trim() || NaN)
  return Number.isInteger(age) && age >= DRIVER_AGE.min && age <= DRIVER_AGE.max ? age : undefined
}
export type TCriteria = TWhereWhen & TFilters

/**
 * A list parameter: comma-separated in our URLs, or repeated as a form sends its boxes before the
 * app runs (`gearbox=manual&gearbox=automatic`); null when absent.
 */
function listParam(params: URLSearchParams, key: string): string | null {
  const values = params.getAll(key)
  return values.length ? values.join(',') : null
}

const listOf = <T extends string>(allowed: readonly T[], value: string | null): T[] | undefined =>
  value === null ? undefined : (value.split(',').filter((v) => (allowed as readonly string[]).includes(v)) as T[])

/** The filters and sort of a /search query (or of the results' filters form, sent or read before the app runs). */
export function filtersFromParams(params: URLSearchParams): TFilters {
  const deposit = Number(params.get('deposit'))
  const rating = Number(params.get('rating'))
  const sort = params.get('sort')
  const suppliers = listParam(params, 'suppliers')
  return {
    suppliers: suppliers === null ? undefined : suppliers.split(',').filter(Boolean),
    aircon: params.get('aircon') === '1' || undefined,
    doors4: params.get('doors4') === '1' || undefined,
    seats5: params.get('seats5') === '1' || undefined,
    freeCancel: params.get('freeCancel') === '1' || undefined,
    noCard: params.get('noCard') === '1' || undefined,
    deposit: (DEPOSIT_THRESHOLDS as readonly number[]).includes(deposit) ? deposit : undefined,
    gearbox: listOf(GEARBOXES, listParam(params, 'gearbox')),
    fuel: listOf(FUEL_TYPES, listParam(params, 'fuel')),
    mileage: listOf(MILEAGE_KINDS, listParam(params, 'mileage')),
    fuelPolicy: listOf(FUEL_POLICIES, listParam(params, 'fuelPolicy')),
    category: listOf(CAR_CATEGORIES, listParam(params, 'category')),
    equipment: listOf(CAR_EQUIPMENT, listParam(params, 'equipment')),
    rating: (MIN_RATINGS as readonly number[]).includes(rating) ? rating : undefined,
    sort: (SORTS as readonly string[]).includes(sort ?? '') ? (sort as TSort) : undefined,
  }
}

/** The criteria of a /search URL; null when where or when is missing (the page then asks for them). */
export function criteriaFromParams(params: URLSearchParams): TCriteria | null {
  const pickup = params.get('pickup')
  const from = params.get('from')
  const to = params.get('to')
  if (!pickup || !from || !to) return null
  return { pickup, dropoff: params.get('dropoff') || undefined, from, to, age: ageOf(params.get('age')), ...filtersFromParams(params) }
}

/** The criteria as the query of GET /api/cars/search and of the /search URL, in a fixed order (equal criteria, equal URLs and cache keys). */
export function criteriaToQuery(criteria: TCriteria): TSearchQueryInput & Record<string, string> {
  const query: TSearchQueryInput & Record<string, string> = { pickup: criteria.pickup, from: criteria.from, to: criteria.to }
  if (criteria.dropoff && criteria.dropoff !== criteria.pickup) query.dropoff = criteria.dropoff
  // from and to after dropoff, as the URL has always had them.
  const ordered: TSearchQueryInput & Record<string, string> = {
    pickup: query.pickup,
    ...(query.dropoff ? { dropoff: query.dropoff } : {}),
    from: query.from,
    to: query.to,
  }
  if (criteria.age !== undefined) ordered.age = String(criteria.age)
  if (criteria.suppliers) ordered.suppliers = criteria.suppliers.join(',')
  for (const key of ['aircon', 'doors4', 'seats5', 'freeCancel', 'noCard'] as const) if (criteria[key]) ordered[key] = '1'
  if (criteria.deposit) ordered.deposit = String(criteria.deposit)
  for (const key of ['gearbox', 'fuel', 'mileage', 'fuelPolicy', 'category', 'equipment'] as const) {
    const values = criteria[key]
    if (values?.length) ordered[key] = values.join(',')
  }
  if (criteria.rating) ordered.rating = String(criteria.rating)
  if (criteria.sort && criteria.sort !== 'price_asc') ordered.sort = criteria.sort
  return ordered
}

/**
 * What is wrong with a search's period before it is sent: the rules the API's schema applies
 * (core periodProblem), with its messages. That the places exist only the server can say.
 */
export function criteriaProblem(criteria: TWhereWhen): TMessageKey | null {
  const from = new Date(criteria.from)
  const to = new Date(criteria.to)
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return 'search.datesRequired'
  // The limits are the server's settings: its answer names them (a results page shows it).
  return periodProblem(from, to, new Date(), NO_PERIOD_LIMITS)
}

export function criteriaToParams(criteria: TCriteria): URLSearchParams {
  return new URLSearchParams(criteriaToQuery(criteria))
}

/** The API query of one page of results (the same query string as the page's URL, and the page). */
export function searchQueryOf(criteria: TCriteria, page: number): TSearchQueryInput {
  return { ...criteriaToQuery(criteria), page: String(page) }
}

export function searchPath(criteria: TCriteria): string {
  return `/search?${criteriaToParams(criteria).toString()}`
}

/**
 * `checkoutPath` of each car of one search, without options (a list's Book links): the search's
 * part of the address is written once, not once per card. A car's id is a UUID, which needs no escaping.
 */
export function checkoutPathsOf(criteria: TWhereWhen): (carId: string) => string {
  const tail = checkoutPath('', criteria).slice(CHECKOUT_CAR.length)
  return (carId) => `${CHECKOUT_CAR}${encodeURIComponent(carId)}${tail}`
}
const CHECKOUT_CAR = '/checkout?car='

/** The checkout of one car for the same where and when (and the options already chosen, once on the checkout). */
export function checkoutPath(carId: string, criteria: TWhereWhen, options: readonly string[] = []): string {
  const params = new URLSearchParams({ car: carId, pickup: criteria.pickup })
  if (criteria.dropoff && criteria.dropoff !== criteria.pickup) params.set('dropoff', criteria.dropoff)
  params.set('from', criteria.from)
  params.set('to', criteria.to)
  if (criteria.age !== undefined) params.set('age', String(criteria.age))
  if (options.length) params.set('options', options.join(','))
  return `/checkout?${params.toString()}`
}
