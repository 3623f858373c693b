import { keepPreviousData, useInfiniteQuery, type InfiniteData, type UseInfiniteQueryOptions } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { TRequestOf } from '@wheelbase/core/contract'
import { pagesOptions, type TGet, type TPageOf } from './calls'
import type { ApiError } from './client'

type TPagesOptions<E extends TGet> = Omit<
  UseInfiniteQueryOptions<TPageOf<E>, ApiError, InfiniteData<TPageOf<E>, number>, readonly unknown[], number>,
  'queryKey' | 'queryFn' | 'initialPageParam' | 'getNextPageParam'
>

// A module of its own: the pages without a list never download the library's infinite queries.
/**
 * A list by pages for infinite scroll. The previous answer stays on screen while changed filters
 * load (no jump back to skeletons), unless the options say otherwise.
 */
export function useCallPages<E extends TGet>(contract: E, request: TRequestOf<E> | null, options: TPagesOptions<E> = {}) {
  const { i18n } = useTranslation()
  const base = pagesOptions(contract, request, i18n.language)
  return useInfiniteQuery({
    placeholderData: keepPreviousData,
    retry: false,
    ...base,
    ...options,
    enabled: base.enabled && options.enabled !== false,
  })
}
