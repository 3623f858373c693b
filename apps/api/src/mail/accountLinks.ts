import { and, eq, isNull } from 'drizzle-orm'
import type { TLanguage } from '@wheelbase/core/languages'
import { tokens } from '../db/schema'
import type { Db } from '../db/client'
import { accountLinkMail } from './templates'
import type { AppContext } from '../appContext'
import { hashToken, newToken } from '../platform/http/secrets'
import { enqueue, job } from '../platform/jobs/queue'
import type { UserRow } from '../data/users'
import { pageAddress } from '@wheelbase/core/languagePaths'

/** Activation and reset links are valid for one day and can be used once (spec section 9). */
export const LINK_LIFETIME_MS = 24 * 3_600_000

export type TokenKind = 'activate' | 'reset'
export type TokenCheck = { status: 'valid'; tokenId: string } | { status: 'expired' } | { status: 'invalid' }

/**
 * Asks for a one-time link by mail, as durable work recorded with the caller's change (run it in
 * that change's transaction when there is one): the token is made when the mail is, so none waits
 * in a table. An invitation (a supplier account an admin created) is a reset link, worded as an
 * invitation.
 */
export async function queueAccountLink(
  db: Pick<Db, 'insert' | 'execute'>,
  userId: string,
  kind: TokenKind,
  wording: 'invitation' | null = null,
): Promise<void> {
  await enqueue(db, job('mail.accountLink', { userId, kind, wording }))
}

/** Makes a new one-time link (earlier unused ones of the same kind stop working) and mails it: the work queueAccountLink asked for. */
export async function sendAccountLink(
  ctx: Pick<AppContext, 'db' | 'config' | 'mailer' | 'clock'>,
  user: UserRow,
  kind: TokenKind,
  wording: 'invitation' | null,
  messageId: string,
): Promise<void> {
  const token = newToken()
  const now = ctx.clock.now()
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(tokens)
      .set({ usedAt: now })
      .where(and(eq(tokens.userId, user._id), eq(tokens.kind, kind), isNull(tokens.usedAt)))
    await tx.insert(tokens).values({
      _id: crypto.randomUUID(),
      userId: user._id,
      kind,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + LINK_LIFETIME_MS),
    })
  })
  const page = kind === 'activate' ? 'activate' : 'reset-password'
  const query = new URLSearchParams({ u: user._id, e: user.email, t: token })
  const url = pageAddress(ctx.config.publicUrl, user.language as TLanguage, `/${page}?${query.toString()}`)
  await ctx.mailer.send({
    ...accountLinkMail(
      wording ?? (kind === 'activate' ? 'activation' : 'reset'),
      user.language as TLanguage,
      { email: user.email, name: user.fullName },
      url,
    ),
    messageId,
  })
}

export async function checkAccountToken(db: Db, userId: string, token: string, kinds: TokenKind[], now: Date): Promise<TokenCheck> {
  const [row] = await db
    .select()
    .from(tokens)
    .where(eq(tokens.tokenHash, hashToken(token)))
    .limit(1)
  if (!row || row.userId !== userId || !kinds.includes(row.kind) || row.usedAt) return { status: 'invalid' }
  if (row.expiresAt.getTime() <= now.getTime()) return { status: 'expired' }
  return { status: 'valid', tokenId: row._id }
}
