import { asc, eq } from 'drizzle-orm'
import type { TSeason } from '@wheelbase/core/rates'
import type { Db } from '../db/client'
import { carSeasons } from '../db/schema'

/** A car's seasons in date order, as core rates.ts takes them. */
export async function seasonsOf(db: Db, carId: string): Promise<TSeason[]> {
  return db
    .select({ from: carSeasons.fromDay, to: carSeasons.toDay, dailyPrice: carSeasons.dailyPrice, minDays: carSeasons.minDays })
    .from(carSeasons)
    .where(eq(carSeasons.carId, carId))
    .orderBy(asc(carSeasons.fromDay))
}
