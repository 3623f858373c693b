import { listFleet } from '@wheelbase/core/contracts/console'
import type { FLEET_SORTS } from '@wheelbase/core/consoleLists'
import { api } from '../../lib/api/client'
import { PAGE_SIZE, usePages } from './usePages'

export type TFleetFilters = { q: string; sort: (typeof FLEET_SORTS)[number]; available: 'all' | 'yes' | 'no'; supplier: string }

/** The fleet, 20 cars a page, as the URL's filters say. */
export function useFleet(filters: TFleetFilters) {
  return usePages('fleet', filters, (page, signal) =>
    api(
      listFleet,
      {
        query: {
          page,
          size: PAGE_SIZE,
          sort: filters.sort,
          available: filters.available,
          ...(filters.q ? { q: filters.q } : {}),
          ...(filters.supplier ? { supplier: filters.supplier } : {}),
        },
      },
      { signal },
    ),
  )
}
