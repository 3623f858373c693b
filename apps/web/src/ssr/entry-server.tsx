import { Writable } from 'node:stream'
import { dehydrate, hydrate, QueryClientProvider, type DehydratedState, type QueryClient } from '@tanstack/react-query'
import { StrictMode, type ReactNode } from 'react'
import { renderToPipeableStream, renderToString } from 'react-dom/server'
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type DataRouteMatch,
  type StaticHandlerContext,
} from 'react-router'
import type { TLanguage } from '@wheelbase/core/languages'
import type { TPublicSettings } from '@wheelbase/core/schemas/settings'
import type { TAppPage } from '@wheelbase/core/appPages'
import type { TPageMeta, TSsrPrepare, TSsrRedirect, TSsrRender, TSsrRenderAnswers, TSsrState } from '@wheelbase/core/ssr'
import { getLocation, listLocations } from '@wheelbase/core/contracts/places'
import { PAGE_PATHS, type TPage } from '../app/pages'
import { routes } from '../app/router'
import { createLanguageInstance } from '../i18n/i18n'
import type { Translator } from '../i18n/translator'
import { FixedTranslationProvider } from '../i18n/useTranslation'
import { SessionProvider } from '../lib/session'
import { SettingsContext } from '../lib/settings'
import { DisplayCurrencyProvider } from '../lib/displayCurrency'
import { ServerHeadContext } from '../lib/usePageTitle'
import { BasePathContext } from '../lib/basePath'
import { searchFormTarget } from '../lib/search/searchForm'
import type { TPageCall } from '../lib/api/calls'
import { withItemsInHtml } from './withItemsInHtml'
import { shippedState } from '../lib/shippedState'
import { newQueryClient } from './queryClient'
import { recordTexts } from '../lib/intl'
import type { TWrittenTexts } from '../lib/shippedTexts'

type THandler = ReturnType<typeof createStaticHandler>
type TDataMatches = DataRouteMatch[]

/**
 * The router's handler for each base an address can have ('' or a language's, record 0146), made
 * on first use, with the route matches of its paths kept (at most MATCHES_KEPT).
 */
const handlers = new Map<string, { handler: THandler; matches: Map<string, TDataMatches | null> }>()

function handlerOf(base: string) {
  let kept = handlers.get(base)
  if (!kept) handlers.set(base, (kept = { handler: createStaticHandler(routes, base ? { basename: base } : {}), matches: new Map() }))
  return kept
}

/**
 * The routes an address's path matches (with the base it has), kept by path: React Router's
 * matchRoutes flattens and ranks every route again on each call, measured at 1.3–1.6 ms a results
 * page on the server's thread and as much on the render thread, a tenth of the page's work.
 */
function matchesOf(base: string, pathname: string): TDataMatches | null {
  const { handler, matches: kept } = handlerOf(base)
  let matches = kept.get(pathname)
  if (matches === undefined) {
    matches = matchRoutes(handler.dataRoutes, base + pathname, base || '/')
    if (kept.size >= MATCHES_KEPT) kept.clear()
    kept.set(pathname, matches)
  }
  return matches
}

/**
 * What the static router renders from, as the handler's `query` makes it for routes without a
 * loader or an action (ours): the address and its kept matches. Asking `query` for each page
 * matched every route again (0.2 ms of a results page's render). An address no route matches is
 * left to `query`, which makes its error, and so is a page whose code is not loaded yet.
 */
async function routerContextOf(base: string, url: URL): Promise<StaticHandlerContext> {
  const pathname = base + url.pathname
  const matches = matchesOf(base, url.pathname)
  // A page's code not loaded yet (its route still `lazy`) is loaded by `query`, once.
  if (!matches || matches.some(({ route }) => route.lazy)) {
    const context = await handlerOf(base).handler.query(new Request(new URL(pathname + url.search, url)))
    // No route has a loader or an action: the handler never answers with a redirect of its own.
    if (context instanceof Response) throw new Error(`unexpected response ${context.status} from the route handler`)
    return context
  }
  return {
    basename: base || '/',
    location: { pathname, search: url.search, hash: '', state: null, key: 'default' },
    matches,
    loaderData: {},
    actionData: null,
    errors: null,
    statusCode: 200,
    loaderHeaders: {},
    actionHeaders: {},
  }
}

