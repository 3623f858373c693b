import type { TAppPage } from './appPages'
import type { TLanguage } from './languages'
import type { TUserType } from './enums'
import type { TEndpoint, TRequestOf, TResponseOf } from './contract'
import type { TDisplayRate } from './currencies'

/** Where the language of a first page came from (the start-up rule of DESIGN.md section 5). */
export type TLanguageSource = 'url' | 'stored' | 'browser' | 'location' | 'default'

/** The signed-in user as the web app keeps it (the header shows the first name). */
export type TSessionUser = { _id: string; language: TLanguage; type: TUserType; fullName: string }

/** The cookie that carries the visitor's language choice to the server (local storage cannot); sign-out leaves it. */
export const LANGUAGE_COOKIE = 'wb-lang'

/** The cookie that carries the visitor's display currency to the server, as the language's does (record 0103). */
export const CURRENCY_COOKIE = 'wb-currency'

/** The id of the JSON script element that hands the server's state to the browser's first render. */
export const SSR_STATE_ID = 'wb-state'

/**
 * The answers a page's first screen was rendered from: TanStack Query's dehydrated state (plain
 * JSON), made by the web app's server entry and hydrated by its browser entry. The API server only
 * carries it from the one to the other.
 */
export type TSsrAnswers = unknown

/** The currency a page shows prices in (record 0103): the visitor's choice, and its rate while fresh (null: as charged). */
export type TSsrCurrency = { chosen: string; rate: TDisplayRate | null }

/** What the server's render leaves for the browser to hydrate with: nothing is fetched twice. */
export type TSsrState = {
  language: TLanguage
  source: TLanguageSource
  user: TSessionUser | null
  currency: TSsrCurrency
  /** The answers the first screen was rendered from, under the keys the pages read them by. */
  queries: TSsrAnswers
  /** The dates and numbers the render wrote, by formatter and value: the browser builds no formatter to hydrate them. */
  texts?: Record<string, Record<string, string>>
}

/**
 * A GET of our own API as the visitor (their account, the page's language), answered in the
 * server's own process: the same validation, rules and service as over HTTP, and the same answer
 * (the body as the response schema gives it; null unless the status is 200), without a request.
 */
export type TSsrCall = <E extends TEndpoint & { method: 'GET' }>(
  contract: E,
  request: TRequestOf<E>,
) => Promise<{ status: number; body: TResponseOf<E> | null }>

/** What the API server gives the web app's server entry to render one page. */
export type TSsrRequest = {
  /** The page's address without its language (`/cars?…`). */
  url: string
  /** Where the address's language puts the app (`/fr`; '' for the address without one, record 0146): its links keep it. */
  base: string
  language: TLanguage
  source: TLanguageSource
  user: TSessionUser | null
  currency: TSsrCurrency
  settings: unknown
  call: TSsrCall
  /** Aborted when the server stops waiting for the page (its time limit). */
  signal: AbortSignal
}

/** A rendered page: its state, its title and the markup of its root, whole. */
export type TSsrPage = {
  state: TSsrState
  /** The page's title, in its language (the browser's own title once it takes over). */
  title: string
  /** What a search engine reads of it besides the title (a page that sets none keeps the app's description). */
  meta?: TPageMeta | undefined
  html: string
}

/** A page's description, and its structured data (schema.org, as JSON-LD). */
export type TPageMeta = { description: string; jsonLd?: Record<string, unknown> | undefined }

export type TSsrRender = (request: TSsrRequest) => Promise<TSsrPage>

/** The render in two steps, so the second can run in a worker thread: first the answers (asked in the server's thread, which holds the database)… */
export type TSsrPrepare = (request: Pick<TSsrRequest, 'url' | 'language' | 'call'>) => Promise<TSsrAnswers>

/** …then the page from them (the settings as the worker was given them; a signal only where the thread has one). */
export type TSsrRenderAnswers = (request: Omit<TSsrRequest, 'call' | 'signal'> & { answers: TSsrAnswers; signal?: AbortSignal }) => Promise<TSsrPage>

/**
 * Where a page's address sends the visitor instead, if anywhere (a search form sent before the app
 * ran becomes the results' address): asked in the server's thread before rendering; null renders.
 */
export type TSsrRedirect = (request: Pick<TSsrRequest, 'url' | 'language' | 'call'>) => Promise<string | null>

/** What the web app's server entry exports. */
export type TSsrEntry = {
  /** Every page of the app (the build writes them to dist/pages.json for the server). */
  pages?: readonly TAppPage[]
  render: TSsrRender
  prepare?: TSsrPrepare
  renderAnswers?: TSsrRenderAnswers
  redirect?: TSsrRedirect
}
