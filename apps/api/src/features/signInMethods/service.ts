import { and, asc, eq, isNotNull, isNull, lt, or } from 'drizzle-orm'
import type { TCredential, TPasskey, TSecondStepBody, TSignInMethods } from '@wheelbase/core/schemas/signInMethods'
import type { AppContext } from '../../appContext'
import { passkeys, pendingSignIns, recoveryCodes, signInPolicy, totpFactors, users } from '../../db/schema'
import { secondStepRule, secondStepsHeld, suppliersMustConfirm } from '../../data/secondStep'
import { assertOwnPassword, findUserById, type UserRow } from '../../data/users'
import type { Actor } from '../../domain/actor'
import { staffTransaction } from '../../domain/audit'
import { accountSuspended } from '../../domain/errors'
import { badRequest, conflict, forbidden, notFound, sqlState } from '../../platform/http/errors'
import type { PendingSignIn } from '../../platform/http/pendingSignIn'
import { enforceLimit } from '../../platform/http/rateLimiter'
import { totpSealer } from '../../platform/sealing'
import { newRecoveryCodes, spendRecoveryCode } from './recoveryCodes'
import { matchedStep, newTotpSecret, totpSetup } from './totp'
import { authenticationCeremony, registrationCeremony, verifyAuthentication, verifyRegistration } from './webauthn'

/**
 * Passkeys and the staff's second step (issue 46, record 0138): what the sign-in pages and the
 * settings' "Sign-in and security" do. Every call acts on the caller's own account, or on the
 * account of the pending sign-in its cookie names.
 */
const codeRefused = () => badRequest('code_refused', 'accounts.codeRefused')

const sealer = (ctx: AppContext) => totpSealer(ctx.db, ctx.config.secretKey)

async function ownAccount(ctx: AppContext, actor: Actor): Promise<UserRow> {
  const user = await findUserById(ctx.db, actor.userId)
  if (!user) throw notFound()
  return user
}

/**
 * Accepts a code of the account's confirmed app once: the step it matched must come after the last
 * one accepted, and taking it is one conditional update, so two requests with one code cannot both pass.
 */
async function acceptTotp(ctx: AppContext, userId: string, code: string): Promise<void> {
  const [factor] = await ctx.db.select().from(totpFactors).where(eq(totpFactors.userId, userId))
  if (!factor?.sealed) throw codeRefused()
  const step = matchedStep((await sealer(ctx)).unseal(factor.sealed), code, ctx.clock.now())
  if (step === null) throw codeRefused()
  const taken = await ctx.db
    .update(totpFactors)
    .set({ lastStep: step })
    .where(and(eq(totpFactors.userId, userId), or(isNull(totpFactors.lastStep), lt(totpFactors.lastStep, step))))
    .returning({ userId: totpFactors.userId })
  if (taken.length !== 1) throw codeRefused()
}

/** Confirms a new app with its first code: it becomes the account's, with a new set of recovery codes. */
async function confirmApp(ctx: AppContext, userId: string, sealed: string, code: string): Promise<string[]> {
  const step = matchedStep((await sealer(ctx)).unseal(sealed), code, ctx.clock.now())
  if (step === null) throw codeRefused()
  const now = ctx.clock.now()
  return ctx.db.transaction(async (tx) => {
    await tx
      .insert(totpFactors)
      .values({ userId, sealed, lastStep: step, confirmedAt: now })
      .onConflictDoUpdate({ target: totpFactors.userId, set: { sealed, pendingSealed: null, lastStep: step, confirmedAt: now } })
    return newRecoveryCodes(tx, userId)
  })
}

// --- Signing in -----------------------------------------------------------------------------

export const passkeySignInCeremony = (ctx: AppContext) => authenticationCeremony(ctx.db, ctx.config, 'sign-in', null, ctx.clock.now())

export async function passkeySignIn(ctx: AppContext, body: { challengeId: string; credential: TCredential }, ip: string): Promise<UserRow> {
  await enforceLimit(ctx.limiter, 'sign-in-ip', ip, ctx.config.rateLimits.signIn)
  const userId = await verifyAuthentication(ctx.db, ctx.config, 'sign-in', null, body.challengeId, body.credential, ctx.clock.now())
  const user = await findUserById(ctx.db, userId)
  if (!user) throw badRequest('passkey_refused', 'accounts.passkeyRefused')
  if (user.blacklisted) throw accountSuspended()
  return user
}

export const secondStepCeremony = (ctx: AppContext, pending: PendingSignIn) =>
  authenticationCeremony(ctx.db, ctx.config, 'second-step', pending.userId, ctx.clock.now())

