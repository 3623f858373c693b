import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { isMessageKey, translateMessage, type TMessageKey } from '@wheelbase/core/messages'
import type { Config } from '../../config'
import { refusalOf, sqlState } from './errors'
import { requestLanguage } from './requestLanguage'

// 22021 character_not_in_repertoire, 22P05 untranslatable_character.
const UNSTORABLE_TEXT = new Set(['22021', '22P05'])

export type SendError = (
  reply: FastifyReply,
  status: number,
  code: string,
  key: TMessageKey,
  params?: Record<string, string | number>,
  fields?: Record<string, string>,
) => FastifyReply

export type ErrorReplies = {
  /** Answers { "error": { "code", "message" } }, the message in the caller's language. */
  send: SendError
  /** What the router refuses before any hook runs (an address whose escapes do not decode). */
  framework(error: FastifyError, req: FastifyRequest, reply: FastifyReply): FastifyReply
  /** Every error a route or hook throws: ours (a DomainError, from any layer), a schema's, the framework's, or a bug (500, logged). */
  handle(error: FastifyError, req: FastifyRequest, reply: FastifyReply): FastifyReply
}

/** How every error becomes an answer: one shape, one translation. */
export function errorReplies(config: Pick<Config, 'defaultLanguage' | 'minAge'>): ErrorReplies {
  // Every message may name the minimum age ("You must be at least {{age}} years old.").
  // A field's own message names no field: the form that sent it shows its label ("Please fill in the field: ").
  const messageParams = { age: config.minAge, field: '', fields: '' }
  const send: SendError = (reply, status, code, key, params = {}, fields) => {
    const language = requestLanguage(reply.request, config.defaultLanguage)
    return reply
      .status(status)
      .send({ error: { code, message: translateMessage(language, key, { ...messageParams, ...params }), ...(fields ? { fields } : {}) } })
  }

  function handle(error: FastifyError, req: FastifyRequest, reply: FastifyReply): FastifyReply {
    const language = requestLanguage(req, config.defaultLanguage)
    const refusal = refusalOf(error)
    if (refusal) {
      if (refusal.retryAfterSeconds) void reply.header('retry-after', String(refusal.retryAfterSeconds))
      const fields = refusal.fields
        ? Object.fromEntries(Object.entries(refusal.fields).map(([k, v]) => [k, translateMessage(language, v, messageParams)]))
        : undefined
      return send(reply, refusal.statusCode, refusal.code, refusal.messageKey, refusal.params, fields)
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // Some calls answer their first problem alone, with its own code (a search's criteria).
      const firstIssue = req.routeOptions.config.contract?.firstIssue
      if (firstIssue) {
        const key = error.validation[0]?.message
        if (!isMessageKey(key)) return send(reply, 400, firstIssue.fallback, firstIssue.fallbackMessage)
        return send(reply, 400, firstIssue.codes[key] ?? firstIssue.fallback, key)
      }
      const fields: Record<string, string> = {}
      for (const issue of error.validation) {
        const name = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'request'
        // A rule's own message (a period's, say) names the problem; zod's English never reaches a client.
        const key = isMessageKey(issue.message) ? issue.message : 'validation.invalidValue'
        fields[name] ??= translateMessage(language, key, messageParams)
      }
      return send(reply, 400, 'validation_failed', 'api.badRequest', {}, fields)
    }
    // Text PostgreSQL cannot store (a NUL the schemas did not catch) is the client's input.
    if (UNSTORABLE_TEXT.has(sqlState(error) ?? '')) return send(reply, 400, 'bad_request', 'validation.invisibleCharacters')
    const status = error.statusCode ?? 500
    if (status === 429) return send(reply, 429, 'too_many_requests', 'api.tooManyRequests')
    if (status === 413) return send(reply, 413, 'payload_too_large', 'api.payloadTooLarge')
    if (status === 415) return send(reply, 415, 'unsupported_media_type', 'api.unsupportedMediaType')
    if (status >= 400 && status < 500)
      return send(reply, status === 404 ? 404 : 400, status === 404 ? 'not_found' : 'bad_request', status === 404 ? 'api.notFound' : 'api.badRequest')
    req.log.error({ err: error }, 'unhandled error')
    return send(reply, 500, 'internal', 'api.internal')
  }

  return {
    send,
    framework: (error, _req, reply) =>
      error.code === 'FST_ERR_BAD_URL' ? send(reply, 400, 'bad_url', 'api.badUrl') : send(reply, 400, 'bad_request', 'api.badRequest'),
    handle,
  }
}