type TStaticRouter = ReturnType<typeof createStaticRouter>

/** The static router of each base, made once: its routes, as React Router converts them for rendering. */
const routers = new Map<string, TStaticRouter>()

/**
 * The static router of one page: `createStaticRouter` converts every route of the app again on
 * each call (a twentieth of a results page's render, with its garbage). The conversion is made
 * once per base (again when a page's code has loaded since); each page gets a router that reads
 * its own address and matches, the rest shared.
 */
function staticRouterOf(base: string, context: StaticHandlerContext): TStaticRouter {
  let shared = routers.get(base)
  // A route converted while its code was not loaded yet (`lazy`) is converted again once it is:
  // the conversion copies each route, and a page's code loads into the handler's own routes.
  if (!shared || context.matches.some(({ route }) => !route.lazy && shared?.manifest[route.id]?.lazy))
    routers.set(base, (shared = createStaticRouter(handlerOf(base).handler.dataRoutes, context)))
  const { manifest } = shared
  const state: TStaticRouter['state'] = {
    ...shared.state,
    location: context.location,
    matches: context.matches.map((match) => ({ ...match, route: manifest[match.route.id] ?? match.route })),
    loaderData: context.loaderData,
    actionData: context.actionData,
    errors: context.errors,
  }
  return Object.create(shared, { basename: { value: context.basename }, state: { value: state } }) as TStaticRouter
}

const instances = new Map<TLanguage, Promise<Translator>>()

/** One translator per language, made on first use with every namespace loaded. */
function instanceOf(language: TLanguage): Promise<Translator> {
  let instance = instances.get(language)
  if (!instance) {
    instance = createLanguageInstance(language)
    instance.catch(() => instances.delete(language)) // a failed load is tried again by the next request
    instances.set(language, instance)
  }
  return instance
}

const urlOf = (address: string) => new URL(address, 'http://wheelbase.invalid')

/** Every page of the app (app/pages.ts), for the server: any other path is the app's 404. */
export const pages: readonly TAppPage[] = PAGE_PATHS

/**
 * The answers a page's first screen needs (its `data` in app/pages.ts), asked of our API as the
 * visitor in the server's own thread and prefetched into a QueryClient under the keys its hooks
 * read, then dehydrated: TanStack Query's own server path.
 */
export const prepare: TSsrPrepare = async (request) => {
  const queryClient = newQueryClient()
  const calls = await pageCallsOf(urlOf(request.url))
  await Promise.all(calls.map((call) => call.server(queryClient, request.call, request.language)))
  return dehydrate(queryClient)
}

/** Paths whose matches are kept, per base. */
const MATCHES_KEPT = 1000

/** The calls of the page an address shows (its `data` in app/pages.ts), none for a page without. */
async function pageCallsOf(url: URL): Promise<TPageCall[]> {
  const match = matchesOf('', url.pathname)?.at(-1)
  return (await (match?.route.handle as TPage | undefined)?.data?.(url.searchParams, match?.params ?? {})) ?? []
}

/** A search sent by the form before the app ran goes to the results' address (lib/search/searchForm.ts). */
export const redirect: TSsrRedirect = async ({ url, call }) => {
  const address = urlOf(url)
  if (address.pathname.replace(/\/+$/, '') !== '/search') return null
  return searchFormTarget(address.searchParams, {
    byId: async (id) => (await call(getLocation, { params: { id } })).body,
    byText: async (q) => (await call(listLocations, { query: { q, size: '1' } })).body?.items[0] ?? null,
  })
}

