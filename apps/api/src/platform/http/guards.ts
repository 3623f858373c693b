import type { FastifyRequest } from 'fastify'
import { AppError, forbidden } from './errors'
import { hashToken, sameHash } from './secrets'
import type { Actor } from './sessions'

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null
  }
}

/**
 * A user id the caller names (in the path or the body) must be the caller's own, unless the
 * caller is an admin: else 403 and nothing changes (DESIGN §4). Services call it with the actor.
 */
export function ownAccountOnly(actor: Actor, userId: string): void {
  if (actor.userId !== userId && actor.type !== 'admin') throw forbidden()
}

/** A state-changing call of a signed-in caller must echo the session's anti-forgery token. */
export function checkAntiForgery(req: FastifyRequest, actor: Actor): void {
  const header = req.headers['x-xsrf-token']
  const value = Array.isArray(header) ? header[0] : header
  if (!value || !sameHash(hashToken(value), actor.xsrfHash)) throw new AppError(403, 'csrf_failed', 'api.csrf')
}
