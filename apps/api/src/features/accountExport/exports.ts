import { and, desc, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm'
import type { TLanguage } from '@wheelbase/core/languages'
import type { TAccountExport, TDataExport } from '@wheelbase/core/schemas/accountExport'
import type { AppContext } from '../../appContext'
import type { Db } from '../../db/client'
import { dataExports, notifications, users } from '../../db/schema'
import { assertAdmin, type Actor } from '../../domain/actor'
import { notFound } from '../../domain/errors'
import { layout, TEXTS, fill } from '../../mail/templates'
import { assertId } from '../../platform/http/errors'
import { enforceLimit } from '../../platform/http/rateLimiter'
import { hashToken, newToken, sameHash } from '../../platform/http/secrets'
import { enqueue, job } from '../../platform/jobs/queue'
import { signalNotifications } from '../../data/notificationSignal'
import { buildExport } from './build'
import { exportSummaryHtml } from './summary'

/** How long a ready export, and its mailed links, stay. */
export const EXPORT_LIFETIME_MS = 7 * 86_400_000
/** A request still being prepared after this long failed for good: a new one may start. */
const PREPARING_MS = 3_600_000

type TExportRow = typeof dataExports.$inferSelect

const present = (row: TExportRow): TDataExport => ({
  _id: row._id,
  status: row.readyAt ? 'ready' : 'preparing',
  requestedAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt?.toISOString() ?? null,
})

/** A request not ready yet and not given up on. */
const preparing = (now: Date) => and(isNull(dataExports.readyAt), gt(dataExports.createdAt, new Date(now.getTime() - PREPARING_MS)))
/** The rows still of use: ready and not expired, or being prepared. */
const current = (now: Date) => or(gt(dataExports.expiresAt, now), preparing(now))

/**
 * Starts an export of the account's data as durable work, recorded with the request. One already
 * being prepared is the answer again: pressing twice makes one export.
 */
async function startExport(ctx: AppContext, userId: string, requestedBy: string): Promise<TDataExport> {
  const now = ctx.clock.now()
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT 1 FROM users WHERE _id = ${userId} FOR UPDATE`)
    const [pending] = await tx
      .select()
      .from(dataExports)
      .where(and(eq(dataExports.userId, userId), preparing(now)))
    if (pending) return present(pending)
    const [row] = await tx.insert(dataExports).values({ _id: crypto.randomUUID(), userId, requestedBy, createdAt: now }).returning()
    if (!row) throw notFound('export')
    await enqueue(tx, job('accounts.export', { exportId: row._id }))
    return present(row)
  })
}

export async function requestOwnExport(ctx: AppContext, actor: Actor): Promise<TDataExport> {
  await enforceLimit(ctx.limiter, 'data-export', actor.userId, ctx.config.rateLimits.dataExport)
  return startExport(ctx, actor.userId, actor.userId)
}

/** An admin produces an account's export on its holder's request; the links go to the account's own address. */
export async function requestExportFor(ctx: AppContext, actor: Actor, userId: string): Promise<TDataExport> {
  assertAdmin(actor)
  assertId(userId, 'user')
  const [user] = await ctx.db.select({ _id: users._id }).from(users).where(eq(users._id, userId))
  if (!user) throw notFound('user')
  return startExport(ctx, userId, actor.userId)
}

export async function listOwnExports(db: Db, actor: Actor, now: Date): Promise<TDataExport[]> {
  const rows = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.userId, actor.userId), current(now)))
    .orderBy(desc(dataExports.createdAt))
  return rows.map(present)
}

type TReady = { content: TAccountExport; summary: string }

/** One of the caller's own ready exports; another's, one expired or not ready is 404. */
export async function ownExport(db: Db, actor: Actor, id: string, now: Date): Promise<TReady> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports._id, id), eq(dataExports.userId, actor.userId), gt(dataExports.expiresAt, now)))
  if (!row?.content || !row.summary) throw notFound('export')
  return { content: row.content, summary: row.summary }
}

/** A ready export through its mailed link: the token must be the link's, and the export not expired. */
export async function linkedExport(db: Db, id: string, token: string, now: Date): Promise<TReady> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports._id, id), gt(dataExports.expiresAt, now), isNotNull(dataExports.tokenHash)))
  if (!row?.content || !row.summary || !row.tokenHash || !sameHash(row.tokenHash, hashToken(token))) throw notFound('export')
  return { content: row.content, summary: row.summary }
}

/**
 * The work an export request queued: reads everything, keeps the file and its summary with a new
 * link's token, tells the account in the app and mails the links to its own address. A retry
 * makes a new token, so only the last mail's links work.
 */
export async function prepareExport(ctx: Pick<AppContext, 'db' | 'config' | 'mailer' | 'clock'>, exportId: string, messageId: string): Promise<void> {
  const [row] = await ctx.db.select().from(dataExports).where(eq(dataExports._id, exportId))
  if (!row || row.readyAt) return
  const now = ctx.clock.now()
  const content = await buildExport(ctx.db, row.userId, now)
  const language = content.account.language as TLanguage
  const token = newToken()
  const expiresAt = new Date(now.getTime() + EXPORT_LIFETIME_MS)
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(dataExports)
      .set({ content, summary: exportSummaryHtml(content, language), tokenHash: hashToken(token), readyAt: now, expiresAt })
      .where(eq(dataExports._id, exportId))
    await tx.insert(notifications).values({ _id: crypto.randomUUID(), userId: row.userId, messageKey: 'notifications.exportReady', params: {} })
    await signalNotifications(tx, row.userId)
  })
  const t = TEXTS[language]
  const texts = t.dataExport
  const base = `${ctx.config.publicUrl}/api/data-exports/${exportId}`
  const query = `?t=${encodeURIComponent(token)}`
  const until = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(expiresAt)
  const byAdmin = row.requestedBy !== null && row.requestedBy !== row.userId
  const body = layout(
    language,
    [fill(t.greeting, { name: content.account.fullName }), fill(texts.intro, { date: until }), ...(byAdmin ? [texts.requestedByAdmin] : [])],
    { label: texts.summaryAction, url: `${base}/summary.html${query}` },
    [fill(texts.json, { url: `${base}/export.json${query}` }), texts.ignore],
  )
  await ctx.mailer.send({ to: content.account.email, subject: texts.subject, messageId, ...body })
}

/** Expired exports, and requests that never finished, go (the retention sweep calls this). */
export async function dropOldExports(db: Db, now: Date): Promise<void> {
  await db
    .delete(dataExports)
    .where(or(lt(dataExports.expiresAt, now), and(isNull(dataExports.readyAt), lt(dataExports.createdAt, new Date(now.getTime() - 86_400_000)))))
}
