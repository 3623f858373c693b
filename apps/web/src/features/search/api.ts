import { useMemo } from 'react'
import { useQueryClient, type InfiniteData, type UseInfiniteQueryResult } from '@tanstack/react-query'
import { useTranslation } from '../../i18n/useTranslation'
import { searchCars } from '@wheelbase/core/contracts/cars'
import { useCallPages, useFirstPageItems } from '../../lib/api/useCallPages'
import { pagesKey, type TPageOf } from '../../lib/api/calls'
import type { ApiError } from '../../lib/api/client'
import { searchQueryOf, type TCriteria } from '../../lib/search/criteria'

/** What a search asks (its first page; the list asks the next ones). The server's render asks the same. */
export const carSearchRequest = (criteria: TCriteria) => ({ query: searchQueryOf(criteria, 1) })

/** What the results page reads of its search: the same on the server and in the browser. */
export type TCarSearch = Pick<
  UseInfiniteQueryResult<InfiniteData<TPageOf<typeof searchCars>, number>, ApiError>,
  'data' | 'error' | 'isSuccess' | 'isPending' | 'isFetching' | 'isPlaceholderData' | 'hasNextPage' | 'isFetchingNextPage' | 'fetchNextPage'
>

/** Pages of 15 cars for infinite scroll; nothing is asked without criteria. */
export const useCarSearch: (criteria: TCriteria | null) => TCarSearch = import.meta.env.SSR ? useSearchInHand : useAskedSearch

function useAskedSearch(criteria: TCriteria | null): TCarSearch {
  return useCallPages(searchCars, criteria ? carSearchRequest(criteria) : null, { staleTime: 30_000 })
}

/**
 * The server's render: the search it prepared for the page (app/pages.ts), read from its cache as
 * it is. The server renders once and asks nothing while it does, so TanStack's observer (options
 * defaulted, the key hashed twice, a result made: 0.2 ms of a 2–3 ms results page, record 0152)
 * would only cost its time. It reads what the hook's first render reads in the browser: the answer
 * when there is one, else a search still loading (an answer that failed is not shipped, and the
 * browser asks again).
 */
function useSearchInHand(criteria: TCriteria | null): TCarSearch {
  const client = useQueryClient()
  const { i18n } = useTranslation()
  const request = criteria ? carSearchRequest(criteria) : null
  const state = request ? client.getQueryState<TCarSearch['data'], ApiError>(pagesKey(searchCars, request, i18n.language)) : undefined
  const data = state?.status === 'success' ? state.data : undefined
  return {
    data,
    error: null,
    isSuccess: data !== undefined,
    isPending: data === undefined,
    isFetching: request !== null && data === undefined,
    isPlaceholderData: false,
    hasNextPage: data?.pages.at(-1)?.nextPage != null,
    isFetchingNextPage: false,
    fetchNextPage: () => Promise.reject(new Error('the server renders once: it asks for no more cars')),
  }
}

/** The first 15 cars as data, when the server's HTML alone showed them (lib/itemsInHtml.ts). */
export function useFirstCars(criteria: TCriteria) {
  const request = useMemo(() => carSearchRequest(criteria), [criteria])
  return useFirstPageItems(searchCars, request)
}
