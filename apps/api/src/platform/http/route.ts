import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { TContractSettings, TEndpoint, TReplyOf, TValidatedOf } from '@wheelbase/core/contract'
import type { TLanguage } from '@wheelbase/core/languages'
import { ZApiError } from '@wheelbase/core/schemas/common'
import { callKey, contractCall } from './contractCall'
import { forbidden, unauthorized } from './errors'
import { requestLanguage } from './requestLanguage'
import type { SessionActor } from './sessions'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract a route was registered from (the error handler reads its firstIssue). */
    contract?: TEndpoint
  }
}

/** What the routes read of the server's config: the contracts' settings and the language of a caller who names none. */
export type TRouteSettings = TContractSettings & { defaultLanguage: TLanguage }

/**
 * What a handler gets: the validated parts of the request, the caller (never null where a session
 * is required) and the caller's language (Accept-Language, else the default; the page's language
 * when the server's render asks).
 */
export type RouteInput<E extends TEndpoint> = TValidatedOf<E> & {
  actor: E['session'] extends 'required' ? SessionActor : SessionActor | null
  language: TLanguage
  req: FastifyRequest
  reply: FastifyReply
}

const ERROR_ANSWERS = Object.fromEntries([400, 401, 403, 404, 409, 413, 415, 422, 429, 503].map((status) => [status, ZApiError]))

/**
 * Registers a route from its contract. The session is checked first, in the route's own
 * onRequest hook, before the body is even read: a stranger gets 401 whatever they send, a role
 * the contract leaves out 403. Then the contract's schemas validate (fastify-type-provider-zod),
 * and the handler runs with the validated parts and the acting account. A JSON GET can also be
 * called in the server's own process, by the same rules (contractCall.ts).
 */
export function contractRoutes(app: FastifyInstance, settings: TRouteSettings) {
  return async function route<E extends TEndpoint>(contract: E, handler: (input: RouteInput<E>) => Promise<TReplyOf<E>>): Promise<void> {
    await register(app, settings, contract, handler)
  }
}

/**
 * A route whose 200 is not JSON (the contract's `produces`: server-sent events, a PDF): the
 * handler writes the answer itself through the reply.
 */
export function rawRoutes(app: FastifyInstance, settings: TRouteSettings) {
  return async function route<E extends TEndpoint & { produces: string }>(
    contract: E,
    handler: (input: RouteInput<E>) => Promise<unknown> | void,
  ): Promise<void> {
    await register(app, settings, contract, async (input) => handler(input))
  }
}

async function register<E extends TEndpoint>(
  app: FastifyInstance,
  settings: TRouteSettings,
  contract: E,
  handler: (input: RouteInput<E>) => Promise<unknown>,
): Promise<void> {
  const schemas = await contract.schemas(settings)
  if (contract.method === 'GET' && !contract.produces)
    app.contractCalls.set(callKey(contract), contractCall(contract, schemas, handler as Parameters<typeof contractCall>[2]))
  app.route({
    method: contract.method,
    url: contract.path,
    config: { contract },
    schema: {
      summary: contract.summary,
      tags: [...contract.tags],
      ...(contract.session === 'required' ? { security: [{ session: [] }] } : {}),
      ...(schemas.params ? { params: schemas.params } : {}),
      ...(schemas.query ? { querystring: schemas.query } : {}),
      ...(schemas.headers ? { headers: schemas.headers } : {}),
      ...(schemas.body ? { body: schemas.body } : {}),
      ...(contract.multipart ? { consumes: ['multipart/form-data'] } : {}),
      response: { 200: contract.produces ? { content: { [contract.produces]: { schema: schemas.response } } } : schemas.response, ...ERROR_ANSWERS },
    },
    onRequest: async (req) => {
      if (contract.session !== 'required') return
      if (!req.actor) throw unauthorized()
      if (contract.roles && !contract.roles.includes(req.actor.type)) throw forbidden()
    },
    handler: (req, reply) =>
      // The type provider checked these against the contract's schemas; the casts only name what it checked.
      handler({
        params: req.params as TValidatedOf<E>['params'],
        query: req.query as TValidatedOf<E>['query'],
        headers: req.headers as TValidatedOf<E>['headers'],
        body: req.body as TValidatedOf<E>['body'],
        actor: req.actor as RouteInput<E>['actor'],
        language: requestLanguage(req, settings.defaultLanguage),
        req,
        reply,
      }),
  })
}
