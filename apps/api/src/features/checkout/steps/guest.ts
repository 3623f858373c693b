import { searchKeyOfAll } from '@wheelbase/core/searchKey'
import type { TCheckoutBody } from '@wheelbase/core/schemas/checkout'
import { and, eq } from 'drizzle-orm'
import { bookings, type users } from '../../../db/schema'
import { findUserByEmail, type UserRow } from '../../../data/users'
import type { AppContext } from '../../../appContext'
import { badRequest } from '../../../platform/http/errors'
import { DomainError } from '../../../domain/errors'

/**
 * A guest's checkout makes the driver's account: unverified and without a password, chosen from
 * the activation mail (the activation page asks for one). Like a sign-up, it needs the terms and
 * the captcha (spent here). An address already registered is refused with the sign-in hint; when
 * that account has no password yet (an earlier guest checkout), the page offers the link instead.
 */
/** The account a guest's booking belongs to: a new one to insert with the booking, or the one a declined attempt made. */
export type TGuest = { userId: string; insert: (typeof users.$inferInsert & { _id: string }) | null }

export async function guestAccount(ctx: AppContext, body: TCheckoutBody, ip: string): Promise<TGuest> {
  if (body.acceptTerms !== true) throw badRequest('terms_required', 'validation.acceptTerms')
  if (!body.captcha || !(await ctx.captcha.verify(body.captcha, { consume: true, ip })))
    throw badRequest('captcha_failed', 'validation.recaptchaError')
  const existing = await findUserByEmail(ctx.db, body.driver.email)
  if (existing) {
    if (await isRetryOfDeclined(ctx, existing, body.retryOf)) return { userId: existing._id, insert: null }
    throw new DomainError('conflict', existing.passwordHash ? 'email_registered' : 'email_registered_no_password', 'validation.emailRegistered')
  }
  const { fullName, email, phone, birthDate } = body.driver
  const _id = crypto.randomUUID()
  return {
    userId: _id,
    insert: {
      _id,
      fullName,
      email,
      phone,
      birthDate,
      passwordHash: null,
      language: body.language ?? ctx.config.defaultLanguage,
      type: 'user',
      verified: false,
      searchKey: searchKeyOfAll([fullName, email]),
    },
  }
}

/**
 * A guest whose card was declined pays again under the account that attempt made: the declined
 * attempt's session id (unguessable, known only to whoever made it) is the proof, and only an
 * account that still has no password and only for a declined online payment.
 */
async function isRetryOfDeclined(ctx: AppContext, account: UserRow, retryOf: string | undefined): Promise<boolean> {
  if (!retryOf || account.passwordHash || account.verified || account.blacklisted) return false
  const [declined] = await ctx.db
    .select({ _id: bookings._id })
    .from(bookings)
    .where(and(eq(bookings.paymentSessionId, retryOf), eq(bookings.driverId, account._id), eq(bookings.status, 'void'), eq(bookings.payLater, false)))
  return Boolean(declined)
}
