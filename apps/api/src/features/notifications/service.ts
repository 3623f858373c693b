import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import type { ZMarkNotifications, ZNotificationSelection } from '@wheelbase/core/schemas/notifications'
import type { Db } from '../../db/client'
import { notifications } from '../../db/schema'
import type { Actor } from '../../domain/actor'
import { signalNotifications } from './write'
import { countedPage } from '../../data/pages'

type TSelection = z.infer<typeof ZNotificationSelection>

/** The caller's own notifications, and of them the ones selected: another account's ids match nothing. */
const mine = (actor: Actor, selection?: TSelection): SQL | undefined =>
  and(eq(notifications.userId, actor.userId), selection && 'ids' in selection ? inArray(notifications._id, selection.ids) : undefined)

export async function listNotifications(db: Db, actor: Actor, page: number, size: number) {
  const [rows, [totals], [unread]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(mine(actor))
      .orderBy(desc(notifications.createdAt), desc(notifications._id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(notifications).where(mine(actor)),
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(mine(actor), eq(notifications.isRead, false))),
  ])
  const items = rows.map((n) => ({
    _id: n._id,
    bookingId: n.bookingId,
    messageKey: n.messageKey,
    params: n.params,
    isRead: n.isRead,
    createdAt: n.createdAt.toISOString(),
  }))
  return { ...countedPage(items, totals?.n ?? 0, page, size), unread: unread?.n ?? 0 }
}

export async function unreadCount(db: Db, actor: Actor): Promise<{ count: number }> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(mine(actor), eq(notifications.isRead, false)))
  return { count: row?.n ?? 0 }
}

export async function markNotifications(db: Db, actor: Actor, body: z.infer<typeof ZMarkNotifications>): Promise<{ changed: number }> {
  const changed = await db.update(notifications).set({ isRead: body.isRead }).where(mine(actor, body)).returning({ _id: notifications._id })
  if (changed.length) await signalNotifications(db, actor.userId)
  return { changed: changed.length }
}

export async function deleteNotifications(db: Db, actor: Actor, selection: TSelection): Promise<{ changed: number }> {
  const deleted = await db.delete(notifications).where(mine(actor, selection)).returning({ _id: notifications._id })
  if (deleted.length) await signalNotifications(db, actor.userId)
  return { changed: deleted.length }
}
