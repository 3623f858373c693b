import type { FastifyInstance } from 'fastify'
import * as contracts from '@wheelbase/core/contracts/calendarFeeds'
import type { AppContext } from '../../appContext'
import { contractRoutes, rawRoutes } from '../../platform/http/route'
import { notFound } from '../../platform/http/errors'
import { enforceLimit } from '../../platform/http/rateLimiter'
import { createCalendarFeed, listCalendarFeeds, revokeCalendarFeed } from './feeds'
import { calendarFeedFile } from './feedFile'

/** Calendar feeds: made and revoked in the console (suppliers and admins), read by calendar apps with the secret URL alone. */
export async function calendarFeedRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const route = contractRoutes(app, ctx.config)
  await route(contracts.listCalendarFeeds, async ({ actor, query }) => listCalendarFeeds(ctx.db, actor, query))
  await route(contracts.createCalendarFeed, async ({ actor, body }) => createCalendarFeed(ctx.db, actor, body, ctx.config.publicUrl))
  await route(contracts.revokeCalendarFeed, async ({ actor, params }) => revokeCalendarFeed(ctx.db, actor, params.id))
  const raw = rawRoutes(app, ctx.config)
  await raw(contracts.calendarFeed, async ({ params, req, reply }) => {
    await enforceLimit(ctx.limiter, 'calendar-feed', req.ip, ctx.config.rateLimits.calendarFeed)
    if (!params.file.endsWith('.ics')) throw notFound('calendar_feed')
    const { ics, filename } = await calendarFeedFile(ctx.db, params.file.slice(0, -'.ics'.length), ctx.config.publicUrl, ctx.clock.now())
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', `inline; filename="${filename}"`)
      .header('cache-control', 'private, no-store')
      .header('x-robots-tag', 'noindex')
      .send(ics)
  })
}
