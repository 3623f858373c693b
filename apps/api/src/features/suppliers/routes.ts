import { and, count, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { listSuppliers } from '@wheelbase/core/contracts/places'
import { byName } from '@wheelbase/core/sorting'
import type { Db } from '../../db/client'
import { cars, users } from '../../db/schema'
import type { AppContext } from '../../platform/http/context'
import { contractRoutes } from '../../platform/http/route'

/** Active suppliers with their number of cars on offer, by name in the caller's collation, ties by _id. */
async function suppliersWithCars(db: Db, language: string) {
  const rows = await db
    .select({ _id: users._id, fullName: users.fullName, avatar: users.avatar, carCount: count(cars._id) })
    .from(users)
    .leftJoin(cars, and(eq(cars.supplierId, users._id), eq(cars.available, true)))
    .where(and(eq(users.type, 'supplier'), eq(users.blacklisted, false)))
    .groupBy(users._id)
  rows.sort(byName(language, (row) => row.fullName))
  return { items: rows, total: rows.length }
}

export async function supplierRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const route = contractRoutes(app, ctx.config)
  await route(listSuppliers, async ({ language }) => suppliersWithCars(ctx.db, language))
}
