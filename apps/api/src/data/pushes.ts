import { and, arrayContains, eq, inArray } from 'drizzle-orm'
import { pushTopicOf, type TPushKey } from '@wheelbase/core/push'
import type { Db } from '../db/client'
import { bookings, pushSubscriptions, users } from '../db/schema'
import { job, type TEnqueue } from '../platform/jobs/queue'

/**
 * The pushes of one notice (record 0148): a `push.send` per device of each reader who has the
 * notice's topic on, to queue in the transaction of the change it tells. A notice of no topic, or
 * a reader with no device, queues nothing. `once` names a notice sent once per booking (its
 * reminder, its review invitation), so that a sweep run again queues it no more.
 */
export async function pushesOf(
  db: Db,
  readerIds: string[],
  bookingId: string,
  key: TPushKey,
  params: Record<string, string | number> = {},
  once = false,
): Promise<TEnqueue[]> {
  const topic = pushTopicOf(key)
  if (!topic || !readerIds.length) return []
  const devices = await db
    .select({ _id: pushSubscriptions._id })
    .from(pushSubscriptions)
    .innerJoin(users, eq(users._id, pushSubscriptions.userId))
    .where(and(inArray(pushSubscriptions.userId, readerIds), arrayContains(users.pushTopics, [topic])))
  return devices.map((device) =>
    job('push.send', { subscriptionId: device._id, bookingId, key, params }, once ? `push.send:${device._id}:${key}:${bookingId}` : undefined),
  )
}

/** The pushes of a notice to a booking's driver. */
export async function driverPushesOf(db: Db, bookingId: string, key: TPushKey): Promise<TEnqueue[]> {
  const [booking] = await db.select({ driverId: bookings.driverId }).from(bookings).where(eq(bookings._id, bookingId))
  return booking ? pushesOf(db, [booking.driverId], bookingId, key, {}, true) : []
}
