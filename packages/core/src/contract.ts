import type { z } from 'zod'
import type { TUserType } from './enums'
import type { TMessageKey } from './messages'

/**
 * One endpoint, declared once: the API registers its route from it (session check, then
 * validation by these schemas), the web app calls it through one typed client function, and the
 * OpenAPI document is generated from the same schemas. No '/api/...' string is written elsewhere.
 */
export type TMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** Values a schema depends on that the server reads from its config and the browser from the public settings. */
export type TContractSettings = { minAge: number }

type Schema = z.ZodType

/** The kinds of record the API serves; see `TEndpoint.resources`. */
export type TResource =
  | 'accounts'
  | 'audit'
  | 'bookings'
  | 'calendarFeeds'
  | 'cars'
  | 'currencyRates'
  | 'devices'
  | 'jobs'
  | 'locations'
  | 'notifications'
  | 'reviews'
  | 'suppliers'

/** The schemas of an endpoint; a body may depend on the settings (the minimum age of a birth date). */
export type TEndpointSchemas = { params?: Schema; query?: Schema; headers?: Schema; body?: Schema; response: Schema }

export type TEndpoint = {
  method: TMethod
  /** Fastify's syntax: `/api/user/:id`. */
  path: `/api/${string}`
  summary: string
  tags: readonly string[]
  /**
   * 'required': an anonymous caller gets 401 before anything of the request is read, a role not
   * in `roles` 403. 'optional': public, and the caller's account is known when there is one.
   */
  session: 'required' | 'optional'
  roles?: readonly TUserType[]
  /**
   * The records the call is about: what a GET's answer is made of, or what any other method
   * changes. A client's cache derives from this alone which answers a change makes stale (the web
   * app's lib/api/calls.ts): editing a location refreshes every list that names one.
   */
  resources: readonly TResource[]
  /**
   * The 200 is not JSON: server-sent events (the response schema is each event's data) or a file
   * (the response schema says nothing of its bytes). The server's handler writes it itself.
   */
  produces?: 'text/event-stream' | 'application/pdf' | 'text/calendar' | 'text/html'
  /** The body is multipart/form-data with one file (the server reads it itself). */
  multipart?: true
  /**
   * The 400 of a failed validation carries the first problem's own message and its code from
   * `codes` (else `fallback`; a problem without a message of ours says `fallbackMessage`), instead
   * of "Please fix errors." with a message per field.
   */
  firstIssue?: { codes: Partial<Record<TMessageKey, string>>; fallback: string; fallbackMessage: TMessageKey }
  /**
   * The schemas, loaded on demand: the server loads them when it registers the route; the browser
   * only in development and tests, to check answers. A page that calls an endpoint thus never
   * downloads zod for it (zod costs 25–90 KB compressed, the home page's whole margin).
   */
  schemas: (settings: TContractSettings) => Promise<TEndpointSchemas>
}

export function defineEndpoint<const E extends TEndpoint>(endpoint: E): E {
  return endpoint
}

/** Schemas picked from a module loaded on demand: `schemas: from(auth, (s) => ({ body: s.ZEmailBody, response: s.ZOk }))`. */
export function from<M, S extends TEndpointSchemas>(load: () => Promise<M>, pick: (module: M, settings: TContractSettings) => S) {
  return async (settings: TContractSettings): Promise<S> => pick(await load(), settings)
}

type SchemasOf<E extends TEndpoint> = Awaited<ReturnType<E['schemas']>>
type Part<E extends TEndpoint, K extends keyof TEndpointSchemas> = K extends keyof SchemasOf<E> ? SchemasOf<E>[K] : undefined
type In<S> = S extends Schema ? z.input<S> : never
type Out<S> = S extends Schema ? z.output<S> : undefined

/** What a caller sends: the parts the endpoint declares, each as its schema's input. */
export type TRequestOf<E extends TEndpoint> = (Part<E, 'params'> extends Schema ? { params: In<Part<E, 'params'>> } : { params?: never }) &
  (Part<E, 'query'> extends Schema ? { query: In<Part<E, 'query'>> } : { query?: never }) &
  (Part<E, 'headers'> extends Schema ? { headers: In<Part<E, 'headers'>> } : { headers?: never }) &
  (E extends { multipart: true } ? { body: FormData } : Part<E, 'body'> extends Schema ? { body: In<Part<E, 'body'>> } : { body?: never })

/** What a handler receives once validated: each part as its schema's output. */
export type TValidatedOf<E extends TEndpoint> = {
  params: Out<Part<E, 'params'>>
  query: Out<Part<E, 'query'>>
  headers: Out<Part<E, 'headers'>>
  body: Out<Part<E, 'body'>>
}

/** The 200 answer as the client reads it. */
export type TResponseOf<E extends TEndpoint> = z.output<SchemasOf<E>['response']>
/** What a handler returns (the response schema's input: the serializer checks it). */
export type TReplyOf<E extends TEndpoint> = z.input<SchemasOf<E>['response']>

/** The path with its parameters filled in, each encoded as one path segment. */
export function pathOf(endpoint: TEndpoint, params?: Record<string, unknown>): string {
  return endpoint.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params?.[name]
    if (value === undefined || value === null) throw new Error(`${endpoint.path}: no value for :${name}`)
    return encodeURIComponent(String(value))
  })
}

/** A query object as a query string: absent values left out, lists comma-separated, in key order given. */
export function queryStringOf(query?: Record<string, unknown>): string {
  if (!query) return ''
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue
    params.set(key, Array.isArray(value) ? value.join(',') : String(value))
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}
