import type { FastifyInstance } from 'fastify'
import { getLocation, listLocations } from '@wheelbase/core/contracts/places'
import { findLocation, findLocations, presentLocation } from '../../data/locations'
import type { AppContext } from '../../appContext'
import { notFound } from '../../platform/http/errors'
import { contractRoutes } from '../../platform/http/route'

/** Public: names come in the caller's language (Accept-Language). */
export async function locationRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const route = contractRoutes(app, ctx.config)
  await route(listLocations, async ({ query, language }) => findLocations(ctx.db, language, query.q, query.size))
  await route(getLocation, async ({ params, language }) => {
    const row = await findLocation(ctx.db, params.id)
    if (!row) throw notFound('location')
    return presentLocation(row, language)
  })
}
