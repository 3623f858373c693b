import { and, eq, or, sql } from 'drizzle-orm'
import type { TMessageKey } from '@wheelbase/core/messages'
import type { Db } from '../db/client'
import { notifications, users } from '../db/schema'

/** Someone told of a booking event: who, where to email them, in which language, and whether they want email. */
export type TReader = { _id: string; fullName: string; email: string; language: string; emailOn: boolean }

/** The PostgreSQL channel that carries "this account has a new notification" to every API instance (platform/liveNotifications.ts). */
export const NOTIFICATIONS_CHANNEL = 'wb_notifications'

const readerColumns = {
  _id: users._id,
  fullName: users.fullName,
  email: users.email,
  language: users.language,
  emailOn: users.enableEmailNotifications,
}

/**
 * A booking event for some readers: an in-app notification each (a key and parameters, translated
 * when shown, so the reader's language wins), and a NOTIFY per reader on commit, which is how every
 * instance's live count learns of it. Returns the readers, for those who also want email.
 */
async function tell(db: Db, readers: TReader[], bookingId: string, messageKey: TMessageKey, params: Record<string, string | number>) {
  if (!readers.length) return readers
  await db.insert(notifications).values(readers.map((reader) => ({ _id: crypto.randomUUID(), userId: reader._id, bookingId, messageKey, params })))
  const ids = readers.map((reader) => reader._id)
  await db.execute(sql`SELECT pg_notify(${NOTIFICATIONS_CHANNEL}, id) FROM json_array_elements_text(${JSON.stringify(ids)}::json) AS id`)
  return readers
}

/** An account's notifications changed otherwise (read, unread, deleted): its other open tabs follow. */
export async function signalNotifications(db: Db, userId: string): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${NOTIFICATIONS_CHANNEL}, ${userId})`)
}

/** The car's supplier and every active admin. */
export async function notifyStaff(
  db: Db,
  booking: { _id: string; supplierId: string },
  messageKey: TMessageKey,
  params: Record<string, string | number>,
): Promise<TReader[]> {
  const readers = await db
    .select(readerColumns)
    .from(users)
    .where(and(or(eq(users._id, booking.supplierId), eq(users.type, 'admin')), eq(users.blacklisted, false)))
  return tell(db, readers, booking._id, messageKey, params)
}

/** The booking's driver. */
export async function notifyDriver(
  db: Db,
  booking: { _id: string; driverId: string },
  messageKey: TMessageKey,
  params: Record<string, string | number>,
): Promise<TReader[]> {
  const readers = await db.select(readerColumns).from(users).where(eq(users._id, booking.driverId))
  return tell(db, readers, booking._id, messageKey, params)
}
