import { notificationCount, notificationStream } from '@wheelbase/core/contracts/notifications'
import { api } from './api/client'
import { refused } from './api/failure'

const POLL_MS = 30_000

/**
 * The unread count, live: the server's event stream (told by any API instance through PostgreSQL
 * NOTIFY) sends it at once and at each change. Where the stream cannot be had (no EventSource, a
 * proxy that buffers, a refused stream), it is asked every 30 seconds instead. A session that ends
 * (the stream says so, or the count is refused) calls `onSignedOut`. Returns the stop.
 */
export function followUnreadCount(onCount: (count: number) => void, onSignedOut: () => void): () => void {
  let stopped = false
  let timer: ReturnType<typeof setInterval> | undefined
  const poll = () => {
    if (timer || stopped) return
    const load = () =>
      api(notificationCount, {}).then(
        (answer) => !stopped && onCount(answer.count),
        (error: unknown) => {
          // The session has ended (signed out elsewhere, suspended): the page shows it signed out.
          if (stopped || !refused(error, 401)) return
          clearInterval(timer)
          onSignedOut()
        },
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
  // Ended for a reason, the stream is not reopened: its session ended (signed out elsewhere,
  // suspended), or the account's newer tabs hold all its streams, and this tab asks every 30 seconds.
  source.addEventListener('end', (event) => {
    const { reason } = JSON.parse((event as MessageEvent<string>).data) as { reason: string }
    source.close()
    if (stopped) return
    if (reason === 'session') onSignedOut()
    else poll()
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
