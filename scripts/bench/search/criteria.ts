import type { Random } from '../../../apps/api/src/db/seed/random'
import type { TDataset } from './dataset'

const HOUR = 3_600_000
const DAY = 24 * HOUR

/**
 * One driver's search as the web form sends it (packages/core/src/schemas/search.ts): a random
 * pick-up, sometimes another drop-off, a pick-up within the next ~5 months for 1–14 days, and the
 * filters a driver ticks now and then. No two requests share criteria, so no cache could help.
 */
export function randomSearchParams(random: Random, dataset: TDataset, now: Date): Record<string, string> {
  const pickup = random.pick(dataset.locationIds)
  // Whole half-hours from one hour ahead, as the date pickers offer them.
  const from = new Date(Math.ceil((now.getTime() + HOUR + random.int(0, 150 * 48) * (HOUR / 2)) / (HOUR / 2)) * (HOUR / 2))
  const to = new Date(from.getTime() + random.int(1, 14) * DAY)
  const params: Record<string, string> = { pickup, from: from.toISOString(), to: to.toISOString() }
  if (random.chance(0.25)) params.dropoff = random.pick(dataset.locationIds.filter((id) => id !== pickup))
  if (random.chance(0.25)) params.aircon = '1'
  if (random.chance(0.1)) params.doors4 = '1'
  if (random.chance(0.1)) params.seats5 = '1'
  if (random.chance(0.2)) params.gearbox = random.pick(['automatic', 'manual'])
  if (random.chance(0.2)) params.deposit = String(random.pick([250, 500, 750]))
  if (random.chance(0.1)) params.fuel = random.pick(['diesel,hybrid', 'gasoline', 'electric,plugInHybrid'])
  if (random.chance(0.1)) params.mileage = 'unlimited'
  if (random.chance(0.1)) params.fuelPolicy = random.pick(['freeTank', 'likeForlike'])
  // The supplier's terms (issue 45): free cancellation now, no credit card needed.
  if (random.chance(0.15)) params.freeCancel = '1'
  if (random.chance(0.15)) params.noCard = '1'
  if (random.chance(0.15)) params.suppliers = random.sample(dataset.supplierIds, random.int(1, 6)).join(',')
  if (random.chance(0.1)) params.rating = '8'
  const sort = random.next()
  if (sort < 0.25) params.sort = 'price_desc'
  else if (sort < 0.4) params.sort = 'rating'
  const page = random.pick([1, 1, 1, 1, 1, 1, 1, 2, 2, 3])
  if (page > 1) params.page = String(page)
  return params
}

export const searchPath = (params: Record<string, string>) => `/api/cars/search?${new URLSearchParams(params).toString()}`

/** The same search as a driver opens it: the results page, rendered by the server with its first 15 cars (no page number). */
export const resultsPagePath = (params: Record<string, string>) => {
  const { page: _page, ...criteria } = params
  return `/search?${new URLSearchParams(criteria).toString()}`
}
