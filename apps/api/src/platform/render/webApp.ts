import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { isIndexable, type TAppPage } from '@wheelbase/core/appPages'
import { takenEncoding } from '../http/compression'

const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * Serves the built web app: hashed assets cached for a year, index.html revalidated every time,
 * and index.html for any other GET so that client routes work on reload (SPA fallback).
 * Returns false when there is no build (API-only mode, e.g. `npm run dev`).
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  settings: unknown,
  pages: readonly TAppPage[] | null,
): Promise<AppPage | null> {
  const indexPath = path.join(distDir, 'index.html')
  if (!existsSync(indexPath)) return null
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false, // set per file below
    setHeaders(res, filePath) {
      const inAssets = filePath.includes(`${path.sep}assets${path.sep}`)
      res.setHeader('cache-control', inAssets ? IMMUTABLE : 'no-cache')
    },
  })
  return appPage(embedSettings(readFileSync(indexPath, 'utf8'), settings), pages)
}

/**
 * The app's pages as its build lists them (dist/pages.json, from the app's page table). A build
 * without the list (an older one) has every path served as a page: the app shows its own 404.
 */
export function pagesOf(distDir: string): readonly TAppPage[] | null {
  const file = path.join(distDir, 'pages.json')
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as TAppPage[]) : null
}

/** The app's page, compressed once at start (it only changes with a deploy), sent in the encoding the client takes. */
export type AppPage = {
  html: string
  /** The app's pages (null: not listed by its build). */
  pages: readonly TAppPage[] | null
  send(req: FastifyRequest, reply: FastifyReply, status: 200 | 404): FastifyReply
}

/** Search engines are told to leave a page out (a private page, a 404): the header, and the same in the HTML. */
export const NOINDEX = 'noindex'
export const withNoindexMeta = (html: string) => html.replace('</head>', `<meta name="robots" content="${NOINDEX}" />\n</head>`)

function appPage(html: string, pages: readonly TAppPage[] | null): AppPage {
  const compressed = (text: string) => ({
    text,
    br: brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(text, { level: 9 }),
  })
  const indexable = compressed(html)
  const hidden = compressed(withNoindexMeta(html))
  return {
    html,
    pages,
    send(req, reply, status) {
      const index = status === 200 && isIndexable(pages, req.url.split('?')[0] ?? '/')
      const bodies = index ? indexable : hidden
      void reply.status(status).header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8')
      if (!index) void reply.header('x-robots-tag', NOINDEX)
      const encoding = takenEncoding(req.headers['accept-encoding'])
      return encoding ? reply.header('content-encoding', encoding).send(bodies[encoding]) : reply.send(bodies.text)
    },
  }
}

/**
 * The page with the public settings inside, as JSON in a non-executable script element: the
 * app starts without waiting for /api/settings/public, and the CSP needs no inline script.
 */
export function embedSettings(html: string, settings: unknown): string {
  const json = JSON.stringify(settings).replace(/</g, '\\u003c')
  return html.replace('<!--wb-settings-->', `<script type="application/json" id="wb-settings">${json}</script>`)
}
