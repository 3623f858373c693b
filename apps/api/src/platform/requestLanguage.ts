import type { FastifyRequest } from 'fastify'
import { toLanguage, type TLanguage } from '@wheelbase/core/languages'

/** The caller's language for messages: the first supported tag of Accept-Language, else the default. */
export function requestLanguage(req: FastifyRequest, fallback: TLanguage): TLanguage {
  const header = req.headers['accept-language']
  if (!header) return fallback
  for (const part of header.split(',')) {
    const language = toLanguage(part.split(';')[0])
    if (language) return language
  }
  return fallback
}
