import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'

/** The PostgreSQL channel that carries "this account has a new notification" and "this stream's lease ended" (migration 0023's trigger names it too) to every API instance (features/notifications/live.ts). */
export const NOTIFICATIONS_CHANNEL = 'wb_notifications'

/** An account's notifications changed (one added, read, unread, deleted): its open tabs follow, on every instance, on commit. */
export async function signalNotifications(db: Pick<Db, 'execute'>, userId: string): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${NOTIFICATIONS_CHANNEL}, ${userId})`)
}
