import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm'
import type { FastifyReply } from 'fastify'
import { toLanguage, type TLanguage } from '@wheelbase/core/languages'
import { bookingLinks, bookings, users } from '../../../db/schema'
import { manageLinkMail } from '../../../mail/manageLinkMail'
import type { AppContext } from '../../../appContext'
import { enqueue, job } from '../../../platform/jobs/queue'
import { enforceLimit } from '../../../platform/http/rateLimiter'
import { hashToken, newToken } from '../../../platform/http/secrets'
import { GUEST_COOKIE } from '../../../platform/http/guestSession'
import { issueManageLink } from '../../../mail/manageLinks'
import { accountSuspended, DomainError } from '../../../domain/errors'

const HOUR_MS = 60 * 60_000
const GUEST_PATH = '/api/guest-booking'

/**
 * "Email me a link to my booking": rate limited per address and per email; the same answer at
 * once whatever the pair (the lookup and the mail follow the answer, so neither its words nor its
 * time tell whether a booking matched). A match gets a one-time link, valid for an hour, in the
 * language of the page that asked.
 */
export async function requestManageLink(ctx: AppContext, body: { reference: string; email: string }, ip: string, language: TLanguage) {
  await enforceLimit(ctx.limiter, 'manage-link-ip', ip, ctx.config.rateLimits.manageLink)
  await enforceLimit(ctx.limiter, 'manage-link-email', body.email.toLowerCase(), ctx.config.rateLimits.manageLink)
  await enqueue(ctx.db, job('mail.manageLink', { reference: body.reference, email: body.email, language }))
  return { sent: true as const }
}

/** The work requestManageLink asked for: the lookup, and a link by mail when the pair matches. */
export async function sendManageLink(
  ctx: AppContext,
  { reference, email, language: asked }: { reference: string; email: string; language?: TLanguage | undefined },
  messageId: string,
) {
  // The reference is the id's first eight hex digits: an index range on the primary key.
  const prefix = reference.slice(3).toLowerCase()
  const [found] = await ctx.db
    .select({ _id: bookings._id, fullName: users.fullName, email: users.email, language: users.language })
    .from(bookings)
    .innerJoin(users, eq(users._id, bookings.driverId))
    .where(
      and(
        sql`${bookings._id} BETWEEN ${`${prefix}-0000-0000-0000-000000000000`}::uuid AND ${`${prefix}-ffff-ffff-ffff-ffffffffffff`}::uuid`,
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
        ne(bookings.status, 'void'),
        // A suspended account gets no link (the answer was the same, so nothing tells it apart).
        eq(users.blacklisted, false),
      ),
    )
  if (!found) return
  // In the language of the page that asked for it, whose link opens in it too.
  const language = asked ?? toLanguage(found.language) ?? ctx.config.defaultLanguage
  const url = await issueManageLink(ctx.db, ctx.config, found._id, HOUR_MS, ctx.clock.now(), language)
  await ctx.mailer.send({ ...manageLinkMail(language, { email: found.email, name: found.fullName }, reference, url), messageId })
}

/** Spends an emailed link (once, within its hour): the browser gets an hour with that booking, as an httpOnly cookie. */
export async function openManageLink(ctx: AppContext, token: string, reply: FastifyReply): Promise<{ bookingId: string }> {
  const now = ctx.clock.now()
  const grant = newToken()
  const bookingId = await ctx.db.transaction(async (tx) => {
    const [spent] = await tx
      .update(bookingLinks)
      .set({ usedAt: now })
      .where(
        and(
          eq(bookingLinks.tokenHash, hashToken(token)),
          eq(bookingLinks.kind, 'link'),
          isNull(bookingLinks.usedAt),
          gt(bookingLinks.expiresAt, now),
        ),
      )
      .returning({ bookingId: bookingLinks.bookingId })
    if (!spent) return null
    // A suspended driver's link opens nothing (and stays unspent: the refusal is the answer).
    const [driver] = await tx
      .select({ blacklisted: users.blacklisted })
      .from(bookings)
      .innerJoin(users, eq(users._id, bookings.driverId))
      .where(eq(bookings._id, spent.bookingId))
    if (!driver || driver.blacklisted) throw accountSuspended()
    await tx.insert(bookingLinks).values({
      _id: crypto.randomUUID(),
      bookingId: spent.bookingId,
      kind: 'grant',
      tokenHash: hashToken(grant),
      expiresAt: new Date(now.getTime() + HOUR_MS),
    })
    return spent.bookingId
  })
  if (!bookingId) throw new DomainError('invalid', 'manage_link_invalid', 'bookings.manageLinkInvalid')
  reply.setCookie(GUEST_COOKIE, grant, {
    httpOnly: true,
    sameSite: 'strict',
    secure: ctx.config.publicUrl.startsWith('https:'),
    path: GUEST_PATH,
    maxAge: HOUR_MS / 1000,
  })
  return { bookingId }
}
