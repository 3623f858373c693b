import { asc, inArray } from 'drizzle-orm'
import { OPEN_DESK, type TDeskRules, type TWeekday } from '@wheelbase/core/deskHours'
import type { Db } from '../db/client'
import { supplierClosedDays, supplierHours, users } from '../db/schema'

/** Suppliers' desks as core deskHours.ts takes them, by supplier (three queries for any number). */
export async function desksOfSuppliers(db: Pick<Db, 'select'>, supplierIds: readonly string[]): Promise<Map<string, TDeskRules>> {
  const ids = [...new Set(supplierIds)]
  const desks = new Map<string, TDeskRules>()
  if (!ids.length) return desks
  const rows = await db
    .select({
      _id: users._id,
      noticeMinutes: users.noticeMinutes,
      outOfHours: users.outOfHours,
      outOfHoursFee: users.outOfHoursFee,
      minRentalDays: users.minRentalDays,
    })
    .from(users)
    .where(inArray(users._id, ids))
  for (const { _id, ...desk } of rows) desks.set(_id, { ...desk, hours: [], closedDays: [] })
  const hours = await db
    .select()
    .from(supplierHours)
    .where(inArray(supplierHours.supplierId, ids))
    .orderBy(asc(supplierHours.locationId), asc(supplierHours.weekday), asc(supplierHours.opens))
  for (const { supplierId, weekday, ...interval } of hours) desks.get(supplierId)?.hours.push({ ...interval, weekday: weekday as TWeekday })
  const closed = await db
    .select()
    .from(supplierClosedDays)
    .where(inArray(supplierClosedDays.supplierId, ids))
    .orderBy(asc(supplierClosedDays.day), asc(supplierClosedDays.locationId))
  for (const { supplierId, ...day } of closed) desks.get(supplierId)?.closedDays.push(day)
  return desks
}

/** One supplier's desk (an unknown id: a desk that never closes). */
export async function deskOf(db: Pick<Db, 'select'>, supplierId: string): Promise<TDeskRules> {
  return (await desksOfSuppliers(db, [supplierId])).get(supplierId) ?? OPEN_DESK
}
