import { and, count, eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZSupplierList } from '@wheelbase/core/schemas/search'
import { byName } from '@wheelbase/core/sorting'
import type { Db } from '../../db/client'
import { cars, users } from '../../db/schema'
import type { AppContext } from '../../platform/context'
import { requestLanguage } from '../../platform/requestLanguage'

/** Active suppliers with their number of cars on offer, by name in the caller's collation, ties by _id. */
async function listSuppliers(db: Db, language: string) {
  const rows = await db
    .select({ _id: users._id, fullName: users.fullName, avatar: users.avatar, carCount: count(cars._id) })
    .from(users)
    .leftJoin(cars, and(eq(cars.supplierId, users._id), eq(cars.available, true)))
    .where(and(eq(users.type, 'supplier'), eq(users.blacklisted, false)))
    .groupBy(users._id)
  rows.sort(byName(language, (row) => row.fullName))
  return { items: rows, total: rows.length }
}

export const supplierRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/suppliers',
    { schema: { tags: ['suppliers'], summary: 'Suppliers with their logo and number of cars on offer', response: { 200: ZSupplierList } } },
    async (req) => listSuppliers(ctx.db, requestLanguage(req, ctx.config.defaultLanguage)),
  )
}
