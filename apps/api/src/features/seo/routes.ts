import { statSync } from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { TAppPage } from '@wheelbase/core/appPages'
import type { AppContext } from '../../appContext'
import { DEFAULT_WEB_DIST_DIR } from '../../paths'
import { robotsTxt } from './robots'
import { webManifest } from './manifest'
import { pageLanguage } from '../../platform/render/pageLanguage'
import { sitemapEntries, sitemapXml } from './sitemap'

/** A site's files for crawlers, beside its pages (not API calls: no contract, as the pages have none). */
export async function seoRoutes(app: FastifyInstance, { ctx, pages }: { ctx: AppContext; pages: readonly TAppPage[] | null }) {
  // The build's time: when a page of fixed text (the terms, the cookies) last changed.
  const builtAt = builtTimeOf(ctx.config.webDistDir ?? DEFAULT_WEB_DIST_DIR) ?? ctx.clock.now()
  app.get('/robots.txt', { logLevel: 'warn' }, (_req, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send(robotsTxt(ctx.config.publicUrl)),
  )
  // The language of the page that links it: the same rules as a page's (the address, the choice kept, the browser's).
  app.get('/manifest.webmanifest', { logLevel: 'warn' }, (req, reply) =>
    reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'private, max-age=3600')
      .header('vary', 'accept-language, cookie')
      .send(JSON.stringify(webManifest(pageLanguage(req, ctx.config.defaultLanguage).language))),
  )
  app.get('/sitemap.xml', { logLevel: 'warn' }, async (_req, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemapXml(ctx.config.publicUrl, await sitemapEntries(ctx.db, pages, builtAt))),
  )
}

function builtTimeOf(distDir: string): Date | null {
  try {
    return statSync(path.join(distDir, 'index.html')).mtime
  } catch {
    return null
  }
}
