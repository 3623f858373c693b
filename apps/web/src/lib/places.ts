import { createContext, useContext } from 'react'
import { keepPreviousData, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { getLocation, listLocations, listSuppliers } from '@wheelbase/core/contracts/places'
import type { TLocation, TSupplier } from '@wheelbase/core/schemas/search'
import { callKey, useCall } from './api/calls'

/** Locations and suppliers as the search form, the maps and the supplier pages show them. */
export type TSupplierWithCount = TSupplier & { carCount: number }

/** What the home page, the locations page and the search form's suggestions ask (empty text: all). */
export const locationsRequest = (text = '', size?: number) => ({ query: { q: text || undefined, size } })

/** Locations named in the UI language; the language is part of every key so a switch refetches. */
export function useLocations(text = '', size?: number, enabled = true) {
  return useCall(listLocations, locationsRequest(text, size), { enabled, placeholderData: keepPreviousData, staleTime: 5 * 60_000 })
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
