import type { TLanguage } from '@wheelbase/core/languages'
import type { TPlacePage } from '@wheelbase/core/schemas/placePage'
import type { TPeriodLimits } from '@wheelbase/core/search'
import type { Db } from '../../db/client'
import { findLocationBySlug, presentLocation } from '../../data/locations'
import { notFound } from '../../platform/http/errors'
import { placeFacts, placeReviews, placeSuppliers } from './placeFacts'
import { placePrices } from './placePrices'

/**
 * A place's public page by its address (/car-hire/{slug}, issue 48): the place, its cars' prices
 * "from" per category over the next 30 days, the suppliers there with their scores and desk
 * hours, the latest reviews of rentals picked up there, and the facts its questions answer. An
 * unknown address is 404; a place with no car yet has a page that says so.
 */
export async function placePage(
  db: Db,
  slug: string,
  language: TLanguage,
  percentage: number,
  limits: TPeriodLimits,
  now: Date,
): Promise<TPlacePage> {
  const row = await findLocationBySlug(db, slug)
  if (!row) throw notFound('location')
  // One after another: PGlite answers one query at a time, and a pool's connections serve other requests.
  const suppliers = await placeSuppliers(db, row._id, language)
  const prices = suppliers.length ? await placePrices(db, row, percentage, limits, now) : []
  return {
    place: presentLocation(row, language),
    prices,
    suppliers,
    reviews: suppliers.length ? await placeReviews(db, row._id) : [],
    facts: await placeFacts(db, row._id),
  }
}
