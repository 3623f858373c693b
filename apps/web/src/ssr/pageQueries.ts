import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { getCar, searchCars } from '@wheelbase/core/contracts/cars'
import { getLocation, listLocations, listSuppliers } from '@wheelbase/core/contracts/places'
import type { TLanguage } from '@wheelbase/core/languages'
import type { TEndpoint, TRequestOf, TResponseOf } from '@wheelbase/core/contract'
import type { TSsrCall } from '@wheelbase/core/ssr'
import { callKey, pagesKey } from '../lib/api/calls'
import { locationRequest, locationsRequest } from '../lib/places'
import { criteriaFromParams, criteriaProblem } from '../lib/search/criteria'
import { carSearchRequest } from '../features/search/api'
import { checkoutCarRequest, checkoutParamsOf } from '../features/checkout/checkoutParams'

type TSeed = { queryClient: QueryClient; params: URLSearchParams; language: TLanguage; call: TSsrCall }

/**
 * Asks our API for one answer the first screen shows and puts it in the cache under the key the
 * page reads, so the server renders it and the browser starts with it. A refusal (404, 409) is
 * left to the page in the browser, which shows its own message for it.
 */
async function seed<E extends TEndpoint & { method: 'GET' }>(
  ctx: TSeed,
  key: QueryKey,
  contract: E,
  request: TRequestOf<E>,
  wrap: (body: TResponseOf<E>) => unknown = (body) => body,
): Promise<void> {
  const { status, body } = await ctx.call(contract, request)
  if (status === 200 && body !== null) ctx.queryClient.setQueryData(key, wrap(body))
}

const place = (ctx: TSeed, id: string | undefined) =>
  id ? seed(ctx, callKey(getLocation, locationRequest(id), ctx.language), getLocation, locationRequest(id)) : Promise.resolve()

const locations = (ctx: TSeed) => seed(ctx, callKey(listLocations, locationsRequest(), ctx.language), listLocations, locationsRequest())
const suppliers = (ctx: TSeed) => seed(ctx, callKey(listSuppliers, {}, ctx.language), listSuppliers, {})

/** The answers each server-rendered page's first screen is made of (the same calls the page makes in the browser). */
const PAGE_QUERIES: Record<string, (ctx: TSeed) => Promise<unknown>> = {
  '/': (ctx) => Promise.all([locations(ctx), suppliers(ctx)]),
  '/locations': locations,
  '/suppliers': suppliers,
  '/search': (ctx) => {
    const criteria = criteriaFromParams(ctx.params)
    if (!criteria || criteriaProblem(criteria)) return Promise.resolve()
    // The first page of 15 cars, as the infinite list holds its pages; the answer names its places.
    const request = carSearchRequest(criteria)
    return seed(ctx, pagesKey(searchCars, request, ctx.language), searchCars, request, (body) => {
      const { places } = body
      for (const place of [places.pickup, places.dropoff])
        ctx.queryClient.setQueryData(callKey(getLocation, locationRequest(place._id), ctx.language), place)
      return { pages: [body], pageParams: [1] }
    })
  },
  '/checkout': (ctx) => {
    const params = checkoutParamsOf(ctx.params)
    if (!params) return Promise.resolve()
    return Promise.all([
      seed(ctx, callKey(getCar, checkoutCarRequest(params), ctx.language), getCar, checkoutCarRequest(params)),
      place(ctx, params.pickup),
      place(ctx, params.dropoff),
    ])
  },
}

export async function seedPageQueries(pathname: string, ctx: TSeed): Promise<void> {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  await PAGE_QUERIES[path]?.(ctx)
}
