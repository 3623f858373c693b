import type { FastifyInstance } from 'fastify'
import * as contracts from '@wheelbase/core/contracts/notifications'
import type { AppContext } from '../../appContext'
import { contractRoutes, rawRoutes } from '../../platform/http/route'
import type { LiveNotifications } from './live'
import { deleteNotifications, listNotifications, markNotifications, unreadCount } from './service'
import { streamUnreadCount } from './stream'

/**
 * Each call acts on the caller's own notifications only (the session and its anti-forgery token are
 * checked first). The live count's stream hears every instance's changes through `live` (live.ts).
 */
export async function notificationRoutes(app: FastifyInstance, { ctx, live }: { ctx: AppContext; live: LiveNotifications }) {
  const route = contractRoutes(app, ctx.config)
  await route(contracts.listNotifications, async ({ actor, query }) => listNotifications(ctx.db, actor, query.page, query.size))
  await route(contracts.notificationCount, async ({ actor }) => unreadCount(ctx.db, actor))
  await rawRoutes(app, ctx.config)(contracts.notificationStream, ({ actor, req, reply }) =>
    streamUnreadCount({ db: ctx.db, live, streamsPerAccount: ctx.config.streamsPerAccount }, actor, req, reply),
  )
  await route(contracts.markNotifications, async ({ actor, body }) => markNotifications(ctx.db, actor, body))
  await route(contracts.deleteNotifications, async ({ actor, body }) => deleteNotifications(ctx.db, actor, body))
}
