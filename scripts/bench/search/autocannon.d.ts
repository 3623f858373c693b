// autocannon ships no types; this declares the part of its API the search bench uses.
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events'

  type Request = { method?: string; path?: string; headers?: Record<string, string>; body?: string }

  type Options = {
    url: string
    connections?: number
    duration?: number
    timeout?: number
    headers?: Record<string, string>
    requests?: { method?: string; setupRequest?: (request: Request) => Request }[]
  }

  type Result = { duration: number; non2xx: number; errors: number; timeouts: number; '2xx': number }

  /** Emits 'response' (client, statusCode, bytes, milliseconds) for each answer; resolves with the totals. */
  type Instance = EventEmitter & PromiseLike<Result> & { stop(): void }

  export default function autocannon(options: Options): Instance
}
