import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query'
import type { TLocation, TSearchResult, TSupplier } from '@wheelbase/core/schemas/search'
import { useTranslation } from 'react-i18next'
import { apiRequest } from '../../lib/api/client'
import { carSearchPath, criteriaToParams, type TCriteria } from './criteria'

export type TSupplierWithCount = TSupplier & { carCount: number }

/** Locations named in the UI language; the language is part of every key so a switch refetches. */
export function useLocations(text = '', size?: number) {
  const { i18n } = useTranslation()
  const params = new URLSearchParams()
  if (text) params.set('q', text)
  if (size) params.set('size', String(size))
  return useQuery({
    queryKey: ['locations', i18n.language, text, size],
    queryFn: ({ signal }) => apiRequest<{ items: TLocation[]; total: number }>(`/api/locations?${params.toString()}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  })
}

export const locationKey = (language: string, id: string | undefined) => ['location', language, id]

export function useLocation(id: string | undefined) {
  const { i18n } = useTranslation()
  return useQuery({
    queryKey: locationKey(i18n.language, id),
    queryFn: ({ signal }) => apiRequest<TLocation>(`/api/locations/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: Boolean(id),
    staleTime: 5 * 60_000,
    retry: false,
  })
}

export function useSuppliers() {
  return useQuery({
    queryKey: ['suppliers'],
    queryFn: ({ signal }) => apiRequest<{ items: TSupplierWithCount[]; total: number }>('/api/suppliers', { signal }),
    staleTime: 5 * 60_000,
  })
}

/** Pages of 15 cars for infinite scroll; the criteria's query string is the cache key. */
export function useCarSearch(criteria: TCriteria | null) {
  const { i18n } = useTranslation()
  const query = criteria ? criteriaToParams(criteria).toString() : ''
  return useInfiniteQuery({
    queryKey: ['car-search', i18n.language, query],
    queryFn: ({ pageParam, signal }) =>
      criteria ? apiRequest<TSearchResult>(carSearchPath(criteria, pageParam), { signal }) : Promise.reject(new Error('no criteria')),
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage ?? undefined,
    enabled: Boolean(criteria),
    // The previous list stays (dimmed) while a changed filter loads: no jump back to skeletons.
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 30_000,
  })
}
