import { existsSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { eq } from 'drizzle-orm'
import type { TEndpoint, TRequestOf, TResponseOf } from '@wheelbase/core/contract'
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { directionOf, type TLanguage } from '@wheelbase/core/languages'
import { basePathOf, pathInLanguage } from '@wheelbase/core/languagePaths'
import { appPageOf, isIndexable } from '@wheelbase/core/appPages'
import {
  LANGUAGE_COOKIE,
  CURRENCY_COOKIE,
  SSR_STATE_ID,
  type TSessionUser,
  type TSsrCall,
  type TSsrCurrency,
  type TSsrEntry,
  type TSsrRedirect,
  type TSsrRender,
} from '@wheelbase/core/ssr'
import type { TDisplayRate } from '@wheelbase/core/currencies'
import type { Db } from '../../db/client'
import { users } from '../../db/schema'
import { escapeHtml } from './html'
import { startRenderThreads } from './renderThreads'
import { callKey, type TCaller } from '../http/contractCall'
import { findActor, SESSION_COOKIE, type SessionActor as Actor } from '../http/sessions'
import { NOINDEX, withNoindexMeta, type AppPage } from './webApp'
import { languageLinks, pageLanguage } from './pageLanguage'

/** How long a render may take before the page is left to the browser (a stuck call, a slow database). */
const RENDER_TIMEOUT_MS = 5_000

/** The server's render of a page, where an address redirects instead, and the end of its threads when the server closes. */
export type TServerRenderer = { render: TSsrRender; redirect: TSsrRedirect | undefined; close(): Promise<void> }

/**
 * The web app's server entry, built beside its browser build (`apps/web/dist` →
 * `apps/web/dist-server`), when there is one. With `threads`, the pages are rendered in that many
 * worker threads from the answers this thread asks (an entry that cannot be split renders here).
 */
export async function loadServerRenderer(
  serverDir: string,
  { threads, settings, log }: { threads: number; settings: unknown; log: FastifyBaseLogger },
): Promise<TServerRenderer | null> {
  const file = path.join(serverDir, 'entry-server.js')
  if (!existsSync(file)) return null
  const entryUrl = pathToFileURL(file).href
  // eslint-disable-next-line wheelbase/feature-boundaries -- a build artifact found at run time (WEB_DIST_DIR), not a source module
  const entry = (await import(entryUrl)) as TSsrEntry
  const { prepare, redirect } = entry
  if (threads === 0 || !prepare || !entry.renderAnswers) return { render: entry.render, redirect, close: async () => undefined }
  const pool = startRenderThreads(entryUrl, settings, threads, log)
  return {
    render: async ({ url, base, language, source, user, currency, call }) =>
      pool.render({ url, base, language, source, user, currency, answers: await prepare({ url, language, call }) }),
    redirect,
    close: () => pool.close(),
  }
}

async function sessionUser(db: Db, actor: Actor | null): Promise<TSessionUser | null> {
  if (!actor) return null
  const [row] = await db.select({ fullName: users.fullName }).from(users).where(eq(users._id, actor.userId)).limit(1)
  return row ? { _id: actor.userId, type: actor.type, language: actor.language, fullName: row.fullName } : null
}

/** The element after the app's root: the first paint waits for it (`<link rel="expect">`). */
const PAGE_END = 'page-end'

/** The built page split around the app's root, with the settings already inside. */
export type TPageTemplate = { head: string; noindexHead: string; tail: string }

export function pageTemplate(built: string): TPageTemplate {
  // A rendered page is read before its script runs: the stylesheet and the first picture go
  // first on a slow link, the app's code (which only makes the page interactive) after them at a
  // low priority. (Inlining the stylesheet measured worse: 8 KB more before the picture is found.)
  const html = built.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"')
  const marker = '<div id="root"></div>'
  const at = html.indexOf(marker)
  if (at < 0) throw new Error('index.html has no <div id="root"></div>')
  // The browser paints the page once it has read all of it, never a part: a paint in the middle
  // (the parser yields on a slow phone, or the rest is still on the wire) would show a select with
  // only its first options, which then widens and moves its neighbours (a layout shift).
  const head = html.slice(0, at).replace('</head>', `<link rel="expect" href="#${PAGE_END}" blocking="render" />\n  </head>`)
  return {
    head: `${head}<div id="root">`,
    noindexHead: `${withNoindexMeta(head)}<div id="root">`,
    tail: `</div><template id="${PAGE_END}"></template>${html.slice(at + marker.length)}`,
  }
}

type TOptions = {
  db: Db
  render: TSsrRender
  redirect?: TSsrRedirect | undefined
  template: TPageTemplate
  settings: unknown
  defaultLanguage: TLanguage
  fallback: AppPage
  /** The site's address, for the canonical and alternate links. */
  publicUrl: string
  /** The language cookie is sent only over https when the site is served over https. */
  secureCookies: boolean
  /** The marketplace's currency, those a visitor may choose, and a chosen one's rate while fresh. */
  currencies: { base: string; display: readonly string[]; rateOf(currency: string): Promise<TDisplayRate | null> }
}

/**
 * The currency a page shows prices in (record 0103): `?currency` (the header's picker before the
 * app runs), then the stored choice (its cookie), then the marketplace's; converted only while its rate is fresh.
 */
async function pageCurrency(req: FastifyRequest, currencies: TOptions['currencies']): Promise<{ currency: TSsrCurrency; fromUrl: boolean }> {
  const fromUrl = (req.query as Record<string, unknown>).currency
  const stored = req.cookies[CURRENCY_COOKIE]
  const offered = (code: unknown): code is string => typeof code === 'string' && currencies.display.includes(code)
  const chosen = offered(fromUrl) ? fromUrl : offered(stored) ? stored : currencies.base
  const rate = chosen === currencies.base ? null : await currencies.rateOf(chosen)
  return { currency: { chosen, rate }, fromUrl: offered(fromUrl) }
}

/**
 * The public pages, rendered on the server in the visitor's language with the answers their first
 * screen shows (asked of our own API as the visitor, by the same rules and services, in this
 * process: contractCall.ts). A page that cannot be rendered is served as the app's page instead, which
 * the browser renders: a visitor never sees an error for the server's part.
 */
export function registerServerRenderedPages(app: FastifyInstance, options: TOptions): void {
  const handler = (req: FastifyRequest, reply: FastifyReply) => renderPage(app, req, reply, options)
  for (const page of options.fallback.pages ?? []) if (page.server) app.get(page.path, { logLevel: 'warn' }, handler)
}

async function renderPage(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply, options: TOptions): Promise<FastifyReply> {
  const { language, source } = pageLanguage(req, options.defaultLanguage)
  // The language the address names (`/fr/…`), if it names one.
  const inAddress = source === 'url' ? language : null
  let page: Awaited<ReturnType<TSsrRender>>
  const timeLimit = new AbortController()
  let shown: Awaited<ReturnType<typeof pageCurrency>>
  // Whether a record the page shows does not exist (an unknown supplier's or place's address).
  let missing = false
  const noted = (status: number) => void (status === 404 && (missing = true))
  try {
    shown = await pageCurrency(req, options.currencies)
    const token = req.cookies[SESSION_COOKIE]
    const actor = token ? await findActor(options.db, token, req.ip) : null
    const user = await sessionUser(options.db, actor)
    const caller: TCaller = { actor, language, req, reply }
    const target = await options.redirect?.({ url: req.url, language, call: callsOf(app, caller, noted) })
    if (target) return reply.redirect(pathInLanguage(inAddress, target), 303)
    page = await withTimeout(
      options.render({
        url: req.url,
        base: basePathOf(inAddress),
        language,
        source,
        user,
        currency: shown.currency,
        settings: options.settings,
        signal: timeLimit.signal,
        call: callsOf(app, caller, noted),
      }),
      timeLimit,
    )
  } catch (error) {
    req.log.error({ err: error }, 'server render failed: the page is rendered in the browser')
    return options.fallback.send(req, reply, 200)
  }
  // A language asked for in the address (the header's picker before the app runs, a shared link)
  // is a choice, as the browser app takes it: the next page, rendered here too, keeps it.
  if (source === 'url') reply.setCookie(LANGUAGE_COOKIE, language, { path: '/', maxAge: 31_536_000, sameSite: 'lax', secure: options.secureCookies })
  if (shown.fromUrl)
    reply.setCookie(CURRENCY_COOKIE, shown.currency.chosen, { path: '/', maxAge: 31_536_000, sameSite: 'lax', secure: options.secureCookies })
  // The indexed page of a record (a pattern with a parameter: a supplier's, a place's) whose record
  // does not exist is a 404 that says so, never a page to index (a "soft 404").
  const pathname = req.url.split('?')[0] ?? '/'
  const listed = isIndexable(options.fallback.pages, pathname)
  const gone = missing && listed && (appPageOf(options.fallback.pages ?? [], pathname) ?? '').includes(':')
  const indexable = listed && !gone
  if (!indexable) void reply.header('x-robots-tag', NOINDEX)
  if (gone) void reply.code(404)
  const head = (indexable ? options.template.head : options.template.noindexHead)
    .replace('</head>', indexable ? `${languageLinks(options.publicUrl, inAddress, pathname)}</head>` : '</head>')
    .replace(/<html lang="[^"]*" dir="[^"]*">/, `<html lang="${language}" dir="${directionOf(language)}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace(/(<meta name="description" content=")[^"]*"/, (whole, start: string) =>
      page.meta ? `${start}${escapeHtml(page.meta.description)}"` : whole,
    )
    // Data, not a script: no CSP nonce needed, never run. A "<" inside it could end the element: escaped.
    .replace(
      '</head>',
      page.meta?.jsonLd
        ? `<script type="application/ld+json">${JSON.stringify(page.meta.jsonLd).replace(/</g, '\\u003c')}</script></head>`
        : '</head>',
    )
  const state = JSON.stringify(page.state).replace(/</g, '\\u003c')
  const tail = options.template.tail.replace('</body>', `<script type="application/json" id="${SSR_STATE_ID}">${state}</script></body>`)
  // The HTML depends on the visitor (language, session): never shared by a cache.
  return (
    reply
      .header('cache-control', 'private, no-cache')
      .header('vary', 'accept-encoding, accept-language, cookie')
      .type('text/html; charset=utf-8')
      // As bytes: Node writes a long string of text at about twice the cost of its bytes (measured:
      // 0.6 against 0.37 ms for an 84 KB results page, encoding included), and Fastify measures a
      // string's length in bytes first. The markup is encoded as it is (one pass), not joined first.
      .send(Buffer.concat([Buffer.from(head), Buffer.from(page.html), Buffer.from(tail)]))
  )
}

/** The API's JSON GETs as the visitor asks them, answered in this process; each answer's status is told to `answered`. */
function callsOf(app: FastifyInstance, caller: TCaller, answered: (status: number) => void): TSsrCall {
  return async <E extends TEndpoint & { method: 'GET' }>(contract: E, request: TRequestOf<E>) => {
    const call = app.contractCalls.get(callKey(contract))
    if (!call) throw new Error(`${callKey(contract)} cannot be called in process (not a JSON GET of the API)`)
    // The body is this contract's response schema's output (contractCall.ts).
    const answer = (await call(request as Parameters<typeof call>[0], caller)) as { status: number; body: TResponseOf<E> | null }
    answered(answer.status)
    return answer
  }
}

/** The render, or an error once its time is up (the render is then told to stop). */
function withTimeout<T>(promise: Promise<T>, timeLimit: AbortController): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      const error = new Error(`the page was not rendered within ${RENDER_TIMEOUT_MS} ms`)
      timeLimit.abort(error)
      reject(error)
    }, RENDER_TIMEOUT_MS)
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error instanceof Error ? error : new Error(String(error)))
      },
    )
  })
}
