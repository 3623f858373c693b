import { infiniteQueryOptions, useQuery, type InfiniteData, type Query, type QueryClient, type UseQueryOptions } from '@tanstack/react-query'
import { useTranslation } from '../../i18n/useTranslation'
import type { TEndpoint, TRequestOf, TResource, TResponseOf } from '@wheelbase/core/contract'
import type { TSsrCall } from '@wheelbase/core/ssr'
import { api, prefetch, type ApiError } from './client'

export type TGet = TEndpoint & { method: 'GET' }

/** What names an answer in the cache: the call, the records it reads, and (for lists by pages) that it is one. */
export type TCallId = { call: string; resources: readonly TResource[]; pages?: true }

/**
 * The one way a cache key is made: the contract (its method and path, and the records it reads),
 * the UI language (answers are translated), and what is asked (its parameters and query). No key
 * is typed by hand, so one call is never cached under two keys, and a change finds every answer
 * it makes stale by the records they share.
 */
export function callKey<E extends TGet>(contract: E, request: TRequestOf<E> | null, language: string) {
  const { params, query } = (request ?? {}) as { params?: unknown; query?: unknown }
  const id: TCallId = { call: `${contract.method} ${contract.path}`, resources: contract.resources }
  return [id, language, { params: params ?? null, query: query ?? null }] as const
}

/** The key of a list asked by pages: the request without its page (the list holds them all). */
export function pagesKey<E extends TGet>(contract: E, request: TRequestOf<E> | null, language: string) {
  const { query, ...rest } = (request ?? {}) as { params?: unknown; query?: Record<string, unknown> }
  const { page: _page, ...withoutPage } = query ?? {}
  const [id, , parts] = callKey(contract, { ...rest, query: query ? withoutPage : undefined } as TRequestOf<E>, language)
  return [{ ...id, pages: true }, language, parts] as const
}

const readsAny = (query: Query, resources: readonly TResource[]) => {
  const id = query.queryKey[0] as Partial<TCallId> | undefined
  return Boolean(id?.resources?.some((resource) => resources.includes(resource)))
}

/**
 * Marks stale every answer that reads one of these records, and asks again those on screen
 * (`refetch: 'none'`: only marks them, for a change after which the page is left).
 */
export function invalidateResources(
  queryClient: QueryClient,
  resources: readonly TResource[],
  { refetch = 'active' }: { refetch?: 'active' | 'none' } = {},
): Promise<void> {
  if (resources.length === 0) return Promise.resolve()
  return queryClient.invalidateQueries({ predicate: (query) => readsAny(query, resources), refetchType: refetch })
}

type TQueryOptions<E extends TGet, T> = Omit<UseQueryOptions<TResponseOf<E>, ApiError, T>, 'queryKey' | 'queryFn'>

const never = () => Promise.reject(new Error('a call without its request is never asked'))

/**
 * The options of one GET, for a hook or for the server's render (prefetch into its QueryClient).
 * A null request is a call not ready to be asked (its parameters are not known yet).
 */
export function callOptions<E extends TGet>(contract: E, request: TRequestOf<E> | null, language: string) {
  return {
    queryKey: callKey(contract, request, language),
    queryFn: ({ signal }: { signal: AbortSignal }) => (request ? api(contract, request, { signal }) : never()),
    enabled: request !== null,
  }
}

/** A GET as a query, in the UI language; with a null request it waits. */
export function useCall<E extends TGet, T = TResponseOf<E>>(contract: E, request: TRequestOf<E> | null, options: TQueryOptions<E, T> = {}) {
  const { i18n } = useTranslation()
  const base = callOptions(contract, request, i18n.language)
  return useQuery<TResponseOf<E>, ApiError, T>({ ...base, ...options, enabled: base.enabled && options.enabled !== false })
}

export type TPageOf<E extends TGet> = TResponseOf<E> & { nextPage?: number | null }

/** One page's request: the query with its page. */
export function pageRequest<E extends TGet>(request: TRequestOf<E>, page: number): TRequestOf<E> {
  const query = (request as { query?: Record<string, unknown> }).query
  return { ...request, query: { ...query, page } }
}

/** The options of a list by pages (each answer says its next page), for a hook or for the server's render. */
export function pagesOptions<E extends TGet>(contract: E, request: TRequestOf<E> | null, language: string) {
  return infiniteQueryOptions<TPageOf<E>, ApiError, InfiniteData<TPageOf<E>, number>, readonly unknown[], number>({
    queryKey: pagesKey(contract, request, language),
    queryFn: ({ pageParam, signal }) => (request ? (api(contract, pageRequest(request, pageParam), { signal }) as Promise<TPageOf<E>>) : never()),
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage ?? undefined,
    enabled: request !== null,
  })
}

/**
 * One call of a page's first screen (app/pages.ts), asked before the page's code arrives: by the
 * browser on a first visit (its answer waits for the page's hook), or by the server's render,
 * which prefetches it into its QueryClient through the API in its own process.
 */
export type TPageCall = {
  early: (language: string) => void
  server: (client: QueryClient, ask: TSsrCall, language: string) => Promise<void>
  /** A list whose first page's items the server's HTML shows: its key, for the state shipped without them (lib/itemsInHtml.ts). */
  itemsInHtml?: (language: string) => readonly unknown[]
}

/** The server's answer, or a refusal (404, 409) left to the page in the browser, which shows its own message. */
async function answered<T>(asked: Promise<{ status: number; body: T | null }>): Promise<T> {
  const { status, body } = await asked
  if (status !== 200 || body === null) throw new Error(`answered ${status}`)
  return body
}

/**
 * A GET (or, `pages`, the first page of a list) of a page's first screen, checked against its
 * contract here. `itemsInHtml`: a list by pages whose first items the page's HTML alone carries.
 */
export function pageCall<E extends TGet>(contract: E, request: TRequestOf<E>, pages?: 'pages' | 'itemsInHtml'): TPageCall {
  return {
    ...(pages === 'itemsInHtml' ? { itemsInHtml: (language: string) => pagesKey(contract, request, language) } : {}),
    early: (language) => prefetch(contract, pages ? pageRequest(request, 1) : request, language),
    server: (client, ask, language) =>
      pages
        ? client.prefetchInfiniteQuery({
            ...pagesOptions(contract, request, language),
            queryFn: ({ pageParam }) => answered(ask(contract, pageRequest(request, pageParam))) as Promise<TPageOf<E>>,
          })
        : client.prefetchQuery({ ...callOptions(contract, request, language), queryFn: () => answered(ask(contract, request)) }),
  }
}
