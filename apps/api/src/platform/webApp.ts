import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'

const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * Serves the built web app: hashed assets cached for a year, index.html revalidated every time,
 * and index.html for any other GET so that client routes work on reload (SPA fallback).
 * Returns false when there is no build (API-only mode, e.g. `npm run dev`).
 */
export async function registerWebApp(app: FastifyInstance, distDir: string, settings: unknown): Promise<string | null> {
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
  return embedSettings(readFileSync(indexPath, 'utf8'), settings)
}

/**
 * The page with the public settings inside, as JSON in a non-executable script element: the
 * app starts without waiting for /api/settings/public, and the CSP needs no inline script.
 */
export function embedSettings(html: string, settings: unknown): string {
  const json = JSON.stringify(settings).replace(/</g, '\\u003c')
  return html.replace('<!--wb-settings-->', `<script type="application/json" id="wb-settings">${json}</script>`)
}

export async function registerUploads(app: FastifyInstance, root: string): Promise<void> {
  mkdirSync(root, { recursive: true })
  await app.register(fastifyStatic, {
    root,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders(res) {
      res.setHeader('cache-control', 'public, max-age=86400')
      // Uploaded files are shown as images only, never run as documents.
      res.setHeader('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      res.setHeader('x-content-type-options', 'nosniff')
    },
  })
}
