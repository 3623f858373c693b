import { and, count, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { listSuppliers } from '@wheelbase/core/contracts/places'
import { byName } from '@wheelbase/core/sorting'
import type { Db } from '../../db/client'
import { cars, supplierRatings, users } from '../../db/schema'
import { ratingOf } from '../../data/reviews'
import type { AppContext } from '../../appContext'
import { contractRoutes } from '../../platform/http/route'

/** Active suppliers with their number of cars on offer and their rating, by name in the caller's collation, ties by _id. */
async function suppliersWithCars(db: Db, language: string) {
  const rows = await db
    .select({
      _id: users._id,
      fullName: users.fullName,
      avatar: users.avatar,
      slug: users.slug,
      carCount: count(cars._id),
      ratingCount: sql<number>`coalesce(max(${supplierRatings.reviewCount}), 0)`.mapWith(Number),
      ratingSum: sql<number>`coalesce(max(${supplierRatings.scoreSum}), 0)`.mapWith(Number),
    })
    .from(users)
    .leftJoin(cars, and(eq(cars.supplierId, users._id), eq(cars.available, true)))
    .leftJoin(supplierRatings, eq(supplierRatings.supplierId, users._id))
    .where(and(eq(users.type, 'supplier'), eq(users.blacklisted, false)))
    .groupBy(users._id)
  const items = rows
    .map(({ ratingCount, ratingSum, slug, ...row }) => ({ ...row, slug: slug ?? row._id, rating: ratingOf({ ratingCount, ratingSum }) }))
    .sort(byName(language, (row) => row.fullName))
  return { items, total: items.length }
}

export async function supplierRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const route = contractRoutes(app, ctx.config)
  await route(listSuppliers, async ({ language }) => suppliersWithCars(ctx.db, language))
}
