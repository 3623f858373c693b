import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { searchCars } from '@wheelbase/core/contracts/cars'
import { api } from '../../lib/api/client'
import { criteriaToParams, searchQueryOf, type TCriteria } from '../../lib/search/criteria'

/** The cache key of a search: the language and the criteria's query string (the server's render seeds it too). */
export const carSearchKey = (language: string, criteria: TCriteria | null) => [
  'car-search',
  language,
  criteria ? criteriaToParams(criteria).toString() : '',
]

/** Pages of 15 cars for infinite scroll. */
export function useCarSearch(criteria: TCriteria | null) {
  const { i18n } = useTranslation()
  return useInfiniteQuery({
    queryKey: carSearchKey(i18n.language, criteria),
    queryFn: ({ pageParam, signal }) =>
      criteria ? api(searchCars, { query: searchQueryOf(criteria, pageParam) }, { signal }) : Promise.reject(new Error('no criteria')),
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage ?? undefined,
    enabled: Boolean(criteria),
    // The previous list stays (dimmed) while a changed filter loads: no jump back to skeletons.
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 30_000,
  })
}
