import { getPlacePage } from '@wheelbase/core/contracts/places'
import { useCall } from '../../lib/api/calls'
import { placePageRequest } from './placeRequest'

/** A place's page: the place, its "from" prices, its suppliers, recent reviews and facts. */
export function usePlacePage(slug: string) {
  return useCall(getPlacePage, placePageRequest(slug), { staleTime: 60_000 })
}
