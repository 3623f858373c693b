import type { TSsrCall, TSsrRender } from '@wheelbase/core/ssr'
import { TEST_SETTINGS } from './settings'
import react from '@vitejs/plugin-react'
import { createServer, type ViteDevServer } from 'vite'

/**
 * Vite's dev server over a copy of the web app (or the app itself), for loading its modules as the
 * server's render does (`ssrLoadModule`): no config file, no watching, no HTTP of its own.
 */
export function ssrVite(root: string): Promise<ViteDevServer> {
  return createServer({
    root,
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: 'custom',
  })
}

/** A render's request as the server makes it for an English visitor who is not signed in. */
export const ssrRequest = (url: string, call: TSsrCall): Parameters<TSsrRender>[0] => ({
  url,
  base: '',
  language: 'en',
  source: 'default',
  user: null,
  currency: { chosen: 'EUR', rate: null },
  settings: TEST_SETTINGS,
  call,
  signal: new AbortController().signal,
})
