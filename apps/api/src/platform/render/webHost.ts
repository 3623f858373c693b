import type { FastifyInstance } from 'fastify'
import { isAppPage, type TAppPage } from '@wheelbase/core/appPages'
import type { TDisplayRate } from '@wheelbase/core/currencies'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { DEFAULT_WEB_DIST_DIR } from '../../paths'
import type { Metrics } from '../metrics/metrics'
import type { SendError } from '../http/errorReplies'
import { loadServerRenderer, pageTemplate, registerServerRenderedPages } from './serverRender'
import type { Storage } from '../adapters/storage'
import { isNotAPage } from './pageLanguage'
import { registerUploads } from './uploads'
import { registerWebApp } from './webApp'

/**
 * The web app on the API's server: uploaded pictures, the built assets, the pages rendered by the
 * server (in threads) when there is a build, and the answer for what nothing else serves: the
 * app's page (a 404 one for a path that is no page) or a 404 for a missing asset or API call.
 * `settings` is what the browser is told of the config: in the page, to the render and its threads alike.
 */
export async function registerWebHost(
  app: FastifyInstance,
  {
    config,
    db,
    storage,
    pages,
    settings,
    sendError,
    rateOf,
    metrics,
  }: {
    config: Config
    db: Db
    storage: Storage
    /** The app's pages as its build lists them (read once, at start). */
    pages: readonly TAppPage[] | null
    settings: unknown
    sendError: SendError
    rateOf: (currency: string) => Promise<TDisplayRate | null>
    metrics: Pick<Metrics, 'timedRender'>
  },
): Promise<void> {
  registerUploads(app, storage)
  const webDistDir = config.webDistDir ?? DEFAULT_WEB_DIST_DIR
  const indexHtml = await registerWebApp(app, webDistDir, settings, pages)
  const renderer =
    indexHtml && config.serverRender
      ? await loadServerRenderer(`${webDistDir}-server`, { threads: config.serverRenderThreads, settings, log: app.log })
      : null
  if (indexHtml && renderer) {
    app.addHook('onClose', () => renderer.close())
    registerServerRenderedPages(app, {
      db,
      render: metrics.timedRender(renderer.render),
      redirect: renderer.redirect,
      template: pageTemplate(indexHtml.html),
      settings,
      defaultLanguage: config.defaultLanguage,
      fallback: indexHtml,
      publicUrl: config.publicUrl,
      secureCookies: config.publicUrl.startsWith('https:'),
      currencies: { base: config.currency, display: config.displayCurrencies, rateOf },
    })
  }

  app.setNotFoundHandler((req, reply) => {
    // A missing asset is a 404 (say, a chunk of a build replaced by a deploy), never the page:
    // a module script answered with HTML fails in a confusing way.
    const isPage =
      (req.method === 'GET' || req.method === 'HEAD') && !isNotAPage(req.url) && !/\.(js|css|map|json|svg|png|webp|ico|txt)(\?|$)/.test(req.url)
    // A path that is no page of the app gets its "Nothing to see here!" page with a real 404.
    if (isPage && indexHtml)
      return indexHtml.send(req, reply, !indexHtml.pages || isAppPage(indexHtml.pages, req.url.split('?')[0] ?? '/') ? 200 : 404)
    return sendError(reply, 404, 'not_found', 'api.notFound')
  })
}
