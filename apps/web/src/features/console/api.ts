import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { listFleet } from '@wheelbase/core/contracts/console'
import type { FLEET_SORTS } from '@wheelbase/core/schemas/console'
import { api } from '../../lib/api/client'

export type TFleetFilters = { q: string; sort: (typeof FLEET_SORTS)[number]; available: 'all' | 'yes' | 'no'; supplier: string }

/** The fleet, 20 cars a page, as the URL's filters say. */
export function useFleet(filters: TFleetFilters) {
  return useInfiniteQuery({
    queryKey: ['fleet', filters],
    queryFn: ({ pageParam, signal }) =>
      api(
        listFleet,
        {
          query: {
            page: pageParam,
            size: 20,
            sort: filters.sort,
            available: filters.available,
            ...(filters.q ? { q: filters.q } : {}),
            ...(filters.supplier ? { supplier: filters.supplier } : {}),
          },
        },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage ?? undefined,
    placeholderData: keepPreviousData,
    retry: false,
  })
}
