import { getPlacePage } from '@wheelbase/core/contracts/placePage'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from '../../i18n/useTranslation'
import { getLocation } from '@wheelbase/core/contracts/places'
import type { TLocation } from '@wheelbase/core/schemas/search'
import { callKey, useCall } from '../../lib/api/calls'
import { locationRequest } from '../../lib/places'
import { placePageRequest } from './placeRequest'

/** A place's page: the place, its "from" prices, its suppliers, recent reviews and facts. */
export function usePlacePage(slug: string) {
  return useCall(getPlacePage, placePageRequest(slug), { staleTime: 60_000 })
}

/**
 * A location a page already holds (a place page's own): known to the search form's fields at
 * once, in the server's render and in the hydration that follows it, without asking for it.
 */
export function useKnownLocation(location: TLocation) {
  const queryClient = useQueryClient()
  const { i18n } = useTranslation()
  const key = callKey(getLocation, locationRequest(location._id), i18n.language)
  // During render, before the form that reads it: set once, so no subscriber is told of it mid-render.
  if (queryClient.getQueryData(key) === undefined) queryClient.setQueryData(key, location)
}
