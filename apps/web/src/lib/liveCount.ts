import { notificationCount, notificationStream } from '@wheelbase/core/contracts/notifications'
import { api } from './api/client'

const POLL_MS = 30_000

/**
 * The unread count, live: the server's event stream (told by any API instance through PostgreSQL
 * NOTIFY) sends it at once and at each change. Where the stream cannot be had (no EventSource, a
 * proxy that buffers, a refused stream), it is asked every 30 seconds instead. Returns the stop.
 */
export function followUnreadCount(onCount: (count: number) => void): () => void {
  let stopped = false
  let timer: ReturnType<typeof setInterval> | undefined
  const poll = () => {
    if (timer || stopped) return
    const load = () =>
      api(notificationCount, {}).then(
        (answer) => !stopped && onCount(answer.count),
        () => undefined,
      )
    void load()
    timer = setInterval(() => void load(), POLL_MS)
  }
  if (typeof EventSource === 'undefined') {
    poll()
    return () => {
      stopped = true
      clearInterval(timer)
    }
  }
  const source = new EventSource(notificationStream.path)
  source.addEventListener('count', (event) => {
    const { count } = JSON.parse((event as MessageEvent<string>).data) as { count: number }
    if (!stopped) onCount(count)
  })
  // A dropped stream reconnects by itself (CONNECTING); a refused one (CLOSED) falls back to polling.
  source.addEventListener('error', () => {
    if (source.readyState === EventSource.CLOSED) poll()
  })
  return () => {
    stopped = true
    source.close()
    clearInterval(timer)
  }
}
