import type { FastifyRequest } from 'fastify'
import { toLanguage, type TLanguage } from '@wheelbase/core/languages'

/** The first supported language of the caller's Accept-Language, if any. */
export function acceptedLanguage(req: FastifyRequest): TLanguage | undefined {
  for (const part of (req.headers['accept-language'] ?? '').split(',')) {
    const language = toLanguage(part.split(';')[0])
    if (language) return language
  }
  return undefined
}

/** The caller's language for messages: the first supported tag of Accept-Language, else the default. */
export function requestLanguage(req: FastifyRequest, fallback: TLanguage): TLanguage {
  return acceptedLanguage(req) ?? fallback
}
