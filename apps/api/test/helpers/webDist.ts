import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { INDEXED_PAGES, type TAppPage } from '@wheelbase/core/appPages'
import { tempDir } from './testDatabase'

/** The pages a build lists in dist/pages.json (apps/web/src/app/pages.ts): the public ones rendered on the server. */
const SERVER_PAGES = ['/search', '/checkout', ...INDEXED_PAGES]
const BROWSER_PAGES = ['/sign-in', '/bookings', '/booking', '/checkout-session/:sessionId', '/console', '/console/cars/:id', '/console/jobs']
const INDEXED = new Set(INDEXED_PAGES)
export const TEST_PAGES: TAppPage[] = [
  ...SERVER_PAGES.map((path) => ({ path, server: true, index: INDEXED.has(path) })),
  ...BROWSER_PAGES.map((path) => ({ path, server: false, index: INDEXED.has(path) })),
]

/**
 * A built web app of our own for the server to serve: its page, its list of pages, an asset, and
 * (when given) a server entry beside it, where the real build puts `dist-server`. Returns the dist
 * directory.
 */
export function webDist(page: string, serverEntry?: string, pages: readonly TAppPage[] = TEST_PAGES): string {
  const dist = tempDir('wheelbase-dist-')
  mkdirSync(path.join(dist, 'assets'))
  writeFileSync(path.join(dist, 'index.html'), page)
  writeFileSync(path.join(dist, 'pages.json'), JSON.stringify(pages))
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)')
  if (serverEntry !== undefined) {
    mkdirSync(`${dist}-server`)
    writeFileSync(path.join(`${dist}-server`, 'entry-server.js'), serverEntry)
  }
  return dist
}
