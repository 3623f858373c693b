import { connect } from 'node:net'

/** One HTTP/1.1 request exactly as it goes on the wire: the target is not normalised or re-encoded. */
export type RawRequest = {
  method: string
  /** The request-target; a Buffer for bytes that are not valid UTF-8. */
  target: string | Buffer
  headers: [string, string][]
  body?: Buffer
}

/** A status line, or why there was none (`refused` means nothing listens any more). */
export type RawOutcome = { status: number } | { error: 'refused' | 'reset' | 'timeout' | 'closed' | 'garbled'; detail: string }

export type Origin = { host: string; port: number }

export function originOf(url: string): Origin {
  const { hostname, port } = new URL(url)
  return { host: hostname, port: Number(port) }
}

/** Serialises the request head; Content-Length is the body's real length unless the request says otherwise. */
export function encodeRequest(origin: Origin, request: RawRequest): Buffer {
  const names = new Set(request.headers.map(([name]) => name.toLowerCase()))
  const headers: [string, string][] = [...request.headers]
  if (!names.has('host')) headers.unshift(['Host', `${origin.host}:${origin.port}`])
  if (!names.has('connection')) headers.push(['Connection', 'close'])
  if (request.body && !names.has('content-length') && !names.has('transfer-encoding')) headers.push(['Content-Length', String(request.body.length)])
  const head = headers.map(([name, value]) => `${name}: ${value}\r\n`).join('')
  return Buffer.concat([
    Buffer.from(`${request.method} `),
    typeof request.target === 'string' ? Buffer.from(request.target) : request.target,
    Buffer.from(` HTTP/1.1\r\n${head}\r\n`),
    request.body ?? Buffer.alloc(0),
  ])
}

/**
 * Sends one request on its own socket and resolves with the response's status as soon as the
 * status line arrives. Never rejects: a socket error is an outcome, judged by the caller.
 */
export function sendRaw(origin: Origin, request: RawRequest, timeoutMs = 15_000): Promise<RawOutcome> {
  return new Promise((resolve) => {
    let received = Buffer.alloc(0)
    let settled = false
    const socket = connect({ host: origin.host, port: origin.port })
    const finish = (outcome: RawOutcome) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      socket.destroy()
      resolve(outcome)
    }
    const timer = setTimeout(() => finish({ error: 'timeout', detail: `no status line after ${timeoutMs} ms` }), timeoutMs)
    socket.on('connect', () => socket.write(encodeRequest(origin, request)))
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk])
      for (;;) {
        const match = /^HTTP\/1\.[01] (\d{3})[^\r\n]*\r\n/.exec(received.toString('latin1', 0, 512))
        if (!match) {
          if (received.length >= 512) finish({ error: 'garbled', detail: received.toString('latin1', 0, 80) })
          return
        }
        const status = Number(match[1])
        if (status < 100 || status >= 200) return finish({ status })
        // An interim answer (100 Continue): the final status line follows its empty line.
        const headEnd = received.indexOf('\r\n\r\n')
        if (headEnd === -1) return
        received = received.subarray(headEnd + 4)
      }
    })
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // The server may answer (say 413) and close before it read the whole body: the status wins.
      finish(
        error.code === 'ECONNREFUSED'
          ? { error: 'refused', detail: error.message }
          : { error: 'reset', detail: `${error.code ?? ''} ${error.message}` },
      )
    })
    socket.on('close', () =>
      finish({ error: 'closed', detail: `closed without a status line${received.length ? `: ${received.toString('latin1', 0, 80)}` : ''}` }),
    )
  })
}

/** Runs `work` over the items with at most `concurrency` at once, in order of start; stops starting new ones once `stop()` says so. */
export async function runPool<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>, stop: () => boolean): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < items.length && !stop()) {
      const item = items[next++] as T
      await work(item)
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker))
}
