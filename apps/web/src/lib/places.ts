import { createContext, useContext } from 'react'
import { keepPreviousData, useQueryClient, type UseQueryResult } from '@tanstack/react-query'
import { useTranslation } from '../i18n/useTranslation'
import { getLocation, listLocations, listSuppliers } from '@wheelbase/core/contracts/places'
import type { TLocation, TSupplier } from '@wheelbase/core/schemas/search'
import type { TResponseOf } from '@wheelbase/core/contract'
import { callKey, useCall } from './api/calls'
import type { ApiError } from './api/client'

/** Locations and suppliers as the search form, the maps and the supplier pages show them. */
export type TSupplierWithCount = TSupplier & { carCount: number }

/** What the home page, the locations page and the search form's suggestions ask (empty text: all). */
export const locationsRequest = (text = '', size?: number) => ({ query: { q: text || undefined, size } })

/** What the pages read of a list of places: the same on the server and in the browser. */
export type TPlaces = Pick<UseQueryResult<TResponseOf<typeof listLocations>, ApiError>, 'data' | 'isPending' | 'isFetching'>

/** Locations named in the UI language; the language is part of every key so a switch refetches. */
export const useLocations: (text?: string, size?: number, enabled?: boolean) => TPlaces = import.meta.env.SSR ? usePlacesInHand : useAskedPlaces

function useAskedPlaces(text = '', size?: number, enabled = true): TPlaces {
  return useCall(listLocations, locationsRequest(text, size), { enabled, placeholderData: keepPreviousData, staleTime: 5 * 60_000 })
}

/**
 * The server's render (as `usePlaceInHand` below, record 0152): the list its page prepared, read
 * as it is, or one still loading, as the hook's first render in the browser reads it. A search
 * form's suggestions, asked only while its list is open, are nothing on the server.
 */
function usePlacesInHand(text = '', size?: number, enabled = true): TPlaces {
  const client = useQueryClient()
  const { i18n } = useTranslation()
  const data = enabled ? client.getQueryData<TPlaces['data']>(callKey(listLocations, locationsRequest(text, size), i18n.language)) : undefined
  return { data, isPending: data === undefined, isFetching: enabled && data === undefined }
}

export const locationRequest = (id: string | undefined) => ({ params: { id: id ?? '' } })

/**
 * Places an answer on screen already names (a search's pick-up and drop-off, in the UI language):
 * `useLocation` starts from them instead of asking, and the server's render ships them once.
 */
export const KnownPlacesContext = createContext<readonly TLocation[]>([])

/** A place by id, in the UI language: once known, `data`; asked for when the page does not hold it. */
export const useLocation: (id: string | undefined) => { data: TLocation | undefined } = import.meta.env.SSR ? usePlaceInHand : useAskedPlace

function useAskedPlace(id: string | undefined) {
  const known = useContext(KnownPlacesContext).find((place) => place._id === id)
  return useCall(getLocation, locationRequest(id), { enabled: Boolean(id), staleTime: 5 * 60_000, retry: false, initialData: known })
}

/**
 * The server's render: a place the page holds (known, or among the answers prepared for it), read
 * as it is. The server renders once and asks nothing while it does, so a query observer per place
 * (four on a results page) would only cost its time. The browser's first render reads the same.
 */
function usePlaceInHand(id: string | undefined) {
  const known = useContext(KnownPlacesContext).find((place) => place._id === id)
  const client = useQueryClient()
  const { i18n } = useTranslation()
  return { data: known ?? (id ? client.getQueryData<TLocation>(callKey(getLocation, locationRequest(id), i18n.language)) : undefined) }
}

/** A location the visitor picked from a list is known at once, without asking for it again. */
export function useRememberLocation() {
  const queryClient = useQueryClient()
  const { i18n } = useTranslation()
  return (location: TLocation) => queryClient.setQueryData(callKey(getLocation, locationRequest(location._id), i18n.language), location)
}

export function useSuppliers(enabled = true) {
  return useCall(listSuppliers, {}, { enabled, staleTime: 5 * 60_000 })
}
