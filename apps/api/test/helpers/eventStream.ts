/**
 * A server-sent events stream read by a test: each `data` of the named events, in order, as they
 * come; the `end` event's data if the server sent one; and `closed`, settled when the server ends it.
 */
export type EventReader = { events: unknown[]; ended: unknown; closed: Promise<void>; next(timeoutMs?: number): Promise<unknown>; close(): void }

export async function openEventStream(url: string, headers: Record<string, string>, event = 'count'): Promise<EventReader & { status: number }> {
  const abort = new AbortController()
  const res = await fetch(url, { headers: { ...headers, accept: 'text/event-stream' }, signal: abort.signal })
  const events: unknown[] = []
  const waiting: (() => void)[] = []
  let read = 0
  let ended: unknown
  let markClosed: () => void = () => undefined
  const closed = new Promise<void>((resolve) => (markClosed = resolve))
  if (res.ok && res.body) {
    const decoder = new TextDecoder()
    let buffer = ''
    void (async () => {
      try {
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true })
          let end: number
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end)
            buffer = buffer.slice(end + 2)
            const lines = block.split('\n')
            const data = lines.find((line) => line.startsWith('data: '))
            if (lines.includes('event: end') && data) ended = JSON.parse(data.slice(6))
            if (!lines.includes(`event: ${event}`)) continue
            if (data) events.push(JSON.parse(data.slice(6)))
            waiting.splice(0).forEach((wake) => wake())
          }
        }
      } catch {
        // aborted by close()
      }
      markClosed()
    })()
  } else markClosed()
  return {
    status: res.status,
    events,
    get ended() {
      return ended
    },
    closed,
    async next(timeoutMs = 3_000) {
      const deadline = Date.now() + timeoutMs
      while (read >= events.length) {
        const left = deadline - Date.now()
        if (left <= 0) throw new Error(`no event within ${timeoutMs} ms (had ${JSON.stringify(events)})`)
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left)
          waiting.push(() => {
            clearTimeout(timer)
            resolve()
          })
        })
      }
      return events[read++]
    },
    close: () => abort.abort(),
  }
}
