import { hash, verify } from '@node-rs/argon2'
import { and, eq } from 'drizzle-orm'
import { searchKeyOfAll } from '@wheelbase/core/searchKey'
import type { TLanguage } from '@wheelbase/core/languages'
import type { TSignInBody } from '@wheelbase/core/schemas/auth'
import type { TSignUpBody } from '@wheelbase/core/schemas/person'
import { tokens, users } from '../../db/schema'
import type { AppContext } from '../../appContext'
import { badRequest, conflict, forbidden, sqlState } from '../../platform/http/errors'
import { enforceLimit } from '../../platform/http/rateLimiter'
import { deleteUserSessions } from '../../platform/http/sessions'
import type { Actor } from '../../domain/actor'
import { checkAccountToken, queueAccountLink } from '../../mail/accountLinks'
import { findUserByEmail, findUserById, type UserRow } from '../../data/users'
import { accountSuspended, DomainError } from '../../domain/errors'

const invalidCredentials = () => new DomainError('unauthorized', 'incorrect_credentials', 'errors.incorrectCredentials')
const captchaFailed = () => badRequest('captcha_failed', 'validation.recaptchaError')
const emailTaken = () => conflict('email_registered', 'validation.emailRegistered')
const notRegistered = () => new DomainError('notFound', 'email_not_registered', 'validation.emailNotRegistered')

// A hash of a throwaway password: sign-in spends the same time whether the email exists or not.
let decoy: Promise<string> | undefined
const decoyHash = () => (decoy ??= hash('decoy-password-for-constant-time'))

export async function signUp(ctx: AppContext, body: TSignUpBody, ip: string): Promise<void> {
  await enforceLimit(ctx.limiter, 'sign-up', ip, ctx.config.rateLimits.signUp)
  // The captcha is verified and spent here, whatever a pre-check said.
  if (!(await ctx.captcha.verify(body.captcha, { consume: true, ip }))) throw captchaFailed()
  if (await findUserByEmail(ctx.db, body.email)) throw emailTaken()
  const user: typeof users.$inferInsert = {
    _id: crypto.randomUUID(),
    fullName: body.fullName,
    email: body.email,
    phone: body.phone,
    birthDate: body.birthDate,
    passwordHash: await hash(body.password),
    language: body.language,
    type: 'user',
    verified: false,
    searchKey: searchKeyOfAll([body.fullName, body.email]),
  }
  try {
    // The account and its activation mail commit together; the mail is sent after the answer.
    await ctx.db.transaction(async (tx) => {
      await tx.insert(users).values(user)
      await queueAccountLink(tx, user._id, 'activate')
    })
  } catch (error) {
    // Two sign-ups with one address at once: the unique index decides.
    if (sqlState(error) === '23505') throw emailTaken()
    throw error
  }
}

export async function validateEmail(ctx: AppContext, email: string, ip: string): Promise<void> {
  await enforceLimit(ctx.limiter, 'validate-email', ip, ctx.config.rateLimits.validateEmail)
  if (await findUserByEmail(ctx.db, email)) throw emailTaken()
}

export async function signIn(ctx: AppContext, body: TSignInBody, ip: string): Promise<UserRow> {
  await enforceLimit(ctx.limiter, 'sign-in-ip', ip, ctx.config.rateLimits.signIn)
  await enforceLimit(ctx.limiter, 'sign-in-email', body.email, ctx.config.rateLimits.signIn)
  const user = await findUserByEmail(ctx.db, body.email)
  const ok = await verify(user?.passwordHash ?? (await decoyHash()), body.password).catch(() => false)
  if (!user || !user.passwordHash || !ok) throw invalidCredentials()
  if (user.blacklisted) throw accountSuspended()
  return user
}

export async function checkToken(ctx: AppContext, userId: string, email: string, token: string): Promise<UserRow> {
  const user = await findUserById(ctx.db, userId)
  if (!user || user.email.toLowerCase() !== email.toLowerCase()) throw badRequest('token_invalid')
  const check = await checkAccountToken(ctx.db, userId, token, ['activate', 'reset'], ctx.clock.now())
  if (check.status === 'expired') throw badRequest('token_expired', 'errors.activationExpired')
  if (check.status === 'invalid') throw badRequest('token_invalid')
  return user
}

