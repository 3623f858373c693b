import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZApiError } from '@wheelbase/core/schemas/common'
import { ZLocation, ZLocationList, ZLocationsQuery } from '@wheelbase/core/schemas/search'
import type { AppContext } from '../../platform/context'
import { notFound } from '../../platform/errors'
import { requestLanguage } from '../../platform/requestLanguage'
import { findLocation, findLocations, presentLocation } from './queries'

/** Public: names come in the caller's language (Accept-Language). */
export const locationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['locations']
  app.get(
    '/api/locations',
    {
      schema: {
        tags,
        summary: 'Locations, or those matching a typed text (any language, accents and case ignored)',
        querystring: ZLocationsQuery,
        response: { 200: ZLocationList, 400: ZApiError },
      },
    },
    async (req) => findLocations(ctx.db, requestLanguage(req, ctx.config.defaultLanguage), req.query.q, req.query.size),
  )

  app.get(
    '/api/locations/:id',
    {
      schema: { tags, summary: 'One location', params: z.object({ id: z.uuid() }), response: { 200: ZLocation, 400: ZApiError, 404: ZApiError } },
    },
    async (req) => {
      const row = await findLocation(ctx.db, req.params.id)
      if (!row) throw notFound('location')
      return presentLocation(row, requestLanguage(req, ctx.config.defaultLanguage))
    },
  )
}
