import { QueryClient, type QueryKey } from '@tanstack/react-query'
import type { TSsrAnswer } from '@wheelbase/core/ssr'

/** The app's query defaults, the same on the server and in the browser. */
export function newQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } } })
}

/**
 * The answers the server's render was made from, as plain key and data pairs (react-query's own
 * dehydrate format carries states the browser does not need, and its hydrate() code weighs on
 * every page's first download; setQueryData is in it already).
 */
export function answersOf(queryClient: QueryClient): TSsrAnswer[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success')
    .map((query) => ({ key: query.queryKey, data: query.state.data }))
}

/** The browser's cache starts with the server's answers: fresh, so nothing is fetched again. */
export function seedAnswers(queryClient: QueryClient, answers: readonly TSsrAnswer[]): void {
  for (const { key, data } of answers) queryClient.setQueryData(key as QueryKey, data)
}
