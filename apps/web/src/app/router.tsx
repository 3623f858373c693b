import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router'
import { loadNamespaces, prefetchNamespaces } from '../i18n/i18n'
import { ErrorPage } from './ErrorPage'
import { NotFoundPage } from './NotFoundPage'
import { PAGES, type TPage } from './pages'
import type { TPageCall } from '../lib/api/calls'
import { RootLayout } from './RootLayout'

/** A page loaded on demand together with its translations, so it never renders keys. */
function route(page: TPage): RouteObject {
  return {
    path: page.path,
    handle: page,
    lazy: async () => {
      // The server's render has every namespace of its language loaded already.
      const [module] = await Promise.all([page.load(), import.meta.env.SSR ? undefined : loadNamespaces(...page.namespaces)])
      return { Component: module.default }
    },
  }
}

/** Every page of the table (spec section 2 and the console), and the unknown path's page. */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    errorElement: <ErrorPage />,
    // Shown only while the first page's chunk loads; the layout is not rendered yet.
    HydrateFallback: () => null,
    children: [{ errorElement: <ErrorPage />, children: [...PAGES.map(route), { path: '*', Component: NotFoundPage }] }],
  },
]

let matched: { pathname: string; matches: ReturnType<typeof matchRoutes> } | undefined
/** The routes a path matches. The start asks twice for the first page's; each match ranks every route anew. */
function matchesOf(pathname: string) {
  if (matched?.pathname !== pathname) matched = { pathname, matches: matchRoutes(routes, pathname) }
  return matched.matches ?? []
}

/**
 * Starts fetching the first page's code and translations at once, while the app itself is still
 * starting (settings, translations): the page arrives one round trip sooner.
 */
export function preloadPage(
  location: { pathname: string; search: string },
  language: Parameters<typeof prefetchNamespaces>[0],
  { data }: { data: boolean },
): void {
  for (const match of matchesOf(location.pathname)) {
    const page = match.route.handle as TPage | undefined
    if (!page) continue
    page.load().catch(() => undefined) // the router reports a failed load itself
    prefetchNamespaces(language, page.namespaces)
    // A page the server rendered brought its answers along.
    if (!data || !page.data) continue
    const calls = page.data(new URLSearchParams(location.search), match.params)
    const ask = (list: TPageCall[]) => list.forEach((call) => call.early(language))
    if (Array.isArray(calls)) ask(calls)
    else calls.then(ask, () => undefined) // its module failed to load: the page's own hooks ask
  }
}

/**
 * Loads the matched routes' lazy parts (code and translations) and puts them in place, so that
 * a page the server rendered hydrates at once instead of showing the loading fallback first.
 */
export async function loadFirstPage(location: { pathname: string }): Promise<void> {
  await Promise.all(
    matchesOf(location.pathname).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      const loaded = await route.lazy()
      Object.assign(route, { ...loaded, lazy: undefined })
    }),
  )
}

/**
 * The browser's router under a base (`/fr`, or '' for an address without a language: record 0146);
 * `hydrating` when it takes over a page the server rendered (no loaders, so no data to hand over).
 */
export function createRouter(hydrating: boolean, basename: string) {
  return createBrowserRouter(routes, {
    ...(basename ? { basename } : {}),
    ...(hydrating ? { hydrationData: { loaderData: {}, actionData: null, errors: null } } : {}),
  })
}
