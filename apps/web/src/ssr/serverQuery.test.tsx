// @vitest-environment node
import {
  keepPreviousData,
  QueryClientProvider,
  useInfiniteQuery as useLibraryInfiniteQuery,
  useQuery as useLibraryQuery,
} from '@tanstack/react-query'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { newQueryClient } from './queryClient'
import { useInfiniteQuery, useQuery } from './serverQuery'

type TPage = { items: number[]; nextPage: number | null }

/** A hook's result as a render reads it: every field but the functions. */
const fields = (result: object) =>
  JSON.stringify(
    Object.entries(result)
      .filter(([, value]) => typeof value !== 'function')
      .sort(),
  )

/** The results the library's hook and ours give in one server render each, from one cache seeded as the server seeds it. */
function resultsOf(library: () => object, ours: () => object, seed: (client: ReturnType<typeof newQueryClient>) => void): [string, string] {
  const client = newQueryClient()
  seed(client)
  const results: string[] = []
  for (const hook of [ours, library]) {
    const Probe = () => {
      results.push(fields(hook()))
      return null
    }
    renderToString(
      <QueryClientProvider client={client}>
        <Probe />
      </QueryClientProvider>,
    )
  }
  return [results[1] ?? '', results[0] ?? '']
}

const never = () => new Promise<never>(() => undefined)
// Without a stale time of its own, a query takes the client's (60 s): an explicit undefined would replace it (the last case).
const plain = (key: string, enabled = true, staleTime?: number) => ({
  queryKey: ['item', key],
  queryFn: never,
  enabled,
  placeholderData: keepPreviousData,
  ...(staleTime === undefined ? {} : { staleTime }),
})
const pages = (key: string) => ({
  queryKey: ['pages', key],
  queryFn: never,
  initialPageParam: 1,
  getNextPageParam: (last: TPage) => last.nextPage ?? undefined,
  placeholderData: keepPreviousData,
  staleTime: 30_000,
})

describe("the server build's useQuery and useInfiniteQuery", () => {
  const seed = (client: ReturnType<typeof newQueryClient>) => {
    client.setQueryData(['item', 'seeded'], { name: 'Athens' })
    client.setQueryData(['pages', 'more'], { pages: [{ items: [1, 2], nextPage: 2 }], pageParams: [1] })
    client.setQueryData(['pages', 'last'], { pages: [{ items: [1], nextPage: null }], pageParams: [1] })
  }

  it.each([
    ['an answered query', plain('seeded'), false],
    ['an answered query whose answer is stale already', plain('seeded', true, 0), true],
    ['a query not answered, which the browser will fetch', plain('missing'), true],
    ['a query not answered and not enabled', plain('missing', false), false],
    ['a query whose stale time is given as undefined', { queryKey: ['item', 'seeded'], queryFn: never, staleTime: undefined }, true],
  ])('answer as the library does for %s', (_name, options, fetching) => {
    const [library, ours] = resultsOf(
      () => useLibraryQuery(options),
      () => useQuery(options),
      seed,
    )
    expect(ours).toBe(library)
    expect(JSON.parse(library)).toContainEqual(['isFetching', fetching])
  })

  it.each([
    ['a list with a next page', pages('more')],
    ['a list at its last page', pages('last')],
    ['a list not answered', pages('missing')],
  ])('answer as the library does for %s', (_name, options) => {
    const [library, ours] = resultsOf(
      () => useLibraryInfiniteQuery(options),
      () => useInfiniteQuery(options),
      seed,
    )
    expect(ours).toBe(library)
    expect(library).toContain('"hasNextPage"')
  })
})
