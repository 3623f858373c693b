/// <reference lib="webworker" />
import { isPushMessage } from '@wheelbase/core/push'

declare const self: ServiceWorkerGlobalScope

/**
 * Push notices (record 0148): the server's message (features/push/message.ts on the API), shown as
 * a notification in the reader's language; a tap opens the booking's page in that language, in a
 * window of the app already open when there is one.
 */
export function handlePushes(): void {
  self.addEventListener('push', (event) => {
    let message: unknown = null
    try {
      message = event.data?.json()
    } catch {
      message = null
    }
    if (!isPushMessage(message)) return
    event.waitUntil(
      self.registration.showNotification(message.title, {
        body: message.body,
        tag: message.tag,
        lang: message.lang,
        dir: message.dir,
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        data: { url: message.url },
      }),
    )
  })

  self.addEventListener('notificationclick', (event) => {
    event.notification.close()
    const data: unknown = event.notification.data
    const target = new URL(typeof data === 'object' && data && 'url' in data && typeof data.url === 'string' ? data.url : '/', self.location.origin)
    // Only a page of this app opens (the message names one; anything else opens the home page).
    const url = target.origin === self.location.origin ? target.href : self.location.origin
    event.waitUntil(
      (async () => {
        const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
        const open = windows.find((client) => new URL(client.url).origin === self.location.origin)
        if (open) {
          await open.focus()
          await open.navigate(url)
        } else await self.clients.openWindow(url)
      })(),
    )
  })
}
