import cookie from '@fastify/cookie'
import rateLimit from '@fastify/rate-limit'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify'
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import { translateMessage, type TMessageKey } from '@wheelbase/core/messages'
import type { Config } from './config'
import type { Database } from './db/client'
import { healthRoutes } from './features/health/routes'
import { publicSettings } from './features/settings/publicSettings'
import { settingsRoutes } from './features/settings/routes'
import { DEFAULT_WEB_DIST_DIR } from './paths'
import { AppError } from './platform/errors'
import { logSerializers } from './platform/logging'
import { requestLanguage } from './platform/requestLanguage'
import { registerSecurityHeaders } from './platform/securityHeaders'
import type { Storage } from './platform/storage'
import { registerUploads, registerWebApp } from './platform/webApp'

export type AppDeps = {
  config: Config
  database: Database
  storage: Storage
  logger?: FastifyServerOptions['logger']
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** Builds the whole server from its dependencies, so tests use it through inject() without a port. */
export async function buildApp({ config, database, storage, logger }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel, serializers: logSerializers },
    trustProxy: config.trustProxy,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  const sendError = (reply: FastifyReply, status: number, code: string, key: TMessageKey, params = {}, fields?: Record<string, string>) => {
    const language = requestLanguage(reply.request, config.defaultLanguage)
    return reply.status(status).send({ error: { code, message: translateMessage(language, key, params), ...(fields ? { fields } : {}) } })
  }

  app.setErrorHandler((error: FastifyError, req, reply) => {
    const language = requestLanguage(req, config.defaultLanguage)
    if (error instanceof AppError) {
      const fields = error.fields ? Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k, translateMessage(language, v)])) : undefined
      return sendError(reply, error.statusCode, error.code, error.messageKey, error.params, fields)
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {}
      for (const issue of error.validation) {
        const name = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'request'
        const key = issue.message?.startsWith('validation.') ? (issue.message as TMessageKey) : 'validation.invalidValue'
        fields[name] ??= translateMessage(language, key)
      }
      return sendError(reply, 400, 'validation_failed', 'api.badRequest', {}, fields)
    }
    const status = error.statusCode ?? 500
    if (status === 429) return sendError(reply, 429, 'too_many_requests', 'api.tooManyRequests')
    if (status === 413) return sendError(reply, 413, 'payload_too_large', 'api.payloadTooLarge')
    if (status === 415) return sendError(reply, 415, 'unsupported_media_type', 'api.unsupportedMediaType')
    if (status >= 400 && status < 500)
      return sendError(
        reply,
        status === 404 ? 404 : 400,
        status === 404 ? 'not_found' : 'bad_request',
        status === 404 ? 'api.notFound' : 'api.badRequest',
      )
    req.log.error({ err: error }, 'unhandled error')
    return sendError(reply, 500, 'internal', 'api.internal')
  })

  // A state-changing call must come from one of our own origins (DESIGN.md section 4).
  app.addHook('onRequest', async (req, reply) => {
    if (!STATE_CHANGING.has(req.method) || !req.url.startsWith('/api/')) return
    const origin = req.headers.origin
    if (origin !== undefined && !config.allowedOrigins.includes(origin)) {
      return sendError(reply, 403, 'bad_origin', 'api.badOrigin')
    }
  })

  await registerSecurityHeaders(app, config)
  await app.register(cookie)
  await app.register(rateLimit, { global: false })
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Wheelbase API',
        version: '0.1.0',
        description: 'The car-rental marketplace API. Errors answer { "error": { "code", "message" } }.',
      },
      servers: [{ url: config.publicUrl }],
    },
    transform: jsonSchemaTransform,
  })
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true })

  await app.register(healthRoutes, { db: database.db })
  await app.register(settingsRoutes, { config })

  await registerUploads(app, storage.root)
  const indexHtml = await registerWebApp(app, config.webDistDir ?? DEFAULT_WEB_DIST_DIR, publicSettings(config))

  app.setNotFoundHandler((req, reply) => {
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && !req.url.startsWith('/api/') && !req.url.startsWith('/uploads/')
    if (isPage && indexHtml) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml)
    }
    return sendError(reply, 404, 'not_found', 'api.notFound')
  })

  app.addHook('onClose', async () => {
    await database.close()
  })
  return app
}
