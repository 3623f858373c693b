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