/**
 * Renders one page on the server: the routes of the browser app, its translations in the
 * visitor's language, and the answers its first screen needs. Resolves when the page is ready;
 * rejects when it cannot render (the caller then serves the page rendered in the browser).
 */
export const render: TSsrRender = async (request) => renderAnswers({ ...request, answers: await prepare(request) })

/** The page from answers in hand: what a worker thread of the server runs. */
export const renderAnswers: TSsrRenderAnswers = async (request) => {
  const url = urlOf(request.url)
  // Asked again here: a render thread gets the answers, not the page's calls, which are functions.
  const calls = await pageCallsOf(url)
  const queryClient: QueryClient = newQueryClient()
  hydrate(queryClient, request.answers as DehydratedState) // what prepare() dehydrated, carried by the API server
  const [i18n, context] = await Promise.all([instanceOf(request.language), routerContextOf(request.base, url)])
  const router = staticRouterOf(request.base, context)
  let title: string | undefined
  let meta: TPageMeta | undefined
  const head = { setTitle: (text: string) => void (title = text), setMeta: (value: TPageMeta) => void (meta = value) }
  const state: TSsrState = {
    language: request.language,
    source: request.source,
    user: request.user,
    currency: request.currency,
    // Without what the markup alone shows (a results page's cars): the browser keeps that markup.
    queries: shippedState(
      withItemsInHtml(
        request.answers as DehydratedState,
        calls.flatMap((call) => (call.itemsInHtml ? [call.itemsInHtml(request.language)] : [])),
      ),
    ),
  }
  const settings = request.settings as TPublicSettings

  const tree = (
    <StrictMode>
      <ServerHeadContext.Provider value={head}>
        <FixedTranslationProvider translator={i18n}>
          <SettingsContext.Provider value={settings}>
            <DisplayCurrencyProvider base={settings.currency} initial={request.currency}>
              <QueryClientProvider client={queryClient}>
                <SessionProvider initialUser={request.user}>
                  <BasePathContext.Provider value={request.base}>
                    <StaticRouterProvider router={router} context={context} hydrate={false} />
                  </BasePathContext.Provider>
                </SessionProvider>
              </QueryClientProvider>
            </DisplayCurrencyProvider>
          </SettingsContext.Provider>
        </FixedTranslationProvider>
      </ServerHeadContext.Provider>
    </StrictMode>
  )
  // The answers are in hand before rendering, so the page can be made at once, as one string: a
  // fifth cheaper than React's stream, which encodes every piece as it goes. Only a part that
  // suspended (code not yet loaded: the first render of a page since the start) or failed comes out
  // as a placeholder for the browser (<!--$!-->): that page is made again by the stream, which
  // waits for it. The two give the same markup.
  // The dates and numbers it writes go with the page: the browser's first render reads them (lib/intl.ts).
  const texts: TWrittenTexts = (state.texts = {})
  recordTexts(texts)
  let html: string
  try {
    html = renderToString(tree)
  } finally {
    recordTexts(null)
  }
  const page = (markup: string) => ({ state, title: title ?? i18n.t('appName'), meta, html: markup })
  return html.includes('<!--$!-->') ? page(await renderWhole(tree, request.signal)) : page(html)
}

/** The page by React's stream, whole once every part is ready (parts that wait are waited for). */
function renderWhole(tree: ReactNode, signal: AbortSignal | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const stream = renderToPipeableStream(tree, {
      // Everything goes out in place: streaming a part later would need an inline script, which
      // our Content-Security-Policy (script-src 'self') rightly refuses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () =>
        stream.pipe(
          new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk)
              done()
            },
            final(done) {
              resolve(Buffer.concat(chunks).toString('utf8'))
              done()
            },
          }),
        ),
      onShellError: reject,
      onError(error) {
        // A part that failed is rendered by the browser instead; the server's log says why.
        console.error('server render:', error)
      },
    })
    signal?.addEventListener('abort', () => stream.abort(signal.reason))
  })
}
