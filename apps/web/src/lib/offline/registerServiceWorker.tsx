import { createRoot } from 'react-dom/client'
import { Workbox } from 'workbox-window'
import type { TWorkerMessage } from './rules'
import { UpdatePrompt } from './UpdatePrompt'

/**
 * Registers the service worker (record 0147), once the page is interactive: it never competes
 * with the first paint or the first tap. A new version waits until the visitor takes it from the
 * prompt, which then reloads the page.
 */
export function registerServiceWorker(): void {
  const workbox = new Workbox('/sw.js', { scope: '/' })
  let shown = false
  workbox.addEventListener('waiting', () => {
    if (shown) return
    shown = true
    const take = () => {
      workbox.addEventListener('controlling', () => window.location.reload())
      workbox.messageSkipWaiting() // { type: 'SKIP_WAITING' }, which the worker answers (serviceWorker/sw.ts)
    }
    const host = document.createElement('div')
    document.body.append(host)
    createRoot(host).render(<UpdatePrompt take={take} />)
  })
  const registered = workbox.register().then(async () => {
    // The files this page loaded before the worker ran: kept, so that the app opens offline.
    const urls = performance.getEntriesByType('resource').map((entry) => entry.name)
    const message: TWorkerMessage = { type: 'KEEP_FILES', urls: [...new Set([...urls, ...scriptsOfPage()])] }
    await workbox.messageSW(message).catch(() => undefined)
  })
  // A browser that refuses workers (private modes, policies) keeps the app as it is, online.
  registered.catch(() => undefined)
}

/** The page's own scripts and stylesheets (a resource entry can be missing when the buffer is full). */
function scriptsOfPage(): string[] {
  return [...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[rel="modulepreload"], link[rel="stylesheet"]')].map(
    (element) => (element instanceof HTMLScriptElement ? element.src : element.href),
  )
}
