import { sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZHealth } from '@wheelbase/core/schemas/common'
import type { Db } from '../../db/client'

/** 200 once the database answers; load balancers and `npm run bench` wait on it. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/health',
    { schema: { tags: ['system'], summary: 'Readiness: 200 when the database answers', response: { 200: ZHealth } } },
    async () => {
      await db.execute(sql`SELECT 1`)
      return { status: 'ok' as const }
    },
  )
}
