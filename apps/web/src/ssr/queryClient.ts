import { QueryClient } from '@tanstack/react-query'

/** The app's query defaults, the same on the server and in the browser. */
export function newQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } } })
}
