import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import type { Config } from '../../config'
import { SESSION_COOKIE } from './sessions'

/** The OpenAPI document of every contract route, as JSON and as a readable page at /api/docs. */
export async function registerApiDocs(app: FastifyInstance, config: Pick<Config, 'publicUrl'>): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Wheelbase API',
        version: '0.1.0',
        description: 'The car-rental marketplace API. Errors answer { "error": { "code", "message" } }.',
      },
      servers: [{ url: config.publicUrl }],
      // Calls that need a session say so; state changes also echo the XSRF-TOKEN cookie in X-XSRF-TOKEN.
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } } },
    },
    transform: jsonSchemaTransform,
  })
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true })
}
