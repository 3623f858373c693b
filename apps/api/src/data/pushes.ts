import { eq, sql } from 'drizzle-orm'
import { pushTopicOf, type TPushKey } from '@wheelbase/core/push'
import type { Db } from '../db/client'
import { bookings, users } from '../db/schema'
import { job, type TEnqueue } from '../platform/jobs/queue'

/** What a reader's pushes need, read in the same query as the reader: their topics and their devices. */
export const pushReaderColumns = {
  pushTopics: users.pushTopics,
  devices: sql<string[]>`coalesce((SELECT array_agg(s._id::text) FROM push_subscriptions s WHERE s.user_id = "users"."_id"), '{}'::text[])`,
}

export type TPushReader = { pushTopics: string[]; devices: string[] }

/**
 * The pushes of one notice (record 0148): a `push.send` per device of each reader who has the
 * notice's topic on, to queue in the transaction of the change it tells. A notice of no topic, or
 * a reader with no device, queues nothing. `once` names a notice sent once per booking (its
 * reminder, its review invitation), so that a sweep run again queues it no more.
 */
export function pushesTo(
  readers: readonly TPushReader[],
  bookingId: string,
  key: TPushKey,
  params: Record<string, string | number> = {},
  once = false,
): TEnqueue[] {
  const topic = pushTopicOf(key)
  if (!topic) return []
  return readers
    .filter((reader) => reader.pushTopics.includes(topic))
    .flatMap((reader) =>
      reader.devices.map((device) =>
        job('push.send', { subscriptionId: device, bookingId, key, params }, once ? `push.send:${device}:${key}:${bookingId}` : undefined),
      ),
    )
}

/** The pushes of a notice to a booking's driver. */
export async function driverPushesOf(db: Db, bookingId: string, key: TPushKey): Promise<TEnqueue[]> {
  const drivers = await db
    .select(pushReaderColumns)
    .from(bookings)
    .innerJoin(users, eq(users._id, bookings.driverId))
    .where(eq(bookings._id, bookingId))
  return pushesTo(drivers, bookingId, key, {}, true)
}
