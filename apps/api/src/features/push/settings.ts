import { and, count, eq, sql } from 'drizzle-orm'
import { pushTopicsFor } from '@wheelbase/core/push'
import type { TPushPreferences, TPushSettings, TPushSubscription } from '@wheelbase/core/schemas/push'
import type { AppContext } from '../../appContext'
import type { Db } from '../../db/client'
import { pushSubscriptions, users } from '../../db/schema'
import { conflicting, invalid, notFound } from '../../domain/errors'
import type { SessionActor } from '../../platform/http/sessions'
import { vapidKeys } from './keys'
import { isPushService } from './services'

/**
 * The caller's push choices and devices (issue 48, record 0148). Choices are the account's, the
 * same on each device; a subscription is one device's, tied to the session that sent it.
 */
const devicesOf = async (db: Db, userId: string) =>
  (await db.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)))[0]?.n ?? 0

const settingsColumns = {
  topics: users.pushTopics,
  reminderHours: users.pushReminderHours,
  devices: sql<number>`(SELECT count(*)::int FROM push_subscriptions s WHERE s.user_id = "users"."_id")`,
}

async function settingsOf(
  ctx: AppContext,
  actor: SessionActor,
  row: { topics: string[]; reminderHours: number; devices: number } | undefined,
): Promise<TPushSettings> {
  if (!row) throw notFound('account')
  return {
    publicKey: (await vapidKeys(ctx.db, ctx.config)).publicKey,
    topics: pushTopicsFor(actor.type).filter((topic) => row.topics.includes(topic)),
    reminderHours: row.reminderHours as TPushPreferences['reminderHours'],
    devices: row.devices,
  }
}

export async function pushSettings(ctx: AppContext, actor: SessionActor): Promise<TPushSettings> {
  const [row] = await ctx.db.select(settingsColumns).from(users).where(eq(users._id, actor.userId))
  return settingsOf(ctx, actor, row)
}

/**
 * Saves the choices among the topics of the caller's kind of account; the others' stay as they
 * were. One UPDATE reads and writes the topics, so a change made at the same moment on another
 * device is not lost.
 */
export async function updatePushPreferences(ctx: AppContext, actor: SessionActor, body: TPushPreferences): Promise<TPushSettings> {
  const mine = pushTopicsFor(actor.type)
  if (body.topics.some((topic) => !mine.includes(topic))) throw invalid('push_topic', 'validation.invalidValue')
  const [row] = await ctx.db
    .update(users)
    .set({
      pushTopics: sql`array(SELECT t FROM unnest(${users.pushTopics}) t WHERE NOT t = ANY(${textArray(mine)})) || ${textArray([...new Set(body.topics)])}`,
      pushReminderHours: body.reminderHours,
    })
    .where(eq(users._id, actor.userId))
    .returning(settingsColumns)
  return settingsOf(ctx, actor, row)
}

/** A list of texts as one SQL parameter. */
const textArray = (items: readonly string[]) => sql`${`{${items.join(',')}}`}::text[]`

/**
 * This device receives pushes. A subscription only names a push service the server sends to; an
 * endpoint already known (this browser, signed in before to this or another account) moves to this
 * session, as the browser has one subscription whoever is signed in.
 */
export async function subscribePush(ctx: AppContext, actor: SessionActor, body: TPushSubscription): Promise<{ devices: number }> {
  if (!isPushService(body.endpoint, ctx.config.push.services)) throw conflicting('push_service_refused', 'api.pushServiceRefused')
  const row = { userId: actor.userId, sessionId: actor.sessionId, p256dh: body.keys.p256dh, auth: body.keys.auth }
  await ctx.db
    .insert(pushSubscriptions)
    .values({ _id: crypto.randomUUID(), endpoint: body.endpoint, ...row })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: row })
  return { devices: await devicesOf(ctx.db, actor.userId) }
}

/** A device of the caller's receives pushes no more; an endpoint of another account's, or unknown, is 404. */
export async function unsubscribePush(ctx: AppContext, actor: SessionActor, endpoint: string): Promise<{ devices: number }> {
  const removed = await ctx.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, actor.userId)))
    .returning({ _id: pushSubscriptions._id })
  if (!removed.length) throw notFound('push_subscription')
  return { devices: await devicesOf(ctx.db, actor.userId) }
}