/**
 * Uses a one-time link: activates the account, and sets the password when one is given (a reset,
 * or an account made without a password, e.g. at a guest checkout). Ends every open session
 * when the password changes.
 */
export async function activate(ctx: AppContext, body: { userId: string; token: string; password?: string | undefined }): Promise<UserRow> {
  const user = await findUserById(ctx.db, body.userId)
  if (!user) throw badRequest('token_invalid')
  const check = await checkAccountToken(ctx.db, body.userId, body.token, ['activate', 'reset'], ctx.clock.now())
  if (check.status === 'expired') throw badRequest('token_expired', 'errors.activationExpired')
  if (check.status === 'invalid') throw badRequest('token_invalid')
  if (!body.password && !user.passwordHash) throw badRequest('password_required', 'validation.chooseNewPassword')
  const passwordHash = body.password ? await hash(body.password) : undefined
  const now = ctx.clock.now()
  await ctx.db.transaction(async (tx) => {
    const used = await tx
      .update(tokens)
      .set({ usedAt: now })
      .where(and(eq(tokens._id, check.tokenId), eq(tokens.userId, user._id)))
      .returning({ id: tokens._id })
    if (used.length !== 1) throw badRequest('token_invalid')
    await tx
      .update(users)
      .set({ verified: true, verifiedAt: user.verifiedAt ?? now, updatedAt: now, ...(passwordHash ? { passwordHash } : {}) })
      .where(eq(users._id, user._id))
  })
  if (passwordHash) await deleteUserSessions(ctx.db, user._id)
  return user
}

/** Sends the activation link again, or a password-reset link ("Password reset email sent."). */
export async function resend(ctx: AppContext, email: string, reset: boolean, ip: string): Promise<void> {
  await enforceLimit(ctx.limiter, reset ? 'password-reset' : 'resend', ip, reset ? ctx.config.rateLimits.passwordReset : ctx.config.rateLimits.resend)
  const user = await findUserByEmail(ctx.db, email)
  if (!user) throw notRegistered()
  if (user.blacklisted) throw accountSuspended()
  // An account with no password yet (made by a guest checkout) chooses one from the activation link.
  if (reset) await queueAccountLink(ctx.db, user._id, user.passwordHash || user.verified ? 'reset' : 'activate')
  else if (!user.verified) await queueAccountLink(ctx.db, user._id, 'activate')
}

/** Social sign-in: the provider vouches for the email; a first sign-in creates a verified account. */
export async function socialSignIn(
  ctx: AppContext,
  body: {
    provider: 'google' | 'apple' | 'facebook'
    token: string
    nonce?: string | undefined
    fullName?: string | undefined
    language?: TLanguage | undefined
  },
): Promise<UserRow> {
  const identity = await ctx.social.verify(body.provider, body.token, body.nonce)
  if (!identity || !identity.emailVerified) throw invalidCredentials()
  const existing = await findUserByEmail(ctx.db, identity.email)
  if (existing) {
    if (existing.blacklisted) throw accountSuspended()
    if (!existing.verified) await ctx.db.update(users).set({ verified: true, verifiedAt: ctx.clock.now() }).where(eq(users._id, existing._id))
    return existing
  }
  const fullName = identity.fullName ?? body.fullName ?? identity.email.split('@')[0] ?? identity.email
  const _id = crypto.randomUUID()
  await ctx.db.insert(users).values({
    _id,
    fullName,
    email: identity.email.toLowerCase(),
    passwordHash: null,
    language: body.language ?? ctx.config.defaultLanguage,
    verified: true,
    verifiedAt: ctx.clock.now(),
    searchKey: searchKeyOfAll([fullName, identity.email]),
  })
  const created = await findUserById(ctx.db, _id)
  if (!created) throw forbidden()
  return created
}

/** A new activation link for the signed-in account itself (nothing when it is already active). */
export async function resendActivationLink(ctx: AppContext, actor: Actor, ip: string): Promise<void> {
  await enforceLimit(ctx.limiter, 'resend', ip, ctx.config.rateLimits.resend)
  const user = await findUserById(ctx.db, actor.userId)
  if (!user) throw badRequest()
  if (!user.verified) await queueAccountLink(ctx.db, user._id, 'activate')
}
