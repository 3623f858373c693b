import { parse as parseQueryString } from 'node:querystring'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { queryStringOf, type TEndpoint, type TEndpointSchemas } from '@wheelbase/core/contract'
import type { TLanguage } from '@wheelbase/core/languages'
import { refusalOf } from './errors'
import type { SessionActor } from './sessions'

declare module 'fastify' {
  interface FastifyInstance {
    /** Every JSON GET of the API, callable in this process (the server's render of a page asks them). */
    contractCalls: Map<string, TContractCall>
  }
}

/** Who asks, in a call made in the server's own process: the page's visitor, in the page's language. */
export type TCaller = { actor: SessionActor | null; language: TLanguage; req: FastifyRequest; reply: FastifyReply }

/** A request as a client writes it (TRequestOf), and the answer: the body as the response schema gives it, null unless 200. */
export type TContractCall = (
  request: { params?: Record<string, unknown>; query?: Record<string, unknown> },
  caller: TCaller,
) => Promise<{ status: number; body: unknown }>

/** The key of a contract's route (the server's render may hold another copy of the contract object). */
export const callKey = (contract: Pick<TEndpoint, 'method' | 'path'>) => `${contract.method} ${contract.path}`

/** The route's handler, as fastify-type-provider-zod and route.ts would call it over HTTP. */
type THandler = (input: {
  params: unknown
  query: unknown
  headers: unknown
  body: unknown
  actor: SessionActor | null
  language: TLanguage
  req: FastifyRequest
  reply: FastifyReply
}) => Promise<unknown>

const parsePart = (schema: z.ZodType | undefined, value: unknown) => (schema ? schema.safeParse(value) : { success: true as const, data: value })

/**
 * One GET of the API as a function, for the server's render: the session rule, then the
 * contract's schemas on the request in the very form HTTP gives them (the query through its query
 * string), then the route's handler, then the response schema, as over HTTP. What HTTP adds (the
 * request and answer objects, the JSON both ways) is what a page no longer pays for each answer.
 */
export function contractCall(contract: TEndpoint, schemas: TEndpointSchemas, handler: THandler): TContractCall {
  return async (request, caller) => {
    if (contract.session === 'required' && !caller.actor) return { status: 401, body: null }
    if (contract.roles && caller.actor && !contract.roles.includes(caller.actor.type)) return { status: 403, body: null }
    // A path's parameters arrive as text; so do they here.
    const params = parsePart(schemas.params, Object.fromEntries(Object.entries(request.params ?? {}).map(([k, v]) => [k, String(v)])))
    const query = parsePart(schemas.query, { ...parseQueryString(queryStringOf(request.query).replace(/^\?/, '')) })
    const headers = parsePart(schemas.headers, caller.req.headers)
    if (!params.success || !query.success || !headers.success) return { status: 400, body: null }
    try {
      const answer = await handler({
        params: params.data,
        query: query.data,
        headers: headers.data,
        body: undefined,
        actor: caller.actor,
        language: caller.language,
        req: caller.req,
        reply: caller.reply,
      })
      return { status: 200, body: schemas.response.parse(answer) }
    } catch (error) {
      // A refusal answers its status, as over HTTP; anything else is the server's fault and goes up.
      const refusal = refusalOf(error)
      if (refusal) return { status: refusal.statusCode, body: null }
      throw error
    }
  }
}
