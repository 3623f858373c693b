import { hashKey, type DehydratedState } from '@tanstack/react-query'
import type { TItemsInHtml } from '../lib/itemsInHtml'

/** The first page of a list by pages in a dehydrated state, without the items its HTML shows (the server's side). */
export function withItemsInHtml(state: DehydratedState, keys: readonly (readonly unknown[])[]): DehydratedState {
  if (!keys.length) return state
  const hashes = new Set(keys.map((key) => hashKey(key)))
  return {
    ...state,
    queries: state.queries.map((query) => {
      const data = query.state.data as { pages: TItemsInHtml[] } | undefined
      const [first, ...rest] = data?.pages ?? []
      if (!data || !hashes.has(query.queryHash) || !first?.items.length) return query
      const shipped = { ...first, items: [], itemsInHtml: first.items.length }
      return { ...query, state: { ...query.state, data: { ...data, pages: [shipped, ...rest] } } }
    }),
  }
}

/**
 * The state as the page ships it: without each answer's `queryHash`, which repeats its key
 * (0.3–0.6 KB an answer); the browser's `hydrate` makes it again from the key, in a new cache.
 */
export function withoutQueryHashes(state: DehydratedState): DehydratedState {
  return { ...state, queries: state.queries.map(({ queryHash: _hash, ...query }) => query as DehydratedState['queries'][number]) }
}
