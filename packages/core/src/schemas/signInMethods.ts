import { z } from 'zod'
import { ZUser as ZAccount } from './auth'

export { ZOk, ZSignInBody, ZSocialSignInBody, ZUser } from './auth'

export { ZIdParams as ZPasskeyParams } from './common'

/**
 * How an account signs in beyond its password (issue 46, record 0138): passkeys for every account,
 * and a second step for staff (an authenticator app's code, a passkey, or a single-use recovery
 * code). A sign-in whose second step is due answers `secondStep` instead of the account, with no
 * session yet: its first step is kept for 5 minutes in an httpOnly cookie.
 */
export const SECOND_STEP_METHODS = ['totp', 'passkey', 'recovery'] as const
export type TSecondStepMethod = (typeof SECOND_STEP_METHODS)[number]

/** How many recovery codes an account holds after each set is made. */
export const RECOVERY_CODE_COUNT = 10
/** Minutes a first step waits for its second. */
export const PENDING_SIGN_IN_MINUTES = 5

export const ZSecondStepDue = z.object({
  secondStep: z.object({
    /** The ways this account can confirm; empty when it has none yet (`enrol`). */
    methods: z.array(z.enum(SECOND_STEP_METHODS)),
    /** The account must set up an authenticator app now: a second step is required and it has none. */
    enrol: z.boolean(),
  }),
})
export type TSecondStepDue = z.infer<typeof ZSecondStepDue>

/** A sign-in's answer: the account, signed in, or the second step it still needs. */
export const ZSignInResult = z.union([ZAccount, ZSecondStepDue])
export type TSignInResult = z.infer<typeof ZSignInResult>
export const secondStepDue = (result: TSignInResult): result is TSecondStepDue => 'secondStep' in result

/**
 * A WebAuthn credential as the browser library serialises it. Its inner fields are checked by the
 * server's WebAuthn library (signatures, challenge, origin), so only the envelope is checked here.
 */
export const ZCredential = z
  .object({
    id: z.string().min(1).max(1_400),
    rawId: z.string().min(1).max(1_400),
    type: z.literal('public-key'),
    response: z.record(z.string(), z.unknown()),
    clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
    authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  })
  .loose()
export type TCredential = z.infer<typeof ZCredential>

/**
 * A WebAuthn ceremony's options (the browser library's JSON shapes) and the id of its challenge,
 * which the answer names. The options are built and read by the WebAuthn libraries on each side.
 */
export const ZCeremony = z.object({ challengeId: z.uuid(), options: z.record(z.string(), z.unknown()) })
export type TCeremony = z.infer<typeof ZCeremony>

export const ZPasskeyName = z.string().trim().min(1, { error: 'validation.fillField' }).max(60)

export const ZPasskeySignInBody = z.object({ challengeId: z.uuid(), credential: ZCredential, stayConnected: z.boolean().default(false) })
export const ZAddPasskeyBody = z.object({ challengeId: z.uuid(), credential: ZCredential, name: ZPasskeyName })
export const ZRenamePasskeyBody = z.object({ name: ZPasskeyName })

const ZCode = z.string().trim().min(1, { error: 'validation.fillField' }).max(40)

export const ZSecondStepBody = z.discriminatedUnion('method', [
  z.object({ method: z.literal('totp'), code: ZCode }),
  z.object({ method: z.literal('recovery'), code: ZCode }),
  z.object({ method: z.literal('passkey'), challengeId: z.uuid(), credential: ZCredential }),
])
export type TSecondStepBody = z.infer<typeof ZSecondStepBody>

/** An authenticator app being set up: the secret to type, the otpauth:// address, and its QR code (SVG). */
export const ZTotpSetup = z.object({ secret: z.string(), uri: z.string(), qrSvg: z.string() })
export type TTotpSetup = z.infer<typeof ZTotpSetup>
export const ZTotpCodeBody = z.object({ code: ZCode })

/** Shown once, right after they are made; only their hashes are kept. */
export const ZRecoveryCodes = z.object({ codes: z.array(z.string()) })
/** The answer of a sign-in that set up its second step: the account, and its first recovery codes. */
export const ZEnrolledSignIn = ZAccount.extend({ recoveryCodes: z.array(z.string()).optional() })

export const ZCurrentPasswordBody = z.object({ password: z.string().min(1, { error: 'validation.fillField' }).max(200) })

export const ZPasskey = z.object({
  _id: z.uuid(),
  name: z.string(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
  /** Synced to the holder's other devices by their password manager. */
  backedUp: z.boolean(),
})
export type TPasskey = z.infer<typeof ZPasskey>

/** Everything the settings' "Sign-in and security" shows of the caller's own account. */
export const ZSignInMethods = z.object({
  hasPassword: z.boolean(),
  passkeys: z.array(ZPasskey),
  totp: z.boolean(),
  recoveryCodesLeft: z.number().int().nonnegative(),
  secondStep: z.object({
    /** Staff only: whether each sign-in asks for a second step, and why. */
    applies: z.boolean(),
    required: z.boolean(),
    on: z.boolean(),
  }),
})
export type TSignInMethods = z.infer<typeof ZSignInMethods>

export const ZSecondStepPreference = z.object({ on: z.boolean() })
export const ZSignInPolicy = z.object({ suppliersSecondStep: z.boolean() })
export type TSignInPolicy = z.infer<typeof ZSignInPolicy>
