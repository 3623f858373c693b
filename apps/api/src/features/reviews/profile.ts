import { and, count, eq, isNull, or } from 'drizzle-orm'
import type { TSupplierProfile } from '@wheelbase/core/schemas/reviews'
import type { z } from 'zod'
import type { ZSupplierReviewsQuery } from '@wheelbase/core/schemas/reviews'
import type { Db } from '../../db/client'
import { carLocations, cars, locations, users } from '../../db/schema'
import { locationName, locationNameColumns } from '../../data/locations'
import { byName } from '@wheelbase/core/sorting'
import type { TLanguage } from '@wheelbase/core/languages'
import { isId, notFound } from '../../platform/http/errors'
import type { Actor } from '../../domain/actor'
import { supplierReviews } from './read'

/**
 * A supplier's public page by its address (or its id, which every supplier answers to as well):
 * who it is, how many cars it offers, its averages per score and its reviews as asked. A driver,
 * an unknown address or a banned supplier is 404.
 */
export async function supplierProfile(
  db: Db,
  actor: Actor | null,
  slug: string,
  query: z.output<typeof ZSupplierReviewsQuery>,
  language: TLanguage,
): Promise<TSupplierProfile> {
  const [found] = await db
    .select({ _id: users._id, slug: users.slug, fullName: users.fullName, avatar: users.avatar, bio: users.bio })
    .from(users)
    .where(
      and(
        eq(users.type, 'supplier'),
        eq(users.blacklisted, false),
        isId(slug) ? or(eq(users.slug, slug.toLowerCase()), eq(users._id, slug)) : eq(users.slug, slug.toLowerCase()),
      ),
    )
  if (!found) throw notFound('supplier')
  const [offered] = await db
    .select({ n: count() })
    .from(cars)
    .where(and(eq(cars.supplierId, found._id), eq(cars.available, true)))
  const places = await db
    .selectDistinct({ slug: locations.slug, ...locationNameColumns })
    .from(cars)
    .innerJoin(carLocations, eq(carLocations.carId, cars._id))
    .innerJoin(locations, eq(locations._id, carLocations.locationId))
    .where(and(eq(cars.supplierId, found._id), eq(cars.available, true), isNull(cars.deletedAt)))
  const reviews = await supplierReviews(db, actor, found._id, query)
  return {
    supplier: {
      ...found,
      slug: found.slug ?? found._id,
      carCount: offered?.n ?? 0,
      places: places
        .map((p) => ({ _id: p.slug, name: locationName(p, language) }))
        .sort(byName(language, (p) => p.name))
        .map(({ _id, name }) => ({ slug: _id, name })),
    },
    ...reviews,
  }
}
