import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'

/** Every console list loads 20 rows a page. */
export const PAGE_SIZE = 20

/**
 * A console list by pages for infinite scroll, asked again when its filters change; the previous
 * answer stays on screen (dimmed by ListFrame) while the new one loads.
 */
export function usePages<T extends { nextPage: number | null }>(
  key: string,
  filters: object,
  fetchPage: (page: number, signal: AbortSignal) => Promise<T>,
) {
  return useInfiniteQuery({
    queryKey: [key, filters],
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage ?? undefined,
    placeholderData: keepPreviousData,
    retry: false,
  })
}
