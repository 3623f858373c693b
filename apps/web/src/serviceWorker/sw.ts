/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies'
import { handlePushes } from './push'
import { FILES_CACHE, PRIVATE_CACHE, SHELL_CACHE, SHELL_URL, isAppFile, isKeptPrivately, type TWorkerMessage } from '../lib/offline/rules'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] }

/**
 * The service worker (record 0147), built by vite-plugin-pwa with Workbox. Its precache is the
 * build's index.html only: each build is a new worker, which waits until the visitor reloads.
 */
precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()
handlePushes()

/** The app's own page, asked without cookies: no visitor's data is in it. */
async function keepShell(): Promise<void> {
  await (await caches.open(SHELL_CACHE)).add(new Request(SHELL_URL, { credentials: 'omit' }))
}

self.addEventListener('install', (event) => event.waitUntil(keepShell()))
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const message = event.data as TWorkerMessage
  if (message.type === 'SKIP_WAITING') void self.skipWaiting()
  // The files the page loaded before this worker controlled it: kept as if fetched through it.
  if (message.type === 'KEEP_FILES')
    event.waitUntil(
      caches.open(FILES_CACHE).then(async (cache) => {
        for (const url of message.urls) {
          const { origin, pathname } = new URL(url)
          if (origin !== self.location.origin || !isAppFile(pathname) || (await cache.match(url))) continue
          await cache.add(url).catch(() => undefined)
        }
      }),
    )
})

// Pages come from the network, always (they hold the visitor's session); offline, the app's own page.
const network = new NetworkOnly()
registerRoute(
  new NavigationRoute(async (options) => {
    try {
      return await network.handle(options)
    } catch {
      return (await caches.match(SHELL_URL, { cacheName: SHELL_CACHE })) ?? Response.error()
    }
  }),
)

registerRoute(
  ({ url, request }) => url.origin === self.location.origin && request.method === 'GET' && isAppFile(url.pathname),
  new CacheFirst({
    cacheName: FILES_CACHE,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 400, purgeOnQuotaError: true })],
  }),
)

/** A 401 means the session is gone: nothing of it stays readable here. */
const forgetOnSignedOut = {
  fetchDidSucceed: async ({ response }: { response: Response }) => {
    if (response.status === 401) await caches.delete(PRIVATE_CACHE)
    return response
  },
}

registerRoute(
  ({ url, request }) => url.origin === self.location.origin && isKeptPrivately(request.method, url.pathname),
  new NetworkFirst({
    cacheName: PRIVATE_CACHE,
    networkTimeoutSeconds: 8,
    plugins: [
      forgetOnSignedOut,
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true }),
    ],
  }),
)