/** Staff who must confirm sign-ins and hold no second step yet set up an app here, at sign-in. */
export async function enrolAtSignIn(ctx: AppContext, pending: PendingSignIn) {
  const user = await findUserById(ctx.db, pending.userId)
  if (!user) throw notFound()
  const held = await secondStepsHeld(ctx.db, user._id)
  if (held.totp || held.passkeys > 0) throw conflict('second_step_held', 'api.conflict')
  const secret = newTotpSecret()
  await ctx.db
    .update(pendingSignIns)
    .set({ enrolSealed: (await sealer(ctx)).seal(secret) })
    .where(eq(pendingSignIns._id, pending._id))
  return totpSetup(secret, user.email)
}

/**
 * The second step of a pending sign-in. Wrong answers count against the account's limit, shared by
 * every instance on one PostgreSQL: the try after the last allowed one answers 429 whatever it holds.
 */
export async function completeSecondStep(
  ctx: AppContext,
  pending: PendingSignIn,
  body: TSecondStepBody,
): Promise<{ user: UserRow; recoveryCodes?: string[] }> {
  const max = ctx.config.rateLimits.secondStep
  await enforceLimit(ctx.limiter, 'second-step', pending.userId, max)
  const done = await checkSecondStep(ctx, pending, body)
  await ctx.limiter.refund('second-step', pending.userId, max)
  return done
}

async function checkSecondStep(ctx: AppContext, pending: PendingSignIn, body: TSecondStepBody): Promise<{ user: UserRow; recoveryCodes?: string[] }> {
  const user = await findUserById(ctx.db, pending.userId)
  if (!user) throw notFound()
  if (user.blacklisted) throw accountSuspended()
  if (body.method === 'passkey') {
    await verifyAuthentication(ctx.db, ctx.config, 'second-step', user._id, body.challengeId, body.credential, ctx.clock.now())
    return { user }
  }
  if (body.method === 'recovery') {
    if (!(await spendRecoveryCode(ctx.db, user._id, body.code, ctx.clock.now()))) throw badRequest('recovery_refused', 'accounts.recoveryRefused')
    return { user }
  }
  if (pending.enrolSealed) return { user, recoveryCodes: await confirmApp(ctx, user._id, pending.enrolSealed, body.code) }
  await acceptTotp(ctx, user._id, body.code)
  return { user }
}

// --- Settings -------------------------------------------------------------------------------

const passkeyOf = (row: typeof passkeys.$inferSelect): TPasskey => ({
  _id: row._id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  backedUp: row.backedUp,
})

export async function signInMethodsOf(ctx: AppContext, actor: Actor): Promise<TSignInMethods> {
  const user = await ownAccount(ctx, actor)
  const keys = await ctx.db.select().from(passkeys).where(eq(passkeys.userId, user._id)).orderBy(asc(passkeys.createdAt))
  const held = await secondStepsHeld(ctx.db, user._id)
  return {
    hasPassword: Boolean(user.passwordHash),
    passkeys: keys.map(passkeyOf),
    totp: held.totp,
    recoveryCodesLeft: held.recoveryCodesLeft,
    secondStep: await secondStepRule(ctx.db, user),
  }
}

export async function passkeyCeremony(ctx: AppContext, actor: Actor) {
  return registrationCeremony(ctx.db, ctx.config, await ownAccount(ctx, actor), ctx.clock.now())
}

export async function addPasskey(
  ctx: AppContext,
  actor: Actor,
  body: { challengeId: string; credential: TCredential; name: string },
): Promise<TPasskey> {
  const made = await verifyRegistration(ctx.db, ctx.config, actor.userId, body.challengeId, body.credential, ctx.clock.now())
  try {
    const [row] = await ctx.db
      .insert(passkeys)
      .values({ _id: crypto.randomUUID(), userId: actor.userId, name: body.name, ...made })
      .returning()
    if (!row) throw conflict('passkey_exists', 'accounts.passkeyExists')
    return passkeyOf(row)
  } catch (error) {
    if (sqlState(error) === '23505') throw conflict('passkey_exists', 'accounts.passkeyExists')
    throw error
  }
}

async function ownPasskey(ctx: AppContext, actor: Actor, id: string) {
  const [row] = await ctx.db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys._id, id), eq(passkeys.userId, actor.userId)))
  if (!row) throw notFound()
  return row
}

export async function renamePasskey(ctx: AppContext, actor: Actor, id: string, name: string): Promise<TPasskey> {
  await ownPasskey(ctx, actor, id)
  const [row] = await ctx.db.update(passkeys).set({ name }).where(eq(passkeys._id, id)).returning()
  if (!row) throw notFound()
  return passkeyOf(row)
}

