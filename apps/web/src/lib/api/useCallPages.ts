import { keepPreviousData, useInfiniteQuery, useQueryClient, type InfiniteData, type UseInfiniteQueryOptions } from '@tanstack/react-query'
import { useCallback, useRef } from 'react'
import { useTranslation } from '../../i18n/useTranslation'
import type { TRequestOf } from '@wheelbase/core/contract'
import { pageRequest, pagesOptions, type TGet, type TPageOf } from './calls'
import { api, type ApiError } from './client'

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

/**
 * The items of a list's first page that the server's HTML alone showed (lib/itemsInHtml.ts),
 * asked once when the page needs them as data; meanwhile calls share the one request.
 */
export function useFirstPageItems<E extends TGet>(contract: E, request: TRequestOf<E> | null): () => Promise<void> {
  const { i18n } = useTranslation()
  const queryClient = useQueryClient()
  const asking = useRef<Promise<void> | null>(null)
  return useCallback(() => {
    if (!request) return Promise.resolve()
    const { queryKey } = pagesOptions(contract, request, i18n.language)
    asking.current ??= api(contract, pageRequest(request, 1))
      .then((first) => {
        queryClient.setQueryData<InfiniteData<TPageOf<E>, number>>(queryKey, (data) =>
          data ? { ...data, pages: [first as TPageOf<E>, ...data.pages.slice(1)] } : data,
        )
      })
      .finally(() => (asking.current = null))
    return asking.current
  }, [contract, request, i18n.language, queryClient])
}
