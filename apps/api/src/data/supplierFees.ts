import { inArray } from 'drizzle-orm'
import { NO_FEES, type TSupplierFees } from '@wheelbase/core/fees'
import { ageOn } from '@wheelbase/core/age'
import type { TPeriod } from './period'
import type { Db } from '../db/client'
import { supplierOneWayFees, supplierPlaceFees, users } from '../db/schema'

/** Suppliers' fees as core fees.ts takes them, by supplier (three queries for any number). */
export async function feesOfSuppliers(db: Pick<Db, 'select'>, supplierIds: readonly string[]): Promise<Map<string, TSupplierFees>> {
  const ids = [...new Set(supplierIds)]
  const fees = new Map<string, TSupplierFees>()
  if (!ids.length) return fees
  const rows = await db
    .select({ _id: users._id, oneWayFee: users.oneWayFee, age: users.youngDriverAge, perDay: users.youngDriverFee, cap: users.youngDriverCap })
    .from(users)
    .where(inArray(users._id, ids))
  for (const row of rows)
    fees.set(row._id, {
      oneWayFee: row.oneWayFee,
      oneWayPairs: [],
      youngDriver: row.age !== null && row.perDay !== null ? { underAge: row.age, perDay: row.perDay, cap: row.cap } : null,
      placeFees: [],
    })
  const pairs = await db.select().from(supplierOneWayFees).where(inArray(supplierOneWayFees.supplierId, ids))
  for (const p of pairs.sort((a, b) => `${a.placeA}${a.placeB}`.localeCompare(`${b.placeA}${b.placeB}`)))
    fees.get(p.supplierId)?.oneWayPairs.push({ places: [p.placeA, p.placeB], fee: p.fee })
  const places = await db.select().from(supplierPlaceFees).where(inArray(supplierPlaceFees.supplierId, ids))
  for (const p of places.sort((a, b) => a.locationId.localeCompare(b.locationId)))
    fees.get(p.supplierId)?.placeFees.push({ locationId: p.locationId, fee: p.fee })
  return fees
}

/** One supplier's fees (none for an unknown id). */
export async function feesOf(db: Pick<Db, 'select'>, supplierId: string): Promise<TSupplierFees> {
  return (await feesOfSuppliers(db, [supplierId])).get(supplierId) ?? NO_FEES
}

/** A driver's age on the pick-up day, as the minimum-age check counts it (unknown birth date: null). */
export const ageAtPickup = (period: Pick<TPeriod, 'from'>, birthDate: string | null) => (birthDate ? ageOn(birthDate, period.from) : null)