export async function removePasskey(ctx: AppContext, actor: Actor, id: string): Promise<void> {
  await ownPasskey(ctx, actor, id)
  const user = await ownAccount(ctx, actor)
  const held = await secondStepsHeld(ctx.db, user._id)
  if (!user.passwordHash && held.passkeys <= 1) throw conflict('last_sign_in_method', 'accounts.lastSignInMethod')
  if ((await secondStepRule(ctx.db, user)).on && !held.totp && held.passkeys <= 1) throw conflict('second_step_last', 'accounts.secondStepLast')
  await ctx.db.delete(passkeys).where(and(eq(passkeys._id, id), eq(passkeys.userId, actor.userId)))
}

/** Passkeys only from now on: the password goes, proven by itself first. */
export async function removePassword(ctx: AppContext, actor: Actor, password: string, ip: string): Promise<void> {
  await enforceLimit(ctx.limiter, 'check-password', ip, ctx.config.rateLimits.checkPassword)
  const user = await ownAccount(ctx, actor)
  await assertOwnPassword(user.passwordHash, password)
  if ((await secondStepsHeld(ctx.db, user._id)).passkeys === 0) throw conflict('passkey_first', 'accounts.passkeyFirst')
  await ctx.db.update(users).set({ passwordHash: null, updatedAt: ctx.clock.now() }).where(eq(users._id, user._id))
}

async function staffAccount(ctx: AppContext, actor: Actor): Promise<UserRow> {
  const user = await ownAccount(ctx, actor)
  if (!(await secondStepRule(ctx.db, user)).applies) throw forbidden('staff_only', 'accounts.staffOnly')
  return user
}

export async function startTotpSetup(ctx: AppContext, actor: Actor) {
  const user = await staffAccount(ctx, actor)
  const secret = newTotpSecret()
  const pendingSealed = (await sealer(ctx)).seal(secret)
  await ctx.db
    .insert(totpFactors)
    .values({ userId: user._id, pendingSealed })
    .onConflictDoUpdate({ target: totpFactors.userId, set: { pendingSealed } })
  return totpSetup(secret, user.email)
}

export async function confirmTotpSetup(ctx: AppContext, actor: Actor, code: string): Promise<string[]> {
  const user = await staffAccount(ctx, actor)
  const [factor] = await ctx.db
    .select()
    .from(totpFactors)
    .where(and(eq(totpFactors.userId, user._id), isNotNull(totpFactors.pendingSealed)))
  if (!factor?.pendingSealed) throw conflict('totp_not_started', 'accounts.totpNotStarted')
  return confirmApp(ctx, user._id, factor.pendingSealed, code)
}

export async function removeTotp(ctx: AppContext, actor: Actor, code: string): Promise<void> {
  const user = await staffAccount(ctx, actor)
  const held = await secondStepsHeld(ctx.db, user._id)
  if ((await secondStepRule(ctx.db, user)).on && held.passkeys === 0) throw conflict('second_step_last', 'accounts.secondStepLast')
  await acceptTotp(ctx, user._id, code)
  await ctx.db.transaction(async (tx) => {
    await tx.delete(totpFactors).where(eq(totpFactors.userId, user._id))
    // Recovery codes stand in for a second step: with none left, they go too.
    if (held.passkeys === 0) await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user._id))
  })
}

export async function replaceRecoveryCodes(ctx: AppContext, actor: Actor): Promise<string[]> {
  const user = await staffAccount(ctx, actor)
  const held = await secondStepsHeld(ctx.db, user._id)
  if (!held.totp && held.passkeys === 0) throw conflict('second_step_none', 'accounts.secondStepNone')
  return ctx.db.transaction((tx) => newRecoveryCodes(tx, user._id))
}

/** A supplier turns the second step on (holding one) or off (unless admins require it). On the audit trail. */
export async function setSecondStep(ctx: AppContext, actor: Actor, on: boolean): Promise<void> {
  const user = await staffAccount(ctx, actor)
  const rule = await secondStepRule(ctx.db, user)
  if (!on && rule.required) throw conflict('second_step_required', 'accounts.secondStepRequired')
  const held = await secondStepsHeld(ctx.db, user._id)
  if (on && !held.totp && held.passkeys === 0) throw conflict('second_step_none', 'accounts.secondStepNone')
  await staffTransaction(ctx.db, actor, (tx) => tx.update(users).set({ secondStepOn: on, updatedAt: ctx.clock.now() }).where(eq(users._id, user._id)))
}

export async function signInPolicyOf(ctx: AppContext) {
  return { suppliersSecondStep: await suppliersMustConfirm(ctx.db) }
}

/** Admins require a second step of every supplier (each is asked to add one at its next sign-in), or not. */
export async function setSignInPolicy(ctx: AppContext, actor: Actor, suppliersSecondStep: boolean): Promise<void> {
  await staffTransaction(ctx.db, actor, (tx) =>
    tx.update(signInPolicy).set({ suppliersSecondStep, updatedAt: ctx.clock.now() }).where(eq(signInPolicy.id, 1)),
  )
}
