import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { health } from '@wheelbase/core/contracts/system'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { contractRoutes } from '../../platform/http/route'

/** 200 once the database answers; load balancers and `npm run bench` wait on it. */
export async function healthRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  await contractRoutes(app, config)(health, async () => {
    await db.execute(sql`SELECT 1`)
    return { status: 'ok' as const }
  })
}
