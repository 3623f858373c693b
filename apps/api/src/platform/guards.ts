import type { FastifyRequest } from 'fastify'
import { AppError, forbidden, unauthorized } from './errors'
import { hashToken, sameHash } from './secrets'
import type { Actor } from './sessions'

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null
  }
}

/** The signed-in caller, or a 401. */
export function requireActor(req: FastifyRequest): Actor {
  if (!req.actor) throw unauthorized()
  return req.actor
}

/** A userId in the path must be the caller's own, unless the caller is an admin: else 403, nothing changed. */
export function requireSelf(req: FastifyRequest, userId: string): Actor {
  const actor = requireActor(req)
  if (actor.userId !== userId && actor.type !== 'admin') throw forbidden()
  return actor
}

/** A state-changing call of a signed-in caller must echo the session's anti-forgery token. */
export function checkAntiForgery(req: FastifyRequest, actor: Actor): void {
  const header = req.headers['x-xsrf-token']
  const value = Array.isArray(header) ? header[0] : header
  if (!value || !sameHash(hashToken(value), actor.xsrfHash)) throw new AppError(403, 'csrf_failed', 'api.csrf')
}
