import { supplierProfile } from '@wheelbase/core/contracts/reviews'
import { pageCall as call, type TPageCall } from '../lib/api/calls'
import { supplierProfileRequest } from '../features/suppliers/profileRequest'
import { getPlacePage } from '@wheelbase/core/contracts/placePage'
import { placePageRequest } from '../features/places/placeRequest'

/**
 * The first screens' calls whose code no other first page shares (app/pages.ts): out of the app's
 * first script, which every page downloads, since only the server's render and a first visit to
 * a page it did not render ask them. (The results' and the checkout's stay in the table: the
 * modules they read are the app's own, and apart they would be split into chunks of their own.)
 */

/** A supplier's profile and the page of reviews asked. */
export function supplierData(query: URLSearchParams, slug: string | undefined): TPageCall[] {
  return slug ? [call(supplierProfile, supplierProfileRequest(slug, query))] : []
}

/** A place's page (its prices, suppliers, reviews and facts, in one answer). */
export function placeData(slug: string | undefined): TPageCall[] {
  return slug ? [call(getPlacePage, placePageRequest(slug))] : []
}
