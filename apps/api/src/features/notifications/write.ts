import { and, eq, or, sql } from 'drizzle-orm'
import type { TMessageKey } from '@wheelbase/core/messages'
import type { Db } from '../../db/client'
import { notifications, users } from '../../db/schema'
import type { BookingNotices, TNoticeMail } from '../../domain/notices'
import { enqueue, job } from '../../platform/jobs/queue'
import { pushReaderColumns, pushesTo, type TPushReader } from '../../data/pushes'

/** Someone told of a booking event: who, where to email them, in which language, and whether they want email. */
export type TReader = { _id: string; fullName: string; email: string; language: string; emailOn: boolean }

import { NOTIFICATIONS_CHANNEL } from '../../data/notificationSignal'
export { NOTIFICATIONS_CHANNEL, signalNotifications } from '../../data/notificationSignal'

const readerColumns = {
  _id: users._id,
  fullName: users.fullName,
  email: users.email,
  language: users.language,
  emailOn: users.enableEmailNotifications,
}

/** A reader of a notice: also their push topics and devices, in the same query. */
const noticeReaderColumns = { ...readerColumns, ...pushReaderColumns }
type TNoticeReader = TReader & TPushReader

/**
 * A booking event for some readers, written in the caller's transaction: an in-app notification
 * each (a key and parameters, translated when shown, so the reader's language wins), its email as
 * durable work for readers who want email, a push to each device of readers who have its topic on
 * (record 0148), and a NOTIFY per reader on commit, which is how every
 * instance's live count learns of it.
 */
async function tell(
  db: Db,
  readers: TNoticeReader[],
  bookingId: string,
  messageKey: TMessageKey,
  params: Record<string, string | number>,
  mail: TNoticeMail,
) {
  if (!readers.length) return readers
  const rows = readers.map((reader) => ({ _id: crypto.randomUUID(), userId: reader._id, bookingId, messageKey, params }))
  await db.insert(notifications).values(rows)
  const mails = rows
    .filter((_, i) => readers[i]?.emailOn && mail !== 'none')
    .map((row) =>
      mail === 'newBooking'
        ? job('mail.newBooking', { bookingId, readerId: row.userId }, `mail.newBooking:${bookingId}:${row.userId}`)
        : job('mail.notice', { bookingId, readerId: row.userId, key: messageKey, params }, `mail.notice:${row._id}`),
    )
  await enqueue(db, ...mails, ...pushesTo(readers, bookingId, messageKey, params))
  const ids = readers.map((reader) => reader._id)
  await db.execute(sql`SELECT pg_notify(${NOTIFICATIONS_CHANNEL}, id) FROM json_array_elements_text(${JSON.stringify(ids)}::json) AS id`)
  return readers
}

/** A reader by id, as a mail to them needs it. */
export async function findReader(db: Db, userId: string): Promise<TReader | undefined> {
  const [reader] = await db.select(readerColumns).from(users).where(eq(users._id, userId))
  return reader
}

/** The car's supplier and every active admin. */
async function notifyStaff(
  db: Db,
  booking: { _id: string; supplierId: string },
  messageKey: TMessageKey,
  params: Record<string, string | number>,
  mail: TNoticeMail = 'notice',
): Promise<TNoticeReader[]> {
  const readers = await db
    .select(noticeReaderColumns)
    .from(users)
    .where(and(or(eq(users._id, booking.supplierId), eq(users.type, 'admin')), eq(users.blacklisted, false)))
  return tell(db, readers, booking._id, messageKey, params, mail)
}

/** The booking's driver. */
async function notifyDriver(
  db: Db,
  booking: { _id: string; driverId: string },
  messageKey: TMessageKey,
  params: Record<string, string | number>,
  mail: TNoticeMail = 'notice',
): Promise<TNoticeReader[]> {
  const readers = await db.select(noticeReaderColumns).from(users).where(eq(users._id, booking.driverId))
  return tell(db, readers, booking._id, messageKey, params, mail)
}

/** The port the lifecycle and the booking services tell their events through (domain/notices.ts), given by the composition root. */
export const bookingNotices: BookingNotices = {
  async toDriver(tx, booking, messageKey, params, mail) {
    await notifyDriver(tx, booking, messageKey, params, mail)
  },
  async toStaff(tx, booking, messageKey, params, mail) {
    await notifyStaff(tx, booking, messageKey, params, mail)
  },
}
