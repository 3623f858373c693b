import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { listUsers } from '@wheelbase/core/contracts/consoleAdmin'
import type { USER_SORTS } from '@wheelbase/core/schemas/consoleAdmin'
import type { TUserType } from '@wheelbase/core/enums'
import { api } from '../../../lib/api/client'

export type TUserFilters = { q: string; type: TUserType | ''; status: 'all' | 'active' | 'suspended'; sort: (typeof USER_SORTS)[number] }

/** Every account as the filters say, 20 a page. */
export function useUsers(filters: TUserFilters) {
  return useInfiniteQuery({
    queryKey: ['console-users', filters],
    queryFn: ({ pageParam, signal }) =>
      api(
        listUsers,
        {
          query: {
            page: pageParam,
            size: 20,
            sort: filters.sort,
            status: filters.status,
            ...(filters.type ? { type: filters.type } : {}),
            ...(filters.q ? { q: filters.q } : {}),
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
