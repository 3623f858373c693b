import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server'
import { and, eq, gt, lt } from 'drizzle-orm'
import type { TCeremony, TCredential } from '@wheelbase/core/schemas/signInMethods'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { passkeys, webauthnChallenges } from '../../db/schema'
import { badRequest } from '../../platform/http/errors'

/**
 * WebAuthn ceremonies with @simplewebauthn/server (record 0138). The relying party is the public
 * address's host; a challenge is kept server-side for 5 minutes, used once, for one purpose (and one
 * account, but for a passkey sign-in). Every passkey is discoverable and verified by its device's
 * lock (user verification required), so a passkey alone is both steps of a sign-in.
 */
export type TPurpose = 'register' | 'sign-in' | 'second-step'
const CHALLENGE_MS = 5 * 60_000
const RP_NAME = 'Wheelbase'

export const relyingParty = (config: Config) => ({ rpID: new URL(config.publicUrl).hostname, origins: config.allowedOrigins })

const refused = () => badRequest('passkey_refused', 'accounts.passkeyRefused')

async function keepChallenge(db: Db, challenge: string, purpose: TPurpose, userId: string | null, now: Date): Promise<string> {
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now))
  const _id = crypto.randomUUID()
  await db.insert(webauthnChallenges).values({ _id, challenge, purpose, userId, expiresAt: new Date(now.getTime() + CHALLENGE_MS) })
  return _id
}

/** The challenge of an answer, spent: null when unknown, expired, used, or not this purpose's or account's. */
async function spendChallenge(db: Db, id: string, purpose: TPurpose, userId: string | null, now: Date): Promise<string> {
  const [row] = await db
    .delete(webauthnChallenges)
    .where(and(eq(webauthnChallenges._id, id), eq(webauthnChallenges.purpose, purpose), gt(webauthnChallenges.expiresAt, now)))
    .returning()
  if (!row || row.userId !== userId) throw refused()
  return row.challenge
}

const userHandleOf = (userId: string) => new TextEncoder().encode(userId)

export async function registrationCeremony(
  db: Db,
  config: Config,
  user: { _id: string; email: string; fullName: string },
  now: Date,
): Promise<TCeremony> {
  const existing = await db.select({ id: passkeys.credentialId, transports: passkeys.transports }).from(passkeys).where(eq(passkeys.userId, user._id))
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: relyingParty(config).rpID,
    userName: user.email,
    userDisplayName: user.fullName,
    userID: userHandleOf(user._id),
    attestationType: 'none',
    // A device holding one of this account's passkeys is not asked to make another.
    excludeCredentials: existing.map((c) => ({ id: c.id, transports: c.transports as AuthenticatorTransportFuture[] })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  })
  return { challengeId: await keepChallenge(db, options.challenge, 'register', user._id, now), options: { ...options } }
}

/** A new passkey, checked: its id, public key and counter, to keep. */
export async function verifyRegistration(db: Db, config: Config, userId: string, challengeId: string, credential: TCredential, now: Date) {
  const expectedChallenge = await spendChallenge(db, challengeId, 'register', userId, now)
  const { rpID, origins } = relyingParty(config)
  const result = await verifyRegistrationResponse({
    // The envelope is checked by core's schema; what is inside is this library's to check.
    response: credential as unknown as RegistrationResponseJSON,
    expectedChallenge,
    expectedOrigin: origins,
    expectedRPID: rpID,
    requireUserVerification: true,
  }).catch(() => null)
  if (!result?.verified) throw refused()
  const { credential: made, credentialBackedUp } = result.registrationInfo
  return {
    credentialId: made.id,
    publicKey: Buffer.from(made.publicKey).toString('base64url'),
    counter: made.counter,
    transports: made.transports ?? [],
    backedUp: credentialBackedUp,
  }
}

/** Options for a passkey sign-in (any passkey of this site), or a second step (this account's passkeys only). */
export async function authenticationCeremony(
  db: Db,
  config: Config,
  purpose: 'sign-in' | 'second-step',
  userId: string | null,
  now: Date,
): Promise<TCeremony> {
  const allowed = userId
    ? await db.select({ id: passkeys.credentialId, transports: passkeys.transports }).from(passkeys).where(eq(passkeys.userId, userId))
    : []
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(config).rpID,
    userVerification: 'required',
    allowCredentials: allowed.map((c) => ({ id: c.id, transports: c.transports as AuthenticatorTransportFuture[] })),
  })
  return { challengeId: await keepChallenge(db, options.challenge, purpose, userId, now), options: { ...options } }
}

/**
 * Checks a passkey's answer: its challenge, origin, signature, device lock and counter. For a second
 * step the passkey must be the signing-in account's own; another account's is refused. Answers the
 * account it signs in.
 */
export async function verifyAuthentication(
  db: Db,
  config: Config,
  purpose: 'sign-in' | 'second-step',
  forUserId: string | null,
  challengeId: string,
  credential: TCredential,
  now: Date,
): Promise<string> {
  const expectedChallenge = await spendChallenge(db, challengeId, purpose, forUserId, now)
  const [stored] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credential.id)).limit(1)
  if (!stored || (forUserId !== null && stored.userId !== forUserId)) throw refused()
  const response = credential as unknown as AuthenticationResponseJSON
  // A discoverable passkey names its account: it must be the one the passkey was made for.
  const handle = response.response.userHandle
  if (handle && Buffer.from(handle, 'base64url').toString('utf8') !== stored.userId) throw refused()
  const { rpID, origins } = relyingParty(config)
  const result = await verifyAuthenticationResponse({
    response,
    expectedChallenge,
    expectedOrigin: origins,
    expectedRPID: rpID,
    credential: { id: stored.credentialId, publicKey: Buffer.from(stored.publicKey, 'base64url'), counter: stored.counter },
    requireUserVerification: true,
  }).catch(() => null)
  if (!result?.verified) throw refused()
  // The counter only moves forward (a copied authenticator's would fall behind; the library refuses it).
  await db
    .update(passkeys)
    .set({ counter: result.authenticationInfo.newCounter, backedUp: result.authenticationInfo.credentialBackedUp, lastUsedAt: now })
    .where(eq(passkeys._id, stored._id))
  return stored.userId
}
