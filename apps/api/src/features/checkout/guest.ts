import { searchKeyOfAll } from '@wheelbase/core/searchKey'
import type { TCheckoutBody } from '@wheelbase/core/schemas/checkout'
import type { users } from '../../db/schema'
import { findUserByEmail, findUserById } from '../../data/users'
import { sendAccountLink } from '../../mail/accountLinks'
import type { AppContext } from '../../platform/context'
import { AppError, badRequest } from '../../platform/errors'

/**
 * A guest's checkout makes the driver's account: unverified and without a password, chosen from
 * the activation mail (the activation page asks for one). Like a sign-up, it needs the terms and
 * the captcha (spent here). An address already registered is refused with the sign-in hint; when
 * that account has no password yet (an earlier guest checkout), the page offers the link instead.
 */
export async function guestAccount(ctx: AppContext, body: TCheckoutBody, ip: string): Promise<typeof users.$inferInsert & { _id: string }> {
  if (body.acceptTerms !== true) throw badRequest('terms_required', 'validation.acceptTerms')
  if (!body.captcha || !(await ctx.captcha.verify(body.captcha, { consume: true, ip })))
    throw badRequest('captcha_failed', 'validation.recaptchaError')
  const existing = await findUserByEmail(ctx.db, body.driver.email)
  if (existing) throw new AppError(409, existing.passwordHash ? 'email_registered' : 'email_registered_no_password', 'validation.emailRegistered')
  const { fullName, email, phone, birthDate } = body.driver
  return {
    _id: crypto.randomUUID(),
    fullName,
    email,
    phone,
    birthDate,
    passwordHash: null,
    language: body.language ?? ctx.config.defaultLanguage,
    type: 'user',
    verified: false,
    searchKey: searchKeyOfAll([fullName, email]),
  }
}

/** After the booking is stored: the activation mail in which the guest chooses a password. */
export async function welcomeGuest(ctx: AppContext, userId: string): Promise<void> {
  const user = await findUserById(ctx.db, userId)
  if (user) await sendAccountLink(ctx, user, 'activate')
}
