import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZApiError } from '@wheelbase/core/schemas/common'
import { ZCarDetail, ZCarQuery, ZSearchQuery, ZSearchResult } from '@wheelbase/core/schemas/search'
import type { AppContext } from '../../platform/context'
import { notFound } from '../../platform/errors'
import { requestLanguage } from '../../platform/requestLanguage'
import { parseCriteria, parseQuoteCriteria } from './criteria'
import { findCar, searchCars } from './queries'

/**
 * Public car search and one car. The query schemas document the calls; validation runs in
 * parseCriteria (attachValidation) so each bad criterion gets its own translated message.
 */
/** The query string as sent (the validator's output is already transformed; the last of repeated keys wins). */
const rawQuery = (url: string): Record<string, string> => Object.fromEntries(new URL(url, 'http://localhost').searchParams)

export const carRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['cars']
  const language = (req: Parameters<typeof requestLanguage>[0]) => requestLanguage(req, ctx.config.defaultLanguage)

  app.get(
    '/api/cars/search',
    {
      attachValidation: true,
      schema: {
        tags,
        summary: 'Cars available for a period, with filters, price sort and pages of 15',
        querystring: ZSearchQuery,
        response: { 200: ZSearchResult, 400: ZApiError },
      },
    },
    async (req) => {
      const criteria = await parseCriteria(ctx.db, rawQuery(req.url))
      return searchCars(ctx.db, criteria, language(req), ctx.config.pricePercentage)
    },
  )

  app.get(
    '/api/cars/:id',
    {
      attachValidation: true,
      schema: {
        tags,
        summary: 'One car with everything the checkout shows; with a period, its price and availability',
        params: z.object({ id: z.uuid() }),
        querystring: ZCarQuery,
        response: { 200: ZCarDetail, 400: ZApiError, 404: ZApiError },
      },
    },
    async (req) => {
      const { id } = req.params as { id: string }
      if (!z.uuid().safeParse(id).success) throw notFound('car')
      const period = await parseQuoteCriteria(ctx.db, rawQuery(req.url))
      const car = await findCar(ctx.db, id, period, language(req), ctx.config.pricePercentage)
      if (!car) throw notFound('car')
      return car
    },
  )
}
