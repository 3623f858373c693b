import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { getLocation, listLocations, listSuppliers } from '@wheelbase/core/contracts/places'
import type { TSupplier } from '@wheelbase/core/schemas/search'
import { useTranslation } from 'react-i18next'
import { api } from './api/client'

/** Locations and suppliers as the search form, the maps and the supplier pages show them. */
export type TSupplierWithCount = TSupplier & { carCount: number }

/** Locations named in the UI language; the language is part of every key so a switch refetches. */
export const locationsKey = (language: string, text = '', size?: number) => ['locations', language, text, size]

export function useLocations(text = '', size?: number, enabled = true) {
  const { i18n } = useTranslation()
  return useQuery({
    queryKey: locationsKey(i18n.language, text, size),
    enabled,
    queryFn: ({ signal }) => api(listLocations, { query: { q: text || undefined, size } }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  })
}

export const locationKey = (language: string, id: string | undefined) => ['location', language, id]

export function useLocation(id: string | undefined) {
  const { i18n } = useTranslation()
  return useQuery({
    queryKey: locationKey(i18n.language, id),
    queryFn: ({ signal }) => api(getLocation, { params: { id: id ?? '' } }, { signal }),
    enabled: Boolean(id),
    staleTime: 5 * 60_000,
    retry: false,
  })
}

export const suppliersKey = ['suppliers']

export function useSuppliers() {
  return useQuery({
    queryKey: suppliersKey,
    queryFn: ({ signal }) => api(listSuppliers, {}, { signal }),
    staleTime: 5 * 60_000,
  })
}
