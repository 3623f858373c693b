import { listUsers } from '@wheelbase/core/contracts/consoleAdmin'
import type { USER_SORTS } from '@wheelbase/core/consoleLists'
import type { TUserType } from '@wheelbase/core/enums'
import { api } from '../../../lib/api/client'
import { PAGE_SIZE, usePages } from '../usePages'

export type TUserFilters = { q: string; type: TUserType | ''; status: 'all' | 'active' | 'suspended'; sort: (typeof USER_SORTS)[number] }

/** Every account as the filters say, 20 a page. */
export function useUsers(filters: TUserFilters) {
  return usePages('console-users', filters, (page, signal) =>
    api(
      listUsers,
      {
        query: {
          page,
          size: PAGE_SIZE,
          sort: filters.sort,
          status: filters.status,
          ...(filters.type ? { type: filters.type } : {}),
          ...(filters.q ? { q: filters.q } : {}),
        },
      },
      { signal },
    ),
  )
}
