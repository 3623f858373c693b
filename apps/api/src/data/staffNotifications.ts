import { and, eq, or } from 'drizzle-orm'
import type { Db } from '../db/client'
import { notifications, users } from '../db/schema'

export type TStaffReader = { _id: string; email: string; language: string; emailOn: boolean }

/**
 * A booking event for its staff: an in-app notification (a key and parameters, translated when
 * shown) for the car's supplier and every active admin. Returns them, for those who also want email.
 */
export async function notifyStaff(
  db: Db,
  booking: { _id: string; supplierId: string },
  messageKey: string,
  params: Record<string, string | number>,
): Promise<TStaffReader[]> {
  const readers = await db
    .select({ _id: users._id, email: users.email, language: users.language, emailOn: users.enableEmailNotifications })
    .from(users)
    .where(and(or(eq(users._id, booking.supplierId), eq(users.type, 'admin')), eq(users.blacklisted, false)))
  if (readers.length)
    await db
      .insert(notifications)
      .values(readers.map((reader) => ({ _id: crypto.randomUUID(), userId: reader._id, bookingId: booking._id, messageKey, params })))
  return readers
}
