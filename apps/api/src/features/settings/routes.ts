import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZPublicSettings } from '@wheelbase/core/schemas/settings'
import type { Config } from '../../config'
import { publicSettings } from './publicSettings'

export const settingsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const settings = publicSettings(config)
  app.get(
    '/api/settings/public',
    {
      schema: {
        tags: ['settings'],
        summary: 'Settings the web app needs (currency, languages, limits, providers)',
        response: { 200: ZPublicSettings },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=60')
      return settings
    },
  )
}
