import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { searchCars } from '@wheelbase/core/contracts/cars'
import { api } from '../../lib/api/client'
import { criteriaToParams, searchQueryOf, type TCriteria } from '../../lib/search/criteria'

/** Pages of 15 cars for infinite scroll; the criteria's query string is the cache key. */
export function useCarSearch(criteria: TCriteria | null) {
  const { i18n } = useTranslation()
  const query = criteria ? criteriaToParams(criteria).toString() : ''
  return useInfiniteQuery({
    queryKey: ['car-search', i18n.language, query],
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
