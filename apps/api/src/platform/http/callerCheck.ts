import type { FastifyInstance } from 'fastify'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import type { SendError } from './errorReplies'
import { checkAntiForgery } from './guards'
import { isWellFormedUrl } from './requestUrl'
import { findActor, SESSION_COOKIE } from './sessions'

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** First of all hooks: an address whose escapes do not decode never reaches a route or parser. */
export function refuseMalformedUrls(app: FastifyInstance, sendError: SendError): void {
  app.addHook('onRequest', async (req, reply) => {
    if (!isWellFormedUrl(req.url)) return sendError(reply, 400, 'bad_url', 'api.badUrl')
  })
}

/**
 * Who is calling: the session cookie's user, for every API call (`req.actor`). A state-changing
 * call must come from one of our own origins and, with a session, echo its anti-forgery token.
 */
export function registerCallerCheck(app: FastifyInstance, { config, db, sendError }: { config: Config; db: Db; sendError: SendError }): void {
  app.decorateRequest('actor', null)
  app.addHook('onRequest', async (req, reply) => {
    if (!req.url.startsWith('/api/')) return
    const changes = STATE_CHANGING.has(req.method)
    const origin = req.headers.origin
    // Same origin as the address the browser used (Host, or X-Forwarded-* behind a trusted
    // proxy), or one of the configured origins.
    const ownOrigin = `${req.protocol}://${req.host}`
    if (changes && origin !== undefined && origin !== ownOrigin && !config.allowedOrigins.includes(origin))
      return sendError(reply, 403, 'bad_origin', 'api.badOrigin')
    const token = req.cookies[SESSION_COOKIE]
    req.actor = token ? await findActor(db, token, req.ip) : null
    if (changes && req.actor) checkAntiForgery(req, req.actor)
  })
}
