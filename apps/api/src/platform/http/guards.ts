import type { FastifyRequest } from 'fastify'
import { hashToken, sameHash } from './secrets'
import type { SessionActor } from './sessions'
import { DomainError } from '../../domain/errors'

declare module 'fastify' {
  interface FastifyRequest {
    actor: SessionActor | null
  }
}

/** A state-changing call of a signed-in caller must echo the session's anti-forgery token. */
export function checkAntiForgery(req: FastifyRequest, actor: SessionActor): void {
  const header = req.headers['x-xsrf-token']
  const value = Array.isArray(header) ? header[0] : header
  if (!value || !sameHash(hashToken(value), actor.xsrfHash)) throw new DomainError('forbidden', 'csrf_failed', 'api.csrf')
}
