import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm'
import type { TAuditEntry, TAuditPage, TAuditQuery } from '@wheelbase/core/schemas/consoleAudit'
import type { Db } from '../../db/client'
import { countedPage, offsetOf } from '../../data/pages'
import { auditLog, users } from '../../db/schema'
import type { Actor } from '../../domain/actor'

const PAGE_SIZE = 50

/** What the caller may read: all of the trail for an admin, a supplier's own records' for a supplier. */
const seenBy = (actor: Actor): SQL | undefined => (actor.type === 'admin' ? undefined : eq(auditLog.supplierId, actor.userId))

/** The trail of staff changes (written by the database's trigger, record 0135), newest first. */
export async function listAudit(db: Db, actor: Actor, query: TAuditQuery): Promise<TAuditPage> {
  const where = and(
    seenBy(actor),
    query.actor ? eq(auditLog.actorId, query.actor) : undefined,
    query.table ? eq(auditLog.tableName, query.table) : undefined,
    query.record ? eq(auditLog.recordId, query.record) : undefined,
    query.from ? gte(auditLog.at, new Date(query.from)) : undefined,
    query.to ? lt(auditLog.at, new Date(query.to)) : undefined,
  )
  const [rows, [counted]] = await Promise.all([
    db
      .select({ entry: auditLog, name: users.fullName })
      .from(auditLog)
      .leftJoin(users, eq(users._id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog._id))
      .limit(PAGE_SIZE)
      .offset(offsetOf(query.page, PAGE_SIZE)),
    db.select({ total: count() }).from(auditLog).where(where),
  ])
  const items = rows.map(({ entry, name }): TAuditEntry => ({
    _id: entry._id,
    at: entry.at.toISOString(),
    actor: { _id: entry.actorId, name, type: entry.actorType },
    sessionId: entry.sessionId,
    table: entry.tableName,
    recordId: entry.recordId,
    action: entry.action as TAuditEntry['action'],
    before: entry.before,
    after: entry.after,
  }))
  return countedPage(items, counted?.total ?? 0, query.page, PAGE_SIZE)
}
