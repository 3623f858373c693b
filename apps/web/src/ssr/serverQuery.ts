import {
  keepPreviousData,
  skipToken,
  useInfiniteQuery as useLibraryInfiniteQuery,
  useQuery as useLibraryQuery,
  useQueryClient,
  type QueryKey,
  type QueryState,
} from '@tanstack/react-query'

// The server build's react-query: everything is the library's but useQuery and useInfiniteQuery
// (vite.config.ts swaps the import for the server build only; the browser keeps the library's own).
export * from '@tanstack/react-query'

type TOptions = {
  queryKey: QueryKey
  queryFn?: unknown
  queryKeyHashFn?: unknown
  enabled?: unknown
  staleTime?: unknown
  select?: unknown
  initialData?: unknown
  placeholderData?: unknown
  getNextPageParam?: (last: unknown, pages: unknown[], lastParam: unknown, params: unknown[]) => unknown
  getPreviousPageParam?: unknown
}

const nothing = async () => {
  throw new Error('a page rendered on the server does not fetch')
}

/**
 * What the library's hook answers in a render on the server, where the cache holds the answers the
 * page was made from and nothing is ever fetched: the same result, field for field, as its
 * QueryObserver gives for a query the render finds answered (fresh: seeded just now) or not
 * (pending, and "fetching" when enabled, as the browser's first render says too, which then
 * fetches). The library's own hook sets up an observer, its options and a tracked result for
 * each use, for a page that lives on: on a results page, a tenth of the server's render. Options
 * these rules do not cover (a select, initial or placeholder data, an enabled or stale time given
 * as a function, skipToken, a key's own hash) go to the library's hook.
 */
function serverResult(state: QueryState | undefined, options: TOptions, defaultStaleTime: unknown) {
  const enabled = options.enabled !== false
  const data = state?.data
  // As the library merges them: the options over the client's defaults, a stale time given as undefined included.
  const staleTime = ('staleTime' in options ? options.staleTime : defaultStaleTime) ?? 0
  // Fresh unless its stale time has passed since the answer came (or there is no answer).
  const stale = enabled && (state?.data === undefined || (staleTime !== 'static' && Date.now() - state.dataUpdatedAt >= Number(staleTime)))
  const fetching = enabled && (data === undefined || stale)
  const status = data === undefined ? 'pending' : 'success'
  return {
    status,
    fetchStatus: fetching ? 'fetching' : 'idle',
    isPending: status === 'pending',
    isSuccess: status === 'success',
    isError: false,
    isInitialLoading: status === 'pending' && fetching,
    isLoading: status === 'pending' && fetching,
    data,
    dataUpdatedAt: state?.dataUpdatedAt ?? 0,
    error: null,
    errorUpdatedAt: 0,
    failureCount: 0,
    failureReason: null,
    errorUpdateCount: 0,
    isFetched: data !== undefined,
    isFetchedAfterMount: false,
    isFetching: fetching,
    isRefetching: fetching && status !== 'pending',
    isLoadingError: false,
    isPaused: false,
    isPlaceholderData: false,
    isRefetchError: false,
    isStale: stale,
    refetch: nothing,
    isEnabled: enabled,
  }
}

// keepPreviousData keeps a previous answer: a render on the server has none.
const coveredBy = (options: TOptions) =>
  options.queryFn !== skipToken &&
  options.queryKeyHashFn === undefined &&
  options.select === undefined &&
  options.initialData === undefined &&
  (options.placeholderData === undefined || options.placeholderData === keepPreviousData) &&
  typeof options.enabled !== 'function' &&
  typeof options.staleTime !== 'function'

export const useQuery = ((options: TOptions) => {
  const client = useQueryClient()
  if (!coveredBy(options)) return (useLibraryQuery as (o: TOptions) => unknown)(options)
  const state = client.getQueryState(options.queryKey)
  return serverResult(state, options, client.getDefaultOptions().queries?.staleTime)
}) as typeof useLibraryQuery

export const useInfiniteQuery = ((options: TOptions) => {
  const client = useQueryClient()
  if (!coveredBy(options) || !options.getNextPageParam || options.getPreviousPageParam)
    return (useLibraryInfiniteQuery as (o: TOptions) => unknown)(options)
  const state = client.getQueryState<{ pages: unknown[]; pageParams: unknown[] }>(options.queryKey)
  const pages = state?.data
  const last = pages ? pages.pages.length - 1 : -1
  return {
    ...serverResult(state, options, client.getDefaultOptions().queries?.staleTime),
    fetchNextPage: nothing,
    fetchPreviousPage: nothing,
    hasNextPage:
      pages && last >= 0 ? options.getNextPageParam(pages.pages[last], pages.pages, pages.pageParams[last], pages.pageParams) != null : false,
    hasPreviousPage: false,
    isFetchNextPageError: false,
    isFetchingNextPage: false,
    isFetchPreviousPageError: false,
    isFetchingPreviousPage: false,
  }
}) as typeof useLibraryInfiniteQuery
