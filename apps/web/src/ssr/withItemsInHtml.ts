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
